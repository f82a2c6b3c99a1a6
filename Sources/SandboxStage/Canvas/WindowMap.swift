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

    /// The four corners of `rect` (top-left, top-right, bottom-right, bottom-left) in window
    /// coordinates: each exactly as `windowPoint` gives it, the four carried up the steps
    /// together (one walk of the steps for a view's corners, not four).
    public func windowCorners(of rect: CGRect, boundsOrigins origins: [ObjectIdentifier: CGPoint] = [:]) -> [CGPoint] {
        var p0 = CGPoint(x: rect.minX, y: rect.minY), p1 = CGPoint(x: rect.maxX, y: rect.minY)
        var p2 = CGPoint(x: rect.maxX, y: rect.maxY), p3 = CGPoint(x: rect.minX, y: rect.maxY)
        for step in steps {
            if !origins.isEmpty, let origin = origins[step.id] {
                let dx = step.boundsOrigin.x - origin.x, dy = step.boundsOrigin.y - origin.y
                p0 = CGPoint(x: p0.x + dx, y: p0.y + dy)
                p1 = CGPoint(x: p1.x + dx, y: p1.y + dy)
                p2 = CGPoint(x: p2.x + dx, y: p2.y + dy)
                p3 = CGPoint(x: p3.x + dx, y: p3.y + dy)
            }
            let t = step.toSuperview
            p0 = p0.applying(t)
            p1 = p1.applying(t)
            p2 = p2.applying(t)
            p3 = p3.applying(t)
        }
        guard offset != .zero else { return [p0, p1, p2, p3] }
        let move = { (point: CGPoint) in CGPoint(x: point.x + self.offset.x, y: point.y + self.offset.y) }
        return [move(p0), move(p1), move(p2), move(p3)]
    }
}
