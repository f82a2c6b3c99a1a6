import Foundation

/// A view read from a dump, while the importer still arranges the tree and names it.
final class ImportedView {
    /// The line of the dump it was printed on.
    let line: Int
    var node: ViewNode
    var children: [ImportedView] = []
    /// The view controller `_printHierarchy` prints for this view, as printed.
    var controller: PrintedController?
    /// That controller's name in the scene, once named.
    var controllerName: String?

    init(line: Int, node: ViewNode) {
        self.line = line
        self.node = node
    }

    /// This view and every view under it, in printed order.
    func forEachInOrder(_ body: (ImportedView) -> Void) {
        var stack: [ImportedView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.children.reversed())
        }
    }
}
