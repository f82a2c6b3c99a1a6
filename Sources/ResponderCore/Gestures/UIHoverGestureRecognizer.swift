import Foundation

/// UIKit's recognizer for the pointer over a view (iOS 13): "a continuous gesture recognizer
/// that interprets pointer movement over a view" (Apple's UIHoverGestureRecognizer page).
///
/// It takes no touches: hover events reach it instead (`UIApplication.handleHover(at:)`, through
/// `UIGestureEnvironment.hover(_:at:over:windowPoint:in:)`), and it begins when the pointer enters its view,
/// changes as the pointer moves across it and ends when the pointer exits.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the latest hover event put the pointer, in `pointerWindow`'s coordinates.
    var pointerLocation: CGPoint?
    weak var pointerWindow: UIWindow?

    open override var kind: String { "hover" }
    /// Apple: "a continuous gesture recognizer": began, changed, ended.
    open override var isDiscrete: Bool { false }

    /// Apple: it reacts to the pointer "with no other user interactions, such as clicking the
    /// mouse button": touches are not shown to it, so it never takes or cancels one.
    override var takesTouches: Bool { false }

    /// UIKit: the pointer's location, in `view`'s coordinates (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerLocation, let pointerWindow else { return .zero }
        guard let view else { return pointerLocation }
        return view.convert(pointerLocation, from: pointerWindow)
    }

    open override func reset() {
        pointerLocation = nil
        pointerWindow = nil
    }
}
