import Foundation

extension UIScrollView {
    /// UIKit: `contentInset` plus the safe area's insets. The sandbox has neither, so its
    /// value is UIKit's for a scroll view with no inset outside any safe area: zero.
    public var adjustedContentInset: UIEdgeInsets { .zero }
}
