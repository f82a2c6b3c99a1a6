import Foundation

/// A label: a view that shows text. UIKit's default `isUserInteractionEnabled` is false for a
/// label, so a touch on it goes to the view behind (documented in UILabel's reference).
open class UILabel: UIView {
    open var text: String?

    public override init(name: String, frame: CGRect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    open override class var uikitClassName: String? { "UILabel" }
}
