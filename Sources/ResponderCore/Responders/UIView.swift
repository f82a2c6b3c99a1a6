import Foundation

/// A rectangle in the view tree: UIKit's geometry, visibility and interaction properties.
open class UIView: UIResponder {
    /// UIKit keeps `center`, `bounds` and `transform`; `frame` is derived from them.
    /// Every change refreshes the cached matrices that hit-testing and convert use, so a
    /// hit-test pays one matrix product per view on its path, never a rebuild.
    open var center: CGPoint = .zero { didSet { updateGeometry() } }
    open var bounds: CGRect = .zero { didSet { updateGeometry() } }
    /// About the centre (UIKit's default anchor point); it moves what is drawn and hit, not `center`.
    open var transform: CGAffineTransform = .identity { didSet { updateGeometry() } }
    /// The transform as the scene gave it, in parts; setting it sets `transform`.
    public var transformParts: TransformParts = .identity {
        didSet { transform = transformParts.affineTransform }
    }
    /// Own (bounds) coordinates to the superview's, and back.
    public private(set) var transformToSuperview: CGAffineTransform = .identity
    public private(set) var transformFromSuperview: CGAffineTransform = .identity
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
    /// UIKit's UIAccessibilityIdentification: a string that names the view for tests and tools;
    /// an imported capture names a view by it.
    open var accessibilityIdentifier: String?

    /// Stands for the common `point(inside:with:)` override that grows (or, negative,
    /// shrinks) the touchable area by this many points on every side.
    public var hitTestOutset: CGFloat = 0
    /// Stands for the common `hitTest(_:with:)` override that returns nil where it would
    /// return this view itself, so touches pass through it while its subviews still get them.
    public var passesTouchesThrough = false

    /// The gesture recognizers attached with `addGestureRecognizer(_:)`, in order.
    var attachedRecognizers: [UIGestureRecognizer] = []

    /// UIKit's private recognizers of this kind of view (UIScrollView's delayed-touches
    /// recognizer): they see touches first but are not in `gestureRecognizers`.
    var privateRecognizers: [UIGestureRecognizer] { [] }

    /// Set by `UIViewController.view`: a controller's root view answers `next` with it.
    weak var owningViewController: UIViewController?

    public init(name: String, frame: CGRect = .zero) {
        super.init(name: name)
        self.frame = frame
    }

    open override class var uikitClassName: String? { "UIView" }

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

    // MARK: - Geometry

    /// UIKit: the bounding box, in the superview, of the transformed bounds. Setting it
    /// sets `center` and `bounds.size`, keeping `bounds.origin` and the transform; Apple
    /// calls the frame of a transformed view undefined, and the sandbox's scenes give it
    /// as the untransformed rectangle, which is what this setter reads it as.
    open var frame: CGRect {
        get {
            if transform.isIdentity {
                return CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                              width: bounds.width, height: bounds.height)
            }
            return bounds.applying(transformToSuperview)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The frame as if the transform were the identity: where `frame` put the view.
    public var untransformedFrame: CGRect {
        CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
               width: bounds.width, height: bounds.height)
    }

    /// A bounds point p lands at `center + transform(p − bounds' midpoint)` in the superview.
    private func updateGeometry() {
        let toCentre = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
        let fromCentre = CGAffineTransform(translationX: center.x, y: center.y)
        transformToSuperview = transform.isIdentity
            ? toCentre.concatenating(fromCentre)
            : toCentre.concatenating(transform).concatenating(fromCentre)
        transformFromSuperview = transformToSuperview.inverted()
    }

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
            let pointInSubview = point.applying(subview.transformFromSuperview)
            if let hit = subview.tracedHitTest(pointInSubview, with: event) { return hit }
        }
        return passesTouchesThrough ? nil : self
    }

    // MARK: - Gesture recognizers

    /// UIKit: asked when a recognizer tracking a touch in this view (its own, or one of a
    /// superview's) is about to leave possible; false fails it. The default is true; UIControl
    /// and UIScrollView answer for themselves, as Apple documents UISlider doing.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        reasonNotToBegin(gestureRecognizer) == nil
    }

    /// Why this view's answer is no, in the trace's words; nil when it is yes.
    func reasonNotToBegin(_ gestureRecognizer: UIGestureRecognizer) -> String? { nil }

    // MARK: - Editing

    /// UIKit: makes the first responder inside this view (a text field being edited, usually)
    /// resign; with `force`, even if it would refuse. True when nothing inside is first responder now.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let application, let window, let current = application.firstResponder(of: window), current.lives(inside: self) else { return true }
        if current.resignFirstResponder() { return true }
        guard force else { return false }
        application.clearFirstResponder(current)
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
}
