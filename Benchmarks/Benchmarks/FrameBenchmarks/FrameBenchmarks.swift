// One frame of the window on SDL's software renderer at 1280×800, against a baseline that
// sends SDL the very same primitives with none of our work around them.
//
// For each scene (the busiest lesson, 13-puzzle-board, after its example input; and a
// 1,001-view and a 2,001-view scene after a tap):
//   Frame/…/ours           HeadlessStage.draw: paint the session into a display list, reduce it
//                          to SDL primitives (text textures looked up in the cache), clear,
//                          submit, flush. What the window does every frame.
//   Frame/…/SDL baseline   the primitives of that same frame, captured once, submitted again:
//                          clear, one SDL call per rectangle, triangle run and cached text
//                          texture, flush. The floor for drawing this picture through SDL.
//   Frame/…/paint only     the display list alone (no SDL), to show where the difference goes.
// Placement/2,001 views, names  the canvas's names alone placed for a frame of the 2,001-view
//                          scene (CanvasLayoutReport.placedNames): the part of a frame that
//                          grew with the square of the views before it was indexed by a grid.
// Memory/default lesson, headless frame: peak resident size of this process once lesson 1 is
// loaded and drawn; Memory/harness alone is the same process doing nothing, for comparison.

import Benchmark
import CSDL2
import Foundation
import ResponderCore
import SandboxPlatform
import SandboxScenes
import SandboxStage

enum FrameFixture {
    static let size = CGSize(width: 1280, height: 800)

    static let catalog: LessonCatalog = {
        guard let catalog = LessonCatalog.locate() else { fatalError("Assets/Lessons not found") }
        return catalog
    }()

    /// SDL without video (the software renderer needs none) and the sandbox's fonts.
    static let fonts: FontBook = {
        do {
            try SDLLibrary.start(video: false)
            return try FontBook()
        } catch {
            fatalError("\(error)")
        }
    }()

    static func session(lesson id: String) -> SandboxSession {
        guard let lesson = catalog.lesson(id: id) else { fatalError("no lesson \(id)") }
        return session(url: lesson.url, name: lesson.id)
    }

    static func session(url: URL, name: String) -> SandboxSession {
        do {
            let scene = try LoadedScene.load(contentsOf: url, displayName: name)
            return SandboxSession(scene: scene, url: url, name: name, catalog: catalog)
        } catch {
            fatalError("\(name): \(error)")
        }
    }

    /// Lesson 13 with its example input played to the end: every badge, arrow and log line.
    static func busiestLesson() -> SandboxSession {
        let session = session(lesson: "13-puzzle-board")
        session.viewer.playLessonEvents()
        session.finishAnimations()
        return session
    }

    /// A root with cells in rows of ten, each cell with 9 views in a 3 × 3 grid: 1 + 10 per
    /// cell views (the shape of `Benchmarks/Scenes/make-grid-scene.py`); then a tap in the
    /// middle of the scene. 100 cells: 1,001 views; 200 cells: 2,001.
    static func grid(cells: Int) -> SandboxSession {
        let height = (cells + 9) / 10 * 70
        var lines = ["title: \"\(1 + cells * 10) views\"", "size: [1000, \(height)]", "root:", "  controller: ViewController", "  view:",
                     "    name: root", "    frame: [0, 0, 1000, \(height)]", "    color: white", "    subviews:"]
        for cell in 0..<cells {
            let x = (cell % 10) * 100, y = (cell / 10) * 70
            lines.append("      - name: c\(cell)")
            lines.append("        frame: [\(x), \(y), 100, 70]")
            lines.append("        color: \(["orange", "blue", "green", "yellow"][cell % 4])")
            lines.append("        subviews:")
            for item in 0..<9 {
                lines.append("          - {name: v\(cell)_\(item), frame: [\((item % 3) * 33), \((item / 3) * 23), 33, 23], color: white}")
            }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("frame-benchmark-\(cells)-cells.yaml")
        do {
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        } catch {
            fatalError("cannot write \(url.path): \(error)")
        }
        let session = session(url: url, name: "\(1 + cells * 10)-views")
        let id = session.runner.freshTouchID()
        session.touch(id, .began, at: CGPoint(x: 520, y: Double(height) / 2 + 30))
        session.touch(id, .ended, at: CGPoint(x: 520, y: Double(height) / 2 + 30))
        session.finishAnimations()
        guard session.scene.application.keyWindow.subviewsCount() == 1 + cells * 10 else { fatalError("the scene should hold \(1 + cells * 10) views") }
        return session
    }

    static func thousandViews() -> SandboxSession { grid(cells: 100) }
    static func twoThousandViews() -> SandboxSession { grid(cells: 200) }

    static func stage() -> HeadlessStage {
        do {
            return try HeadlessStage(pointSize: size, fonts: fonts)
        } catch {
            fatalError("\(error)")
        }
    }
}

extension UIView {
    /// Every view below this one.
    func subviewsCount() -> Int {
        subviews.reduce(subviews.count) { $0 + $1.subviewsCount() }
    }
}

struct FrameState {
    let session: SandboxSession
    let stage: HeadlessStage
    let batch: SDLDrawBatch
}

func frameState(_ makeSession: () -> SandboxSession) -> FrameState {
    let session = makeSession()
    let stage = FrameFixture.stage()
    // Drawn once first, so that the text textures are in the cache for both contenders.
    stage.draw(session)
    return FrameState(session: session, stage: stage, batch: stage.batch(for: session))
}

let frameScenes: [(label: String, make: () -> SandboxSession)] = [
    ("busiest lesson (13-puzzle-board)", FrameFixture.busiestLesson),
    ("1,001 views", FrameFixture.thousandViews),
    ("2,001 views", FrameFixture.twoThousandViews),
]

let primitives = BenchmarkMetric.custom("primitives", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    for scene in frameScenes {
        Benchmark("Frame/\(scene.label)/ours") { (benchmark: Benchmark, state: FrameState) in
            for _ in benchmark.scaledIterations {
                state.stage.draw(state.session)
            }
        } setup: {
            frameState(scene.make)
        }

        Benchmark(
            "Frame/\(scene.label)/SDL baseline",
            configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [primitives])
        ) { (benchmark: Benchmark, state: FrameState) in
            let renderer = state.stage.sdlRenderer
            for _ in benchmark.scaledIterations {
                SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
                SDL_RenderClear(renderer)
                state.batch.submit(to: renderer)
                SDL_RenderFlush(renderer)
            }
            benchmark.measurement(primitives, state.batch.primitives.count)
        } setup: {
            frameState(scene.make)
        }

        Benchmark("Frame/\(scene.label)/paint only") { (benchmark: Benchmark, state: FrameState) in
            let painter = StagePainter(measurer: state.stage.measurer)
            for _ in benchmark.scaledIterations {
                blackHole(painter.paint(state.session.frame))
            }
        } setup: {
            frameState(scene.make)
        }
    }

    // The canvas's names placed, as each frame places them (the part that was quadratic).
    Benchmark("Placement/2,001 views, names") { (benchmark: Benchmark, state: FrameState) in
        for _ in benchmark.scaledIterations {
            blackHole(CanvasLayoutReport.placedNames(frame: state.session.frame, measurer: state.stage.measurer))
        }
    } setup: {
        frameState(FrameFixture.twoThousandViews)
    }

    let memory = Benchmark.Configuration(
        metrics: [.peakMemoryResident], warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 3
    )
    Benchmark("Memory/default lesson, headless frame", configuration: memory) { (benchmark: Benchmark, state: FrameState) in
        for _ in benchmark.scaledIterations { state.stage.draw(state.session) }
    } setup: {
        frameState { FrameFixture.session(lesson: FrameFixture.catalog.lessons[0].id) }
    }
    Benchmark("Memory/harness alone", configuration: memory) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(benchmark) }
    }
}
