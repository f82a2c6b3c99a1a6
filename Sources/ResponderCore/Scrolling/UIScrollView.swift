import Foundation

/// UIKit's scroll view: a view whose bounds origin (`contentOffset`) moves under a pan, over
/// content of `contentSize`. Its pan recognizer, named `NAME.pan`, scrolls it; a private
/// recognizer holds its content's touches back for a moment (`delaysContentTouches`), so a
/// drag can become a scroll before the content ever sees the touch.
open class UIScrollView: UIView {
    /// UIKit: the size of the scrollable content; an axis scrolls only where it exceeds the bounds.
    open var contentSize: CGSize = .zero
    /// UIKit: `contentOffset` is `bounds.origin` (what hit-testing and convert use).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// Documented default true: content touches wait until the scroll view knows it is no scroll.
    open var delaysContentTouches = true {
        didSet { delayedTouchesRecognizer.isEnabled = delaysContentTouches }
    }
    /// Documented default true: once scrolling starts, the content's touches are cancelled.
    open var canCancelContentTouches = true
    /// Documented default `.normal`.
    open var decelerationRate = DecelerationRate.normal
    /// Documented default true. Off, the pan is disabled (UIKit: "the scroll view does not
    /// accept touch events; it forwards them up the responder chain").
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Documented default true: past an edge the content follows the finger less and less;
    /// false stops it at the edge.
    open var bounces = true
    /// Documented default false: true settles a drag on a multiple of the view's size.
    open var isPagingEnabled = false
    /// Documented default false: true keeps a drag that starts along one axis on that axis.
    open var isDirectionalLockEnabled = false
    public let panGestureRecognizer: UIScrollViewPanGestureRecognizer
    let delayedTouchesRecognizer: UIScrollViewDelayedTouchesBeganGestureRecognizer

    /// Whether a finger is scrolling it now (UIKit: after the pan began, until it ended).
    public internal(set) var isDragging = false
    /// Moving on its own after the finger lifted: decelerating, or settling back from past an edge.
    public var isDecelerating: Bool { motion != nil }
    var motion: ScrollMotion?
    /// When it last moved, on the application's clock (the scroll indicator shows for a while after).
    public internal(set) var lastScrollTime: TimeInterval?

    /// How long content touches wait: observed about 150 ms on iOS (UIKit's private
    /// UIScrollViewDelayedTouchesBeganGestureRecognizer; not documented).
    public static let contentTouchDelay: TimeInterval = 0.15

    /// UIKit's `UIScrollView.DecelerationRate`: the velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Equatable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Documented constant: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Documented constant: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public override init(name: String, frame: CGRect = .zero) {
        panGestureRecognizer = UIScrollViewPanGestureRecognizer(name: "\(name).pan")
        delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer(name: name)
        super.init(name: name, frame: frame)
        // UIKit: the pan is in `gestureRecognizers`; the delay recognizer is private.
        addGestureRecognizer(panGestureRecognizer)
        delayedTouchesRecognizer.view = self
    }

    open override class var uikitClassName: String? { "UIScrollView" }

    override var privateRecognizers: [UIGestureRecognizer] { [delayedTouchesRecognizer] }

    // MARK: - UIKit's overridable decisions

    /// Documented: called before the content view gets a touch; the default is true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Documented: whether to cancel the content's touches and scroll; the default is false
    /// for a UIControl (a button keeps its touch) and true for any other view.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// UIKit's scroll view answers for its own pan: no while its content fits, or while the
    /// content tracks a touch that canCancelContentTouches or touchesShouldCancel(in:) keeps.
    override func reasonNotToBegin(_ recognizer: UIGestureRecognizer) -> String? {
        guard recognizer === panGestureRecognizer else { return super.reasonNotToBegin(recognizer) }
        let tracking = application?.gestureEnvironment.contentTracking(panGestureRecognizer) ?? []
        return panGestureRecognizer.refusal(contentTracking: tracking)
    }

    // MARK: - Its own touches: kept while it scrolls

    /// Apple's `isScrollEnabled`: "When scrolling is disabled, the scroll view doesn't accept
    /// touch events; it forwards them up the responder chain". Enabled, UIScrollView's own
    /// touch methods take the touches it is the first responder of and pass none on (observed:
    /// a view controller's touchesBegan behind a scroll view is never called). A scene that
    /// says the scroll view implements the method decides itself, as an override would.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard keepsTouches(.touchesBegan, touches) else { return super.touchesBegan(touches, with: event) }
        keep(.touchesBegan, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard keepsTouches(.touchesMoved, touches) else { return super.touchesMoved(touches, with: event) }
        keep(.touchesMoved, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard keepsTouches(.touchesEnded, touches) else { return super.touchesEnded(touches, with: event) }
        keep(.touchesEnded, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard keepsTouches(.touchesCancelled, touches) else { return super.touchesCancelled(touches, with: event) }
        keep(.touchesCancelled, event: event)
    }

    /// touchesBegan is kept while scrolling is enabled; a later phase is kept unless its
    /// touchesBegan went on up the chain from here (scrolling was off then).
    private func keepsTouches(_ method: ResponderMethod, _ touches: Set<UITouch>) -> Bool {
        guard !implementedMethods.contains(method) else { return false }
        if method == .touchesBegan { return isScrollEnabled }
        let me = ObjectIdentifier(self)
        return !touches.contains { $0.beganForwarders.contains(me) }
    }

    private func keep(_ method: ResponderMethod, event: UIEvent?) {
        event?.recorder?.record(.deliver(message: .event(method), responder: name, handled: true))
        event?.noteHandled(by: self)
    }

    // MARK: - The range of offsets

    /// The largest offset that keeps the content filling the bounds; 0 on an axis whose
    /// content is smaller than the bounds (UIKit with alwaysBounce off: no scrolling there).
    public var maximumContentOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// Whether the content is larger than the bounds on some axis.
    public var canScroll: Bool { maximumContentOffset.x > 0 || maximumContentOffset.y > 0 }

    /// The nearest offset within [0, contentSize − bounds.size].
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let limit = maximumContentOffset
        return CGPoint(x: min(max(offset.x, 0), limit.x), y: min(max(offset.y, 0), limit.y))
    }

    /// UIKit: stops any deceleration, then moves the content there at once, or, animated,
    /// eases it there on the application's clock (the sandbox reuses its settle: 0.4 s ease-out;
    /// UIKit's animation is about 0.3 s, observed).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, offset != contentOffset, let now = application?.currentTime else {
            moveContent(to: offset)
            return
        }
        startMotion(.settling(from: contentOffset, to: offset, since: now))
        recordScroll(.settling)
    }

    func moveContent(to offset: CGPoint) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        lastScrollTime = application?.currentTime
        application?.lastScrollTime = lastScrollTime
    }
}
