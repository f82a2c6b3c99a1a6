import Foundation

/// A finger held down, timed live: while the canvas still plays hitTest at teaching speed,
/// the status bar says how long the press has been held, so a long press is seen being held
/// rather than only once its animation reaches the recognizer.
extension Viewer {
    /// Each finger still down and how long it has been held, in seconds of the app's clock
    /// (the one a long press recognizer counts).
    public var heldFingers: [Int: Double] {
        let now = session.application.currentTime
        return fingersDownSince.mapValues { max(0, now - $0) }
    }

    static func shownTenths(_ held: [Int: Double]) -> [Int: Int] {
        held.mapValues { Int(($0 * 10).rounded(.down)) }
    }
}
