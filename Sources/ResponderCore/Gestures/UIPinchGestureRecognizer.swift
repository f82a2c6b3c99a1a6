import Foundation

/// A continuous recognizer for two fingers moving apart or together.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Change in the fingers' distance before a pinch begins. UIKit does not publish it;
    /// 8 points keeps two resting fingers from pinching (the sandbox's choice).
    public static let hysteresis: CGFloat = 8

    private var startDistance: CGFloat?
    /// The scale when fewer than two fingers were left down: it holds until the last one lifts.
    private var keptScale: CGFloat = 1

    open override var kind: String { "pinch" }
    open override var isDiscrete: Bool { false }

    /// UIKit: the fingers' distance now over their distance when the second went down.
    public var scale: CGFloat {
        guard let startDistance, startDistance > 0, let now = fingerDistance else { return keptScale }
        return now / startDistance
    }

    /// The trace's `scale`, from began on.
    override var tracedValues: GestureStepDetail {
        state == .possible || state == .failed ? .none : GestureStepDetail(scale: scale)
    }

    /// A second finger starts the measure; one put down again after a lift carries on from the kept scale.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouches.count == 2, let distance = fingerDistance else { return }
        startDistance = keptScale > 0 ? distance / keptScale : distance
    }

    /// Only a move while two fingers touch changes it: one finger left cannot pinch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive {
            if trackedTouches.count >= 2 { transition(to: .changed) }
            return
        }
        guard let startDistance, let now = fingerDistance else { return }
        if abs(now - startDistance) >= Self.hysteresis { transition(to: .began) }
    }

    /// Apple's overview: the pinch ends when both fingers have lifted. One finger lifting fails
    /// a pinch that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive {
            if trackedTouches.count == 1 { keptScale = scaleBeforeTheLift(of: touches) }
            if trackedTouches.isEmpty { transition(to: .ended) }
        } else if trackedTouches.isEmpty || startDistance != nil {
            transition(to: .failed)
        }
    }

    open override func reset() {
        startDistance = nil
        keptScale = 1
    }

    /// The scale with the lifted finger where it lifted, so the remaining finger alone does not reset it.
    private func scaleBeforeTheLift(of lifted: Set<UITouch>) -> CGFloat {
        guard let startDistance, startDistance > 0, let remaining = trackedTouches.first,
              let gone = lifted.first else { return keptScale }
        let first = remaining.location(in: nil), second = gone.location(in: nil)
        return hypot(first.x - second.x, first.y - second.y) / startDistance
    }

    private var fingerDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let first = trackedTouches[0].location(in: nil), second = trackedTouches[1].location(in: nil)
        return hypot(first.x - second.x, first.y - second.y)
    }
}
