import Foundation

/// A continuous recognizer: begins once enough fingers have moved far enough, changes as they
/// move, ends when they lift (Apple's header: "Ends: when all fingers have lifted").
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    /// How far the fingers move before a pan begins. UIKit does not publish it; about 10 points
    /// is what iOS shows (flowkey/UIKit-cross-platform chose 5).
    public static let hysteresis: CGFloat = 10

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    /// Recent (time, translation) pairs, for the velocity.
    private var recent: [(time: TimeInterval, translation: CGPoint)] = []

    /// The span of recent movement the velocity is measured over (the sandbox's choice; UIKit
    /// does not publish its own).
    static let velocitySpan: TimeInterval = 0.1

    open override var kind: String { "pan" }
    open override var isDiscrete: Bool { false }

    /// UIKit: the movement of the fingers since the pan's touches went down, in window points;
    /// once they have all lifted, where they left it.
    public var translation: CGPoint {
        trackedTouches.isEmpty ? recent.last?.translation ?? .zero : averageTranslation(from: starts)
    }

    /// UIKit's `translation(in:)`: the translation in `view`'s axes (nil: the window's).
    public func translation(in view: UIView?) -> CGPoint {
        axes(of: translation, in: view)
    }

    /// UIKit's `velocity(in:)`: points per second over the last `velocitySpan` of movement; zero
    /// when every move came at one instant (an events file without `wait`).
    public func velocity(in view: UIView?) -> CGPoint {
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return .zero }
        let span = CGFloat(last.time - first.time)
        return axes(of: CGPoint(x: (last.translation.x - first.translation.x) / span,
                                y: (last.translation.y - first.translation.y) / span), in: view)
    }

    /// The trace's `translation` and `velocity`, in window points, from began on.
    override var tracedValues: GestureStepDetail {
        state == .possible || state == .failed ? .none : GestureStepDetail(translation: translation, velocity: velocity(in: nil))
    }

    /// A window-space movement in `view`'s axes (its transform and its ancestors' included).
    private func axes(of movement: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return movement }
        let origin = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(movement, from: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    private func noteMovement() {
        let time = currentTime
        recent.append((time, translation))
        recent.removeAll { $0.time < time - Self.velocitySpan }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Relied upon (undocumented; what apps observe of a one-finger pan): once it has begun,
        // a finger beyond maximumNumberOfTouches is ignored, not averaged in, so the pan keeps
        // following its own finger and the extra touch stays its view's.
        if isActive, trackedTouches.count > maximumNumberOfTouches {
            for extra in touches.sorted(by: { $0.identifier > $1.identifier }) where trackedTouches.count > maximumNumberOfTouches {
                stopFollowing(extra)
            }
        }
        for touch in touches where trackedTouches.contains(where: { $0 === touch }) { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        noteMovement()
        if state == .possible, trackedTouches.count > maximumNumberOfTouches { transition(to: .failed) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        noteMovement()
        if isActive { return transition(to: .changed) }
        guard trackedTouches.count >= minimumNumberOfTouches else { return }
        let moved = translation
        if hypot(moved.x, moved.y) >= Self.hysteresis { transition(to: .began) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isActive {
            if trackedTouches.count < minimumNumberOfTouches { transition(to: .ended) }
        } else if trackedTouches.isEmpty {
            transition(to: .failed)
        }
    }

    open override func reset() {
        starts.removeAll()
        recent.removeAll()
    }
}
