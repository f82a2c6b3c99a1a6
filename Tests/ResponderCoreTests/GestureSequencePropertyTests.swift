import Foundation
import Testing
@testable import ResponderCore
import SeededRandom

/// Long random touch sequences over random trees carrying random recognizers: every touch
/// still begins at most once and finishes at most once at its view, and every recognizer
/// is back in possible once its touches have ended and its timers have run out.
@Suite("Gesture recognizers over long random touch sequences")
struct GestureSequencePropertyTests {
    @Test(arguments: 0..<12)
    func touchesFinishOnceAndRecognizersReturnToPossible(seed: UInt64) {
        var rng = SplitMix64(seed: 0x6E57 &+ seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIView(name: "root", frame: window.frame)
        let controller = UIViewController(name: "ViewController", view: root)
        let application = UIApplication(window: window)
        window.rootViewController = controller
        var views = RandomTrees.populate(root, maxViews: 20, using: &rng).dropFirst().map { $0 }
        // A scroll view with content of its own: its pan and its delayed touches join the recognizers.
        let scroll = UIScrollView(name: "scroll", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        scroll.contentSize = CGSize(width: rng.chance(50) ? 600 : 200, height: 600)
        scroll.delaysContentTouches = rng.chance(70)
        root.addSubview(scroll)
        for index in 0..<2 {
            let cell = UIView(name: "cell\(index)", frame: CGRect(x: 0, y: CGFloat(index * 150), width: 200, height: 140))
            scroll.addSubview(cell)
            views.append(cell)
        }
        let checker = InvariantChecker()
        for responder in [root, window, application, controller] as [UIResponder] + views { checker.responders[responder.name] = responder }
        var recognizers: [UIGestureRecognizer] = []
        for (index, view) in ([root] + views).enumerated() {
            view.implementedMethods = Bool.random(using: &rng) ? .touches : []
            view.isMultipleTouchEnabled = Bool.random(using: &rng)
            view.isExclusiveTouch = rng.chance(10)
            for slot in 0..<Int.random(in: 0...2, using: &rng) {
                let recognizer = Self.randomRecognizer(name: "g\(index)_\(slot)", using: &rng)
                view.addGestureRecognizer(recognizer)
                recognizer.addTarget(controller, action: "act:")
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            if let other = recognizers.randomElement(using: &rng), other !== recognizer, rng.chance(20) { recognizer.require(toFail: other) }
            if let other = recognizers.randomElement(using: &rng), other !== recognizer, rng.chance(20) { recognizer.recognizeSimultaneously(with: other) }
        }
        application.traceRecorder = checker

        for _ in 0..<3_000 {
            let point = CGPoint(x: CGFloat(Int.random(in: 0...400, using: &rng)), y: CGFloat(Int.random(in: 0...400, using: &rng)))
            let active = application.activeTouchIdentifiers
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<25:
                if let id = (0..<4).filter({ !active.contains($0) && !application.gestureEnvironment.isFollowing(touchIdentifier: $0) }).randomElement(using: &rng) { application.handleTouch(id, phase: .began, at: point) }
            case 25..<60:
                if let id = active.randomElement(using: &rng), let touch = application.touchRecords[id]?.touch {
                    let from = touch.location(in: nil)
                    let step = CGPoint(x: from.x + CGFloat(Int.random(in: -40...40, using: &rng)), y: from.y + CGFloat(Int.random(in: -40...40, using: &rng)))
                    application.handleTouch(id, phase: .moved, at: step)
                }
            case 60..<80:
                if let id = active.randomElement(using: &rng) { application.handleTouch(id, phase: .ended, at: point) }
            case 80..<82:
                if let id = active.randomElement(using: &rng) { application.handleTouch(id, phase: .cancelled, at: point) }
            case 82..<84:
                recognizers.randomElement(using: &rng)?.isEnabled.toggle()
            default:
                application.advanceClock(by: Double(Int.random(in: 0...6, using: &rng)) / 10)
            }
        }
        application.cancelAllTouches(cause: "the test ended")
        application.advanceClock(by: 10)

        #expect(Array(checker.violations.prefix(5)).isEmpty)
        #expect(checker.openTouches.isEmpty)
        #expect(recognizers.filter { $0.state != .possible }.map(\.name).isEmpty)
        #expect(application.gestureEnvironment.isIdle)
        #expect(checker.deliveredPhases > 100, "the sequence should deliver touches, or it tests nothing")
    }

    static func randomRecognizer(name: String, using rng: inout SplitMix64) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            let tap = UITapGestureRecognizer(name: name)
            tap.numberOfTapsRequired = Int.random(in: 1...2, using: &rng)
            recognizer = tap
        case 1: recognizer = UILongPressGestureRecognizer(name: name)
        case 2: recognizer = UIPanGestureRecognizer(name: name)
        case 3:
            let swipe = UISwipeGestureRecognizer(name: name)
            swipe.direction = UISwipeGestureRecognizer.Direction.allCases.randomElement(using: &rng)!
            recognizer = swipe
        default: recognizer = UIPinchGestureRecognizer(name: name)
        }
        recognizer.cancelsTouchesInView = rng.chance(70)
        recognizer.delaysTouchesBegan = rng.chance(30)
        recognizer.delaysTouchesEnded = rng.chance(70)
        return recognizer
    }
}
