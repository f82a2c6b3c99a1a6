import Foundation
import ResponderCore

/// One tap (down, then up, at one point) delivered as `trace --tap` delivers it, through a
/// `ScriptRunner` on its own copy of the scene, and what it did, read from its steps. Fingers
/// held go down first and lift after, as an events file's `down` and `up` lines around a `tap`.
public enum WhyDelivery {
    /// `point` and `held` are on the screen (the main window's coordinates, as `--tap` gives them).
    public static func tap(at point: CGPoint, holding held: [CGPoint] = [], on scene: LoadedScene) -> (outcome: WhyOutcome, steps: [TraceStep]) {
        let runner = ScriptRunner(scene: scene)
        let windows = Set(scene.application.windows.map(\.name))
        // The held fingers' own steps are not the tap's: each is read on its own for where it went.
        var fingers: [(id: Int, finger: WhyHeldFinger)] = []
        for each in held {
            let log = TraceLog()
            scene.attach(log)
            let id = runner.freshTouchID()
            runner.run(.down(id: id, at: each))
            fingers.append((id, WhyHeldFinger(point: each, hitTestView: outcome(of: log.steps, windows: windows).hitTestView)))
        }
        let log = TraceLog()
        scene.attach(log)
        runner.run(.tap(at: point))
        scene.application.traceRecorder = nil
        for (id, finger) in fingers { runner.run(.up(id: id, at: finger.point)) }
        var outcome = outcome(of: log.steps, windows: windows)
        outcome.held = fingers.map(\.finger)
        return (outcome, log.steps)
    }

    /// The outcome the steps of one tap tell.
    static func outcome(of steps: [TraceStep], windows: Set<String>) -> WhyOutcome {
        var outcome = WhyOutcome()
        var sender: String?
        var explicitTarget: String?
        var beganSeen = false
        for step in steps {
            switch step {
            case .hitTestReturn(let view, let result) where windows.contains(view) && outcome.hitTestView == nil:
                outcome.hitTestView = result
                if result != nil { outcome.window = view }
            case .touchDelayed(.touchesBegan, _, _, let recognizer):
                outcome.heldBy = outcome.heldBy ?? recognizer
            case .gestureAction(let recognizer, let action, let target, _):
                // A recognizer's target is an object it holds: the action is performed there.
                outcome.actions.append(.init(action: action, target: target, handledBy: target, sender: recognizer))
            case .controlEvent(let control, _, _):
                sender = control
                explicitTarget = nil
            case .sentToTarget(_, let target, _):
                explicitTarget = target
            case .result(let result):
                if case .action(let selector) = result.message {
                    outcome.actions.append(.init(action: selector.name, target: explicitTarget, handledBy: result.handledBy,
                                                 sender: sender ?? "the application"))
                    explicitTarget = nil
                    continue
                }
                if result.message == .event(.touchesBegan), !beganSeen {
                    beganSeen = true
                    outcome.handledBy = result.handledBy
                    if result.handledBy == nil {
                        outcome.note = result.note?.text
                        outcome.refusal = result.note
                    }
                    // Held back (a scroll view's delay, delaysTouchesBegan) and dropped when a recognizer recognized.
                    switch result.note {
                    case .recognized, .touchTaken, .cancelled: outcome.beganWithheld = true
                    default: break
                    }
                }
                switch result.note {
                case .touchTaken(let recognizer, _), .recognized(let recognizer): outcome.takenBy = outcome.takenBy ?? recognizer
                default: break
                }
                if result.message == .event(.touchesCancelled), let cause = result.cause, outcome.takenBy == nil,
                   steps.contains(where: { if case .gesture(cause, _, _, _) = $0 { return true } else { return false } }) {
                    outcome.takenBy = cause
                }
            default: break
            }
        }
        return outcome
    }
}
