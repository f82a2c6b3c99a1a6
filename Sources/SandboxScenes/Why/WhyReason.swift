import Foundation

/// One reason a view does not get a touch, or may lose it: what `why` answers with.
public struct WhyReason: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The view or an ancestor is hidden: hitTest skips it and everything inside it.
        case hidden
        /// The view or an ancestor has alpha below 0.01.
        case alpha
        /// The view or an ancestor has user interaction off.
        case userInteractionDisabled
        /// The view or an ancestor is a control with `isEnabled = false`.
        case disabled
        /// An ancestor's (or the view's own) `point(inside:)` refuses the point.
        case outsideBounds
        /// Another view in front takes the touch at the point.
        case covered
        /// A gesture recognizer would take the touch or delay it.
        case recognizer
        /// A control with no target and action that would be sent anything.
        case noAction
        /// A window in front of the view's window takes the touch at the point: the view's
        /// window is never asked.
        case otherWindow
        /// A view on the way whose class overrides `hitTest(_:with:)` or `point(inside:with:)`
        /// (from a capture): the sandbox cannot run that code and assumes UIKit's default.
        case hitTestOverride
    }

    public var kind: Kind
    /// The view the reason is about (the refusing ancestor, the covering view, …).
    public var view: String
    /// The sentence, with the numbers.
    public var detail: String

    public init(kind: Kind, view: String, detail: String) {
        self.kind = kind
        self.view = view
        self.detail = detail
    }
}
