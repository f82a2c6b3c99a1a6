import Foundation

/// The edits that give a view its behaviour without writing YAML by hand: a key removed
/// (a button made a plain view again), a recognizer added, changed or removed, the view made
/// a controller's root view. Each touches only the lines it changes, as the edits beside.
extension SceneTextEdit {
    /// The view's `key` and its value go; the rest of the view is left as written.
    public static func removingValue(of name: String, key: String, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        guard let keyNode = view.key(key), let value = view.value(key) else { throw SceneEditError("\(name) has no \(key)") }
        guard !["name", "frame"].contains(key) else { throw SceneEditError("a view keeps its \(key)") }
        source.replace(try pairSpan(key: keyNode, value: value, in: view.mapping, source: source), with: "")
        return source.text
    }

    /// A recognizer written as a flow mapping (`{name: cardTap, kind: tap}`), last in the
    /// view's `gestures` (the key made when the view has none).
    public static func addingGesture(_ written: String, to name: String, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        let (range, insertion) = try insertionPoint(for: ListItemText(lines: [written]), into: view, key: "gestures", in: source)
        source.replace(range, with: insertion)
        return source.text
    }

    /// The recognizer goes from its view's `gestures` (an emptied block list becomes `[]`).
    public static func removingGesture(_ gesture: String, from name: String, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        let (item, list) = try gestureItem(gesture, of: view)
        let (range, replacement) = try removal(of: item, from: list, key: view.key("gestures"), owner: gesture, in: source)
        source.replace(range, with: replacement)
        return source.text
    }

    /// One key of a recognizer given a value written as YAML: the old value's text replaced,
    /// or the key added after the recognizer's last one.
    public static func settingGestureValue(_ gesture: String, of name: String, key: String, to written: String,
                                           in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        let (item, _) = try gestureItem(gesture, of: view)
        guard let pairs = item.mapping, let last = pairs.last else { throw SceneEditError("\(gesture) is not a mapping") }
        if let value = item.mapping?[key] {
            source.replace(try source.offset(of: value)..<(try source.end(of: value)), with: written)
            return source.text
        }
        try insertKey(key, written, after: last, in: item, source: &source)
        return source.text
    }

    /// `key: written` added after the pair `after` of `mapping`: after a comma in a flow
    /// mapping, on a line of its own at the pair's column in a block one.
    static func insertKey(_ key: String, _ written: String, after pair: (key: YAMLNode, value: YAMLNode), in mapping: YAMLNode,
                          source: inout SceneSource) throws(SceneEditError) {
        let end = try source.end(of: pair.value)
        if try isFlow(mapping, in: source) {
            source.replace(end..<end, with: ", \(key): \(written)")
        } else {
            let indent = String(repeating: " ", count: source.column(of: try source.offset(of: pair.key)))
            let lineEnd = source.lineEnd(after: end)
            source.replace(lineEnd..<lineEnd, with: source.lineBreak + indent + "\(key): \(written)")
        }
    }

    /// The view becomes the root view of a new controller named `controller`, in its list
    /// as `{controller: NAME, view: …}`; a view that already is a controller's root view
    /// gives its controller the name instead.
    public static func makingControllerView(_ name: String, controller: String, in text: String) throws(SceneEditError) -> String {
        guard isPlainName(controller) else { throw SceneEditError("a name is letters, digits and _, starting with a letter") }
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        if let nameNode = try controllerNameNode(of: view, in: source) {
            source.replace(try source.offset(of: nameNode)..<(try source.end(of: nameNode)), with: controller)
            return source.text
        }
        guard let item = view.item, let list = view.list else { throw SceneEditError("\(name) has no list to sit in") }
        let start = try source.offset(of: item), end = try source.end(of: item)
        if try isFlow(item, in: source) {
            // A view written `{name: B, …}` stays on its line, inside the controller's braces.
            guard !source.slice(start..<end).contains(where: \.isNewline) else {
                throw SceneEditError("\(name) is written over several lines inside { }; put it on one line")
            }
            source.replace(start..<end, with: "{controller: \(controller), view: \(source.slice(start..<end))}")
            return source.text
        }
        // After the dash, the controller; the view's lines two deeper under `view:`. Comments
        // on the item's lines go with them.
        let lines = try itemText(item, in: list, source: source).lines
        let indent = String(repeating: " ", count: try dashColumn(of: item, source: source))
        let br = source.lineBreak
        let wrapped = ["controller: \(controller)", indent + "  view:", indent + "    " + lines[0]]
            + lines.dropFirst().map { $0.isEmpty ? $0 : indent + "  " + $0 }
        source.replace(start..<end, with: wrapped.joined(separator: br))
        return source.text
    }

    // MARK: Helpers

    /// A key and its value in a mapping, with the text that separates it from its
    /// neighbours: in a flow mapping one comma, in a block mapping its whole lines.
    static func pairSpan(key: YAMLNode, value: YAMLNode, in mapping: YAMLNode, source: SceneSource) throws(SceneEditError) -> Range<Int> {
        let start = try source.offset(of: key), end = try source.end(of: value)
        if try isFlow(mapping, in: source) {
            var after = end
            while after < source.scalars.count, source.scalars[after] == " " { after += 1 }
            if after < source.scalars.count, source.scalars[after] == "," {
                after += 1
                while after < source.scalars.count, source.scalars[after] == " " { after += 1 }
                return start..<after
            }
            var before = start
            while before > 0, source.scalars[before - 1] == " " { before -= 1 }
            if before > 0, source.scalars[before - 1] == "," { return (before - 1)..<end }
            return start..<end
        }
        let lineStart = source.lineStart(before: start)
        guard source.slice(lineStart..<start).allSatisfy({ $0 == " " }) else {
            throw SceneEditError("\(key.string ?? "the key") does not start its own line")
        }
        return lineStart..<source.nextLineStart(after: end)
    }

    private static func gestureItem(_ gesture: String, of view: SceneViewLocation) throws(SceneEditError) -> (YAMLNode, YAMLNode) {
        guard let list = view.value("gestures"), let items = list.sequence,
              let item = items.first(where: { $0.mapping?["name"]?.string == gesture }) else {
            throw SceneEditError("\(view.name) has no recognizer named \(gesture)")
        }
        return (item, list)
    }

    /// The `controller:` value of the controller whose root view `view` is, if it is one.
    private static func controllerNameNode(of view: SceneViewLocation, in source: SceneSource) throws(SceneEditError) -> YAMLNode? {
        if let item = view.item { return item.mapping?["controller"] }
        let windows: [YAMLNode] = source.root.mapping?["windows"]?.sequence.map { Array($0) } ?? []
        let roots: [YAMLNode] = ([source.root.mapping?["root"]] + windows.map { $0.mapping?["root"] }).compactMap { $0 }
        let offset = try source.offset(of: view.mapping)
        for root in roots {
            guard let rootView = root.mapping?["view"] else { continue }
            if try source.offset(of: rootView) == offset { return root.mapping?["controller"] }
        }
        return nil
    }
}
