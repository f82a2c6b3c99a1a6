import Foundation
import ResponderCore

/// Walks the composed YAML tree of a scene and builds its typed document.
struct SceneNodeParser {
    let reader: YAMLNodeReader
    let registry = SceneNameRegistry()

    func document(_ node: YAMLNode) -> SceneDocument? {
        guard node.mapping != nil else {
            reader.report(node, "", "a scene file is a mapping of keys such as 'title' and 'root', found \(node.kindDescription)")
            return nil
        }
        guard let top = reader.mapping(node, "", allowed: SceneParser.topKeys) else { return nil }
        var size = CGSize(width: 800, height: 600)
        if let sizeNode = top["size"], let values = reader.numbers(sizeNode, "size", count: 2) {
            if values[0] < 1 || values[1] < 1 || values[0] > 16384 || values[1] > 16384 {
                reader.report(sizeNode, "size", "width and height must be between 1 and 16384")
            } else {
                size = CGSize(width: values[0], height: values[1])
            }
        }
        let title = top["title"].flatMap { reader.string($0, "title") } ?? "Untitled scene"
        let window = top["window"].map { traits(ofFixed: $0, "window", name: "UIWindow", extraKeys: ["subviews", "overrides"]) } ?? ResponderTraits()
        let application = top["application"].map { traits(ofFixed: $0, "application", name: "UIApplication") } ?? ResponderTraits()
        let delegate = top["delegate"].map { delegateNode($0) } ?? DelegateNode()
        guard let rootNode = top["root"] else {
            reader.report(node, "root", "missing: a scene needs a root view controller")
            return nil
        }
        guard let root = controller(rootNode, "root", depth: 1) else { return nil }
        let document = SceneDocument(
            title: title, size: size,
            explanation: top["explanation"].flatMap { reader.string($0, "explanation") },
            events: top["events"].flatMap { reader.string($0, "events") },
            window: window, application: application, delegate: delegate, root: root
        )
        var withScene = document
        if document.events != nil, let scalar = top["events"]?.scalar {
            // A block scalar's place is its first content line, found by SceneParser in the text.
            let keepsLines = scalar.style == .literal
            withScene.eventsPlace = EmbeddedScriptPlace(line: scalar.mark.line, column: scalar.mark.column, keepsLines: keepsLines)
        }
        if let flag = top["windowScene"].flatMap({ reader.bool($0, "windowScene") }) { withScene.windowScene = flag }
        if let windowKeys = top["window"]?.mapping, windowKeys["subviews"] != nil {
            var keys = YAMLKeys()
            for (key, value) in windowKeys { if let word = key.scalar?.string { keys[word] = value } }
            withScene.windowSubviews = subviews(keys, "window", depth: 1)
        }
        if let overridesNode = top["window"]?.value(forKey: "overrides") { withScene.windowOverrides = windowOverrides(overridesNode, "window.overrides") }
        if let windowsNode = top["windows"] { withScene.windows = windows(windowsNode, screen: size) }
        registry.check(reader: reader, delegateName: delegate.name, hasWindowScene: withScene.windowScene)
        return withScene
    }

    private func traits(ofFixed node: YAMLNode, _ path: String, name: String, extraKeys: [String] = []) -> ResponderTraits {
        guard let keys = reader.mapping(node, path, allowed: SceneParser.responderKeys + extraKeys) else { return ResponderTraits() }
        let fixedTraits = traits(keys, path)
        // The builder makes these first responder too, so they count towards "at most one".
        if fixedTraits.firstResponder { registry.registerFirstResponder(name, node: keys["firstResponder"]!, path: path) }
        return fixedTraits
    }

    private func delegateNode(_ node: YAMLNode) -> DelegateNode {
        var delegate = DelegateNode()
        guard let keys = reader.mapping(node, "delegate", allowed: ["name", "responder"] + SceneParser.responderKeys) else {
            return delegate
        }
        if let nameNode = keys["name"], let name = reader.string(nameNode, "delegate.name") {
            delegate.name = name
            registry.registerDelegateName(node: nameNode)
        }
        if let responder = keys["responder"].flatMap({ reader.bool($0, "delegate.responder") }) { delegate.isResponder = responder }
        delegate.traits = traits(keys, "delegate")
        if !delegate.isResponder {
            // A delegate that is not a UIResponder is never offered an event: these keys would do
            // nothing. An empty list or false says nothing, so it may stay. 'handles' and 'actions'
            // only warn, so a teacher can flip 'responder' alone to compare the two chains.
            for key in SceneParser.responderKeys {
                guard let value = keys[key], value.sequence.map({ !$0.isEmpty }) ?? (value.scalar?.string.lowercased() == "true") else {
                    continue
                }
                let message = "the delegate is not a responder (responder: false), so '\(key)' has no effect"
                if key == "handles" || key == "actions" {
                    reader.warn(value, "delegate.\(key)", message)
                } else {
                    reader.report(value, "delegate.\(key)", message)
                }
            }
        } else if delegate.traits.firstResponder {
            registry.registerFirstResponder(delegate.name, node: keys["firstResponder"]!, path: "delegate")
        }
        return delegate
    }

    func traits(_ keys: YAMLKeys, _ path: String) -> ResponderTraits {
        var traits = ResponderTraits()
        if let node = keys["handles"], let words = reader.strings(node, YAMLNodeReader.join(path, "handles")) {
            for (index, (word, item)) in words.enumerated() {
                guard let methods = ResponderMethod.family(named: word) else {
                    reader.report(item, "\(YAMLNodeReader.join(path, "handles"))[\(index)]",
                                  "unknown event method '\(word)'; expected one of \(Self.handlesWords)")
                    continue
                }
                traits.handles.formUnion(methods)
            }
        }
        if let node = keys["actions"], let words = reader.strings(node, YAMLNodeReader.join(path, "actions")) {
            traits.actions = words.map(\.0)
        }
        if let node = keys["refuses"], let words = reader.strings(node, YAMLNodeReader.join(path, "refuses")) {
            // canPerformAction answering No for a method it does not implement changes nothing.
            for (index, (word, item)) in words.enumerated() where !traits.actions.contains(word) {
                reader.report(item, "\(YAMLNodeReader.join(path, "refuses"))[\(index)]",
                              "'\(word.shownInMessage())' is not in this responder's actions; refuses lists implemented actions that canPerformAction answers No for")
            }
            traits.refuses = words.map(\.0)
        }
        if let flag = flag(keys, "callsSuper", path) { traits.callsSuper = flag }
        if let flag = flag(keys, "canBecomeFirstResponder", path) { traits.canBecomeFirstResponder = flag }
        if let flag = flag(keys, "firstResponder", path) { traits.firstResponder = flag }
        if let flag = flag(keys, "canResignFirstResponder", path) { traits.canResignFirstResponder = flag }
        if let node = keys["targetForAction"] { traits.targetForAction = targetForAction(node, YAMLNodeReader.join(path, "targetForAction")) }
        if let node = keys["keyCommands"] {
            traits.keyCommands = keyCommands(node, YAMLNodeReader.join(path, "keyCommands"))
        }
        return traits
    }

    /// `{"copy:": OTHER, …}`: each action to the responder the override answers, a name checked once all are known.
    func targetForAction(_ node: YAMLNode, _ path: String) -> [String: String] {
        guard let pairs = node.mapping else {
            reader.report(node, path, "expected a mapping of actions to responder names, such as {\"copy:\": ViewController}, found \(node.kindDescription)")
            return [:]
        }
        var targets: [String: String] = [:]
        for (keyNode, valueNode) in pairs {
            guard let action = reader.string(keyNode, path) else { continue }
            let itemPath = YAMLNodeReader.join(path, action)
            guard let target = reader.string(valueNode, itemPath) else { continue }
            registry.registerTarget(target, node: valueNode, path: itemPath)
            targets[action] = target
        }
        return targets
    }

    static let handlesWords = (ResponderMethod.allCases.map(\.rawValue) + ["touches", "motion", "presses"])
        .joined(separator: ", ")

    func keyCommands(_ node: YAMLNode, _ path: String) -> [KeyCommandNode] {
        guard let sequence = node.sequence else {
            reader.report(node, path, "expected a list of {input, modifiers, action}, found \(node.kindDescription)")
            return []
        }
        return sequence.enumerated().compactMap { index, item in
            let itemPath = "\(path)[\(index)]"
            guard let keys = reader.mapping(item, itemPath, allowed: ["input", "modifiers", "action"]) else { return nil }
            for key in ["input", "action"] where keys[key] == nil {
                reader.report(item, "\(itemPath).\(key)", "missing: a key command needs 'input' and 'action'")
            }
            var modifiers: UIKeyCommand.ModifierFlags = []
            if let node = keys["modifiers"], let words = reader.strings(node, "\(itemPath).modifiers") {
                for (word, wordNode) in words {
                    guard let flag = KeyModifierWords.flag(word) else {
                        reader.report(wordNode, "\(itemPath).modifiers", "unknown modifier '\(word.shownInMessage())'; expected cmd, ctrl, alt or shift")
                        continue
                    }
                    modifiers.insert(flag)
                }
            }
            let input = keys["input"].flatMap { reader.string($0, "\(itemPath).input") }
            let action = keys["action"].flatMap { reader.string($0, "\(itemPath).action") }
            guard let input, let action else { return nil }
            return KeyCommandNode(input: input, modifiers: modifiers, action: action)
        }
    }

    func flag(_ keys: YAMLKeys, _ key: String, _ path: String) -> Bool? {
        keys[key].flatMap { reader.bool($0, YAMLNodeReader.join(path, key)) }
    }

    func number(_ keys: YAMLKeys, _ key: String, _ path: String) -> Double? {
        keys[key].flatMap { reader.number($0, YAMLNodeReader.join(path, key)) }
    }

    // MARK: - Tree

    func sceneNode(_ node: YAMLNode, _ path: String, depth: Int) -> SceneNode? {
        guard reader.visit(node, path) else { return nil }
        guard depth <= SceneParser.maximumDepth else {
            reader.report(node, path, "nesting is deeper than \(SceneParser.maximumDepth) levels")
            return nil
        }
        if node.hasKey("controller") {
            return controller(node, path, depth: depth).map(SceneNode.controller)
        }
        return view(node, path, depth: depth).map(SceneNode.view)
    }

    func controller(_ node: YAMLNode, _ path: String, depth: Int) -> ControllerNode? {
        guard firstRead(node, path) else { return nil }
        if node.mapping != nil, !node.hasKey("controller"), !node.hasKey("view"),
           node.hasKey("name") || node.hasKey("frame") {
            // One clear line instead of "unknown key 'name'", "unknown key 'frame'" and "missing 'controller'".
            reader.report(node, path, "expected a controller node {controller: NAME, view: {...}}, found a view node; put the view under 'view:'")
            return nil
        }
        guard let keys = reader.mapping(node, path, allowed: SceneParser.controllerKeys) else { return nil }
        let name = keys["controller"].flatMap { reader.string($0, YAMLNodeReader.join(path, "controller")) }
        if keys["controller"] == nil {
            reader.report(node, YAMLNodeReader.join(path, "controller"), "missing: a controller node needs 'controller' (its name)")
        }
        // Check everything even when the name or view is wrong, so that every problem is listed at once.
        let controllerTraits = traits(keys, path)
        // Registered before its view, so that names and first responders count in the order they are written.
        if let name, let nameNode = keys["controller"] {
            registry.register(name: name, node: nameNode, path: YAMLNodeReader.join(path, "controller"))
            if controllerTraits.firstResponder {
                registry.registerFirstResponder(name, node: keys["firstResponder"]!, path: path)
            }
        }
        guard let viewNode = keys["view"] else {
            reader.report(node, YAMLNodeReader.join(path, "view"), "missing: a controller needs a 'view'")
            return nil
        }
        let rootView = view(viewNode, YAMLNodeReader.join(path, "view"), depth: depth + 1)
        guard let name, let rootView else { return nil }
        return ControllerNode(name: name, view: rootView, traits: controllerTraits)
    }

    func view(_ node: YAMLNode, _ path: String, depth: Int) -> ViewNode? {
        guard firstRead(node, path) else { return nil }
        guard let keys = reader.mapping(node, path, allowed: SceneParser.viewKeys) else { return nil }
        let name = keys["name"].flatMap { reader.string($0, YAMLNodeReader.join(path, "name")) }
        if keys["name"] == nil { reader.report(node, YAMLNodeReader.join(path, "name"), "missing: every view needs a name") }
        let frame = keys["frame"].flatMap { frameRect($0, YAMLNodeReader.join(path, "frame")) }
        if keys["frame"] == nil { reader.report(node, YAMLNodeReader.join(path, "frame"), "missing: every view needs a frame [x, y, width, height]") }
        // Check every other key even when the name or frame is wrong, so that every problem is listed at once.
        var view = ViewNode(name: name ?? "", frame: frame ?? .zero)
        ViewKeys(parser: self).apply(keys, path, to: &view)
        GeometryKeys(reader: reader).apply(keys, path, to: &view)
        ScrollKeys(parser: self).apply(keys, path, to: &view)
        ViewKeys(parser: self).applySceneDefaults(keys, to: &view)
        view.traits = traits(keys, path)
        if let name, let nameNode = keys["name"] {
            registry.register(name: name, node: nameNode, path: YAMLNodeReader.join(path, "name"))
            registry.registerView(name)
            if view.traits.firstResponder { registry.registerFirstResponder(name, node: keys["firstResponder"]!, path: path) }
        }
        // Read from the node rather than view.control, so a target naming nobody is reported
        // even when another control key is wrong too.
        if let targetNode = keys["control"]?.value(forKey: "target"), !targetNode.isNull,
           let target = targetNode.scalar?.string, !target.trimmingCharacters(in: .whitespaces).isEmpty {
            registry.registerTarget(target, node: targetNode, path: YAMLNodeReader.join(path, "control.target"))
        }
        if let gesturesNode = keys["gestures"] {
            view.gestures = GestureKeys(parser: self).list(gesturesNode, YAMLNodeReader.join(path, "gestures"))
        }
        view.subviews = subviews(keys, path, depth: depth)
        guard name != nil, frame != nil else { return nil }
        return view
    }

    /// False, with one error, for a node a YAML alias repeats.
    private func firstRead(_ node: YAMLNode, _ path: String) -> Bool {
        guard let earlier = registry.earlierRead(of: node, path: path) else { return true }
        reader.report(node, path, "a YAML alias repeats \(earlier) here; write each view once, since names must be unique")
        return false
    }

    func frameRect(_ node: YAMLNode, _ path: @autoclosure () -> String) -> CGRect? {
        guard let values = reader.numbers(node, path(), count: 4) else { return nil }
        guard values[2] >= 0, values[3] >= 0 else {
            reader.report(node, path(), "width and height must not be negative, found \(values[2].compact) × \(values[3].compact)")
            return nil
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    func subviews(_ keys: YAMLKeys, _ path: String, depth: Int) -> [SceneNode] {
        guard let node = keys["subviews"] else { return [] }
        let listPath = YAMLNodeReader.join(path, "subviews")
        guard let sequence = node.sequence else {
            reader.report(node, listPath, "expected a list of views, found \(node.kindDescription)")
            return []
        }
        var result: [SceneNode] = []
        result.reserveCapacity(sequence.count)
        for (index, item) in sequence.enumerated() {
            if let child = sceneNode(item, "\(listPath)[\(index)]", depth: depth + 1) { result.append(child) }
        }
        return result
    }
}
