import Foundation

extension UIView {
    /// UIKit ignores a view (and its whole subtree) that is hidden, has user interaction
    /// disabled, or is nearly transparent: alpha below 0.01, where 0.01 itself is still hit.
    public var hitTestSkipReason: HitTestSkipReason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if alpha < 0.01 { return .alpha }
        // Relied on (observed, undocumented): a disabled control takes no touches, and they
        // fall to the views behind it, as if its user interaction were off.
        if let control = self as? UIControl, !control.isEnabled { return .disabled }
        return nil
    }

    /// Calls `hitTest(_:with:)`, overrides included, and records entry and return around it,
    /// as an NSLog in an overridden hitTest would.
    func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        event?.recorder?.record(.hitTest(view: name, point: point))
        let result = hitTest(point, with: event)
        event?.recorder?.record(.hitTestReturn(view: name, result: result?.name))
        return result
    }
}
