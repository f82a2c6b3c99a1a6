import Foundation
import ResponderCore

/// Makes a scene document of the views read from a dump: the window and its root view
/// controller, controllers attached by address, names, and the loader's nesting limit.
struct ImportedSceneAssembler {
    let roots: [ImportedView]
    let controllers: [PrintedController]
    private(set) var warnings = ImportWarnings()
    private var names = ImportedNames(reserved: RecursiveDescriptionImporter.reservedNames)

    init(roots: [ImportedView], controllers: [PrintedController]) {
        self.roots = roots
        self.controllers = controllers
    }

    mutating func document(title: String) -> SceneDocument {
        let (size, contents) = windowContents()
        attachControllers()
        nameEverything(contents)
        let rootView = contents[0]
        let root = rootController(rootView)
        let windowSubviews = contents.dropFirst().compactMap { sceneNode($0, depth: 1) }
        var document = SceneDocument(title: title, size: size, explanation: nil, events: nil,
                                     window: ResponderTraits(), application: ResponderTraits(), delegate: DelegateNode(), root: root)
        document.windowSubviews = windowSubviews
        return document
    }

    /// UIWindow, or a class whose `baseClass` is, or whose name ends in `Window`.
    static func isWindow(_ view: ImportedView) -> Bool {
        let classes = [view.node.className, view.node.baseClassName].compactMap { $0 }
        return classes.contains { $0 == "UIWindow" || $0.hasSuffix("Window") }
    }

    /// UIKit's own windows for the keyboard and text effects (`UITextEffectsWindow`,
    /// `UIRemoteKeyboardWindow`) cover the whole screen in most apps, yet a tap above the
    /// keyboard reaches the app's window: their full-screen container views return nil from
    /// hitTest where no input view is (observed behaviour; UIKit documents neither class).
    static let keyboardWindowClasses: Set<String> = ["UITextEffectsWindow", "UIRemoteKeyboardWindow"]

    static func isKeyboardWindow(_ view: ImportedView) -> Bool {
        [view.node.className, view.node.baseClassName].contains { $0.map(keyboardWindowClasses.contains) ?? false }
    }

    /// The scene's size and the views the window holds, back to front. A dump of a view
    /// rather than a window is put at the origin of a window of its size; a second top-level
    /// view (another window's dump) is put in front of the first's views.
    private mutating func windowContents() -> (CGSize, [ImportedView]) {
        let top = roots[0]
        var contents: [ImportedView]
        let printedSize = top.node.frame.size
        if Self.isWindow(top) {
            contents = top.children
        } else {
            top.node.frame.origin = .zero
            contents = [top]
        }
        for other in roots.dropFirst() {
            guard Self.isWindow(other) else {
                warnings.append((other.line, "a second top-level view: placed in the first window, in front of its views"))
                contents.append(other)
                continue
            }
            // Windows print their frames on the screen; a later window is taken to be in front
            // (UIApplication lists its windows back to front), its views moved by its origin.
            warnings.append((other.line, "a second window: its views placed in the first window, in front of its views, at the second window's place on the screen"))
            let keyboard = Self.isKeyboardWindow(other)
            if keyboard {
                warnings.append((other.line, "\(other.node.className ?? "the window") is UIKit's keyboard window: its top views are read as passthrough, so that, as in UIKit, a tap outside the keyboard goes through to the window behind"))
            }
            for child in other.children {
                child.node.frame.origin.x += other.node.frame.minX
                child.node.frame.origin.y += other.node.frame.minY
                if keyboard { child.node.passthrough = true }
            }
            contents += other.children
        }
        if contents.isEmpty {
            // A window printed without subviews: an empty root view of its size stands in.
            warnings.append((top.line, "the window has no subviews: an empty root view of its size stands in"))
            let empty = ViewNode(name: "", frame: CGRect(origin: .zero, size: printedSize))
            contents = [ImportedView(line: top.line, node: empty)]
        }
        let size = CGSize(width: Self.clamped(printedSize.width), height: Self.clamped(printedSize.height))
        if size != printedSize {
            let printed = "\(Double(printedSize.width).compact) × \(Double(printedSize.height).compact)"
            warnings.append((top.line, "a window of \(printed): read as \(Double(size.width).compact) × \(Double(size.height).compact), the sizes a scene allows"))
        }
        return (size, contents)
    }

    private static func clamped(_ length: CGFloat) -> CGFloat { min(16384, max(1, length)) }

    /// `_printHierarchy` names each controller's view by address; a controller whose view is
    /// `not in the window` has no view here.
    private func attachControllers() {
        var byAddress: [String: PrintedController] = [:]
        for controller in controllers where controller.isInWindow {
            if let address = controller.viewAddress, byAddress[address] == nil { byAddress[address] = controller }
        }
        guard !byAddress.isEmpty else { return }
        for root in roots {
            root.forEachInOrder { view in
                if let address = view.node.address { view.controller = byAddress[address] }
            }
        }
    }

    /// Controllers first (few, and named by class), then views in printed order.
    private mutating func nameEverything(_ contents: [ImportedView]) {
        for top in contents {
            top.forEachInOrder { view in
                if let controller = view.controller {
                    view.controllerName = names.controllerName(className: controller.className, address: controller.address)
                }
            }
        }
        for top in contents {
            top.forEachInOrder { names.name($0) }
        }
    }

    private mutating func rootController(_ view: ImportedView) -> ControllerNode {
        let name: String
        if let controllerName = view.controllerName {
            name = controllerName
        } else {
            name = names.controllerName(className: RecursiveDescriptionImporter.standInRootController, address: "")
            warnings.append((view.line, "no view controller is printed for \(view.node.name): '\(name)' stands in for the window's root view controller, attached to \(standInPlace(view))"))
        }
        return ControllerNode(name: name, view: viewNode(view, depth: 2))
    }

    /// Where the stand-in goes, in words. UIKit makes the root view controller's view the
    /// window's first subview; a navigation or tab bar controller's view is a
    /// UILayoutContainerView, so the stand-in there is that controller.
    private func standInPlace(_ view: ImportedView) -> String {
        let classes = [view.node.className, view.node.baseClassName].compactMap { $0 }
        let place = Self.isWindow(roots[0]) ? "the window's root view (its first subview)" : "the dump's top view, placed in a window of its size"
        if classes.contains("UILayoutContainerView") { return "\(place), a UILayoutContainerView: the view of a navigation or tab bar controller" }
        // A scene's root controller owns the window's first subview, so it cannot skip the container.
        if classes.contains("UITransitionView") { return "\(place), a UITransitionView: UIKit's container of a presented controller's view" }
        return place
    }

    /// A subview, or a controller node around it; nil (with a warning per line) past the
    /// nesting a scene file allows.
    private mutating func sceneNode(_ view: ImportedView, depth: Int) -> SceneNode? {
        let viewDepth = view.controllerName == nil ? depth : depth + 1
        guard viewDepth <= SceneParser.maximumDepth else {
            view.forEachInOrder { warnings.append(($0.line, "nested deeper than the \(SceneParser.maximumDepth) levels a scene allows: skipped")) }
            return nil
        }
        let node = viewNode(view, depth: viewDepth)
        guard let controllerName = view.controllerName else { return .view(node) }
        return .controller(ControllerNode(name: controllerName, view: node))
    }

    private mutating func viewNode(_ view: ImportedView, depth: Int) -> ViewNode {
        var node = view.node
        node.subviews = view.children.compactMap { sceneNode($0, depth: depth + 1) }
        return node
    }
}
