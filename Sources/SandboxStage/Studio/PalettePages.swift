import Foundation
import ResponderCore
import SandboxScenes

/// The studio palette's pages for one view of the edited document: what each item says and
/// the edit it makes, from the values the file has now.
struct PalettePages {
    let view: String?
    /// The view's node in the file.
    private(set) var node: ViewNode?
    /// The controller whose root view the view is, if it is one.
    private(set) var ownController: String?
    /// The nearest controller at or above the view: the default target of a new action.
    private(set) var nearestController: String
    /// Every controller of the file, then the delegate when it is a responder: the targets offered.
    private(set) var targets: [String] = []
    /// Every recognizer of the file.
    private(set) var recognizers: [String] = []
    /// Every view of the file.
    private(set) var names: [String] = []
    /// The actions each view, controller, window, the application and the delegate implement.
    private var actions: [String: [String]] = [:]
    /// The view's responder chain as the file builds it, from the view itself up to the delegate.
    private var chain: [String] = []

    init(document: SceneDocument, view: String?) {
        self.view = view
        nearestController = document.root.name
        actions[UIWindow.windowName] = document.window.actions
        for root in [document.root] + document.windows.map(\.root) {
            visit(root.view, controller: root, up: [])
        }
        if document.delegate.isResponder { targets.append(document.delegate.name) }
        actions["UIApplication"] = document.application.actions
        actions[document.delegate.name] = document.delegate.isResponder ? document.delegate.traits.actions : []
        chain += [UIWindow.windowName, "UIApplication"] + (document.delegate.isResponder ? [document.delegate.name] : [])
    }

    /// `controller`: the controller whose root view `node` is, if it is one.
    private mutating func visit(_ node: ViewNode, controller: ControllerNode?, up: [String]) {
        if let controller, !targets.contains(controller.name) { targets.append(controller.name) }
        recognizers += node.gestures.map(\.name)
        names.append(node.name)
        actions[node.name] = node.traits.actions
        if let controller { actions[controller.name] = controller.traits.actions }
        // UIKit's next responder: a root view's is its controller, then the superview.
        let ownChain = [node.name] + (controller.map { [$0.name] } ?? []) + up
        if node.name == view {
            self.node = node
            ownController = controller?.name
            nearestController = ownChain.first { name in targets.contains(name) } ?? nearestController
            chain = ownChain
        }
        for child in node.subviews {
            switch child {
            case .view(let subview): visit(subview, controller: nil, up: ownChain)
            case .controller(let child): visit(child.view, controller: child, up: ownChain)
            }
        }
    }

    func page(_ page: StudioPalette.Page) -> StudioPalette {
        guard let view, let node else {
            // The view's pages keep their numbers, so the lesson's items are 5 and 6 whatever is selected.
            let needsView = StudioPalette.Action.unavailable("Click a view first: these pages change the selected view")
            return StudioPalette(page: .main, title: "Studio · no view selected (click one for its pages) · Esc closes", entries: [
                ("Control… (select a view)", needsView), ("Gesture recognizers… (select a view)", needsView),
                ("Transform… (select a view)", needsView), ("Controller… (select a view)", needsView),
            ] + lessonEntries)
        }
        switch page {
        case .main:
            return StudioPalette(page: page, title: "Studio · \(view) · a number or a click · Esc closes", entries: [
                ("Control: button, text field, slider, switch…", .open(.control)),
                ("Gesture recognizers (\(node.gestures.count))…", .open(.recognizers)),
                ("Transform: rotate, scale, move…", .open(.transform)),
                ("Controller: \(ownController.map { "root view of \($0)" } ?? "none")…", .open(.controller)),
            ] + lessonEntries)
        case .control: return controlPage(view, node)
        case .controlEvents: return eventsPage(view, node)
        case .recognizers:
            return StudioPalette(page: page, title: "\(view)'s recognizers · Esc back", entries: [("Add a recognizer…", .open(.recognizerKinds))]
                + node.gestures.map { ("\($0.name) (\($0.kind.rawValue))…", .open(.recognizer($0.name))) })
        case .recognizerKinds:
            return StudioPalette(page: page, title: "Add to \(view) · Esc back", entries: GestureNode.Kind.allCases.map { kind in
                let name = freeName(view + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())
                // A screen-edge pan needs its edge: without one UIKit's never begins, and the file refuses it.
                let edges = kind == .screenEdgePan ? ", edges: [left]" : ""
                let written = "{name: \(name), kind: \(kind.rawValue), action: \"\(name):\", target: \(nearestController)\(edges)}"
                return (Self.kindTitle(kind, name: name, target: nearestController), .edit(.addGesture(view: view, gesture: name, written: written)))
            })
        case .recognizer(let name):
            guard let gesture = node.gestures.first(where: { $0.name == name }) else { return self.page(.recognizers) }
            return RecognizerPage(view: view, gesture: gesture, targets: targets, recognizers: recognizers).palette
        case .transform: return transformPage(view, node)
        case .controller:
            let make: (String, StudioPalette.Action) = ownController.map { ("\(view) is the root view of \($0): type its new name", .type(.controllerName)) }
                ?? ("Make \(view) the root view of \(freeName(view + "Controller"))", .edit(.makeControllerView(view: view, controller: freeName(view + "Controller"))))
            return StudioPalette(page: page, title: "\(view)'s controller · Esc back", entries: [make]
                + (ownController == nil ? [("Make it a controller's root view, with a name you type", .type(.controllerName))] : []))
        }
    }

    private var lessonEntries: [(String, StudioPalette.Action)] {
        [("Write the lesson's explanation…", .writeExplanation), ("The last recording → the lesson's events", .recordingIntoLesson)]
    }

    /// A recognizer to add in words, not YAML: "tap, named BTap: sends BTap: to ViewController".
    static func kindTitle(_ kind: GestureNode.Kind, name: String, target: String) -> String {
        let edge = kind == .screenEdgePan ? ", from the left edge" : ""
        return "\(kind.rawValue), named \(name): sends \(name): to \(target)\(edge)"
    }

    // MARK: Controls

    private func controlPage(_ view: String, _ node: ViewNode) -> StudioPalette {
        // UIKit's ready-made controls; a plain UIControl (`kind: control`) is a custom control's base, written by hand.
        var entries: [(String, StudioPalette.Action)] = ControlNode.Kind.allCases.filter { $0 != .control }.map { kind in
            let now = node.control?.kind == kind ? " ✓" : ""
            return ("\(kind == .button ? "Button" : kind == .slider ? "Slider" : "Switch")\(now)", .edit(becoming(kind, view, node)))
        }
        entries.insert(("Text field\(node.textField ? " ✓" : "")", .edit(node.control == nil ? .setProperty(view: view, key: "textField", value: "true")
            : .replaceProperty(view: view, removing: "control", key: "textField", value: "true"))), at: 1)
        if let control = node.control {
            let next = targets.isEmpty ? nil : (control.target.flatMap { targets.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            let nextTarget = next.flatMap { $0 < targets.count ? targets[$0] : nil }
            entries += [
                ("Event: \(control.event.name)…", .open(.controlEvents)),
                ("Target: \(control.target ?? "nil (the responder chain)") → \(nextTarget ?? "nil")",
                 .edit(.setProperty(view: view, key: "control", value: Self.controlText(control, target: .some(nextTarget))))),
                ("Action: \(control.action ?? "none")\(control.moreActions.isEmpty ? "" : " (+\(control.moreActions.count) more)") (type another)", .type(.controlAction)),
            ]
            if let (warning, fix) = unimplemented(control) { entries.append((warning, .edit(fix))) }
        }
        if node.control != nil || node.textField {
            entries.append(("A plain view again", .edit(.removeProperty(view: view, key: node.control != nil ? "control" : "textField"))))
        }
        return StudioPalette(page: .control, title: "\(view) as a control · Esc back", entries: entries)
    }

    /// A new control is connected in the same edit: its target is the nearest controller up
    /// the view's chain (the view's own when it is a root view), which gets the action in its
    /// `actions`, so the first tap runs it, as a button connected to its view controller in
    /// Interface Builder does.
    private func becoming(_ kind: ControlNode.Kind, _ view: String, _ node: ViewNode) -> EditCommand {
        let removing = node.textField ? "textField" : nil
        if var kept = node.control {
            // Another kind keeps the action and target, and the event when the new kind sends it.
            kept.kind = kind
            if !Self.events(for: kind).contains(kept.event) { kept.event = kind == .button ? .touchUpInside : .valueChanged }
            return .connectControl(view: view, removing: removing, value: Self.controlText(kept, target: nil), target: nil, action: nil)
        }
        let kindPart = kind == .button ? "" : "kind: \(kind.rawValue), "
        let action = kind == .button ? "\(view)Tapped:" : "\(view)Changed:"
        let text = "{\(kindPart)action: \"\(action)\", target: \(nearestController), event: \(kind == .button ? "touchUpInside" : "valueChanged")}"
        return .connectControl(view: view, removing: removing, value: text, target: nearestController, action: action)
    }

    /// The control's action that would not run, in the palette's words, and the edit that makes
    /// it run: an explicit target without it (UIKit would crash: "unrecognized selector"), or a
    /// nil target with nothing up the view's chain implementing it (the action is discarded).
    func unimplemented(_ control: ControlNode) -> (String, EditCommand)? {
        guard let action = control.action else { return nil }
        if let target = control.target {
            guard !(actions[target] ?? []).contains(action) else { return nil }
            return ("⚠ \(target) does not implement \(action): UIKit would crash. Add it to \(target)",
                    .addAction(responder: target, action: action))
        }
        guard !chain.contains(where: { (actions[$0] ?? []).contains(action) }) else { return nil }
        return ("⚠ nothing up the chain implements \(action): it is discarded. Add it to \(nearestController)",
                .addAction(responder: nearestController, action: action))
    }

    private func eventsPage(_ view: String, _ node: ViewNode) -> StudioPalette {
        guard let control = node.control else { return page(.control) }
        return StudioPalette(page: .controlEvents, title: "The event \(view) sends its action for · Esc back",
                             entries: Self.events(for: control.kind).map { event in
            var changed = control
            changed.event = event
            return ("\(event.name)\(event == control.event ? " ✓" : "")", .edit(.setProperty(view: view, key: "control", value: Self.controlText(changed, target: nil))))
        })
    }

    /// The events a control of this kind sends: every control its touch events; a button
    /// primaryActionTriggered after touchUpInside, a slider or switch valueChanged.
    static func events(for kind: ControlNode.Kind) -> [UIControl.Event] {
        let touches: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
                                          .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
        switch kind {
        case .button: return touches + [.primaryActionTriggered]
        case .control: return touches
        case .slider, .switch: return [.valueChanged] + touches
        }
    }

    /// The `control:` value written for a node; `target` replaces the node's when given.
    static func controlText(_ control: ControlNode, target: String??) -> String {
        let target = target ?? control.target
        var parts = control.kind == .button ? [] : ["kind: \(control.kind.rawValue)"]
        let first = ["action: " + (control.action.map { "\"\($0)\"" } ?? "null"), "target: \(target ?? "null")", "event: \(control.event.name)"]
        if control.moreActions.isEmpty {
            parts += first
        } else {
            // The page edits the first target-action; the others are written back as they were.
            let rest = control.moreActions.map { "{action: \"\($0.action)\", target: \($0.target ?? "null"), event: \($0.event.name)}" }
            parts.append("actions: [" + (["{" + first.joined(separator: ", ") + "}"] + rest).joined(separator: ", ") + "]")
        }
        if !control.enabled { parts.append("enabled: false") }
        if control.kind == .slider {
            if control.value != 0 { parts.append("value: \(SceneTextEdit.number(control.value))") }
            if control.minimum != 0 { parts.append("minimum: \(SceneTextEdit.number(control.minimum))") }
            if control.maximum != 1 { parts.append("maximum: \(SceneTextEdit.number(control.maximum))") }
            if !control.continuous { parts.append("continuous: false") }
        }
        if control.kind == .switch, control.on { parts.append("on: true") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    // MARK: Transform

    private func transformPage(_ view: String, _ node: ViewNode) -> StudioPalette {
        let parts = node.transform
        func edit(_ change: (inout TransformParts) -> Void) -> StudioPalette.Action {
            var changed = parts
            change(&changed)
            guard !changed.isIdentity else { return .edit(.removeProperty(view: view, key: "transform")) }
            return .edit(.setProperty(view: view, key: "transform", value: Self.transformText(changed)))
        }
        return StudioPalette(page: .transform, title: "\(view).transform = \(Self.transformText(parts)) · Esc back", entries: [
            ("Rotate 15° clockwise", edit { $0.rotationDegrees += 15 }), ("Rotate 15° back", edit { $0.rotationDegrees -= 15 }),
            ("Scale ×1.25", edit { $0.scaleX *= 1.25; $0.scaleY *= 1.25 }), ("Scale ×0.8", edit { $0.scaleX *= 0.8; $0.scaleY *= 0.8 }),
            ("Move 10 right", edit { $0.translateX += 10 }), ("Move 10 left", edit { $0.translateX -= 10 }),
            ("Move 10 down", edit { $0.translateY += 10 }), ("Move 10 up", edit { $0.translateY -= 10 }),
            ("No transform (identity)", edit { $0 = .identity }),
        ])
    }

    /// `{rotate: 15, scale: 1.25, translate: [10, 0]}` with only the parts that are not the identity's.
    static func transformText(_ parts: TransformParts) -> String {
        var written: [String] = []
        if parts.rotationDegrees != 0 { written.append("rotate: \(SceneTextEdit.number(parts.rotationDegrees))") }
        if parts.scaleX != 1 || parts.scaleY != 1 {
            written.append(parts.scaleX == parts.scaleY ? "scale: \(SceneTextEdit.number(parts.scaleX))"
                : "scale: [\(SceneTextEdit.number(parts.scaleX)), \(SceneTextEdit.number(parts.scaleY))]")
        }
        if parts.translateX != 0 || parts.translateY != 0 {
            written.append("translate: [\(SceneTextEdit.number(parts.translateX)), \(SceneTextEdit.number(parts.translateY))]")
        }
        return "{" + written.joined(separator: ", ") + "}"
    }

    // MARK: Names

    /// `base`, or `base2`, `base3`…: the first that no view, controller or recognizer of the file has.
    func freeName(_ base: String) -> String {
        let taken = Set(targets + recognizers + names)
        for number in 1... {
            let name = number == 1 ? base : "\(base)\(number)"
            if !taken.contains(name) { return name }
        }
        return base
    }

    /// The control edit with a new action, its other values kept, and the action added to the
    /// control's target (with a nil target, to the nearest controller up the chain, where the
    /// search for it passes when no first responder is set).
    func controlEdit(action: String) -> EditCommand? {
        guard let view, var control = node?.control else { return nil }
        control.action = action
        return .connectControl(view: view, removing: nil, value: Self.controlText(control, target: nil),
                               target: control.target ?? nearestController, action: action)
    }
}
