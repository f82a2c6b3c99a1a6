// Touch delivery in ResponderCore, through its public API only.
//
// For each scene (a balanced tree of 100 … 100,000 views, a 1,000-deep chain, and the
// 10,000-view tree with every view transformed, for the cost of converting through matrices):
//   Tap/…            one tap, touch began + ended: hit-test, then touchesBegan and touchesEnded
//                    passed along the whole responder chain (no view implements them), with
//                    no recorder, a counting recorder, and a TraceLog emptied every iteration.
//   HitTest/…        the traversal alone: the core's window.hitTest(_:with:) with an event that
//                    has no recorder, against a bare hand-written recursive hit-test over the same
//                    UIView objects. On the balanced trees each iteration does 1,000 traversals
//                    (scalingFactor .kilo) so the clock's own cost is out of the figure; the tool
//                    prints the figures per traversal (the "*" on a metric's name).
// The counting-recorder tap also reports custom metrics: viewsVisited (.hitTest steps per tap)
// and traceSteps (every step recorded per tap).
//   Memory/…         peak resident size of a process holding the tree after one traced tap,
//                    beside the harness alone.

import Benchmark
import Foundation
import ResponderCore

// MARK: - Recorders

/// Counts steps, and `.hitTest` steps apart: one per view whose hitTest(_:with:) was called.
final class CountingRecorder: TraceRecorder {
    var steps = 0
    var hitTests = 0

    func record(_ step: TraceStep) {
        steps += 1
        if case .hitTest = step { hitTests += 1 }
    }

    func reset() {
        steps = 0
        hitTests = 0
    }
}

// MARK: - Scenes

struct Scene {
    let label: String
    let application: UIApplication
    let window: UIWindow
    /// In window coordinates; lands in the deepest view along the first-child path.
    let point: CGPoint
    /// The view the point lands in, checked once at setup against both hit-tests.
    let expectedHit: UIView
    /// Views under the window (the root view controller's view included).
    let viewCount: Int
    /// Levels below the root view on the tapped path.
    let depth: Int
}

enum Shape {
    /// `views` views filled breadth-first, each parent taking up to `branching` children, laid
    /// out as a grid of (branching+1)/2 columns by 2 rows that tiles the parent exactly, so a
    /// point lands in exactly one child per level.
    case balanced(views: Int, branching: Int)
    /// `depth` views, each the only subview of the previous one, inset by one point per side.
    case chain(depth: Int)
    /// The balanced tree with every view below the root scaled 0.9, turned 10° and moved
    /// (1, 1) about its centre, and every third one given a bounds origin of (2, 3) (its
    /// subviews shifted up and left): hit-testing converts through a matrix at each level.
    case transformed(views: Int, branching: Int)

    var label: String {
        switch self {
        case .balanced(let views, let branching): return "balanced \(views) views b=\(branching)"
        case .chain(let depth): return "chain \(depth) deep"
        case .transformed(let views, let branching): return "transformed \(views) views b=\(branching)"
        }
    }
}

func makeScene(_ shape: Shape) -> Scene {
    let side: CGFloat = 1_000_000
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
    let root = UIView(name: "v0", frame: window.bounds)
    var count = 1

    switch shape {
    case .balanced(let views, let branching), .transformed(let views, let branching):
        let columns = (branching + 1) / 2
        let rows = 2
        var queue: [UIView] = [root]
        var head = 0
        while count < views, head < queue.count {
            let parent = queue[head]
            head += 1
            let width = parent.frame.width / CGFloat(columns)
            let height = parent.frame.height / CGFloat(rows)
            for index in 0 ..< branching where count < views {
                let frame = CGRect(
                    x: CGFloat(index % columns) * width, y: CGFloat(index / columns) * height,
                    width: width, height: height
                )
                let child = UIView(name: "v\(count)", frame: frame)
                parent.addSubview(child)
                queue.append(child)
                count += 1
            }
        }
    case .chain(let depth):
        var parent = root
        while count < depth {
            let frame = parent.frame
            let child = UIView(
                name: "v\(count)", frame: CGRect(x: 1, y: 1, width: frame.width - 2, height: frame.height - 2)
            )
            parent.addSubview(child)
            parent = child
            count += 1
        }
    }

    let controller = UIViewController(name: "RootViewController", view: root)
    let application = UIApplication(window: window)
    window.rootViewController = controller

    if case .transformed = shape { transformEveryView(under: root) }

    // Follow the first subview down: the deepest path, and the one where every level's
    // siblings are all asked first (hit-testing goes front to back, the first subview last).
    var leaf = root
    var depth = 0
    while let first = leaf.subviews.first {
        leaf = first
        depth += 1
    }
    // The leaf's centre, through every transform and bounds origin above it.
    let point = leaf.convert(CGPoint(x: leaf.bounds.midX, y: leaf.bounds.midY), to: nil)

    let scene = Scene(
        label: shape.label, application: application, window: window, point: point,
        expectedHit: leaf, viewCount: count, depth: depth
    )
    check(scene)
    return scene
}

/// Set after the tree is laid out, since a transformed view's frame is its bounding box.
func transformEveryView(under root: UIView) {
    var stack = root.subviews
    var index = 0
    while let view = stack.popLast() {
        view.transformParts = TransformParts(rotationDegrees: 10, scaleX: 0.9, scaleY: 0.9, translateX: 1, translateY: 1)
        if index % 3 == 0 { view.bounds.origin = CGPoint(x: 2, y: 3) }
        index += 1
        stack.append(contentsOf: view.subviews)
    }
}

/// Both hit-tests and a real tap must land in the expected view, or the figures mean nothing
/// (the bare loop knows no transforms, so the transformed tree checks the core alone).
func check(_ scene: Scene) {
    let core = scene.window.hitTest(scene.point, with: nil)
    let bare = scene.label.hasPrefix("transformed") ? scene.expectedHit : bareHitTest(scene.window, scene.point)
    scene.application.handleTouch(99, phase: .began, at: scene.point)
    let bound = scene.application.boundView(ofTouch: 99)
    scene.application.handleTouch(99, phase: .ended, at: scene.point)
    scene.application.advanceClock(by: 1)
    guard core === scene.expectedHit, bare === scene.expectedHit, bound === scene.expectedHit else {
        fatalError("\(scene.label): core \(core?.name ?? "nil"), bare \(bare?.name ?? "nil"), "
            + "tap \(bound?.name ?? "nil"), expected \(scene.expectedHit.name)")
    }
}

/// The scene with a TraceLog attached, as the window records every tap.
func tracedScene(_ shape: Shape) -> (Scene, TraceLog) {
    let scene = makeScene(shape)
    let log = TraceLog()
    scene.application.traceRecorder = log
    return (scene, log)
}

// MARK: - What is measured

/// One tap: began and ended at the same point. The clock moves on a second so that every
/// tap is a single tap (tapCount 1) rather than one more of a growing multi-tap.
@inline(never)
func tap(_ scene: Scene) {
    scene.application.handleTouch(1, phase: .began, at: scene.point)
    scene.application.handleTouch(1, phase: .ended, at: scene.point)
    scene.application.advanceClock(by: 1)
}

/// UIKit's hit-test rules written out by hand, as a baseline for the same traversal: skip a
/// hidden, non-interactive or transparent view, test the bounds, try subviews front to back.
/// Reads only the stored center and bounds size (the frame is computed from them), subviews,
/// isHidden, isUserInteractionEnabled and alpha; knows no transforms or bounds origins.
@inline(never)
func bareHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
    if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { return nil }
    let size = view.bounds.size
    guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return nil }
    let subviews = view.subviews
    var index = subviews.count
    while index > 0 {
        index -= 1
        let subview = subviews[index]
        let size = subview.bounds.size
        let origin = CGPoint(x: subview.center.x - size.width / 2, y: subview.center.y - size.height / 2)
        if let hit = bareHitTest(subview, CGPoint(x: point.x - origin.x, y: point.y - origin.y)) {
            return hit
        }
    }
    return view
}

// MARK: - Benchmarks

let shapes: [Shape] = [
    .balanced(views: 100, branching: 10),
    .balanced(views: 1_000, branching: 10),
    .balanced(views: 10_000, branching: 10),
    .balanced(views: 100_000, branching: 10),
    .chain(depth: 1_000),
    .transformed(views: 10_000, branching: 10),
]

let viewsVisited = BenchmarkMetric.custom("viewsVisited", polarity: .prefersSmaller, useScalingFactor: false)
let traceSteps = BenchmarkMetric.custom("traceSteps", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    // At most 2 s of iterations per benchmark, 25 benchmarks: the whole run, the tool's own
    // start-up and each tree's construction included, stays well under two minutes on a
    // 2-core VM (about 45 s once built). Times in ns so that small figures keep digits.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 50_000
    )

    let memory = Benchmark.Configuration(
        metrics: [.peakMemoryResident], warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1
    )
    Benchmark("Memory/harness alone", configuration: memory) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(benchmark) }
    }

    for shape in shapes {
        let label = shape.label
        // A traversal of the 1,000-deep chain takes about 100 µs: one per iteration is plenty.
        let traversalScaling: BenchmarkScalingFactor
        if case .chain = shape { traversalScaling = .one } else { traversalScaling = .kilo }

        Benchmark("Tap/\(label)/no recorder") { (benchmark: Benchmark, scene: Scene) in
            for _ in benchmark.scaledIterations {
                tap(scene)
            }
        } setup: {
            let scene = makeScene(shape)
            scene.application.traceRecorder = nil
            return scene
        }

        Benchmark(
            "Tap/\(label)/counting recorder",
            configuration: .init(
                metrics: Benchmark.defaultConfiguration.metrics + [viewsVisited, traceSteps]
            )
        ) { (benchmark: Benchmark, state: (Scene, CountingRecorder)) in
            let (scene, recorder) = state
            recorder.reset()
            tap(scene)
            benchmark.stopMeasurement()
            benchmark.measurement(viewsVisited, recorder.hitTests)
            benchmark.measurement(traceSteps, recorder.steps)
        } setup: {
            let scene = makeScene(shape)
            let recorder = CountingRecorder()
            scene.application.traceRecorder = recorder
            return (scene, recorder)
        }

        Benchmark("Tap/\(label)/TraceLog") { (benchmark: Benchmark, state: (Scene, TraceLog)) in
            let (scene, log) = state
            for _ in benchmark.scaledIterations {
                log.removeAll()
                tap(scene)
            }
            blackHole(log.steps.count)
        } setup: {
            tracedScene(shape)
        }

        Benchmark(
            "HitTest/\(label)/core, no recorder",
            configuration: .init(scalingFactor: traversalScaling)
        ) { (benchmark: Benchmark, state: (Scene, UIEvent)) in
            let (scene, event) = state
            for _ in benchmark.scaledIterations {
                blackHole(scene.window.hitTest(scene.point, with: event))
            }
        } setup: {
            // An event with no recorder, as handleTouch makes one when traceRecorder is nil.
            (makeScene(shape), UIEvent(type: .touches, timestamp: 0))
        }

        // A process of its own per benchmark, so the peak is this tree's and its trace's.
        Benchmark("Memory/\(label), one traced tap", configuration: memory) { (benchmark: Benchmark, state: (Scene, TraceLog)) in
            let (scene, log) = state
            for _ in benchmark.scaledIterations { tap(scene) }
            blackHole(log.steps.count)
        } setup: {
            tracedScene(shape)
        }

        if case .transformed = shape { continue }
        Benchmark(
            "HitTest/\(label)/bare loop",
            configuration: .init(scalingFactor: traversalScaling)
        ) { (benchmark: Benchmark, scene: Scene) in
            for _ in benchmark.scaledIterations {
                blackHole(bareHitTest(scene.window, scene.point))
            }
        } setup: {
            makeScene(shape)
        }
    }
}
