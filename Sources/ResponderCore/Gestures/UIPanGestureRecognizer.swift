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

    open override var kind: String { "pan" }
    open override var isDiscrete: Bool { false }

    /// UIKit: the movement of the fingers since the pan's touches went down, in window points.
    public var translation: CGPoint { averageTranslation(from: starts) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if state == .possible, trackedTouches.count > maximumNumberOfTouches { transition(to: .failed) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
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
    }
}
