import Foundation
import ResponderCore

/// Reads a view's `gestures:` list with every other key's error discipline.
struct GestureKeys {
    let parser: SceneNodeParser
    var reader: YAMLNodeReader { parser.reader }

    static let keys = ["name", "kind", "action", "target", "actions", "taps", "touches", "minimumPressDuration", "allowableMovement",
                       "direction", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
                       "requiresToFail", "simultaneousWith", "enabled", "shouldBegin", "ignores", "maximumTouches", "edges",
                       "shouldReceive", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"]

    func list(_ node: YAMLNode, _ path: String) -> [GestureNode] {
        guard let sequence = node.sequence else {
            reader.report(node, path, "expected a list of recognizers {name, kind, ...}, found \(node.kindDescription)")
            return []
        }
        guard sequence.count <= ModelLimits.maximumRecognizersPerView else {
            reader.report(node, path, "\(sequence.count) recognizers on one view: a view holds at most \(ModelLimits.maximumRecognizersPerView)")
            return []
        }
        return sequence.enumerated().compactMap { index, item in recognizer(item, "\(path)[\(index)]") }
    }

    private func recognizer(_ node: YAMLNode, _ path: String) -> GestureNode? {
        guard let keys = reader.mapping(node, path, allowed: Self.keys) else { return nil }
        let name = keys["name"].flatMap { reader.string($0, YAMLNodeReader.join(path, "name")) }
        if keys["name"] == nil { reader.report(node, YAMLNodeReader.join(path, "name"), "missing: every recognizer needs a name") }
        let kind = keys["kind"].flatMap { kindNode -> GestureNode.Kind? in
            guard let word = reader.string(kindNode, YAMLNodeReader.join(path, "kind")) else { return nil }
            guard let kind = GestureNode.Kind(rawValue: word) else {
                let kinds = GestureNode.Kind.allCases.map(\.rawValue)
                reader.report(kindNode, YAMLNodeReader.join(path, "kind"),
                              "unknown recognizer kind '\(word)'\(YAMLNodeReader.suggestion(for: word, among: kinds)); expected one of \(kinds.joined(separator: ", "))")
                return nil
            }
            return kind
        }
        if keys["kind"] == nil {
            reader.report(node, YAMLNodeReader.join(path, "kind"), "missing: a recognizer needs a kind (\(GestureNode.Kind.listed))")
        }
        var gesture = GestureNode(name: name ?? "", kind: kind ?? .tap)
        if keys["actions"] != nil {
            // Several target-actions: the first fills action and target, as the single form does.
            let listed = TargetActionKeys(parser: parser).recognizer(keys, path) ?? []
            gesture.action = listed.first?.action
            gesture.target = listed.first?.target
            gesture.moreTargets = Array(listed.dropFirst())
        } else {
            gesture.action = keys["action"].flatMap { reader.string($0, YAMLNodeReader.join(path, "action")) }
            if let targetNode = keys["target"], let target = reader.string(targetNode, YAMLNodeReader.join(path, "target")) {
                gesture.target = target
                parser.registry.registerTarget(target, node: targetNode, path: YAMLNodeReader.join(path, "target"))
            }
        }
        // A key the scene leaves out keeps GestureNode's default, which is UIKit's.
        if let taps = count(keys, "taps", path) { gesture.taps = taps }
        if let touches = count(keys, "touches", path) { gesture.touches = touches }
        if let duration = nonNegative(keys, "minimumPressDuration", path) { gesture.minimumPressDuration = duration }
        if let movement = nonNegative(keys, "allowableMovement", path) { gesture.allowableMovement = movement }
        if let node = keys["direction"], let direction = direction(node, YAMLNodeReader.join(path, "direction")) {
            gesture.direction = direction
        }
        if let flag = parser.flag(keys, "cancelsTouchesInView", path) { gesture.cancelsTouchesInView = flag }
        if let flag = parser.flag(keys, "delaysTouchesBegan", path) { gesture.delaysTouchesBegan = flag }
        if let flag = parser.flag(keys, "delaysTouchesEnded", path) { gesture.delaysTouchesEnded = flag }
        if let flag = parser.flag(keys, "enabled", path) { gesture.enabled = flag }
        gesture.requiresToFail = recognizerNames(keys, "requiresToFail", path)
        gesture.simultaneousWith = recognizerNames(keys, "simultaneousWith", path)
        if let flag = parser.flag(keys, "shouldBegin", path) { gesture.shouldBegin = flag }
        gesture.ignores = viewNames(keys, "ignores", path)
        gesture.requiresFailureOf = recognizerNames(keys, "shouldRequireFailureOf", path)
        gesture.requiredToFailBy = recognizerNames(keys, "shouldBeRequiredToFailBy", path)
        if let node = keys["shouldReceive"] { gesture.receives = receives(node, YAMLNodeReader.join(path, "shouldReceive")) }
        gesture.maximumTouches = maximumTouches(keys, path, kind: kind, minimum: gesture.touches)
        gesture.edges = edges(node, keys, path, kind: kind)
        guard let name, let nameNode = keys["name"], kind != nil else { return nil }
        parser.registry.register(name: name, node: nameNode, path: YAMLNodeReader.join(path, "name"))
        parser.registry.registerRecognizer(name)
        if let node = keys["requiresToFail"], !gesture.requiresToFail.isEmpty {
            parser.registry.registerFailureRequirements(of: name, on: gesture.requiresToFail, node: node, path: YAMLNodeReader.join(path, "requiresToFail"))
        }
        return gesture
    }

    /// `shouldReceive: {startsIn: VIEW}` or `{startsInArea: [x, y, w, h]}` (window points).
    private func receives(_ node: YAMLNode, _ path: String) -> GestureNode.TouchPredicate? {
        guard let keys = reader.mapping(node, path, allowed: ["startsIn", "startsInArea"]) else { return nil }
        if let viewNode = keys["startsIn"], keys["startsInArea"] == nil, let name = reader.string(viewNode, YAMLNodeReader.join(path, "startsIn")) {
            parser.registry.registerViewReference(name, node: viewNode, path: YAMLNodeReader.join(path, "startsIn"))
            return .startsIn(view: name)
        }
        if let areaNode = keys["startsInArea"], keys["startsIn"] == nil,
           let numbers = reader.numbers(areaNode, YAMLNodeReader.join(path, "startsInArea"), count: 4) {
            return .startsInArea(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        if (keys["startsIn"] == nil) == (keys["startsInArea"] == nil) {
            reader.report(node, path, "expected exactly one of startsIn: VIEW or startsInArea: [x, y, w, h]")
        }
        return nil
    }

    /// A swipe's `direction`: one word, or a list of them (UIKit's option set, `[left, right]`).
    private func direction(_ node: YAMLNode, _ path: String) -> UISwipeGestureRecognizer.Direction? {
        let words: [(String, YAMLNode)]
        if node.sequence != nil {
            guard let list = reader.strings(node, path) else { return nil }
            words = list
        } else {
            guard let word = reader.string(node, path) else { return nil }
            words = [(word, node)]
        }
        var direction: UISwipeGestureRecognizer.Direction = []
        for (index, (word, wordNode)) in words.enumerated() {
            guard let single = UISwipeGestureRecognizer.Direction(name: word) else {
                reader.report(wordNode, node.sequence != nil ? "\(path)[\(index)]" : path, "unknown direction '\(word)'; expected right, left, up or down")
                return nil
            }
            direction.insert(single)
        }
        if direction.isEmpty { reader.report(node, path, "a swipe needs at least one direction") }
        return direction.isEmpty ? nil : direction
    }

    private func count(_ keys: YAMLKeys, _ key: String, _ path: String) -> Int? {
        guard let node = keys[key], let value = reader.number(node, YAMLNodeReader.join(path, key)) else { return nil }
        guard value >= 1, value <= 10, value.rounded() == value else {
            reader.report(node, YAMLNodeReader.join(path, key), "expected a whole number from 1 to 10, found \(value.compact)")
            return nil
        }
        return Int(value)
    }

    private func nonNegative(_ keys: YAMLKeys, _ key: String, _ path: String) -> Double? {
        guard let node = keys[key], let value = reader.number(node, YAMLNodeReader.join(path, key)) else { return nil }
        guard value >= 0, value.isFinite else {
            reader.report(node, YAMLNodeReader.join(path, key), "must not be negative, found \(value.compact)")
            return nil
        }
        return value
    }

    /// `maximumNumberOfTouches`: a pan's only, and no fewer than its `touches`.
    private func maximumTouches(_ keys: YAMLKeys, _ path: String, kind: GestureNode.Kind?, minimum: Int) -> Int? {
        guard let node = keys["maximumTouches"], let value = count(keys, "maximumTouches", path) else { return nil }
        if let kind, kind != .pan, kind != .screenEdgePan {
            reader.report(node, YAMLNodeReader.join(path, "maximumTouches"), "maximumTouches is a pan's maximumNumberOfTouches; a \(kind.rawValue) has none")
            return nil
        }
        guard value >= minimum else {
            reader.report(node, YAMLNodeReader.join(path, "maximumTouches"), "must be at least touches (\(minimum)), found \(value)")
            return nil
        }
        return value
    }

    static let edgeNames: [(String, UIScreenEdgePanGestureRecognizer.Edges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

    /// A screen-edge pan's `edges`: required there (UIKit's default, none, never begins), refused elsewhere.
    private func edges(_ node: YAMLNode, _ keys: YAMLKeys, _ path: String, kind: GestureNode.Kind?) -> UIScreenEdgePanGestureRecognizer.Edges {
        let edgesPath = YAMLNodeReader.join(path, "edges")
        guard let edgesNode = keys["edges"] else {
            if kind == .screenEdgePan { reader.report(node, edgesPath, "missing: a screenEdgePan needs edges, such as [left]") }
            return []
        }
        if let kind, kind != .screenEdgePan {
            reader.report(edgesNode, edgesPath, "edges belong to a screenEdgePan; a \(kind.rawValue) has none")
            return []
        }
        guard let words = reader.strings(edgesNode, edgesPath) else { return [] }
        var edges: UIScreenEdgePanGestureRecognizer.Edges = []
        for (index, (word, wordNode)) in words.enumerated() {
            guard let edge = Self.edgeNames.first(where: { $0.0 == word })?.1 else {
                reader.report(wordNode, "\(edgesPath)[\(index)]", "unknown edge '\(word)'; expected top, left, bottom or right")
                continue
            }
            edges.insert(edge)
        }
        if words.isEmpty { reader.report(edgesNode, edgesPath, "a screenEdgePan needs at least one edge") }
        return edges
    }

    private func viewNames(_ keys: YAMLKeys, _ key: String, _ path: String) -> [String] {
        guard let node = keys[key], let words = reader.strings(node, YAMLNodeReader.join(path, key)) else { return [] }
        for (index, (word, wordNode)) in words.enumerated() {
            parser.registry.registerViewReference(word, node: wordNode, path: "\(YAMLNodeReader.join(path, key))[\(index)]")
        }
        return words.map(\.0)
    }

    private func recognizerNames(_ keys: YAMLKeys, _ key: String, _ path: String) -> [String] {
        guard let node = keys[key], let words = reader.strings(node, YAMLNodeReader.join(path, key)) else { return [] }
        for (index, (word, wordNode)) in words.enumerated() {
            parser.registry.registerRecognizerReference(word, node: wordNode, path: "\(YAMLNodeReader.join(path, key))[\(index)]")
        }
        return words.map(\.0)
    }
}
