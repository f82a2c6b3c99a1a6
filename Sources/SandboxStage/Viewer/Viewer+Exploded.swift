import Foundation

/// Turning the exploded view: a horizontal drag turns the stack round its axis (yaw), a
/// vertical one tilts it (pitch), within `IsometricProjection`'s ranges, as Xcode's view
/// debugger and Reveal turn theirs.
extension Viewer {
    /// Degrees per point of drag: a drag across half a 1280-point canvas turns a quarter round.
    static let degreesPerPoint = 0.25

    /// A drag of (dx, dy) window points over the exploded view; returns whether it turned.
    @discardableResult
    public func turnExploded(dx: Double, dy: Double) -> Bool {
        let yaw = clamp(explodeYaw + dx * Self.degreesPerPoint, IsometricProjection.yawRange)
        let pitch = clamp(explodePitch + dy * Self.degreesPerPoint, IsometricProjection.pitchRange)
        defer { (explodeYaw, explodePitch) = (yaw, pitch) }
        return yaw != explodeYaw || pitch != explodePitch
    }

    private func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
