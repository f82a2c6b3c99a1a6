import Foundation

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
}
