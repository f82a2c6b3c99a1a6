import Foundation

/// One finger's path during the latest input, in scene points: where it went down, where it
/// moved and whether it has lifted.
public struct TouchTrail: Equatable, Sendable {
    /// Points kept per finger: a drag held for minutes must not grow a frame without bound.
    public static let pointLimit = 400

    public var touch: Int?
    public private(set) var points: [CGPoint]
    /// For each point, how many of the input's steps had been recorded once it was delivered:
    /// the animation draws it from then on, so a drag's path grows as its moves are played.
    public private(set) var steps: [Int]
    public var isLifted = false

    public init(touch: Int?, at point: CGPoint) {
        self.touch = touch
        self.points = [point]
        self.steps = [0]
    }

    mutating func add(_ point: CGPoint, step: Int) {
        guard points.last != point else { return }
        if points.count >= Self.pointLimit {
            points.remove(at: points.count / 2)
            steps.remove(at: steps.count / 2)
        }
        points.append(point)
        steps.append(step)
    }

    /// The points the animation has reached with `shown` of the input's steps drawn (nil: its
    /// end); where the finger went down is seen from the first step.
    public func points(shown: Int?) -> [CGPoint] {
        guard let shown else { return points }
        return zip(points, steps).enumerated().filter { $0.offset == 0 || $0.element.1 <= shown }.map(\.element.0)
    }

    /// Whether the finger's lift is reached with `shown` of the input's steps drawn.
    public func isLifted(shown: Int?) -> Bool {
        isLifted && (shown.map { (steps.last ?? 0) <= $0 } ?? true)
    }
}
