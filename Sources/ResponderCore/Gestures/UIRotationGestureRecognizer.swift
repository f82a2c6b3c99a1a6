import Foundation

/// A continuous recognizer for two fingers turning about each other.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Turn of the fingers' line before a rotation begins. UIKit does not publish it; 5° keeps
    /// two fingers that only drift from rotating (the sandbox's choice).
    public static let hysteresis: CGFloat = 5 * .pi / 180

    private var startAngle: CGFloat?
    /// The rotation when fewer than two fingers were left down: it holds until the last one lifts.
    private var keptRotation: CGFloat = 0
    /// The finger the angle is measured from (the first of the pair).
    private weak var pivot: UITouch?

    open override var kind: String { "rotation" }
    open override var isDiscrete: Bool { false }

    /// The trace's `rotation`: degrees, from began on (before it, the fingers have not turned it).
    override var tracedValues: GestureStepDetail {
        state == .possible || state == .failed ? .none : GestureStepDetail(rotation: rotation * 180 / .pi)
    }

    /// UIKit: the turn of the fingers' line since the second finger went down, in radians
    /// (positive is clockwise on screen).
    public var rotation: CGFloat {
        guard let startAngle, let now = fingerAngle else { return keptRotation }
        return Self.normalized(now - startAngle)
    }

    /// A second finger starts the measure; a finger put down again after a lift carries on
    /// from the kept rotation rather than starting over.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouches.count == 2, let angle = fingerAngle else { return }
        pivot = trackedTouches[0]
        startAngle = angle - keptRotation
    }

    /// Only a move while two fingers touch turns it: one finger left cannot rotate (changed
    /// steps come "when the fingers move" in the rotation, Apple's overview).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive {
            if trackedTouches.count >= 2 { transition(to: .changed) }
            return
        }
        guard startAngle != nil, fingerAngle != nil else { return }
        if abs(rotation) >= Self.hysteresis { transition(to: .began) }
    }

    /// Like a pinch (Apple's overview): it ends when both fingers have lifted; one finger
    /// lifting fails a rotation that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive {
            // The angle keeps its direction (from the pivot to the other finger) whichever lifted,
            // so the value the app applies does not turn by 180° when the first finger lifts.
            if trackedTouches.count == 1, let startAngle, let remaining = trackedTouches.first, let gone = touches.first {
                let (from, to) = gone === pivot ? (gone, remaining) : (remaining, gone)
                keptRotation = Self.normalized(Self.angle(from.location(in: nil), to.location(in: nil)) - startAngle)
            }
            if trackedTouches.isEmpty { transition(to: .ended) }
        } else if trackedTouches.isEmpty || startAngle != nil {
            transition(to: .failed)
        }
    }

    open override func reset() {
        startAngle = nil
        keptRotation = 0
        pivot = nil
    }

    private var fingerAngle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        return Self.angle(trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
    }

    private static func angle(_ first: CGPoint, _ second: CGPoint) -> CGFloat {
        atan2(second.y - first.y, second.x - first.x)
    }

    /// Into (−π, π], so a turn past the horizontal does not read as a full circle.
    private static func normalized(_ angle: CGFloat) -> CGFloat {
        var value = angle
        while value > .pi { value -= 2 * .pi }
        while value <= -.pi { value += 2 * .pi }
        return value
    }
}
