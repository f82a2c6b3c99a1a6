import Foundation
import Testing
@testable import ResponderCore
import SeededRandom

/// Watches every step for the invariants of touch delivery while random input is played.
final class InvariantChecker: TraceRecorder {
    var responders: [String: UIResponder] = [:]
    private(set) var openTouches: Set<Int> = []
    private(set) var violations: [String] = []
    private(set) var deliveredPhases = 0

    var recent: [String] = []
    func record(_ step: TraceStep) {
        recent.append(step.textLine); if recent.count > 40 { recent.removeFirst() }
        let before = violations.count
        defer { if ProcessInfo.processInfo.environment["DEBUG_INV"] != nil, before == 0, !violations.isEmpty { print(recent.joined(separator: "\n")) } }
        switch step {
        case .deliver(_, let name, _):
            if let responder = responders[name], !isInWindow(responder) {
                violations.append("\(name) received an event while outside the window")
            }
        case .result(let result):
            check(result)
        default:
            break
        }
    }

    private func check(_ result: DeliveryResult) {
        guard let touch = result.touch, result.note == nil else { return }
        deliveredPhases += 1
        switch result.event {
        case "touchesBegan":
            if !openTouches.insert(touch).inserted { violations.append("touch \(touch) began twice") }
        case "touchesMoved":
            if !openTouches.contains(touch) { violations.append("touch \(touch) moved without beginning") }
        default:
            if openTouches.remove(touch) == nil { violations.append("touch \(touch) finished twice or without beginning") }
        }
    }

    private func isInWindow(_ responder: UIResponder) -> Bool {
        if let view = responder as? UIView { return view.window != nil }
        if let controller = responder as? UIViewController { return controller.view.window != nil }
        return true
    }
}

@Suite("Invariants over long random event sequences")
struct EventSequenceInvariantTests {
    @Test(arguments: 0..<20)
    func everyTouchFinishesOnceAndNothingReachesARemovedView(seed: UInt64) {
        var rng = SplitMix64(seed: 0xC0FFEE &+ seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIView(name: "root", frame: window.frame)
        let controller = UIViewController(name: "ViewController", view: root)
        let application = UIApplication(window: window)
        window.rootViewController = controller
        let views = RandomTrees.populate(root, maxViews: 30, using: &rng).dropFirst().map { $0 }
        let checker = InvariantChecker()
        for responder in [root, window, application] as [UIResponder] + views { checker.responders[responder.name] = responder }
        checker.responders[controller.name] = controller
        for view in views {
            view.implementedMethods = Set(ResponderMethod.allCases.filter { _ in Bool.random(using: &rng) })
            view.allowsBecomingFirstResponder = Bool.random(using: &rng)
            view.isMultipleTouchEnabled = Bool.random(using: &rng)
            view.isExclusiveTouch = Int.random(in: 0..<6, using: &rng) == 0
        }
        application.traceRecorder = checker

        for _ in 0..<5_000 {
            RandomInput.step(application, root: root, views: views, using: &rng)
        }
        application.cancelAllTouches(cause: "the test ended")

        let firstViolations = Array(checker.violations.prefix(5))
        #expect(firstViolations.isEmpty)
        #expect(checker.openTouches.isEmpty)
        #expect(checker.deliveredPhases > 100, "the sequence should deliver touches, or it tests nothing")
    }
}

/// One random input: a finger, a tree change, a property change or a first-responder event.
enum RandomInput {
    static func step(_ application: UIApplication, root: UIView, views: [UIView], using rng: inout SplitMix64) {
        let point = CGPoint(x: CGFloat(Int.random(in: -10...410, using: &rng)), y: CGFloat(Int.random(in: -10...410, using: &rng)))
        let active = application.activeTouchIdentifiers
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25:
            let free = (0..<10).filter { !active.contains($0) }
            if let id = free.randomElement(using: &rng) { application.handleTouch(id, phase: .began, at: point) }
        case 25..<50:
            if let id = active.randomElement(using: &rng) { application.handleTouch(id, phase: .moved, at: point) }
        case 50..<68:
            if let id = active.randomElement(using: &rng) { application.handleTouch(id, phase: .ended, at: point) }
        case 68..<70:
            if let id = active.randomElement(using: &rng) { application.handleTouch(id, phase: .cancelled, at: point) }
        case 70..<76:
            views.randomElement(using: &rng)?.removeFromSuperview()
        case 76..<84:
            let detached = views.filter { $0.window == nil }
            let hosts = [root] + views.filter { $0.window != nil }
            if let view = detached.randomElement(using: &rng), let host = hosts.randomElement(using: &rng), !host.isDescendant(of: view) {
                host.addSubview(view)
            }
        case 84..<90:
            if let view = views.randomElement(using: &rng) { RandomTrees.randomize(view, using: &rng) }
        case 90..<93:
            views.randomElement(using: &rng)?.becomeFirstResponder()
        case 93..<94:
            application.firstResponder?.resignFirstResponder()
        case 94..<97:
            application.isMotionInProgress ? application.motionEnded() : application.motionBegan()
        case 97..<98:
            application.press(.a, phase: .began)
        default:
            let sender = views.filter { $0.window != nil }.randomElement(using: &rng)
            application.sendAction("copy:", to: nil, from: sender, for: nil)
        }
    }
}
