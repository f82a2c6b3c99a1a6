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
        /// A gesture recognizer takes the touch, delays it, or may take it.
        case recognizer
        /// A control with no target and action that would be sent anything.
        case noAction
        /// A window in front of the view's window takes the touch at the point: the view's
        /// window is never asked.
        case otherWindow
        /// A scroll view that scrolls keeps the touches it gets: its touchesBegan does not
        /// pass them up the chain.
        case scrollViewKeeps
        /// A view whose `hitTest(_:with:)` or `point(inside:with:)` is overridden: the
        /// sandbox's stand-ins (a pass-through view, a grown hit area) or code it cannot run.
        case hitTestOverride
        /// `isExclusiveTouch`: a touch on such a view, or on another while it is touched, goes nowhere.
        case exclusiveTouch
        /// `isMultipleTouchEnabled` off: a second finger on a view already touched is not sent to it.
        case multipleTouch
    }

    public var kind: Kind
    /// The view the reason is about (the refusing ancestor, the covering view, …).
    public var view: String
    /// The sentence, with the numbers.
    public var detail: String
    /// A few words for the regions' summary line ("they stick out of header's bounds (0, 0, 375, 44)").
    public var summary: String

    public init(kind: Kind, view: String, detail: String, summary: String? = nil) {
        self.kind = kind
        self.view = view
        self.detail = detail
        self.summary = summary ?? detail
    }

    /// The few words for a view in front that takes the touch (`covered`): `hit`, inside `front`
    /// when hitTest reached it through another view in front (a cell's contentView), as the
    /// regions' summary and the window's hover card say it.
    public static func inFrontTakesTheTouch(_ hit: String, inside front: String?) -> String {
        "\(hit)\(front.map { " (in \($0))" } ?? "") in front takes the touch"
    }

    /// The few words for a subview that takes the touch (`covered`, by a subview).
    public static func subviewTakesTheTouch(_ hit: String) -> String {
        "its subview \(hit) takes the touch"
    }

    /// The few words for a window in front that takes the touch (`otherWindow`).
    public static func windowInFrontTakesTheTouch(_ window: String) -> String {
        "the window \(window) in front takes the touch"
    }

    /// `{"kind":…,"view":…,"detail":…}`.
    var json: String {
        "{\"kind\":\(WhyJSON.string(kind.rawValue)),\"view\":\(WhyJSON.string(view)),\"detail\":\(WhyJSON.string(detail))}"
    }
}
