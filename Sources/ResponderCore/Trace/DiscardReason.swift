/// Why a touch's phase or an action reached no responder: the `note` of its
/// summary. Its `text` is the trace's wording; readers switch on the case.
public enum DiscardReason: Equatable, Sendable {
    /// The touch began where hitTest found no view.
    case noHitTestView
    /// Another view with `isExclusiveTouch` is being touched.
    case exclusiveTouchHeld(by: String)
    /// The hit-test view has `isExclusiveTouch` and another view is being touched.
    case exclusiveTouchWaits(view: String, other: String)
    /// The hit-test view has `isMultipleTouchEnabled == false` and is being touched already.
    case multipleTouchDisabled
    /// A phase for a touch the system cancelled before it lifted.
    case touchCancelledEarlier(touch: Int)
    /// A phase for a touch that is not down.
    case touchNotDown(touch: Int)
    /// An explicit target that does not implement the action: UIKit would crash.
    case targetDoesNotImplement(target: String, action: Selector)
    /// A recognizer took the touch (cancelsTouchesInView): no later phase of it reaches the view.
    case touchTaken(by: String, touch: Int)
    /// A phase dropped on its way to the view because a recognizer recognized.
    case recognized(by: String)
    /// A phase dropped because a scroll view's `touchesShouldBegin(_:with:in:)` returned false.
    case touchesShouldBeginRefused(scrollView: String, view: String)
    /// A phase dropped because its touch was cancelled (`cause` says by what).
    case cancelled(cause: String)
    /// A touch that landed on a decelerating scroll view only stopped it: its view gets none of it.
    case stoppedScrolling(scrollView: String)

    /// The trace's words for it (the summary's `note`).
    public var text: String {
        switch self {
        case .noHitTestView: return "hit-test found no view"
        case .exclusiveTouchHeld(let holder): return "exclusiveTouch: \(holder) is being touched"
        case .exclusiveTouchWaits(let view, let other): return "exclusiveTouch: \(view) waits while \(other) is being touched"
        case .multipleTouchDisabled: return "multipleTouchEnabled is false"
        case .touchCancelledEarlier(let touch): return "touch \(touch) was cancelled earlier"
        case .touchNotDown(let touch): return "touch \(touch) is not down"
        case .targetDoesNotImplement(let target, let action): return "\(target) does not implement \(action.name); UIKit would crash"
        case .touchTaken(let recognizer, let touch): return "\(recognizer) took touch \(touch): the view gets none of its later phases"
        case .recognized(let recognizer): return "discarded: \(recognizer) recognized"
        case .touchesShouldBeginRefused(let scrollView, let view):
            return "discarded: \(scrollView).touchesShouldBegin(_:with:in: \(view)) returned false"
        case .cancelled(let cause): return "discarded: \(cause)"
        case .stoppedScrolling(let scrollView): return "discarded: the touch stopped \(scrollView)'s scrolling"
        }
    }

    /// Whether the gesture system dropped this very phase on its way to the view (a
    /// recognition, a scroll view's refusal, a cancellation), rather than refusing the touch,
    /// the message or its later phases.
    public var dropsPhase: Bool {
        switch self {
        case .recognized, .touchesShouldBeginRefused, .cancelled, .stoppedScrolling: return true
        default: return false
        }
    }
}
