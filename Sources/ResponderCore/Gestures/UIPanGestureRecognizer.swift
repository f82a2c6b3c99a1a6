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

    /// UIKit's `translation(in:)`: how far the fingers have moved since the pan's touches went
    /// down, averaged over the fingers, in `view`'s coordinate system (nil: the window's).
    public func translation(in view: UIView?) -> CGPoint {
        guard let view else { return translation }
        let moves = trackedTouches.compactMap { touch -> CGPoint? in
            guard let start = starts[ObjectIdentifier(touch)] else { return nil }
            let from = view.convert(start, from: nil), now = touch.location(in: view)
            return CGPoint(x: now.x - from.x, y: now.y - from.y)
        }
        guard !moves.isEmpty else { return .zero }
        let count = CGFloat(moves.count)
        return CGPoint(x: moves.map(\.x).reduce(0, +) / count, y: moves.map(\.y).reduce(0, +) / count)
    }

    /// The translation in window points, which the recognizer's own thresholds are measured in.
    var translation: CGPoint { averageTranslation(from: starts) }

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
