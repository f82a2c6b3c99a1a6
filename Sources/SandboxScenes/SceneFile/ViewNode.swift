import Foundation
import ResponderCore

/// One view of a scene file, with its keys as read and its subviews in order.
public struct ViewNode: Sendable, Equatable {
    public var name: String
    public var frame: CGRect
    public var color: UIColor = .gray
    public var hidden = false
    public var alpha: Double = 1
    public var userInteractionEnabled = true
    public var clipsToBounds = false
    public var multipleTouchEnabled = false
    public var exclusiveTouch = false
    public var hitArea: Double = 0
    /// Scaled, rotated, then translated about the centre; `frame` is untransformed.
    public var transform: TransformParts = .identity
    public var boundsOrigin: CGPoint = .zero
    public var passthrough = false
    public var control: ControlNode?
    /// A UITextField: becomes first responder when a tap lifts inside it.
    public var textField = false
    /// `text:`: the text the view shows (a label's text, a button's title, a text field's text),
    /// as a dump prints it or a capture reads it.
    public var text: String?
    /// `placeholder:`: a text field's placeholder, which UIKit shows in its place while the field is empty.
    public var placeholder: String?
    /// The class it stands for in chain logs (`UILabel`); nil: UIView's own.
    public var className: String?
    /// `baseClass`: the UIKit class a printed Swift class derives from (`UILabel`), as
    /// `recursiveDescription` prints it.
    public var baseClassName: String?

    /// UIView.isUserInteractionEnabled: "default is false for UILabel and UIImageView".
    public static let classesWithoutTouches: Set<String> = ["UILabel", "UIImageView"]

    /// Whether the view's `class` or `baseClass` is one whose interaction is off by default.
    public var takesNoTouchesByDefault: Bool {
        [className, baseClassName].contains { $0.map(Self.classesWithoutTouches.contains) ?? false }
    }
    /// The text the user sees on the view: its own text, else a text field's placeholder
    /// (UITextField's `placeholder`: "displayed when there is no other text in the text field"); nil for none.
    public var shownText: String? {
        if let text, !text.isEmpty { return text }
        if textField, let placeholder, !placeholder.isEmpty { return placeholder }
        return nil
    }

    /// `address`: the view's address in the app it was imported from (`"0x106924a70"`).
    public var address: String?
    /// `unknownRecognizers: true`: the view has gesture recognizers whose kinds are not
    /// known, as a dump's `gestureRecognizers = <NSArray: 0x…>` says.
    public var hasUnknownRecognizers = false
    /// `overrides: [hitTest, pointInside]`: methods of its class, read from a capture, that
    /// decide hit-testing in code the sandbox cannot run; it assumes UIKit's default and says so.
    public var overrides: [String] = []
    public var traits = ResponderTraits()
    /// `gestures:`: recognizers attached to this view.
    public var gestures: [GestureNode] = []
    /// `scroll:`: the view is a UIScrollView.
    public var scroll: ScrollNode?
    public var subviews: [SceneNode] = []
}
