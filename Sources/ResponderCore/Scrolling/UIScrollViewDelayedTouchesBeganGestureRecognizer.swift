import Foundation

/// UIKit's private recognizer behind `delaysContentTouches`: it holds the content's
/// touchesBegan back until `UIScrollView.contentTouchDelay` has passed or the finger lifts,
/// and lets it go then; if the scroll view's pan begins first, the pan's cancellation
/// discards it, so the content never sees the touch.
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// Named after its scroll view: `touchDelayed` steps say the scroll view held the touch.
    override init(name: String) {
        super.init(name: name)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override var kind: String { "delayedTouchesBegan" }
    override var isTraced: Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if state == .possible, deadline == nil { startTimer(UIScrollView.contentTouchDelay) }
    }

    /// Observed on iOS: a finger lifted within the delay gets touchesBegan and touchesEnded at once.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouches.isEmpty { transition(to: .failed) }
    }

    /// The delay is over: the held touchesBegan goes to the content.
    override func deadlinePassed() {
        transition(to: .recognized)
    }

    /// It never keeps any other recognizer, the content's included, from recognizing.
    override func shouldRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool { true }
}
