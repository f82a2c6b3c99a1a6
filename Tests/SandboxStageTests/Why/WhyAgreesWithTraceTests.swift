import Foundation
import Testing
import ResponderCore
import SandboxScenes
import SeededRandom

/// `why VIEW --tap P` never contradicts `trace --tap P`: over every lesson and random scenes,
/// at sampled points, the answer's outcome, its first sentence and its `gets` are checked
/// against a trace of the same tap read here on its own (the steps of a fresh scene, as the
/// `trace` command runs it).
@Suite("Why agrees with the trace of the same tap")
struct WhyAgreesWithTraceTests {
    /// What a trace of one tap says, read straight from its steps.
    struct Traced: Equatable {
        var hitTestView: String?
        var handledBy: String?
        var performed: [String]
        var takenBy: String?
    }

    static func trace(_ text: String, file: String, at point: CGPoint) throws -> Traced {
        let scene = try LoadedScene.load(text: text, file: file)
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(.tap(at: point))
        let results = log.results
        let began = results.first { $0.message == .event(.touchesBegan) }
        var performed: [String] = []
        var takenBy: String?
        for step in log.steps {
            switch step {
            case .gestureAction(_, let action, _, _): performed.append(action)
            case .result(let result):
                if case .action(let selector) = result.message, result.handledBy != nil { performed.append(selector.name) }
                if case .touchTaken(let recognizer, _) = result.note { takenBy = takenBy ?? recognizer }
                if case .recognized(let recognizer) = result.note { takenBy = takenBy ?? recognizer }
                if result.message == .event(.touchesCancelled), let cause = result.cause, scene.recognizers[cause] != nil { takenBy = takenBy ?? cause }
            default: break
            }
        }
        let hit = log.steps.compactMap { step -> String?? in
            if case .hitTestReturn(let view, let result) = step, scene.application.windows.contains(where: { $0.name == view }), result != nil { return .some(result) }
            return nil
        }.first ?? nil
        return Traced(hitTestView: hit ?? began?.hitTestView, handledBy: began?.handledBy, performed: performed, takenBy: takenBy)
    }

    /// Checks one point: the answer for each view against the trace; returns the failures.
    static func check(_ text: String, file: String, at point: CGPoint, views: [String]) throws -> [String] {
        let traced = try trace(text, file: file, at: point)
        let scene = try LoadedScene.load(text: text, file: file)
        var failures: [String] = []
        for view in views {
            let answer = try WhyAnalyzer(scene: scene).answer(view: view, at: point)
            guard let outcome = answer.outcome else { failures.append("\(file) \(view) at \(point): no outcome"); continue }
            let said = Traced(hitTestView: outcome.hitTestView, handledBy: outcome.handledBy,
                              performed: outcome.performed.map(\.action), takenBy: outcome.takenBy)
            if said != traced { failures.append("\(file) \(view) at \(point): why says \(said), the trace \(traced)") }
            if answer.gets != (traced.hitTestView == view) { failures.append("\(file) \(view) at \(point): gets \(answer.gets), trace hit \(traced.hitTestView ?? "nil")") }
            let handled = traced.handledBy != nil || !traced.performed.isEmpty
            if answer.headline.hasSuffix("Nothing handles the touch.") == handled {
                failures.append("\(file) \(view) at \(point): headline '\(answer.headline)' but the trace handled=\(handled)")
            }
            if let hit = traced.hitTestView, !answer.headline.contains("goes to \(hit)") {
                failures.append("\(file) \(view) at \(point): headline '\(answer.headline)' does not name \(hit)")
            }
            if answer.gets, answer.reasons.contains(where: { [.outsideBounds, .covered, .hidden, .otherWindow].contains($0.kind) }) {
                failures.append("\(file) \(view) at \(point): gets it, yet a reason says it cannot")
            }
            if !answer.gets, answer.reasons.isEmpty { failures.append("\(file) \(view) at \(point): no reason given for not getting it") }
        }
        return failures
    }

    /// Points over the main window: a 5 × 4 grid and the centre of every fifth view.
    static func points(in scene: LoadedScene, using rng: inout SplitMix64) -> [CGPoint] {
        let size = scene.window.bounds.size
        var points: [CGPoint] = []
        for row in 0..<4 { for column in 0..<5 { points.append(CGPoint(x: size.width * (CGFloat(column) + 0.5) / 5, y: size.height * (CGFloat(row) + 0.5) / 4)) } }
        for view in scene.responders.values.compactMap({ $0 as? UIView }).sorted(by: { $0.name < $1.name }) where view.window === scene.window && rng.chance(20) {
            let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            points.append(CGPoint(x: (centre.x * 2).rounded() / 2, y: (centre.y * 2).rounded() / 2))
        }
        return points
    }

    /// The views asked about at a point: the one a tap there reaches, and two others.
    static func views(in scene: LoadedScene, hit: String?, using rng: inout SplitMix64) -> [String] {
        let names = scene.responders.values.compactMap { $0 as? UIView }.filter { $0.window != nil }.map(\.name).sorted()
        var chosen = hit.map { [$0] } ?? []
        for _ in 0..<2 { if let name = names.randomElement(using: &rng), !chosen.contains(name) { chosen.append(name) } }
        return chosen
    }

    static func run(_ text: String, file: String) throws -> [String] {
        var rng = SplitMix64(name: file)
        let scene = try LoadedScene.load(text: text, file: file)
        var failures: [String] = []
        for point in points(in: scene, using: &rng) {
            let hit = try trace(text, file: file, at: point).hitTestView
            failures += try check(text, file: file, at: point, views: views(in: scene, hit: hit, using: &rng))
        }
        return failures
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func everyLessonAgrees(id: String) throws {
        // Precondition: the lesson's scene as a file gives it.
        let lesson = try #require(StageFixtures.catalog.lessons.first { $0.id == id })
        let text = try String(contentsOf: lesson.url, encoding: .utf8)

        // Action and assertion: at every sampled point, why and trace tell the same tap.
        let failures = try Self.run(text, file: lesson.id)
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func everyRegionsOutcomeIsThatOfAFreshTap(id: String) throws {
        // Precondition: the lesson, and up to four of its views.
        let lesson = try #require(StageFixtures.catalog.lessons.first { $0.id == id })
        let text = try String(contentsOf: lesson.url, encoding: .utf8)
        let scene = try LoadedScene.load(text: text, file: id)
        var rng = SplitMix64(name: id)
        let names = scene.responders.values.compactMap { $0 as? UIView }.filter { $0.window != nil }.map(\.name).sorted()
        var failures: [String] = []
        for name in names.shuffled(using: &rng).prefix(4) {
            // Action: why without a point (its taps share copies of the scene), then a fresh tap at each region's point.
            let answer = try WhyAnalyzer(scene: scene).answer(view: name, at: nil)
            for region in answer.regions ?? [] {
                let fresh = WhyDelivery.tap(at: region.point, on: try LoadedScene.load(text: text, file: id)).outcome
                // Assertion: the same outcome.
                if fresh != region.outcome { failures.append("\(name) at \(region.point): region \(region.outcome), fresh \(fresh)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test(arguments: 0..<6)
    func randomScenesAgree(seed: UInt64) throws {
        // Precondition: a generated scene with recognizers, controls, transforms and flags varied.
        let text = StormScene.text(seed: seed)

        // Action and assertion: as for the lessons.
        let failures = try Self.run(text, file: "storm-\(seed)")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }
}
