import Foundation

/// A responder given an action it implements (`actions: ["buttonTapped:"]`), so that a
/// control whose target it is runs the action instead of crashing UIKit with "unrecognized
/// selector". Only the list, or the one new key, changes.
extension SceneTextEdit {
    /// `action` added last to the `actions` of the view, controller or app delegate named
    /// `responder`; the text is unchanged when it is there already. A responder without the
    /// key gets `actions: ["…"]` after its `controller:` (a controller), its `frame` (a view)
    /// or its `name` (the delegate); the default delegate, not written, gets a `delegate:` line.
    public static func addingAction(_ action: String, to responder: String, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let written = "\"\(action)\""
        guard let (mapping, anchor) = try responderMapping(responder, in: source) else {
            // The default delegate, not written in the file: it is written now, before `root`.
            guard let root = source.root.mapping?.first(where: { $0.key.string == "root" }),
                  source.column(of: try source.offset(of: root.key)) == 0 else { throw SceneEditError("the file has no root at its first column") }
            let start = leadingLinesStart(before: source.lineStart(before: try source.offset(of: root.key)), in: source)
            source.replace(start..<start, with: "delegate: {name: \(responder), actions: [\(written)]}" + source.lineBreak)
            return source.text
        }
        if let list = mapping.mapping?["actions"] {
            guard let items = list.sequence else { throw SceneEditError("\(responder).actions is not a list") }
            if items.contains(where: { $0.string == action }) { return text }
            let location = SceneViewLocation(name: responder, mapping: mapping, item: nil, parent: nil, list: nil, index: 0)
            let (range, insertion) = try insertionPoint(for: ListItemText(lines: [written]), into: location, key: "actions", in: source)
            source.replace(range, with: insertion)
            return source.text
        }
        guard let pairs = mapping.mapping, let after = pairs.first(where: { $0.key.string == anchor }) ?? pairs.first else {
            throw SceneEditError("\(responder) has no key to write its actions after")
        }
        try insertKey("actions", "[\(written)]", after: after, in: mapping, source: &source)
        return source.text
    }

    /// The mapping that describes the responder, and the key its new keys go after; nil for
    /// the default delegate when the file has no `delegate:`.
    private static func responderMapping(_ name: String, in source: SceneSource) throws(SceneEditError) -> (YAMLNode, String)? {
        let top = source.root.mapping
        let windows: [YAMLNode] = top?["windows"]?.sequence.map { Array($0) } ?? []
        let roots = ([top?["root"]] + windows.map { $0.mapping?["root"] }).compactMap { $0 }
        if let root = roots.first(where: { $0.mapping?["controller"]?.string == name }) { return (root, "controller") }
        let views = SceneViewLocation.all(in: source.root)
        // A child controller is the list item that holds its root view.
        if let item = views.values.compactMap(\.item).first(where: { $0.mapping?["controller"]?.string == name }) { return (item, "controller") }
        if let view = views[name] { return (view.mapping, "frame") }
        if let delegate = top?["delegate"], (delegate.mapping?["name"]?.string ?? "AppDelegate") == name { return (delegate, "name") }
        if name == "AppDelegate", top?["delegate"] == nil { return nil }
        throw SceneEditError("no view, controller or delegate is named \(name)")
    }
}
