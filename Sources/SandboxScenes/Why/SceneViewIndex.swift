import Foundation
import ResponderCore

/// Every view node of a document by name: what a scene said about a view that the live
/// objects do not keep (its address, its printed class, its control's action).
public enum SceneViewIndex {
    public static func nodes(of document: SceneDocument) -> [String: ViewNode] {
        var nodes: [String: ViewNode] = [:]
        visit(document) { nodes[$0.name] = $0; return false }
        return nodes
    }

    /// One view's node, found without indexing the whole document (the hover card asks every frame).
    public static func node(named name: String, in document: SceneDocument) -> ViewNode? {
        var found: ViewNode?
        visit(document) { view in
            if view.name == name { found = view }
            return found != nil
        }
        return found
    }

    /// Which of `hitTest` and `pointInside` the class of the window named `name` overrides (from
    /// a capture): code the sandbox cannot run.
    public static func windowOverrides(named name: String, in document: SceneDocument) -> [String] {
        if name == UIWindow.windowName { return document.windowOverrides }
        return document.windows.first { $0.name == name }?.overrides ?? []
    }

    /// Walks the document's views until `body` returns true.
    private static func visit(_ document: SceneDocument, _ body: (ViewNode) -> Bool) {
        var pending: [SceneNode] = [.controller(document.root)] + document.windowSubviews + document.windows.flatMap { [.controller($0.root)] + $0.subviews }
        while let node = pending.popLast() {
            let view: ViewNode
            switch node {
            case .view(let each): view = each
            case .controller(let controller): view = controller.view
            }
            if body(view) { return }
            pending += view.subviews
        }
    }
}
