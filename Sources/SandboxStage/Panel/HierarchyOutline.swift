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
    }

    public static func entries(for window: UIWindow) -> [Entry] {
        var entries: [Entry] = []
        append(window, depth: 0, to: &entries)
        return entries
    }

    private static func append(_ view: UIView, depth: Int, to entries: inout [Entry]) {
        var depth = depth
        if let controller = view.next as? UIViewController, controller.view === view {
            entries.append(Entry(name: controller.name, depth: depth, isController: true, next: controller.next?.name))
            depth += 1
        }
        entries.append(Entry(name: view.name, depth: depth, isController: false, next: view.next?.name))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &entries) }
    }
}
