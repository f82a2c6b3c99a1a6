import Foundation
import ResponderCore

/// Makes a scene document of a capture's views: windows with their levels and the key window,
/// controllers, names, recognizers of known kinds with their settings and targets, control
/// targets and actions, scroll views, the first responder; what the model cannot run (a class's
/// own `hitTest(_:with:)`) is kept as the view's `overrides`.
struct CaptureSceneAssembler {
    var warnings: [(path: String, message: String)] = []
    var views: [CapturedView] = []
    var windows: [CapturedView] = []
    var application: CapturedObject?
    var delegate: CapturedResponder?
    var delegateIsResponder = true
    /// Responder names by address, for targets; recognizer names by address, for relations.
    var responderNames: [String: String] = [:]
    var recognizerNames: [String: String] = [:]
    /// Actions each target (by address) is sent, which a real app's target implements.
    var actionsByTarget: [String: [String]] = [:]
    var names = ImportedNames(reserved: [UIWindow.windowName, "UIApplication", UIWindowScene.sceneName])

    /// The recognizer classes of UIKit the model has, most derived first within a chain.
    static let recognizerKinds: [String: GestureNode.Kind] = [
        "UITapGestureRecognizer": .tap, "UILongPressGestureRecognizer": .longPress, "UIPanGestureRecognizer": .pan,
        "UISwipeGestureRecognizer": .swipe, "UIPinchGestureRecognizer": .pinch, "UIRotationGestureRecognizer": .rotation,
        "UIScreenEdgePanGestureRecognizer": .screenEdgePan, "UIHoverGestureRecognizer": .hover,
    ]

    // MARK: - Reading

    mutating func read(_ root: CaptureJSON) throws(CaptureImporter.Failure) {
        guard case .array(let list) = root["views"] else { throw .init("no \"views\" list: expected the JSON ResponderSandboxCapture.json() returns") }
        application = CapturedObject(root["application"], path: "application")
        if let object = application?.object("delegate") {
            delegateIsResponder = object.bool("isResponder") ?? true
            delegate = CapturedResponder(object)
        }
        var byAddress: [String: CapturedView] = [:]
        // A view with no superview skipped as unreadable: the window the capture lacks, said in the error.
        var skippedWindow: (path: String, message: String)?
        for (index, value) in list.enumerated() {
            let path = "views[\(index)]"
            guard let object = CapturedObject(value, path: path) else {
                warn(path, "not a JSON object: skipped")
                continue
            }
            guard let responder = CapturedResponder(object) else {
                warn(path, "no \"class\" and \"address\" strings: skipped")
                if object.string("superview") == nil, skippedWindow == nil { skippedWindow = (path, "no \"class\" and \"address\" strings") }
                continue
            }
            guard byAddress[responder.address] == nil else {
                warn(path, "the address \(responder.address) was already read (\(byAddress[responder.address]!.object.path)): skipped")
                continue
            }
            var problems: [String] = []
            guard let geometry = CapturedView.geometry(of: object, warn: { problems.append($0) }) else {
                warn(path, "\(responder.className) \(responder.address): \(problems.joined(separator: "; ")): skipped with the views inside it")
                if object.string("superview") == nil, skippedWindow == nil {
                    skippedWindow = (path, "\(responder.className) \(responder.address): \(problems.joined(separator: "; "))")
                }
                continue
            }
            problems.forEach { warn(path, "\(responder.className) \(responder.address): \($0)") }
            let superview = object.string("superview")?.lowercased()
            let view = CapturedView(index: index, object: object, responder: responder, superview: superview,
                                    frame: geometry.frame, boundsOrigin: geometry.origin, transform: geometry.transform)
            byAddress[responder.address] = view
            views.append(view)
        }
        link(byAddress)
        guard !windows.isEmpty else {
            if let skippedWindow {
                throw .init("no window: the view with \"superview\": null (\(skippedWindow.path)) cannot be read: \(skippedWindow.message)")
            }
            throw .init("no window: no view has \"superview\": null")
        }
    }

    /// Each view under its superview, in capture order; views whose superviews are missing, or
    /// lead round in a cycle, are not under any window and are left out with a warning.
    mutating func link(_ byAddress: [String: CapturedView]) {
        for view in views {
            if let superview = view.superview {
                if let parent = byAddress[superview] {
                    parent.children.append(view)
                } else {
                    warn(view.object.path, "\(view.responder.className) \(view.address): its superview \(superview) is not in the capture: skipped with the views inside it")
                }
            } else {
                windows.append(view)
            }
        }
        var reached = Set<ObjectIdentifier>()
        for window in windows { window.forEachInOrder { reached.insert(ObjectIdentifier($0)) } }
        let stranded = views.filter { !reached.contains(ObjectIdentifier($0)) && $0.superview.map { byAddress[$0] != nil } == true }
        if !stranded.isEmpty {
            let shown = stranded.prefix(3).map(\.address).joined(separator: ", ")
            warn(stranded[0].object.path, "\(stranded.count) view\(stranded.count == 1 ? "" : "s") (\(shown)\(stranded.count > 3 ? ", …" : "")) not under any window: their superviews lead round in a cycle; skipped")
        }
        views = views.filter { reached.contains(ObjectIdentifier($0)) }
    }

    // MARK: - The document

    mutating func document(title: String) -> SceneDocument {
        collectTargets()
        nameEverything()
        let main = windows[0]
        var size = main.frame.size
        let clamped = CGSize(width: min(16384, max(1, size.width)), height: min(16384, max(1, size.height)))
        if clamped != size {
            warn(main.object.path, "a window of \(Double(size.width).compact) × \(Double(size.height).compact): read as \(Double(clamped.width).compact) × \(Double(clamped.height).compact), the sizes a scene allows")
            size = clamped
        }
        let (root, front) = rootAndFront(of: main, size: size)
        var document = SceneDocument(title: title, size: size, explanation: nil, events: nil,
                                     window: main.responder.traits(extraActions: actionsByTarget[main.address] ?? []),
                                     application: applicationTraits(), delegate: delegateNode(), root: root)
        document.windowSubviews = front.compactMap { sceneNode($0, depth: 1) }
        document.windowScene = main.object.object("window")?.string("windowScene") != nil
        document.windowOverrides = windowOverrides(of: main)
        var keyElsewhere = false
        for window in windows.dropFirst() {
            var (root, extra) = rootAndFront(of: window, size: window.frame.size)
            // UIKit's keyboard window lets a tap outside the keyboard through to the app's window.
            let keyboard = ([window.responder.className] + window.responder.superclasses).contains(where: ImportedSceneAssembler.keyboardWindowClasses.contains)
            if keyboard {
                root.view.passthrough = true
                warn(window.object.path, "window \(window.name) is UIKit's keyboard window: it and its root view are read as passthrough, so that, as in UIKit, a tap outside the keyboard goes through to the window behind")
            }
            // A hidden window gets no touches (hitTest "ignores view objects that are hidden")
            // and is not drawn: a window node has no hidden key, so what it holds is read hidden
            // and the window itself lets touches through, the same for every touch.
            let hidden = window.object.bool("isHidden") == true
            if hidden {
                root.view.hidden = true
                warn(window.object.path, "window \(window.name) is hidden (isHidden): it gets no touches and is not drawn; read as a passthrough window whose views are hidden")
            }
            var node = WindowNode(name: window.name, frame: window.frame, root: root)
            let info = window.object.object("window")
            node.level = UIWindow.Level(CGFloat(info?.number("windowLevel") ?? 0))
            node.key = info?.bool("isKeyWindow") ?? false
            node.passthrough = keyboard || hidden || window.responder.sandbox?.bool("passthrough") ?? false
            keyElsewhere = keyElsewhere || node.key
            node.overrides = windowOverrides(of: window)
            // Views added to the window beside its root view controller's view stay, in front of it.
            node.subviews = extra.compactMap { sceneNode($0, depth: 1) }.map { hidden ? $0.hidingItsView() : $0 }
            document.windows.append(node)
        }
        if keyElsewhere, main.object.object("window")?.bool("isKeyWindow") == true {
            warn(main.object.path, "more than one key window: the last one listed is key")
        }
        return document
    }

    /// Which of `hitTest` and `pointInside` the window's class overrides: kept on the window,
    /// where the hover card and `why` say the sandbox assumes UIKit's default.
    func windowOverrides(of window: CapturedView) -> [String] {
        SceneNodeParser.windowOverrideNames.filter(window.responder.overrides.contains)
    }

    /// The root view controller's view, and the views the window holds in front of it.
    mutating func rootAndFront(of window: CapturedView, size: CGSize) -> (root: ControllerNode, front: [CapturedView]) {
        let rootAddress = window.object.object("window")?.string("rootViewController")?.lowercased()
        var contents = window.children
        var rootIndex = contents.firstIndex { $0.controller != nil && $0.controller?.address == rootAddress }
        if rootIndex == nil, contents.isEmpty {
            warn(window.object.path, "window \(window.name) has no subviews: an empty root view of its size stands in")
            let empty = ViewNode(name: names.unique("\(window.name).root"), frame: CGRect(origin: .zero, size: size))
            return (ControllerNode(name: names.unique("rootViewController"), view: empty), [])
        }
        if rootIndex == nil {
            // As UIKit puts it: the root view controller's view is the window's first subview.
            rootIndex = 0
            if let name = contents[0].controllerName {
                warn(window.object.path, "window \(window.name): its root view controller is none of its subviews' controllers: \(name), its first subview's, is taken for it")
            } else {
                contents[0].controllerName = names.unique("rootViewController")
                warn(window.object.path, "window \(window.name) names no root view controller among its subviews' controllers: '\(contents[0].controllerName!)' stands in for it around its first subview")
            }
        } else if rootIndex != 0 {
            warn(window.object.path, "window \(window.name): views behind its root view controller's view are put in front of it, where a scene keeps a window's other views")
        }
        let rootView = contents.remove(at: rootIndex!)
        let controller = ControllerNode(name: rootView.controllerName!, view: viewNode(rootView, depth: 2),
                                        traits: rootView.controller?.traits(extraActions: actionsByTarget[rootView.controller!.address] ?? []) ?? ResponderTraits())
        return (controller, contents)
    }

    func applicationTraits() -> ResponderTraits {
        guard let application, let responder = CapturedResponder(application) else { return ResponderTraits() }
        return responder.traits(extraActions: actionsByTarget[responder.address] ?? [])
    }

    func delegateNode() -> DelegateNode {
        var node = DelegateNode()
        guard let delegate else { return node }
        node.name = responderNames[delegate.address] ?? node.name
        node.isResponder = delegateIsResponder
        if delegateIsResponder { node.traits = delegate.traits(extraActions: actionsByTarget[delegate.address] ?? []) }
        return node
    }

    /// A subview, or a controller node around it; nil (with a warning) past the nesting a scene allows.
    mutating func sceneNode(_ view: CapturedView, depth: Int) -> SceneNode? {
        let viewDepth = view.controllerName == nil ? depth : depth + 1
        guard viewDepth <= SceneParser.maximumDepth else {
            var count = 0
            view.forEachInOrder { _ in count += 1 }
            warn(view.object.path, "\(view.name) is nested deeper than the \(SceneParser.maximumDepth) levels a scene allows: skipped with \(count - 1) view\(count == 2 ? "" : "s") inside it")
            return nil
        }
        let node = viewNode(view, depth: viewDepth)
        guard let controllerName = view.controllerName, let controller = view.controller else { return .view(node) }
        return .controller(ControllerNode(name: controllerName, view: node, traits: controller.traits(extraActions: actionsByTarget[controller.address] ?? [])))
    }

    mutating func viewNode(_ view: CapturedView, depth: Int) -> ViewNode {
        let object = view.object
        var node = ViewNode(name: view.name, frame: view.frame)
        if let color = object.numbers("backgroundColor", count: 4), color.allSatisfy({ (0...1).contains($0) }) {
            node.color = UIColor(red: color[0], green: color[1], blue: color[2], alpha: color[3])
        } else if object.has("backgroundColor") {
            warn(object.path, "\(view.name): backgroundColor is not four numbers from 0 to 1: read as grey")
        } else {
            // No background colour: a clear view, drawn as nothing.
            node.color = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
        for key in ViewKeyTable.keys {
            if let value = key.captured(object) { key.setNode(&node, value) }
        }
        node.transform = view.transform
        node.boundsOrigin = view.boundsOrigin
        node.address = view.address
        node.traits = view.responder.traits(extraActions: actionsByTarget[view.address] ?? [])
        node.overrides = view.responder.overrides.filter { ResponderMethod(rawValue: $0) == nil }
        let madeAs = applyKind(view, to: &node)
        // What it shows: a scene keeps no empty text (an empty field shows its placeholder).
        node.text = view.text.flatMap(ImportedNames.shown)
        if node.textField { node.placeholder = view.placeholder.flatMap(ImportedNames.shown) }
        node.className = view.responder.className == madeAs ? nil : view.responder.className
        if !view.responder.className.hasPrefix("UI") {
            node.baseClassName = view.responder.superclasses.first { $0.hasPrefix("UI") }
        }
        node.gestures = gestures(of: view, isScrollView: node.scroll != nil, hasUnknown: &node.hasUnknownRecognizers)
        node.subviews = view.children.compactMap { sceneNode($0, depth: depth + 1) }
        return node
    }

    /// Makes the node a control, text field or scroll view as its class chain says; returns
    /// the UIKit class the sandbox makes it as.
    mutating func applyKind(_ view: CapturedView, to node: inout ViewNode) -> String {
        if view.derives(from: "UITextField") {
            node.textField = true
            if view.object.object("control")?.bool("isEnabled") == false {
                warn(view.object.path, "\(view.name): a disabled text field is read as an enabled one")
            }
            return "UITextField"
        }
        if view.derives(from: "UIControl"), let object = view.object.object("control") {
            node.control = control(view, object)
            switch node.control!.kind {
            case .slider: return "UISlider"
            case .switch: return "UISwitch"
            case .button: return "UIButton"
            case .control: return "UIControl"
            }
        }
        if view.derives(from: "UIScrollView"), let object = view.object.object("scrollView") {
            node.scroll = scroll(view, object)
            node.boundsOrigin = .zero
            return "UIScrollView"
        }
        if view.derives(from: "UIWindow") { return "UIWindow" }
        return "UIView"
    }

    mutating func control(_ view: CapturedView, _ object: CapturedObject) -> ControlNode {
        var node = ControlNode(action: nil, target: nil, event: .touchUpInside)
        if view.derives(from: "UISlider") {
            node.kind = .slider
            node.event = .valueChanged
            node.minimum = object.number("minimumValue") ?? 0
            node.maximum = max(node.minimum, object.number("maximumValue") ?? 1)
            node.value = min(node.maximum, max(node.minimum, object.number("value") ?? node.minimum))
        } else if view.derives(from: "UISwitch") {
            node.kind = .switch
            node.event = .valueChanged
            node.on = object.bool("isOn") ?? false
        }
        node.enabled = object.bool("isEnabled") ?? true
        var connections: [ControlNode.Connection] = []
        var unknownTargets: [String] = []
        for sent in sentActions(view, object) {
            let name = sent.address.flatMap { responderNames[$0] }
            if let address = sent.address, name == nil {
                let described = "\(sent.className ?? "an object") \(address)"
                if !unknownTargets.contains(described) { unknownTargets.append(described) }
                continue
            }
            connections.append(ControlNode.Connection(action: sent.action, target: name, event: sent.event))
        }
        // A button has no value: the sandbox's UIButton never sends valueChanged.
        let usable = connections.filter { node.kind != .button || $0.event != .valueChanged }
        if let first = usable.first {
            node.action = first.action
            node.target = first.target
            node.event = first.event
            // Every target-action is connected, in the capture's order.
            node.moreActions = Array(usable.dropFirst().prefix(ModelLimits.maximumTargetActions - 1))
        }
        if usable.count > ModelLimits.maximumTargetActions {
            warn(object.path, "\(view.name): \(usable.count) target-actions; the first \(ModelLimits.maximumTargetActions) are connected, the most a scene keeps for one control")
        }
        if usable.count < connections.count {
            warn(object.path, "\(view.name): its valueChanged actions are not connected: the sandbox's \(view.responder.className) is a button, which has no value")
        }
        if !unknownTargets.isEmpty {
            warn(object.path, "\(view.name): actions sent to \(unknownTargets.joined(separator: ", ")) are not connected: the target is not a view, controller, window, the application or its delegate")
        }
        return node
    }

    /// A control's target-actions, one per event: from the sandbox's own capture in the order
    /// added (`sandbox.sends`); from an app's, target by target as the capture lists them (UIKit's
    /// `allTargets` is a set, so the order among targets that share an event is not known), each
    /// target's actions in the order `actions(forTarget:forControlEvent:)` gives them.
    func sentActions(_ view: CapturedView, _ object: CapturedObject) -> [(address: String?, className: String?, event: UIControl.Event, action: String)] {
        var sent: [(address: String?, className: String?, event: UIControl.Event, action: String)] = []
        if let sends = view.responder.sandbox, sends.has("sends") {
            for entry in sends.objects("sends") {
                guard let action = entry.string("action") else { continue }
                let address = entry.string("target")?.lowercased()
                for word in entry.strings("events") {
                    if let event = UIControl.Event(name: word) { sent.append((address, nil, event, action)) }
                }
            }
            return sent
        }
        for target in object.objects("targets") {
            let address = target.string("target")?.lowercased()
            for entry in target.objects("events") {
                guard let word = entry.string("event"), let event = UIControl.Event(name: word) else { continue }
                for action in entry.strings("actions") { sent.append((address, target.string("targetClass"), event, action)) }
            }
        }
        return sent
    }

    func scroll(_ view: CapturedView, _ object: CapturedObject) -> ScrollNode {
        let size = object.numbers("contentSize", count: 2).map { CGSize(width: max(0, $0[0]), height: max(0, $0[1])) } ?? .zero
        var node = ScrollNode(contentSize: size)
        let offset = object.numbers("contentOffset", count: 2) ?? [view.boundsOrigin.x, view.boundsOrigin.y]
        node.contentOffset = CGPoint(x: offset[0], y: offset[1])
        node.delaysContentTouches = object.bool("delaysContentTouches") ?? true
        node.canCancelContentTouches = object.bool("canCancelContentTouches") ?? true
        node.scrollEnabled = object.bool("isScrollEnabled") ?? true
        node.bounces = object.bool("bounces") ?? true
        node.pagingEnabled = object.bool("isPagingEnabled") ?? false
        node.directionalLock = object.bool("isDirectionalLockEnabled") ?? false
        if let sandbox = view.responder.sandbox {
            node.touchesShouldBegin = sandbox.bool("touchesShouldBegin") ?? true
            node.touchesShouldCancel = sandbox.string("touchesShouldCancel").flatMap(ScrollNode.CancelAnswer.init(rawValue:)) ?? .default
        }
        return node
    }

}
