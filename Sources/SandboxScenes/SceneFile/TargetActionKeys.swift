import Foundation
import ResponderCore

/// `actions:`, a control's or a recognizer's list of target-actions, each one
/// `addTarget(_:action:…)` in the order given, which is the order UIKit sends them in:
/// `control: {actions: [{action: "save:", target: ViewController}, {action: "log:", event: touchDown}]}`,
/// `gestures: [{name: tap, kind: tap, actions: [{action: "dismiss:", target: ViewController}, {action: "log:"}]}]`.
/// The single `action`/`target`/`event` keys are the same as a list of one.
struct TargetActionKeys {
    let parser: SceneNodeParser
    var reader: YAMLNodeReader { parser.reader }

    /// The keys an entry of a control's list takes; a recognizer's entries take no `event`.
    static let controlEntryKeys = ["action", "target", "event"]
    static let recognizerEntryKeys = ["action", "target"]

    /// A control's `actions:`; nil after an error.
    func control(_ keys: YAMLKeys, _ path: String, kind: ControlNode.Kind, events: (YAMLNode, String) -> UIControl.Event?) -> [ControlNode.Connection]? {
        list(keys, path, entryKeys: Self.controlEntryKeys) { keys, entryPath, entryNode in
            // As the single form: a slider's or a switch's usual event is valueChanged, a button's touchUpInside.
            var event: UIControl.Event? = kind.hasValue ? .valueChanged : .touchUpInside
            if let node = keys["event"] { event = events(node, YAMLNodeReader.join(entryPath, "event")) }
            guard let (action, target) = actionAndTarget(keys, entryPath, entryNode), let event else { return nil }
            return ControlNode.Connection(action: action, target: target, event: event)
        }
    }

    /// A recognizer's `actions:`; nil after an error. A nil target is the recognizer's view.
    func recognizer(_ keys: YAMLKeys, _ path: String) -> [GestureNode.TargetAction]? {
        list(keys, path, entryKeys: Self.recognizerEntryKeys) { keys, entryPath, entryNode in
            actionAndTarget(keys, entryPath, entryNode).map { GestureNode.TargetAction(action: $0.0, target: $0.1) }
        }
    }

    /// The list's entries, each read by `entry`; nil when any is wrong, after reporting each.
    private func list<Entry>(_ keys: YAMLKeys, _ path: String, entryKeys: [String],
                             _ entry: (YAMLKeys, String, YAMLNode) -> Entry?) -> [Entry]? {
        guard let listNode = keys["actions"] else { return nil }
        refuseSingleKeys(keys, path, single: entryKeys)
        guard let entries = entries(listNode, YAMLNodeReader.join(path, "actions"), allowed: entryKeys) else { return nil }
        var result: [Entry] = []
        var failed = false
        for (keys, entryPath, entryNode) in entries {
            if let made = entry(keys, entryPath, entryNode) { result.append(made) } else { failed = true }
        }
        return failed ? nil : result
    }

    /// `action`, `target` or `event` beside `actions`: one form or the other.
    private func refuseSingleKeys(_ keys: YAMLKeys, _ path: String, single: [String]) {
        for key in single {
            guard let node = keys[key] else { continue }
            reader.report(node, YAMLNodeReader.join(path, key), "give either 'actions' (a list of {\(single.joined(separator: ", "))}) or '\(key)', not both: put it in an entry of 'actions'")
        }
    }

    private func entries(_ node: YAMLNode, _ path: String, allowed: [String]) -> [(keys: YAMLKeys, path: String, node: YAMLNode)]? {
        guard let sequence = node.sequence else {
            reader.report(node, path, "expected a list of target-actions {\(allowed.joined(separator: ", "))}, found \(node.kindDescription)")
            return nil
        }
        guard sequence.count <= ModelLimits.maximumTargetActions else {
            reader.report(node, path, "\(sequence.count) target-actions: one control or recognizer holds at most \(ModelLimits.maximumTargetActions)")
            return nil
        }
        var result: [(keys: YAMLKeys, path: String, node: YAMLNode)] = []
        var failed = false
        for (index, item) in sequence.enumerated() {
            let entryPath = "\(path)[\(index)]"
            if let keys = reader.mapping(item, entryPath, allowed: allowed) {
                result.append((keys, entryPath, item))
            } else {
                failed = true
            }
        }
        return failed ? nil : result
    }

    /// An entry's `action` (required) and `target` (a responder's name; missing or null: none).
    private func actionAndTarget(_ keys: YAMLKeys, _ path: String, _ node: YAMLNode) -> (String, String?)? {
        guard let actionNode = keys["action"] else {
            reader.report(node, YAMLNodeReader.join(path, "action"), "missing: each target-action needs an action such as \"buttonPressed:\"")
            return nil
        }
        let action = reader.string(actionNode, YAMLNodeReader.join(path, "action"))
        var target: String?? = .some(nil)
        if let targetNode = keys["target"] {
            target = reader.optionalString(targetNode, YAMLNodeReader.join(path, "target"))
            if let name = target ?? nil {
                parser.registry.registerTarget(name, node: targetNode, path: YAMLNodeReader.join(path, "target"))
            }
        }
        guard let action, let target else { return nil }
        return (action, target)
    }
}
