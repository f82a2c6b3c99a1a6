import Foundation
import ResponderCore

/// Writes an imported scene, from a dump or a capture, as a scene file: every key the importers
/// fill (windows with their levels, subviews and overrides, controllers and their responder keys,
/// names, classes, addresses, frames, colours, flags, transforms, controls with every target and
/// action, scroll views, recognizers, overrides), in block style, every string quoted, and only
/// what differs from a scene's default, so a dump's scene holds a dump's keys. Reading the file
/// back gives the same document.
public enum ImportedSceneWriter {
    /// `capture`: the document came from a capture, whose views are named by their accessibilityIdentifier first.
    public static func yaml(_ document: SceneDocument, source: String, capture: Bool = false) -> String {
        let place = source.replacingOccurrences(of: "\n", with: " ")
        var out = "# Imported by 'responder-sandbox import' from \(capture ? "the capture " : "")\(place).\n"
        if capture {
            out += "# Each view keeps its class and address; a name is its accessibilityIdentifier, else the\n"
            out += "# text it shows, else its class and the end of its address.\n"
        } else {
            out += "# Each view keeps the class and address it was printed with; a name is the text a view\n"
            out += "# shows, else its class and the end of its address.\n"
        }
        out += "title: \(quoted(document.title))\n"
        out += "size: [\(number(document.size.width)), \(number(document.size.height))]\n"
        if document.windowScene { out += "windowScene: true\n" }
        if document.delegate != DelegateNode() {
            out += "delegate:\n  name: \(quoted(document.delegate.name))\n  responder: \(document.delegate.isResponder)\n"
            traits(document.delegate.traits, indent: "  ", into: &out)
        }
        var application = ""
        traits(document.application, indent: "  ", into: &application)
        if !application.isEmpty { out += "application:\n" + application }
        var window = ""
        traits(document.window, indent: "  ", into: &window)
        if !document.windowOverrides.isEmpty { window += "  overrides: \(list(document.windowOverrides))\n" }
        subviews(document.windowSubviews, indent: "  ", into: &window)
        if !window.isEmpty { out += "window:\n" + window }
        out += "root:\n"
        write(document.root, indent: "  ", dash: false, into: &out)
        guard !document.windows.isEmpty else { return out }
        out += "windows:\n"
        for node in document.windows {
            out += "  - name: \(quoted(node.name))\n"
            out += "    windowLevel: \(number(node.level.rawValue))\n"
            if node.key { out += "    key: true\n" }
            if node.passthrough { out += "    passthrough: true\n" }
            if !node.overrides.isEmpty { out += "    overrides: \(list(node.overrides))\n" }
            out += "    frame: \(rect(node.frame))\n"
            out += "    root:\n"
            write(node.root, indent: "      ", dash: false, into: &out)
            subviews(node.subviews, indent: "    ", into: &out)
        }
        return out
    }

    private static func subviews(_ nodes: [SceneNode], indent: String, into out: inout String) {
        guard !nodes.isEmpty else { return }
        out += "\(indent)subviews:\n"
        for node in nodes { write(node, indent: indent + "  ", into: &out) }
    }

    private static func write(_ node: SceneNode, indent: String, into out: inout String) {
        switch node {
        case .view(let view): write(view, indent: indent, dash: true, into: &out)
        case .controller(let controller): write(controller, indent: indent, dash: true, into: &out)
        }
    }

    private static func write(_ controller: ControllerNode, indent: String, dash: Bool, into out: inout String) {
        out += "\(indent)\(dash ? "- " : "")controller: \(quoted(controller.name))\n"
        let inner = dash ? indent + "  " : indent
        traits(controller.traits, indent: inner, into: &out)
        out += "\(inner)view:\n"
        write(controller.view, indent: inner + "  ", dash: false, into: &out)
    }

    private static func write(_ view: ViewNode, indent: String, dash: Bool, into out: inout String) {
        let inner = dash ? indent + "  " : indent
        out += "\(indent)\(dash ? "- " : "")name: \(quoted(view.name))\n"
        for (key, value) in keys(of: view) { out += "\(inner)\(key): \(value)\n" }
        traits(view.traits, indent: inner, into: &out)
        if !view.gestures.isEmpty {
            out += "\(inner)gestures:\n"
            for gesture in view.gestures { out += "\(inner)  - \(self.gesture(gesture))\n" }
        }
        subviews(view.subviews, indent: inner, into: &out)
    }

    /// The keys after `name`, in the order the scene-file documentation lists them.
    private static func keys(of view: ViewNode) -> [(String, String)] {
        var keys: [(String, String)] = []
        if let className = view.className { keys.append(("class", quoted(className))) }
        if let baseClass = view.baseClassName { keys.append(("baseClass", quoted(baseClass))) }
        if let address = view.address { keys.append(("address", quoted(address))) }
        keys.append(("frame", rect(view.frame)))
        if view.color != .gray { keys.append(("color", quoted(view.color.hexString))) }
        // The table's keys where they differ from the scene's default; those a dump never
        // prints keep their defaults, so are not written.
        keys += ViewKeyTable.keys.compactMap { key in key.written(for: view).map { (key.name, $0) } }
        if let control = view.control { keys.append(("control", self.control(control))) }
        if view.textField { keys.append(("textField", "true")) }
        if let text = view.text { keys.append(("text", quoted(text))) }
        if let placeholder = view.placeholder { keys.append(("placeholder", quoted(placeholder))) }
        if view.hasUnknownRecognizers { keys.append(("unknownRecognizers", "true")) }
        if !view.overrides.isEmpty { keys.append(("overrides", list(view.overrides))) }
        if !view.transform.isIdentity { keys.append(("transform", transform(view.transform))) }
        if view.boundsOrigin != .zero { keys.append(("boundsOrigin", "[\(number(view.boundsOrigin.x)), \(number(view.boundsOrigin.y))]")) }
        if let scroll = view.scroll { keys.append(("scroll", self.scroll(scroll))) }
        return keys
    }

    static func rect(_ rect: CGRect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }

    static func list(_ words: [String]) -> String { "[\(words.map(quoted).joined(separator: ", "))]" }

    /// The shortest text that reads back as the same number, as every scene number is written.
    static func number(_ value: CGFloat) -> String { Double(value).compact }
    static func number(_ value: Double) -> String { value.compact }

    /// A YAML double-quoted string: backslash, quote and every control or line-breaking character escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .lineSeparator || category == .paragraphSeparator || category == .format && scalar.value == 0xFEFF {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
