import Foundation

/// One point of the live motion plot: what the shake detector saw at a moment.
public struct MotionPlotPoint: Equatable, Sendable {
    public var time: Double
    public var acceleration: Double
    public var rotation: Double
    public var shaking: Bool

    /// Seconds of history the motion plot shows.
    public static let span = 4.0
}
