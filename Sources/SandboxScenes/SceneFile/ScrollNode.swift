import Foundation
import ResponderCore

/// `scroll:`: the view is a UIScrollView.
public struct ScrollNode: Sendable, Equatable {
    public var contentSize: CGSize
    public var contentOffset: CGPoint = .zero
    /// UIKit's documented defaults: both true.
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// UIKit's documented defaults: scrolling on, bouncing on, paging and directional lock off.
    public var scrollEnabled = true
    public var bounces = true
    public var pagingEnabled = false
    public var directionalLock = false
    /// What overrides of touchesShouldBegin(_:with:in:) and touchesShouldCancel(in:) answer.
    public var touchesShouldBegin = true
    public var touchesShouldCancel = CancelAnswer.default

    /// `default`: UIKit's answer (no for a control, yes otherwise); `always` and `never` as an override would answer.
    public enum CancelAnswer: String, Sendable {
        case `default`, always, never
    }
    /// A UIScrollView's `clipsToBounds` defaults to true (UIKit), where a plain view's is false.
    public static let clipsToBounds = true
}
