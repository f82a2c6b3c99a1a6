import Foundation

/// A text field: a control that becomes first responder when tapped, and resigns it when
/// editing ends (`endEditing(_:)` on a view that contains it, or `resignFirstResponder()`).
open class UITextField: UIControl {
    /// UIKit: the text the field shows.
    open var text: String?
    /// UIKit: "The string that is displayed when there is no other text in the text field."
    open var placeholder: String?

    /// UIKit: an enabled text field can always become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Relied on (observed, undocumented): the field starts editing when the tap lifts
    /// inside it, after touchUpInside, not when the finger goes down.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking, isTouchInside { becomeFirstResponder() }
    }

    open override class var uikitClassName: String? { "UITextField" }
}
