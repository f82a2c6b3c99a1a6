import Foundation
import ResponderCore

/// The optional view keys of a scene file, read into a `ViewNode`: colour, the table's
/// (`ViewKeyTable`), control, text field, class, address and what a capture adds.
struct ViewKeys {
    let parser: SceneNodeParser
    var reader: YAMLNodeReader { parser.reader }

    func apply(_ keys: YAMLKeys, _ path: String, to view: inout ViewNode) {
        if let node = keys["color"], let word = reader.string(node, YAMLNodeReader.join(path, "color")) {
            if let color = ColorNames.color(word) {
                view.color = color
            } else {
                reader.report(node, YAMLNodeReader.join(path, "color"), "unknown colour '\(word)'; use a name such as blue or #RRGGBB")
            }
        }
        for key in ViewKeyTable.keys { key.read(keys, path, parser: parser, into: &view) }
        if let node = keys["control"] {
            view.control = control(node, YAMLNodeReader.join(path, "control"))
        }
        if let flag = parser.flag(keys, "textField", path) { view.textField = flag }
        if view.textField, let node = keys["textField"], keys["control"] != nil {
            reader.report(node, YAMLNodeReader.join(path, "textField"), "a view is either a button ('control') or a text field, not both")
        }
        if let node = keys["text"], let word = reader.string(node, YAMLNodeReader.join(path, "text")) {
            view.text = word
        }
        if let node = keys["placeholder"], let word = reader.string(node, YAMLNodeReader.join(path, "placeholder")) {
            view.placeholder = word
            if !view.textField {
                reader.report(node, YAMLNodeReader.join(path, "placeholder"), "a placeholder belongs to a text field (textField: true)")
            }
        }
        if let node = keys["class"], let word = reader.string(node, YAMLNodeReader.join(path, "class")) {
            view.className = word
        }
        if let node = keys["baseClass"], let word = reader.string(node, YAMLNodeReader.join(path, "baseClass")) {
            view.baseClassName = word
        }
        if let node = keys["address"], let word = reader.string(node, YAMLNodeReader.join(path, "address")) {
            view.address = word
        }
        if let flag = parser.flag(keys, "unknownRecognizers", path) { view.hasUnknownRecognizers = flag }
        if let node = keys["overrides"], let words = reader.strings(node, YAMLNodeReader.join(path, "overrides")) {
            for (word, wordNode) in words where !ViewNode.capturedOverrides.contains(word) {
                reader.report(wordNode, YAMLNodeReader.join(path, "overrides"), "unknown method '\(word)'; expected \(ViewNode.capturedOverrides.joined(separator: ", "))")
            }
            view.overrides = words.map(\.0).filter(ViewNode.capturedOverrides.contains)
        }
    }

    /// The defaults of the table's keys the view leaves out, once its other keys are read: a
    /// label takes no touches, a scroll view clips (`ViewKeyTable`).
    func applySceneDefaults(_ keys: YAMLKeys, to view: inout ViewNode) {
        for key in ViewKeyTable.keys { key.applySceneDefault(keys, to: &view) }
    }

    private func control(_ node: YAMLNode, _ path: String) -> ControlNode? {
        guard let keys = reader.mapping(node, path, allowed: ["action", "target", "event", "actions", "enabled", "kind", "value", "minimum", "maximum", "on", "continuous"]) else { return nil }
        let kind = controlKind(keys, path)
        if keys["actions"] != nil {
            // Several target-actions: the first fills action, target and event, as the single form does.
            let listed = TargetActionKeys(parser: parser).control(keys, path, kind: kind) { self.event($0, $1, kind: kind) }
            let enabled = parser.flag(keys, "enabled", path)
            guard let listed else { return nil }
            var control = ControlNode(action: listed.first?.action, target: listed.first?.target,
                                      event: listed.first?.event ?? (kind.hasValue ? .valueChanged : .touchUpInside))
            control.moreActions = Array(listed.dropFirst())
            if let enabled { control.enabled = enabled }
            control.kind = kind
            readValues(keys, path, into: &control)
            return control
        }
        // Each key is checked on its own, so that a missing action does not hide a bad event.
        // `action: null` is a control with nothing connected; a missing key is a mistake.
        let action = keys["action"].flatMap { reader.optionalString($0, YAMLNodeReader.join(path, "action")) }
        if keys["action"] == nil {
            reader.report(node, YAMLNodeReader.join(path, "action"), "missing: a control needs an action such as \"buttonPressed:\"")
        }
        let target = keys["target"].map { reader.optionalString($0, YAMLNodeReader.join(path, "target")) } ?? .some(nil)
        // A slider's or a switch's usual action is on valueChanged; a button's or a plain control's on touchUpInside.
        var event: UIControl.Event? = kind.hasValue ? .valueChanged : .touchUpInside
        if let eventNode = keys["event"] { event = self.event(eventNode, YAMLNodeReader.join(path, "event"), kind: kind) }
        let enabled = parser.flag(keys, "enabled", path)
        guard let action, let target, let event else { return nil }
        var control = ControlNode(action: action, target: target, event: event)
        if let enabled { control.enabled = enabled }
        control.kind = kind
        readValues(keys, path, into: &control)
        return control
    }

    /// A control event's name, one the control can send.
    private func event(_ node: YAMLNode, _ path: String, kind: ControlNode.Kind) -> UIControl.Event? {
        reader.string(node, path).flatMap { word in
            guard let event = UIControl.Event(name: word) else {
                let names = UIControl.Event.names.map(\.1).joined(separator: ", ")
                reader.report(node, path, "unknown control event '\(word)'; expected one of \(names)")
                return nil
            }
            // A button or a plain control has no value: it never sends valueChanged, so such an action would never fire.
            guard event != .valueChanged || kind.hasValue else {
                reader.report(node, path, "a \(kind.rawValue) never sends valueChanged (it has no value); use touchUpInside or primaryActionTriggered")
                return nil
            }
            return event
        }
    }

    private func controlKind(_ keys: YAMLKeys, _ path: String) -> ControlNode.Kind {
        guard let node = keys["kind"], let word = reader.string(node, YAMLNodeReader.join(path, "kind")) else { return .button }
        guard let kind = ControlNode.Kind(rawValue: word) else {
            reader.report(node, YAMLNodeReader.join(path, "kind"), "unknown control kind '\(word)'; expected button, control, slider or switch")
            return .button
        }
        return kind
    }

    /// A slider's value and range, a switch's on; each only on its own kind.
    private func readValues(_ keys: YAMLKeys, _ path: String, into control: inout ControlNode) {
        for key in ["value", "minimum", "maximum", "on", "continuous"] {
            guard let node = keys[key] else { continue }
            let owner: ControlNode.Kind = key == "on" ? .switch : .slider
            if control.kind != owner {
                reader.report(node, YAMLNodeReader.join(path, key), "'\(key)' belongs to a \(owner.rawValue) (kind: \(owner.rawValue)); this control is a \(control.kind.rawValue)")
            }
        }
        guard control.kind.hasValue else { return }
        if control.kind == .switch {
            if let flag = parser.flag(keys, "on", path) { control.on = flag }
            return
        }
        if let flag = parser.flag(keys, "continuous", path) { control.continuous = flag }
        if let minimum = parser.number(keys, "minimum", path) { control.minimum = minimum }
        if let maximum = parser.number(keys, "maximum", path) { control.maximum = maximum }
        if control.maximum <= control.minimum, let node = keys["maximum"] ?? keys["minimum"] {
            reader.report(node, YAMLNodeReader.join(path, keys["maximum"] != nil ? "maximum" : "minimum"),
                          "a slider's maximum must be above its minimum, found \(control.minimum.compact)…\(control.maximum.compact)")
        }
        control.value = parser.number(keys, "value", path) ?? control.minimum
        if let node = keys["value"], control.value < control.minimum || control.value > control.maximum {
            reader.report(node, YAMLNodeReader.join(path, "value"), "must lie within minimum…maximum (\(control.minimum.compact)…\(control.maximum.compact)), found \(control.value.compact)")
        }
    }
}
