import Foundation
import ResponderCore

/// A scroll view's scrolling as the frame took it: what its offset, indicators and content
/// extent are drawn from.
public struct ScrollPlacement {
    public let contentOffset: CGPoint
    public let contentSize: CGSize
    /// The largest contentOffset in each direction (0 where the content fits).
    public let maximumContentOffset: CGPoint
}
