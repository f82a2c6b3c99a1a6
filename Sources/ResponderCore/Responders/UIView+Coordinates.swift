import Foundation

/// UIKit's `convert` family, through every transform and bounds origin on the way: a point
/// climbs to the window through each view's matrix to its superview, then descends to the
/// target through the inverses. A nil view means the window, as in UIKit.
extension UIView {
    /// A point in this view's bounds, in window coordinates (the root's superview space
    /// for a view outside any window).
    func pointInWindow(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            result = result.applying(current.transformToSuperview)
            view = current.superview
        }
        return result
    }

    /// A window point in this view's bounds: the inverse of `pointInWindow`.
    func pointFromWindow(_ point: CGPoint) -> CGPoint {
        if self is UIWindow { return point }
        let inSuperview = superview?.pointFromWindow(point) ?? point
        return inSuperview.applying(transformFromSuperview)
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointInWindow(point)
        return view?.pointFromWindow(inWindow) ?? inWindow
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.pointInWindow(point) ?? point
        return pointFromWindow(inWindow)
    }

    /// UIKit converts a rectangle's four corners and answers their bounding box.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect.boundingBox(of: rect.corners.map { convert($0, to: view) })
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect.boundingBox(of: rect.corners.map { convert($0, from: view) })
    }
}

extension CGRect {
    /// Top-left, top-right, bottom-right, bottom-left (y down).
    public var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
         CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}
