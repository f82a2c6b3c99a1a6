import Foundation

/// The pan recognizer every UIScrollView owns (`panGestureRecognizer`), named `NAME.pan` in
/// the trace. It begins after the pan hysteresis, scrolls its view while it changes, and
/// hands the lift's velocity to the deceleration.
public final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroll view's offset and the touches' window points when the pan began.
    private var startOffset: CGPoint = .zero
    private var startPoint: CGPoint = .zero
    /// With directional lock, the one axis the drag keeps to (nil: both).
    private var lockedAxis: Axis?
    enum Axis { case horizontal, vertical }
    /// Recent (time, unconstrained offset) pairs, for the velocity at the lift.
    private var samples: [(time: TimeInterval, offset: CGPoint)] = []

    /// The span of recent movement the lift's velocity is measured over (the sandbox's choice).
    static let velocityWindow: TimeInterval = 0.1

    override init(name: String) {
        super.init(name: name)
        // Relied upon (undocumented): a tap in a scroll view ends in its content at once, so the
        // pan does not hold touchesEnded back.
        delaysTouchesEnded = false
    }

    var scrollView: UIScrollView? { view as? UIScrollView }

    /// Why UIKit would not let the scroll view scroll now, given the content views tracking
    /// its touches; nil when it may.
    func refusal(contentTracking views: [UIView]) -> String? {
        guard let scrollView else { return nil }
        // Relied upon: with alwaysBounce off, content no larger than the bounds does not scroll.
        if !scrollView.canScroll { return "\(scrollView.name): its content fits, nothing to scroll" }
        guard !views.isEmpty else { return nil }
        // Documented: with canCancelContentTouches false the scroll view does not scroll once the content tracks.
        if !scrollView.canCancelContentTouches { return "\(scrollView.name).canCancelContentTouches is false" }
        // Documented: touchesShouldCancel(in:) false keeps the content tracking and the scroll view still.
        if let kept = views.first(where: { !scrollView.touchesShouldCancel(in: $0) }) {
            return "\(scrollView.name).touchesShouldCancel(in: \(kept.name)) is false"
        }
        return nil
    }

    /// Observed on iOS: a finger landing on a decelerating scroll view stops it there, and
    /// that is all the touch does: the content gets none of it (no touchesBegan, no tap).
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let scrollView, scrollView.isDecelerating {
            scrollView.stopMotion()
            scrollView.recordScroll(.stopped)
            for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
                environment?.keepFromView(touch, cause: scrollView.name, note: .stoppedScrolling(scrollView: scrollView.name))
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Relied upon (observed, and what every nested-scroll-view article describes): a scroll
    /// view's pan begins only for movement mostly along an axis it can scroll; movement mostly
    /// along the other axis fails it, so an enclosing scroll view that scrolls that way takes the drag.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if state == .possible, let scrollView, movesAcrossItsAxes(scrollView) { return transition(to: .failed) }
        super.touchesMoved(touches, with: event)
    }

    /// Whether the fingers, once past the hysteresis, move mostly along an axis the view cannot scroll.
    private func movesAcrossItsAxes(_ scrollView: UIScrollView) -> Bool {
        let moved = translation, limit = scrollView.maximumContentOffset
        guard hypot(moved.x, moved.y) >= Self.hysteresis, (limit.x > 0) != (limit.y > 0) else { return false }
        // In the scroll view's own axes (its transform included).
        let now = location(in: nil)
        let end = scrollView.convert(now, from: nil)
        let start = scrollView.convert(CGPoint(x: now.x - moved.x, y: now.y - moved.y), from: nil)
        let horizontal = abs(end.x - start.x) > abs(end.y - start.y)
        return limit.x > 0 ? !horizontal : horizontal
    }

    public override func didEnter(_ state: UIGestureRecognizer.State) {
        guard let scrollView else { return }
        switch state {
        case .began:
            scrollView.stopMotion()
            scrollView.isDragging = true
            startOffset = scrollView.contentOffset
            // Relied upon (observed): the content does not jump by the hysteresis when the pan
            // begins; it follows the finger from the point 10 points along its way.
            let moved = translation, distance = hypot(moved.x, moved.y)
            let down = CGPoint(x: location(in: nil).x - moved.x, y: location(in: nil).y - moved.y)
            startPoint = distance > 0
                ? CGPoint(x: down.x + moved.x / distance * Self.hysteresis, y: down.y + moved.y / distance * Self.hysteresis)
                : down
            samples = []
            lockedAxis = axisToLock(scrollView)
            follow(scrollView)
        case .changed:
            follow(scrollView)
        case .ended:
            follow(scrollView)
            scrollView.isDragging = false
            scrollView.endDragging(velocity: velocity())
        case .cancelled:
            scrollView.isDragging = false
            scrollView.endDragging(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// The finger's movement in the scroll view's own axes (its transform included; the
    /// bounds origin cancels out), applied against the offset with the rubber band past an edge.
    private func follow(_ scrollView: UIScrollView) {
        let start = scrollView.convert(startPoint, from: nil)
        let now = scrollView.convert(location(in: nil), from: nil)
        var wanted = CGPoint(x: startOffset.x - (now.x - start.x), y: startOffset.y - (now.y - start.y))
        if lockedAxis == .horizontal { wanted.y = startOffset.y }
        if lockedAxis == .vertical { wanted.x = startOffset.x }
        let time = currentTime
        samples.append((time, wanted))
        samples.removeAll { $0.time < time - Self.velocityWindow }
        scrollView.moveContent(to: scrollView.rubberBanded(wanted))
    }

    /// Directional lock, where both axes scroll: the axis the drag began along, unless it began
    /// diagonally (UIScrollView.isDirectionalLockEnabled: "If the drag direction is diagonal, then
    /// scrolling will not be locked"). UIKit gives no angle; the sandbox locks when one component
    /// is at least twice the other (within about 27° of an axis).
    private func axisToLock(_ scrollView: UIScrollView) -> Axis? {
        let limit = scrollView.maximumContentOffset
        guard scrollView.isDirectionalLockEnabled, limit.x > 0, limit.y > 0 else { return nil }
        let moved = translation, across = abs(moved.x), down = abs(moved.y)
        if across >= 2 * down { return .horizontal }
        if down >= 2 * across { return .vertical }
        return nil
    }

    /// Points per second of the offset over the last `velocityWindow`; zero when the finger
    /// stood still (or all moves came at one instant, as in an events file without `wait`).
    private func velocity() -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let span = last.time - first.time
        return CGPoint(x: (last.offset.x - first.offset.x) / span, y: (last.offset.y - first.offset.y) / span)
    }

    public override func reset() {
        super.reset()
        samples = []
        lockedAxis = nil
    }
}
