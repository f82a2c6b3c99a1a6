import Foundation

/// A continuous recognizer for two fingers moving apart or together.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Change in the fingers' distance before a pinch begins. UIKit does not publish it;
    /// 8 points keeps two resting fingers from pinching (the sandbox's choice).
    public static let hysteresis: CGFloat = 8

    private var startDistance: CGFloat?

    open override var kind: String { "pinch" }
    open override var isDiscrete: Bool { false }

    /// UIKit: the fingers' distance now over their distance when the second went down.
    public var scale: CGFloat {
        guard let startDistance, startDistance > 0, let now = fingerDistance else { return 1 }
        return now / startDistance
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouches.count == 2, startDistance == nil { startDistance = fingerDistance }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive { return transition(to: .changed) }
        guard let startDistance, let now = fingerDistance else { return }
        if abs(now - startDistance) >= Self.hysteresis { transition(to: .began) }
    }

    /// One finger lifting ends a pinch, or fails one that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive {
            transition(to: .ended)
        } else if trackedTouches.isEmpty || startDistance != nil {
            transition(to: .failed)
        }
    }

    open override func reset() {
        startDistance = nil
    }

    private var fingerDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let first = trackedTouches[0].location(in: nil), second = trackedTouches[1].location(in: nil)
        return hypot(first.x - second.x, first.y - second.y)
    }
}
