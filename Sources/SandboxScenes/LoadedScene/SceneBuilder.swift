import Foundation
import ResponderCore

/// Builds the live object graph of a checked scene document.
struct SceneBuilder {
    let document: SceneDocument
    private var responders: [String: UIResponder] = [:]
    private var controls: [(UIControl, ControlNode)] = []
    /// At most one per window, in file order: each becomes its window's first responder.
    private var markedFirstResponders: [UIResponder] = []
    /// Responders whose `targetForAction` names others, wired once every responder exists.
    private var targetOverrides: [(UIResponder, [String: String])] = []
    private var gestures: [(UIView, GestureNode)] = []
    private(set) var recognizers: [String: UIGestureRecognizer] = [:]
    /// The recognizers' delegates: UIKit's `delegate` is weak, so the scene keeps them.
    private(set) var gestureDelegates: [SceneGestureDelegate] = []

    init(document: SceneDocument) {
        self.document = document
    }

    mutating func build() -> (application: UIApplication, responders: [String: UIResponder]) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: document.size))
        apply(document.window, to: window)
        if document.windowScene {
            let scene = UIWindowScene()
            window.windowScene = scene
            responders[UIWindowScene.sceneName] = scene
        }
        let delegate = makeDelegate()
        let application = UIApplication(window: window, delegate: delegate)
        apply(document.application, to: application)
        responders["UIWindow"] = window
        responders["UIApplication"] = application
        if let responder = delegate as? UIResponder { responders[responder.name] = responder }

        window.rootViewController = makeController(document.root, parent: nil)
        attachSubviews(of: document.windowSubviews, to: window, controller: nil)
        for node in document.windows { addWindow(node, to: application) }
        for (control, node) in controls {
            // In the scene's order, which is the order UIKit sends one event's actions in.
            for connection in node.connections {
                control.addTarget(connection.target.flatMap { responders[$0] }, action: Selector(connection.action), for: connection.event)
            }
        }
        attachRecognizers()
        for (responder, overrides) in targetOverrides {
            for (action, name) in overrides.sorted(by: { $0.key < $1.key }) {
                if let target = responders[name] { responder.overrideTarget(forAction: Selector(action), with: target) }
            }
        }
        for responder in markedFirstResponders { responder.becomeFirstResponder() }
        return (application, responders)
    }

    /// A further window, stacked by its level over the main one; `key: true` makes it key.
    private mutating func addWindow(_ node: WindowNode, to application: UIApplication) {
        let window = UIWindow(name: node.name, frame: node.frame)
        window.windowLevel = node.level
        window.passesTouchesThrough = node.passthrough
        application.addWindow(window)
        // Windows of one app share its window scene, when the scene has one.
        window.windowScene = application.windows[0].windowScene
        responders[node.name] = window
        window.rootViewController = makeController(node.root, parent: nil)
        attachSubviews(of: node.subviews, to: window, controller: nil)
        if node.key { window.makeKey() }
    }

    private mutating func makeDelegate() -> UIApplicationDelegate {
        guard document.delegate.isResponder else { return PlainAppDelegate(name: document.delegate.name) }
        let delegate = AppDelegate(name: document.delegate.name)
        apply(document.delegate.traits, to: delegate)
        return delegate
    }

    private mutating func makeController(_ node: ControllerNode, parent: UIViewController?) -> UIViewController {
        let view = makeView(node.view, controller: nil)
        let controller = UIViewController(name: node.name, view: view)
        apply(node.traits, to: controller)
        responders[node.name] = controller
        parent?.addChild(controller)
        attachSubviews(of: node.view, to: view, controller: controller)
        return controller
    }

    private mutating func makeView(_ node: ViewNode, controller: UIViewController?) -> UIView {
        let view: UIView
        if let control = node.control {
            let made = Self.makeControl(control, name: node.name, frame: node.frame)
            made.isEnabled = control.enabled
            (made as? UIButton)?.title = node.text
            controls.append((made, control))
            view = made
        } else if let scroll = node.scroll {
            view = SceneScrollView(name: node.name, frame: node.frame, scroll)
        } else if node.textField {
            let field = UITextField(name: node.name, frame: node.frame)
            field.text = node.text
            field.placeholder = node.placeholder
            view = field
        } else {
            view = UIView(name: node.name, frame: node.frame)
        }
        view.backgroundColor = node.color
        for key in ViewKeyTable.keys { key.setView(view, key.node(node)) }
        view.bounds.origin = node.scroll?.contentOffset ?? node.boundsOrigin
        view.transformParts = node.transform
        view.className = node.className
        apply(node.traits, to: view)
        gestures += node.gestures.map { (view, $0) }
        responders[node.name] = view
        return view
    }

    /// UIButton, UIControl, UISlider or UISwitch, as the control node's kind says.
    private static func makeControl(_ node: ControlNode, name: String, frame: CGRect) -> UIControl {
        switch node.kind {
        case .button:
            return UIButton(name: name, frame: frame)
        case .control:
            return UIControl(name: name, frame: frame)
        case .slider:
            let slider = UISlider(name: name, frame: frame)
            slider.minimumValue = Float(node.minimum)
            slider.maximumValue = Float(node.maximum)
            slider.value = Float(node.value)
            slider.isContinuous = node.continuous
            return slider
        case .switch:
            let toggle = UISwitch(name: name, frame: frame)
            toggle.isOn = node.on
            return toggle
        }
    }

    /// After every responder and recognizer exists, since targets and relations name them.
    private mutating func attachRecognizers() {
        for (view, node) in gestures {
            let recognizer = node.makeRecognizer()
            view.addGestureRecognizer(recognizer)
            recognizers[node.name] = recognizer
        }
        for (view, node) in gestures {
            guard let recognizer = recognizers[node.name] else { continue }
            if let delegate = node.wire(recognizer, on: view, responders: responders, recognizers: recognizers) { gestureDelegates.append(delegate) }
        }
    }

    private mutating func attachSubviews(of node: ViewNode, to view: UIView, controller: UIViewController?) {
        attachSubviews(of: node.subviews, to: view, controller: controller)
    }

    private mutating func attachSubviews(of nodes: [SceneNode], to view: UIView, controller: UIViewController?) {
        for child in nodes {
            switch child {
            case .view(let childNode):
                let subview = makeView(childNode, controller: controller)
                view.addSubview(subview)
                attachSubviews(of: childNode, to: subview, controller: controller)
            case .controller(let childNode):
                let childController = makeController(childNode, parent: controller)
                view.addSubview(childController.view)
            }
        }
    }

    private mutating func apply(_ traits: ResponderTraits, to responder: UIResponder) {
        responder.implementedMethods = traits.handles
        responder.callsSuper = traits.callsSuper
        responder.implementedActions = Set(traits.actions.map { Selector($0) })
        responder.refusedActions = Set(traits.refuses.map { Selector($0) })
        responder.declaredKeyCommands = traits.keyCommands.map(\.keyCommand)
        // A scene that asks for a first responder must let it become one.
        responder.allowsBecomingFirstResponder = traits.canBecomeFirstResponder || traits.firstResponder
        responder.allowsResigningFirstResponder = traits.canResignFirstResponder
        if !traits.targetForAction.isEmpty { targetOverrides.append((responder, traits.targetForAction)) }
        if traits.firstResponder { markedFirstResponders.append(responder) }
    }
}
