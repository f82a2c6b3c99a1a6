import Foundation
import ResponderCore

/// Writes an imported scene as a scene file: the keys a dump gives (names, classes,
/// addresses, frames, colours, flags, transforms, scroll offsets, controls), in block style, every
/// string quoted. Reading the file back gives the same document.
public enum ImportedSceneWriter {
    public static func yaml(_ document: SceneDocument, source: String) -> String {
        var out = "# Imported by 'responder-sandbox import' from \(source.replacingOccurrences(of: "\n", with: " ")).\n"
        out += "# Each view keeps the class and address it was printed with; a name is the text a view\n"
        out += "# shows, else its class and the end of its address.\n"
        out += "title: \(quoted(document.title))\n"
        out += "size: [\(number(document.size.width)), \(number(document.size.height))]\n"
        if !document.windowSubviews.isEmpty {
            out += "window:\n  subviews:\n"
            for node in document.windowSubviews { write(node, indent: "    ", into: &out) }
        }
        out += "root:\n"
        write(document.root, indent: "  ", dash: false, into: &out)
        return out
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
        out += "\(inner)view:\n"
        write(controller.view, indent: inner + "  ", dash: false, into: &out)
    }

    private static func write(_ view: ViewNode, indent: String, dash: Bool, into out: inout String) {
        let inner = dash ? indent + "  " : indent
        out += "\(indent)\(dash ? "- " : "")name: \(quoted(view.name))\n"
        for (key, value) in keys(of: view) { out += "\(inner)\(key): \(value)\n" }
        guard !view.subviews.isEmpty else { return }
        out += "\(inner)subviews:\n"
        for node in view.subviews { write(node, indent: inner + "  ", into: &out) }
    }

    /// The keys after `name`, in the order the README lists them.
    private static func keys(of view: ViewNode) -> [(String, String)] {
        var keys: [(String, String)] = []
        if let className = view.className { keys.append(("class", quoted(className))) }
        if let baseClass = view.baseClassName { keys.append(("baseClass", quoted(baseClass))) }
        if let address = view.address { keys.append(("address", quoted(address))) }
        let frame = view.frame
        keys.append(("frame", "[\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))]"))
        if view.color != .gray { keys.append(("color", quoted(view.color.hexString))) }
        // The table's keys where they differ from the scene's default; those a dump never
        // prints keep their defaults, so are not written.
        keys += ViewKeyTable.keys.compactMap { key in key.written(for: view).map { (key.name, $0) } }
        if let control = view.control { keys.append(("control", self.control(control))) }
        if view.textField { keys.append(("textField", "true")) }
        if view.hasUnknownRecognizers { keys.append(("unknownRecognizers", "true")) }
        if !view.transform.isIdentity { keys.append(("transform", transform(view.transform))) }
        if view.boundsOrigin != .zero { keys.append(("boundsOrigin", "[\(number(view.boundsOrigin.x)), \(number(view.boundsOrigin.y))]")) }
        if let scroll = view.scroll { keys.append(("scroll", self.scroll(scroll))) }
        return keys
    }

    private static func control(_ control: ControlNode) -> String {
        var parts = ["action: \(control.action.map(quoted) ?? "null")"]
        if let target = control.target { parts.append("target: \(quoted(target))") }
        if control.event != .touchUpInside { parts.append("event: \(control.event.name)") }
        if !control.enabled { parts.append("enabled: false") }
        return "{\(parts.joined(separator: ", "))}"
    }

    private static func transform(_ parts: TransformParts) -> String {
        var keys: [String] = []
        if parts.rotationDegrees != 0 { keys.append("rotate: \(number(parts.rotationDegrees))") }
        if parts.scaleX != 1 || parts.scaleY != 1 {
            keys.append(parts.scaleX == parts.scaleY ? "scale: \(number(parts.scaleX))" : "scale: [\(number(parts.scaleX)), \(number(parts.scaleY))]")
        }
        if parts.translateX != 0 || parts.translateY != 0 { keys.append("translate: [\(number(parts.translateX)), \(number(parts.translateY))]") }
        return "{\(keys.joined(separator: ", "))}"
    }

    private static func scroll(_ scroll: ScrollNode) -> String {
        var keys = ["contentSize: [\(number(scroll.contentSize.width)), \(number(scroll.contentSize.height))]"]
        if scroll.contentOffset != .zero { keys.append("contentOffset: [\(number(scroll.contentOffset.x)), \(number(scroll.contentOffset.y))]") }
        if !scroll.delaysContentTouches { keys.append("delaysContentTouches: false") }
        if !scroll.canCancelContentTouches { keys.append("canCancelContentTouches: false") }
        return "{\(keys.joined(separator: ", "))}"
    }

    /// The shortest text that reads back as the same number, as every scene number is written.
    static func number(_ value: CGFloat) -> String { Double(value).compact }

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
