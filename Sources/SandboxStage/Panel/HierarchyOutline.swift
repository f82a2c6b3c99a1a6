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
        /// One of UIKit's private containers, which the outline dims (see `isPrivateContainer(className:)`).
        public var isPrivateContainer = false
    }

    /// The containers UIKit puts between a window and the app's own views (the presentation's,
    /// the navigation controller's, a sheet's shadow), and classes whose names start with `_`,
    /// which Apple's convention keeps private: what Xcode's view debugger and Reveal dim too.
    static let privateContainerClasses: Set<String> = [
        "UITransitionView", "UILayoutContainerView", "UIViewControllerWrapperView",
        "UINavigationTransitionView", "UIDropShadowView",
    ]

    public static func isPrivateContainer(className: String) -> Bool {
        className.hasPrefix("_") || privateContainerClasses.contains(className)
    }
}

extension HierarchyOutline {
    /// An entry as the folded outline shows it.
    struct ShownEntry: Equatable {
        var entry: Entry
        var isFolded: Bool
        /// Views below it in the outline (controllers not counted), shown or folded away.
        var viewsInside: Int
    }

    /// The rows left when the entries named in `folded` hide everything below them, except the
    /// rows of `kept` and their ancestors: the hit-test view's path unfolds through a fold.
    static func shown(_ entries: [Entry], folded: Set<String>, kept: Set<String>) -> [ShownEntry] {
        var parents: [Int?] = []
        var stack: [Int] = []
        for (index, entry) in entries.enumerated() {
            while let last = stack.last, entries[last].depth >= entry.depth { stack.removeLast() }
            parents.append(stack.last)
            stack.append(index)
        }
        var keptRows: Set<Int> = []
        for index in entries.indices where kept.contains(entries[index].name) {
            var current: Int? = index
            while let each = current, keptRows.insert(each).inserted { current = parents[each] }
        }
        var shown: [ShownEntry] = []
        var hiddenBelowDepth: Int?
        for (index, entry) in entries.enumerated() {
            if let depth = hiddenBelowDepth, entry.depth <= depth { hiddenBelowDepth = nil }
            let inside = viewsInside(index, of: entries)
            let isFolded = folded.contains(entry.name) && inside > 0
            if hiddenBelowDepth == nil || keptRows.contains(index) {
                shown.append(ShownEntry(entry: entry, isFolded: isFolded, viewsInside: inside))
            }
            // Inside a fold already, a folded row on the path hides nothing more than the outer fold does.
            if isFolded, hiddenBelowDepth == nil { hiddenBelowDepth = entry.depth }
        }
        return shown
    }

    private static func viewsInside(_ index: Int, of entries: [Entry]) -> Int {
        var count = 0
        for each in entries[(index + 1)...] {
            guard each.depth > entries[index].depth else { break }
            if !each.isController { count += 1 }
        }
        return count
    }
}
