import Foundation

/// Every view node of a document by name: what a scene said about a view that the live
/// objects do not keep (its address, its printed class, its control's action).
public enum SceneViewIndex {
    public static func nodes(of document: SceneDocument) -> [String: ViewNode] {
        var nodes: [String: ViewNode] = [:]
        var pending: [SceneNode] = [.controller(document.root)] + document.windowSubviews + document.windows.map { .controller($0.root) }
        while let node = pending.popLast() {
            let view: ViewNode
            switch node {
            case .view(let each): view = each
            case .controller(let controller): view = controller.view
            }
            nodes[view.name] = view
            pending += view.subviews
        }
        return nodes
    }
}
