import Foundation

/// A discrete recognizer: a quick, mostly straight movement in one direction.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public enum Direction: String, Sendable, CaseIterable {
        case right, left, up, down

        var unit: CGPoint {
            switch self {
            case .right: return CGPoint(x: 1, y: 0)
            case .left: return CGPoint(x: -1, y: 0)
            case .up: return CGPoint(x: 0, y: -1)
            case .down: return CGPoint(x: 0, y: 1)
            }
        }
    }

    /// Apple's default direction is right.
    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1

    /// Distance along the direction that makes a swipe. UIKit does not publish it; 50 points
    /// is a short flick on an iPhone (Chameleon's and Cacao's swipes use similar figures).
    public static let minimumDistance: CGFloat = 50
    /// Sideways movement allowed per point along the direction (about 27°): a diagonal is no swipe.
    public static let maximumSlope: CGFloat = 0.5
    /// A movement slower than this is a drag, not a swipe (observed: iOS swipes fail after about half a second).
    public static let maximumDuration: TimeInterval = 0.5

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var startTime: TimeInterval = 0

    open override var kind: String { "swipe" }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if starts.isEmpty {
            startTime = currentTime
            // The time limit runs on the clock: a finger held still fails the swipe when it runs out.
            startTimer(Self.maximumDuration)
        }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if trackedTouches.count > numberOfTouchesRequired { transition(to: .failed) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        let moved = averageTranslation(from: starts)
        let along = moved.x * direction.unit.x + moved.y * direction.unit.y
        let across = abs(moved.x * direction.unit.y - moved.y * direction.unit.x)
        if currentTime - startTime > Self.maximumDuration || across > Self.minimumDistance * Self.maximumSlope && across > along * Self.maximumSlope
            || movesTheWrongWay(along: along, distance: hypot(moved.x, moved.y)) {
            return transition(to: .failed)
        }
        if along >= Self.minimumDistance, across <= along * Self.maximumSlope { transition(to: .recognized) }
    }

    /// Observed on iOS: a swipe fails as soon as the fingers head the other way, once they have
    /// moved as far as a pan needs to begin (so a pan waiting for it begins with the drag).
    private func movesTheWrongWay(along: CGFloat, distance: CGFloat) -> Bool {
        along < 0 && distance >= UIPanGestureRecognizer.hysteresis
    }

    open override func deadlinePassed() {
        transition(to: .failed)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        transition(to: .failed)
    }

    open override func reset() {
        starts.removeAll()
    }
}
