import Foundation
import ResponderCore

extension SceneNodeParser {
    static let windowKeys = ["name", "windowLevel", "key", "passthrough", "root", "frame", "size", "subviews", "overrides"]
    /// The methods a window's class may override that decide where a touch goes (from a capture).
    static let windowOverrideNames = ["hitTest", "pointInside"]

    /// Top-level `windows:`, a list of `{name, windowLevel, key, passthrough, root, frame or size,
    /// subviews, overrides}`.
    func windows(_ node: YAMLNode, screen: CGSize) -> [WindowNode] {
        guard let sequence = node.sequence else {
            reader.report(node, "windows", "expected a list of windows {name, windowLevel, root}, found \(node.kindDescription)")
            return []
        }
        // The main window is one of them.
        guard sequence.count < ModelLimits.maximumWindows else {
            reader.report(node, "windows", "\(sequence.count) further windows: a scene holds at most \(ModelLimits.maximumWindows) windows, the main one included")
            return []
        }
        var result: [WindowNode] = []
        var keyPath: String?
        for (index, item) in sequence.enumerated() {
            let path = "windows[\(index)]"
            if let window = window(item, path, screen: screen, keyPath: &keyPath) { result.append(window) }
        }
        return result
    }

    /// `keyPath`: where the key window was given so far, for "at most one".
    private func window(_ node: YAMLNode, _ path: String, screen: CGSize, keyPath: inout String?) -> WindowNode? {
        guard let keys = reader.mapping(node, path, allowed: Self.windowKeys) else { return nil }
        let name = keys["name"].flatMap { reader.string($0, "\(path).name") }
        if let name, let nameNode = keys["name"] { registry.register(name: name, node: nameNode, path: "\(path).name") }
        if keys["name"] == nil { reader.report(node, "\(path).name", "missing: every window needs a name") }
        let level = keys["windowLevel"].map { windowLevel($0, "\(path).windowLevel") } ?? .normal
        let key = keys["key"].flatMap { reader.bool($0, "\(path).key") } ?? false
        if key, let keyNode = keys["key"] {
            if let keyPath {
                reader.report(keyNode, "\(path).key", "only one window can be the key window: \(keyPath) already is")
            } else {
                keyPath = path
            }
        }
        let passthrough = keys["passthrough"].flatMap { reader.bool($0, "\(path).passthrough") } ?? false
        let frame = windowFrame(keys, path, screen: screen)
        guard let rootNode = keys["root"] else {
            reader.report(node, "\(path).root", "missing: a window needs a root view controller {controller: NAME, view: {...}}")
            return nil
        }
        let root = controller(rootNode, "\(path).root", depth: 1)
        // Views beside the root view controller's view, in front of it, as the main window's `subviews`.
        let subviews = subviews(keys, path, depth: 1)
        let overrides = keys["overrides"].map { windowOverrides($0, "\(path).overrides") } ?? []
        guard let root, let name, let level, let frame else { return nil }
        var window = WindowNode(name: name, level: level, key: key, passthrough: passthrough, frame: frame, root: root)
        window.subviews = subviews
        window.overrides = overrides
        return window
    }

    /// A window's `overrides`: `hitTest` and `pointInside` only, the two that decide its touches.
    func windowOverrides(_ node: YAMLNode, _ path: String) -> [String] {
        guard let words = reader.strings(node, path) else { return [] }
        for (word, wordNode) in words where !Self.windowOverrideNames.contains(word) {
            reader.report(wordNode, path, "unknown method '\(word)'; a window's overrides are \(Self.windowOverrideNames.joined(separator: ", "))")
        }
        return words.map(\.0).filter(Self.windowOverrideNames.contains)
    }

    /// `normal`, `statusBar`, `alert` (UIKit's 0, 1000 and 2000) or a number.
    private func windowLevel(_ node: YAMLNode, _ path: String) -> UIWindow.Level? {
        switch node.scalar?.string {
        case "normal": return .normal
        case "statusBar": return .statusBar
        case "alert": return .alert
        default:
            // A number takes the path every number of a scene takes (finite, within the model's
            // range): a level of 1e19 once crashed the drawing on its conversion to an integer.
            if let scalar = node.scalar, scalar.style == .plain, Double(scalar.string) != nil {
                return reader.number(node, path).map { UIWindow.Level(CGFloat($0)) }
            }
            reader.report(node, path, "expected normal, statusBar, alert or a number, found \(node.scalar.map { "'\($0.string)'" } ?? node.kindDescription)")
            return nil
        }
    }

    /// `frame: [x, y, w, h]`, `size: [w, h]` (at the origin), or neither (the main window's bounds).
    private func windowFrame(_ keys: YAMLKeys, _ path: String, screen: CGSize) -> CGRect? {
        switch (keys["frame"], keys["size"]) {
        case (_?, let sizeNode?):
            reader.report(sizeNode, "\(path).size", "give 'frame' or 'size', not both: 'size' places the window at the origin")
            return nil
        case (let frameNode?, nil):
            return frameRect(frameNode, "\(path).frame")
        case (nil, let sizeNode?):
            guard let values = reader.numbers(sizeNode, "\(path).size", count: 2) else { return nil }
            guard values[0] >= 0, values[1] >= 0 else {
                reader.report(sizeNode, "\(path).size", "width and height must not be negative, found \(values[0].compact) × \(values[1].compact)")
                return nil
            }
            return CGRect(x: 0, y: 0, width: values[0], height: values[1])
        case (nil, nil):
            return CGRect(origin: .zero, size: screen)
        }
    }
}
