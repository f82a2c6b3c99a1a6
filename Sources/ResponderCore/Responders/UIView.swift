import Foundation

/// A rectangle in the view tree: UIKit's geometry, visibility and interaction properties.
open class UIView: UIResponder {
    open var frame: CGRect
    public private(set) weak var superview: UIView?
    /// Back to front, as UIKit orders them: the last subview is drawn on top and hit first.
    public private(set) var subviews: [UIView] = []

    open var backgroundColor: UIColor? = .gray
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    /// Drawing only: UIKit never consults it while hit-testing.
    open var clipsToBounds = false
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false

    /// Stands for the common `point(inside:with:)` override that grows (or, negative,
    /// shrinks) the touchable area by this many points on every side.
    public var hitTestOutset: CGFloat = 0
    /// Stands for the common `hitTest(_:with:)` override that returns nil where it would
    /// return this view itself, so touches pass through it while its subviews still get them.
    public var passesTouchesThrough = false

    /// The gesture recognizers attached with `addGestureRecognizer(_:)`, in order.
    var attachedRecognizers: [UIGestureRecognizer] = []

    /// Set by `UIViewController.view`: a controller's root view answers `next` with it.
    weak var owningViewController: UIViewController?

    public init(name: String, frame: CGRect = .zero) {
        self.frame = frame
        super.init(name: name)
    }

    open override class var uikitClassName: String? { "UIView" }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// UIKit: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open override var application: UIApplication? { window?.owningApplication }

    override var isEligibleFirstResponder: Bool { window != nil }

    // MARK: - Hit-testing

    /// UIKit's default: the bounds contain the point. `clipsToBounds` plays no part.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -hitTestOutset, dy: -hitTestOutset).containsForHitTesting(point)
    }

    /// UIKit's default: skip an ineligible view, ask `point(inside:with:)`, then try the
    /// subviews from front to back; a point outside the bounds never reaches the subviews,
    /// even ones drawn outside them.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let reason = hitTestSkipReason {
            event?.recorder?.record(.skipped(view: name, reason: reason))
            return nil
        }
        let inside = self.point(inside: point, with: event)
        event?.recorder?.record(.pointInside(view: name, inside: inside))
        guard inside else { return nil }
        for subview in subviews.reversed() {
            let origin = subview.frame.origin
            let pointInSubview = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            if let hit = subview.tracedHitTest(pointInSubview, with: event) { return hit }
        }
        return passesTouchesThrough ? nil : self
    }

    // MARK: - Editing

    /// UIKit: makes the first responder inside this view (a text field being edited, usually)
    /// resign; with `force`, even if it would refuse. True when nothing inside is first responder now.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let application, let current = application.firstResponder, current.lives(inside: self) else { return true }
        if current.resignFirstResponder() { return true }
        guard force else { return false }
        application.clearFirstResponder()
        return true
    }

    // MARK: - Hierarchy

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview != nil { view.removeFromSuperview() }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    /// Touches bound to the view or its subviews are cancelled and it stops being first
    /// responder before it leaves, so nothing is delivered to a view outside the window.
    open func removeFromSuperview() {
        guard let superview else { return }
        if let application = window?.owningApplication {
            application.viewWillLeaveWindow(self)
        }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: - Coordinates

    /// The origin of this view's bounds in window coordinates.
    var originInWindow: CGPoint {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            origin.x += current.frame.origin.x
            origin.y += current.frame.origin.y
            view = current.superview
        }
        return origin
    }

    /// A nil view means the window, as in UIKit.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let origin = originInWindow
        let target = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? window)?.convert(point, to: self) ?? convert(point, to: self)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
}
