import Foundation

/// One finger's path during the latest input, in scene points: where it went down, where it
/// moved and whether it has lifted.
public struct TouchTrail: Equatable, Sendable {
    /// Points kept per finger: a drag held for minutes must not grow a frame without bound.
    public static let pointLimit = 400

    public var touch: Int?
    public private(set) var points: [CGPoint]
    public var isLifted = false

    public init(touch: Int?, at point: CGPoint) {
        self.touch = touch
        self.points = [point]
    }

    mutating func add(_ point: CGPoint) {
        guard points.last != point else { return }
        if points.count >= Self.pointLimit { points.remove(at: points.count / 2) }
        points.append(point)
    }
}
