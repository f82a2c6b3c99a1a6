import Foundation
import ResponderCore

/// A live recognizer as a scene's `gestures:` entry describes it, in words: its name, kind,
/// settings, targets and relations by name, and its delegate's answers. Two recognizers with
/// the same signature act alike, so `SceneChange` writes lines only where they differ.
struct RecognizerSignature: Equatable {
    let words: [String]

    init(_ recognizer: UIGestureRecognizer) {
        var words = [recognizer.name, recognizer.kind, "enabled \(recognizer.isEnabled)", "cancels \(recognizer.cancelsTouchesInView)",
                     "delaysBegan \(recognizer.delaysTouchesBegan)", "delaysEnded \(recognizer.delaysTouchesEnded)"]
        words += recognizer.actionTargets.map { "target \($0.target.name) \($0.action.name)" }
        words += recognizer.requiredToFail.map { "requires \($0.name)" }
        words += recognizer.simultaneousRecognizers.map { "with \($0.name)" }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            words += ["taps \(tap.numberOfTapsRequired)", "touches \(tap.numberOfTouchesRequired)", "movement \(Double(tap.allowableMovement).compact)"]
        case let press as UILongPressGestureRecognizer:
            words += ["duration \(press.minimumPressDuration.compact)", "touches \(press.numberOfTouchesRequired)",
                      "movement \(Double(press.allowableMovement).compact)"]
        case let pan as UIPanGestureRecognizer:
            words += ["touches \(pan.minimumNumberOfTouches)...\(pan.maximumNumberOfTouches)"]
            if let edgePan = pan as? UIScreenEdgePanGestureRecognizer { words.append("edges \(edgePan.edges.rawValue)") }
        case let swipe as UISwipeGestureRecognizer:
            words += ["direction \(swipe.direction.rawValue)", "touches \(swipe.numberOfTouchesRequired)"]
        default: break
        }
        switch recognizer.delegate {
        case let delegate as SceneGestureDelegate: words += delegate.settings
        case nil: break
        default: words.append("a delegate of its own")
        }
        self.words = words
    }
}
