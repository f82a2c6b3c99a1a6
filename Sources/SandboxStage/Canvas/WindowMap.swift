import Foundation
import ResponderCore

/// How a point in a view's bounds reaches window coordinates, as a value: each step up the
/// superview chain (the view first) with its bounds origin and its matrix to the superview.
/// Applied step by step, exactly as `convert(_:to: nil)` climbs, so the numbers are the same
/// to the last bit; a step's bounds origin can be swapped for another (a scroll view shown
/// from before its content moved) without the live view.
public struct WindowMap {
    public struct Step {
        /// The view this step leaves, to find it among replaced bounds origins.
        public let id: ObjectIdentifier
        /// Its bounds origin when the frame was taken.
        public let boundsOrigin: CGPoint
        /// Its matrix to the superview (bounds origin, center and transform folded in).
        public let toSuperview: CGAffineTransform
    }

    /// From the view up to (not including) the window; empty for the window itself.
    public let steps: [Step]
    /// Where the view's window sits on the screen (its frame origin): a further window away
    /// from the origin moves its views; zero for the main window.
    public var offset: CGPoint = .zero

    /// The window's own map: its points are window points.
    public static let window = WindowMap(steps: [])

    /// A point in the view's bounds in window coordinates; `origins` replaces the bounds
    /// origins of the views it names, the content sliding by the difference.
    public func windowPoint(_ point: CGPoint, boundsOrigins origins: [ObjectIdentifier: CGPoint] = [:]) -> CGPoint {
        var result = point
        for step in steps {
            if !origins.isEmpty, let origin = origins[step.id] {
                // The matrix to the superview subtracts bounds.origin: with another origin the
                // same matrix applies to the point moved by the difference (UIKit: contentOffset
                // is bounds.origin, and the content slides by it).
                // (The difference first: with the live origin given, the point stays exactly itself.)
                let live = step.boundsOrigin
                result = CGPoint(x: result.x + (live.x - origin.x), y: result.y + (live.y - origin.y))
            }
            result = result.applying(step.toSuperview)
        }
        guard offset != .zero else { return result }
        return CGPoint(x: result.x + offset.x, y: result.y + offset.y)
    }
}
