import Foundation

extension CGRect {
    /// Containment as UIKit's `point(inside:with:)` tests it: the minimum edges are inside,
    /// the maximum edges are not, so two adjacent views never both contain a point.
    @inline(__always)
    public func containsForHitTesting(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
