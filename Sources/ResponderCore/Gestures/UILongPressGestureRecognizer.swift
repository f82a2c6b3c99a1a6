import Foundation

/// A continuous recognizer: fingers held still long enough begin it; moving them changes it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Apple's documented default: 0.5 seconds.
    public var minimumPressDuration: TimeInterval = 0.5
    public var numberOfTouchesRequired = 1
    /// Apple's documented default: 10 points before the press begins.
    public var allowableMovement: CGFloat = 10

    private var starts: [ObjectIdentifier: CGPoint] = [:]

    open override var kind: String { "longPress" }
    open override var isDiscrete: Bool { false }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired { return transition(to: .failed) }
        // The timer runs from the moment enough fingers are down. With no duration to wait it is
        // due at once and fires once the touch has been delivered (observed: the view gets
        // touchesBegan, then touchesCancelled as the press begins), before any later move.
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        startTimer(max(0, minimumPressDuration))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive { return transition(to: .changed) }
        if touches.contains(where: { distance(of: $0) > allowableMovement }) { transition(to: .failed) }
    }

    /// Lifted before the duration: failed; lifted after: ended.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        transition(to: isActive ? .ended : .failed)
    }

    open override func deadlinePassed() {
        transition(to: .began)
    }

    open override func reset() {
        starts.removeAll()
    }

    private func distance(of touch: UITouch) -> CGFloat {
        guard let start = starts[ObjectIdentifier(touch)] else { return 0 }
        let now = touch.location(in: nil)
        return hypot(now.x - start.x, now.y - start.y)
    }
}
