import Foundation

/// Where one view node sits in a scene file's tree: its own mapping, the list item that
/// holds it (the view itself, or the child controller whose view it is) and its parent.
struct SceneViewLocation {
    let name: String
    let mapping: YAMLNode
    /// The element of the parent's `subviews` list; nil for the root controller's view.
    let item: YAMLNode?
    let parent: String?
    /// The parent's `subviews` list and this view's index in it.
    let list: YAMLNode?
    let index: Int

    func value(_ key: String) -> YAMLNode? { mapping.mapping?[key] }

    /// The key node itself (its mark is where the key is written).
    func key(_ key: String) -> YAMLNode? {
        mapping.mapping?.first { $0.key.string == key }?.key
    }

    /// Every view of a scene's trees (the main window's and each of `windows:`), by name, parents before children.
    static func all(in root: YAMLNode) -> [String: SceneViewLocation] {
        var found: [String: SceneViewLocation] = [:]
        guard let controller = root.mapping?["root"], let view = controller.mapping?["view"] else { return found }
        visit(view, item: nil, parent: nil, list: nil, index: 0, into: &found)
        // Each further window's root view, a root view as the main one's.
        let windows: [YAMLNode] = root.mapping?["windows"]?.sequence.map { Array($0) } ?? []
        for window in windows {
            guard let view = window.mapping?["root"]?.mapping?["view"] else { continue }
            visit(view, item: nil, parent: nil, list: nil, index: 0, into: &found)
        }
        return found
    }

    private static func visit(_ view: YAMLNode, item: YAMLNode?, parent: String?, list: YAMLNode?, index: Int,
                              into found: inout [String: SceneViewLocation]) {
        guard let name = view.mapping?["name"]?.string else { return }
        found[name] = SceneViewLocation(name: name, mapping: view, item: item, parent: parent, list: list, index: index)
        guard let subviews = view.mapping?["subviews"], let items = subviews.sequence else { return }
        for (position, child) in items.enumerated() {
            // A child controller's view is a subview here.
            let childView = child.mapping?["controller"] != nil ? child.mapping?["view"] : child
            if let childView { visit(childView, item: child, parent: name, list: subviews, index: position, into: &found) }
        }
    }
}
