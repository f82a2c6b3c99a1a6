import Foundation
import ResponderCore

/// The scene's responders as an outline: each view under its superview, and a view
/// controller drawn with its view, one level above it. Then a row's parent in the outline is
/// exactly its `next` responder: a root view's next is its controller, a controller's next
/// is its view's superview, any other view's next is its superview.
public enum HierarchyOutline {
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var depth: Int
        public var isController: Bool
        /// The responder's `next`, as UIKit answers it.
        public var next: String?
        /// The properties that change hit-testing or delivery, which a view's colour does not show.
        public var properties: [String] = []
        /// A view that lets touches through (hitTest answers nil for itself).
        public var passesTouchesThrough = false
    }

    public static func entries(for window: UIWindow) -> [Entry] {
        var entries: [Entry] = []
        append(window, depth: 0, to: &entries)
        return entries
    }

    private static func append(_ view: UIView, depth: Int, to entries: inout [Entry]) {
        var depth = depth
        if let controller = view.next as? UIViewController, controller.view === view {
            entries.append(Entry(name: controller.name, depth: depth, isController: true, next: controller.next?.name,
                                 properties: properties(of: controller)))
            depth += 1
        }
        entries.append(Entry(name: view.name, depth: depth, isController: false, next: view.next?.name,
                             properties: properties(of: view), passesTouchesThrough: view.passesTouchesThrough))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &entries) }
    }

    private static func properties(of responder: UIResponder) -> [String] {
        var words: [String] = []
        if let view = responder as? UIView {
            if view.isHidden { words.append("hidden") }
            if Double(view.alpha) < 0.01 { words.append("alpha < 0.01") }
            if !view.isUserInteractionEnabled { words.append("interaction off") }
            if view.passesTouchesThrough { words.append("passthrough") }
            if view.isExclusiveTouch { words.append("exclusiveTouch") }
            if view.hitTestOutset != 0 { words.append("hit area \(view.hitTestOutset > 0 ? "+" : "")\(Int(view.hitTestOutset))") }
        }
        if responder.callsSuper { words.append("calls super") }
        return words
    }
}
