import Foundation

/// A discrete recognizer: a quick, mostly straight movement in one direction.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's option set: a swipe may be allowed several directions, and recognizes a
    /// movement along any of them.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// The four directions one at a time, in UIKit's bit order, with the scene file's words.
        public static let names: [(Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        public static var allCases: [Direction] { names.map(\.0) }

        public init?(name: String) {
            guard let match = Self.names.first(where: { $0.1 == name }) else { return nil }
            self = match.0
        }

        /// The words of the directions it holds, in bit order (`[left, right]` reads `right, left`).
        public var words: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

        /// Each single direction it holds, with its unit vector on screen.
        var units: [CGPoint] {
            Self.names.compactMap { single, _ in
                guard contains(single) else { return nil }
                switch single {
                case .right: return CGPoint(x: 1, y: 0)
                case .left: return CGPoint(x: -1, y: 0)
                case .up: return CGPoint(x: 0, y: -1)
                default: return CGPoint(x: 0, y: 1)
                }
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
        // Each allowed direction judges the movement; the swipe fails once every one has given up.
        let fits = direction.units.map { unit in
            (along: moved.x * unit.x + moved.y * unit.y, across: abs(moved.x * unit.y - moved.y * unit.x))
        }
        let distance = hypot(moved.x, moved.y)
        let allGiveUp = fits.allSatisfy { fit in
            fit.across > Self.minimumDistance * Self.maximumSlope && fit.across > fit.along * Self.maximumSlope
                || movesTheWrongWay(along: fit.along, distance: distance)
        }
        if currentTime - startTime > Self.maximumDuration || allGiveUp { return transition(to: .failed) }
        if fits.contains(where: { $0.along >= Self.minimumDistance && $0.across <= $0.along * Self.maximumSlope }) {
            transition(to: .recognized)
        }
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
