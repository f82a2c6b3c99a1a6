import Foundation
import ResponderCore

/// Taking a scroll view's scrolling as a value, once per frame.
extension ScrollPlacement {
    public init(_ scrollView: UIScrollView) {
        self.init(contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
                  maximumContentOffset: scrollView.maximumContentOffset)
    }
}
