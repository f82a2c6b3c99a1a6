import Foundation
import ResponderCore

/// Writes a scene imported from a capture as a scene file: every key the importer fills
/// (windows, controllers and their responder keys, views with their flags, controls, scroll
/// views, recognizers, overrides), in block style, every string quoted. Reading the file back
/// gives the same document.
public enum CapturedSceneWriter {
    public static func yaml(_ document: SceneDocument, source: String) -> String {
        var out = "# Imported by 'responder-sandbox import' from the capture \(source.replacingOccurrences(of: "\n", with: " ")).\n"
        out += "# Each view keeps its class and address; a name is its accessibilityIdentifier, else the\n"
        out += "# text it shows, else its class and the end of its address.\n"
        out += "title: \(q(document.title))\n"
        out += "size: [\(n(document.size.width)), \(n(document.size.height))]\n"
        if document.windowScene { out += "windowScene: true\n" }
        out += "delegate:\n  name: \(q(document.delegate.name))\n  responder: \(document.delegate.isResponder)\n"
        traits(document.delegate.traits, indent: "  ", into: &out)
        var application = ""
        traits(document.application, indent: "  ", into: &application)
        if !application.isEmpty { out += "application:\n" + application }
        var window = ""
        traits(document.window, indent: "  ", into: &window)
        if !document.windowSubviews.isEmpty {
            window += "  subviews:\n"
            for node in document.windowSubviews { write(node, indent: "    ", into: &window) }
        }
        if !window.isEmpty { out += "window:\n" + window }
        out += "root:\n"
        write(document.root, indent: "  ", dash: false, into: &out)
        if !document.windows.isEmpty {
            out += "windows:\n"
            for node in document.windows {
                out += "  - name: \(q(node.name))\n"
                out += "    windowLevel: \(n(node.level.rawValue))\n"
                if node.key { out += "    key: true\n" }
                if node.passthrough { out += "    passthrough: true\n" }
                out += "    frame: \(rect(node.frame))\n"
                out += "    root:\n"
                write(node.root, indent: "      ", dash: false, into: &out)
            }
        }
        return out
    }

    private static func write(_ node: SceneNode, indent: String, into out: inout String) {
        switch node {
        case .view(let view): write(view, indent: indent, dash: true, into: &out)
        case .controller(let controller): write(controller, indent: indent, dash: true, into: &out)
        }
    }

    private static func write(_ controller: ControllerNode, indent: String, dash: Bool, into out: inout String) {
        out += "\(indent)\(dash ? "- " : "")controller: \(q(controller.name))\n"
        let inner = dash ? indent + "  " : indent
        traits(controller.traits, indent: inner, into: &out)
        out += "\(inner)view:\n"
        write(controller.view, indent: inner + "  ", dash: false, into: &out)
    }

    private static func write(_ view: ViewNode, indent: String, dash: Bool, into out: inout String) {
        let inner = dash ? indent + "  " : indent
        out += "\(indent)\(dash ? "- " : "")name: \(q(view.name))\n"
        if let className = view.className { out += "\(inner)class: \(q(className))\n" }
        if let baseClass = view.baseClassName { out += "\(inner)baseClass: \(q(baseClass))\n" }
        if let address = view.address { out += "\(inner)address: \(q(address))\n" }
        out += "\(inner)frame: \(rect(view.frame))\n"
        if view.color != .gray { out += "\(inner)color: \(q(view.color.hexString))\n" }
        for key in ViewKeyTable.keys {
            if let value = key.written(for: view) { out += "\(inner)\(key.name): \(value)\n" }
        }
        if let control = view.control { out += "\(inner)control: \(self.control(control))\n" }
        if view.textField { out += "\(inner)textField: true\n" }
        if view.hasUnknownRecognizers { out += "\(inner)unknownRecognizers: true\n" }
        if !view.overrides.isEmpty { out += "\(inner)overrides: \(list(view.overrides))\n" }
        if !view.transform.isIdentity { out += "\(inner)transform: \(transform(view.transform))\n" }
        if view.boundsOrigin != .zero { out += "\(inner)boundsOrigin: [\(n(view.boundsOrigin.x)), \(n(view.boundsOrigin.y))]\n" }
        if let scroll = view.scroll { out += "\(inner)scroll: \(self.scroll(scroll))\n" }
        traits(view.traits, indent: inner, into: &out)
        if !view.gestures.isEmpty {
            out += "\(inner)gestures:\n"
            for gesture in view.gestures { out += "\(inner)  - \(self.gesture(gesture))\n" }
        }
        guard !view.subviews.isEmpty else { return }
        out += "\(inner)subviews:\n"
        for node in view.subviews { write(node, indent: inner + "  ", into: &out) }
    }

    private static func traits(_ traits: ResponderTraits, indent: String, into out: inout String) {
        let order = ResponderMethod.allCases.filter(traits.handles.contains).map(\.rawValue)
        if !order.isEmpty { out += "\(indent)handles: \(list(order))\n" }
        if traits.callsSuper { out += "\(indent)callsSuper: true\n" }
        if !traits.actions.isEmpty { out += "\(indent)actions: \(list(traits.actions))\n" }
        if !traits.refuses.isEmpty { out += "\(indent)refuses: \(list(traits.refuses))\n" }
        if traits.canBecomeFirstResponder { out += "\(indent)canBecomeFirstResponder: true\n" }
        if traits.firstResponder { out += "\(indent)firstResponder: true\n" }
        if !traits.keyCommands.isEmpty {
            let words: [(UIKeyCommand.ModifierFlags, String)] = [(.command, "cmd"), (.control, "ctrl"), (.alternate, "alt"), (.shift, "shift")]
            let commands = traits.keyCommands.map { command in
                "{input: \(q(command.input)), modifiers: \(list(words.filter { command.modifiers.contains($0.0) }.map(\.1))), action: \(q(command.action))}"
            }
            out += "\(indent)keyCommands: [\(commands.joined(separator: ", "))]\n"
        }
    }

    private static func control(_ control: ControlNode) -> String {
        var parts = ["action: \(control.action.map(q) ?? "null")", "target: \(control.target.map(q) ?? "null")", "event: \(control.event.name)"]
        if control.kind != .button { parts.append("kind: \(control.kind.rawValue)") }
        if !control.enabled { parts.append("enabled: false") }
        if control.kind == .slider { parts += ["value: \(n(control.value))", "minimum: \(n(control.minimum))", "maximum: \(n(control.maximum))"] }
        if control.kind == .switch, control.on { parts.append("on: true") }
        return "{\(parts.joined(separator: ", "))}"
    }

    private static func scroll(_ scroll: ScrollNode) -> String {
        var keys = ["contentSize: [\(n(scroll.contentSize.width)), \(n(scroll.contentSize.height))]"]
        if scroll.contentOffset != .zero { keys.append("contentOffset: [\(n(scroll.contentOffset.x)), \(n(scroll.contentOffset.y))]") }
        if !scroll.delaysContentTouches { keys.append("delaysContentTouches: false") }
        if !scroll.canCancelContentTouches { keys.append("canCancelContentTouches: false") }
        if !scroll.scrollEnabled { keys.append("scrollEnabled: false") }
        if !scroll.bounces { keys.append("bounces: false") }
        if scroll.pagingEnabled { keys.append("pagingEnabled: true") }
        if scroll.directionalLock { keys.append("directionalLock: true") }
        if !scroll.touchesShouldBegin { keys.append("touchesShouldBegin: false") }
        if scroll.touchesShouldCancel != .default { keys.append("touchesShouldCancel: \(scroll.touchesShouldCancel.rawValue)") }
        return "{\(keys.joined(separator: ", "))}"
    }

    private static func gesture(_ gesture: GestureNode) -> String {
        var keys = ["name: \(q(gesture.name))", "kind: \(gesture.kind.rawValue)"]
        if let action = gesture.action { keys.append("action: \(q(action))") }
        if let target = gesture.target { keys.append("target: \(q(target))") }
        switch gesture.kind {
        case .tap:
            keys += ["taps: \(gesture.taps)", "touches: \(gesture.touches)"]
            if gesture.allowableMovement != 10 { keys.append("allowableMovement: \(n(gesture.allowableMovement))") }
        case .longPress:
            keys += ["touches: \(gesture.touches)", "minimumPressDuration: \(n(gesture.minimumPressDuration))", "allowableMovement: \(n(gesture.allowableMovement))"]
        case .pan, .screenEdgePan:
            keys.append("touches: \(gesture.touches)")
            if let maximum = gesture.maximumTouches { keys.append("maximumTouches: \(maximum)") }
            if gesture.kind == .screenEdgePan {
                keys.append("edges: \(list(GestureKeys.edgeNames.filter { gesture.edges.contains($0.1) }.map(\.0)))")
            }
        case .swipe:
            let words = gesture.direction.words
            keys += ["direction: " + (words.count == 1 ? words[0] : "[\(words.joined(separator: ", "))]"), "touches: \(gesture.touches)"]
        case .pinch, .rotation, .hover:
            break
        }
        if !gesture.cancelsTouchesInView { keys.append("cancelsTouchesInView: false") }
        if gesture.delaysTouchesBegan { keys.append("delaysTouchesBegan: true") }
        if !gesture.delaysTouchesEnded { keys.append("delaysTouchesEnded: false") }
        if !gesture.enabled { keys.append("enabled: false") }
        if !gesture.requiresToFail.isEmpty { keys.append("requiresToFail: \(list(gesture.requiresToFail))") }
        if !gesture.simultaneousWith.isEmpty { keys.append("simultaneousWith: \(list(gesture.simultaneousWith))") }
        if !gesture.shouldBegin { keys.append("shouldBegin: false") }
        if !gesture.ignores.isEmpty { keys.append("ignores: \(list(gesture.ignores))") }
        return "{\(keys.joined(separator: ", "))}"
    }

    private static func transform(_ parts: TransformParts) -> String {
        var keys: [String] = []
        if parts.rotationDegrees != 0 { keys.append("rotate: \(n(parts.rotationDegrees))") }
        if parts.scaleX != 1 || parts.scaleY != 1 { keys.append("scale: [\(n(parts.scaleX)), \(n(parts.scaleY))]") }
        if parts.translateX != 0 || parts.translateY != 0 { keys.append("translate: [\(n(parts.translateX)), \(n(parts.translateY))]") }
        return "{\(keys.joined(separator: ", "))}"
    }

    private static func rect(_ rect: CGRect) -> String {
        "[\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width)), \(n(rect.height))]"
    }

    private static func list(_ words: [String]) -> String { "[\(words.map(q).joined(separator: ", "))]" }
    private static func q(_ text: String) -> String { ImportedSceneWriter.quoted(text) }
    private static func n(_ value: CGFloat) -> String { ImportedSceneWriter.number(value) }
    private static func n(_ value: Double) -> String { ImportedSceneWriter.number(CGFloat(value)) }
}
