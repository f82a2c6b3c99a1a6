import Foundation

/// Edits of a scene file's text that touch only what they change: a new frame replaces the
/// four numbers of `frame`; a structural edit rewrites only the list item it adds, removes
/// or moves. Comments and formatting elsewhere stay byte for byte. Each edit checks its
/// names; whether the result is a valid scene is for the caller to check by parsing it.
public enum SceneTextEdit {
    public static func settingFrame(of name: String, to frame: CGRect, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        guard let frameNode = view.value("frame"), let numbers = frameNode.sequence, numbers.count == 4 else {
            throw SceneEditError("\(name) has no frame of four numbers")
        }
        try checkWrittenHere(view, key: "frame")
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        // From the last number to the first, so the earlier offsets stay valid.
        for (node, value) in zip(numbers, values).reversed() {
            guard node.scalar?.style == .plain else { throw SceneEditError("\(name).frame holds a value that is not a plain number") }
            let start = try source.offset(of: node)
            source.replace(start..<(try source.end(of: node)), with: number(value))
        }
        return source.text
    }

    /// Why the view's frame cannot be changed in the text, or nil: what a drag in edit mode
    /// asks before the view follows the pointer, so that it is not moved on screen and then
    /// put back by the edit's refusal.
    public static func frameEditProblem(of name: String, in text: String) -> String? {
        do {
            let source = try SceneSource(text: text)
            let view = try location(name, in: source)
            try checkWrittenHere(view, key: "frame")
            return nil
        } catch {
            return error.description
        }
    }

    /// A value given by a YAML alias (`frame: *card`) is the anchored value, written at the
    /// anchor, before its own key: changing that text would change the anchor's owner too,
    /// so such an edit is refused.
    private static func checkWrittenHere(_ view: SceneViewLocation, key: String) throws(SceneEditError) {
        guard let keyNode = view.key(key), let value = view.value(key), value.mark.offset < keyNode.mark.offset else { return }
        throw SceneEditError("\(view.name).\(key) is a YAML alias of a value written elsewhere; give \(view.name) its own \(key) in the file to edit it")
    }

    public static func renaming(_ name: String, to newName: String, in text: String) throws(SceneEditError) -> String {
        guard isPlainName(newName) else { throw SceneEditError("a name is letters, digits and _, starting with a letter") }
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        guard let nameNode = view.value("name") else { throw SceneEditError("\(name) has no name key") }
        let start = try source.offset(of: nameNode)
        source.replace(start..<(try source.end(of: nameNode)), with: newName)
        return source.text
    }

    /// A colour word or `#RRGGBB`.
    public static func recoloring(_ name: String, to color: String, in text: String) throws(SceneEditError) -> String {
        try settingValue(of: name, key: "color", to: color.hasPrefix("#") ? "\"\(color)\"" : color, in: text)
    }

    /// A view-node key given a value written as YAML (`true`, `0.5`, `[touches]`): the old
    /// value's text is replaced, or a view without the key gets it after its `frame`.
    public static func settingValue(of name: String, key: String, to written: String, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        if let valueNode = view.value(key) {
            try checkWrittenHere(view, key: key)
            let start = try source.offset(of: valueNode)
            source.replace(start..<(try source.end(of: valueNode)), with: written)
            return source.text
        }
        guard let frameKey = view.key("frame"), let frameValue = view.value("frame") else {
            throw SceneEditError("\(name) has no frame")
        }
        try checkWrittenHere(view, key: "frame")
        let frameEnd = try source.end(of: frameValue)
        if try isFlow(view.mapping, in: source) {
            source.replace(frameEnd..<frameEnd, with: ", \(key): \(written)")
        } else {
            let indent = String(repeating: " ", count: source.column(of: try source.offset(of: frameKey)))
            let lineEnd = source.lineEnd(after: frameEnd)
            source.replace(lineEnd..<lineEnd, with: source.lineBreak + indent + "\(key): \(written)")
        }
        return source.text
    }

    /// A new view, frontmost among the parent's subviews, written on one line.
    public static func addingSubview(named name: String, frame: CGRect, color: String, to parent: String,
                                     in text: String) throws(SceneEditError) -> String {
        guard isPlainName(name) else { throw SceneEditError("a name is letters, digits and _, starting with a letter") }
        var source = try SceneSource(text: text)
        let parentView = try location(parent, in: source)
        let written = color.hasPrefix("#") ? "\"\(color)\"" : color
        let item = ListItemText(lines: ["{name: \(name), frame: \(frameList(frame)), color: \(written)}"])
        let (range, insertion) = try insertionPoint(for: item, into: parentView, key: "subviews", in: source)
        source.replace(range, with: insertion)
        return source.text
    }

    /// Removes the view with its subviews (a child controller's view goes with its controller).
    public static func deleting(_ name: String, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        let (range, replacement) = try removal(of: view, in: source)
        source.replace(range, with: replacement)
        return source.text
    }

    /// Swaps the view with its sibling `offset` places away: +1 is one step towards the
    /// front (later in `subviews`, drawn over and hit-tested first), −1 towards the back.
    public static func movingAmongSiblings(_ name: String, by offset: Int, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let view = try location(name, in: source)
        guard let list = view.list?.sequence else { throw SceneEditError("\(name) is the root view: it has no siblings") }
        let other = view.index + offset
        guard list.indices.contains(other) else {
            throw SceneEditError(offset > 0 ? "\(name) is already the frontmost of its siblings" : "\(name) is already the backmost of its siblings")
        }
        let first = try span(of: list[min(view.index, other)], in: view.list!, source: source)
        let second = try span(of: list[max(view.index, other)], in: view.list!, source: source)
        let swapped = source.slice(second) + source.slice(first.upperBound..<second.lowerBound) + source.slice(first)
        source.replace(first.lowerBound..<second.upperBound, with: swapped)
        return source.text
    }

    /// Moves the view (with its subviews) to the front of `parent`'s subviews, at `frame` in
    /// its new superview's coordinates.
    public static func reparenting(_ name: String, into parent: String, frame: CGRect, in text: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: text)
        let all = SceneViewLocation.all(in: source.root)
        guard let view = all[name], let item = view.item, let list = view.list else {
            throw SceneEditError(all[name] == nil ? "no view is named \(name)" : "\(name) is the root view: it cannot move")
        }
        guard let newParent = all[parent] else { throw SceneEditError("no view is named \(parent)") }
        guard view.parent != parent else { throw SceneEditError("\(name) is already a subview of \(parent)") }
        var ancestor: String? = parent
        while let current = ancestor {
            if current == name { throw SceneEditError("\(name) cannot go inside itself or one of its subviews") }
            ancestor = all[current]?.parent
        }
        let moved = try itemText(item, in: list, source: source)
        let (insertAt, insertion) = try insertionPoint(for: moved, into: newParent, key: "subviews", in: source)
        let (range, replacement) = try removal(of: view, in: source)
        // The later change first, so the other's offsets stay valid (the two never overlap:
        // the new parent is not inside the view).
        if insertAt.lowerBound >= range.upperBound {
            source.replace(insertAt, with: insertion)
            source.replace(range, with: replacement)
        } else {
            source.replace(range, with: replacement)
            source.replace(insertAt, with: insertion)
        }
        return try settingFrame(of: name, to: frame, in: source.text)
    }

    // MARK: Helpers

    static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first), name.count <= 40 else { return false }
        // Words YAML would read as booleans or null must not become names unquoted.
        guard !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(name.lowercased()) else { return false }
        return name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" } && name.allSatisfy(\.isASCII)
    }

    static func location(_ name: String, in source: SceneSource) throws(SceneEditError) -> SceneViewLocation {
        guard let view = SceneViewLocation.all(in: source.root)[name] else { throw SceneEditError("no view is named \(name)") }
        return view
    }

    /// A number as the file writes it: a dragged frame's to two decimals, then as every scene
    /// number is written.
    public static func number(_ value: Double) -> String {
        ((value * 100).rounded() / 100).compact
    }

    static func frameList(_ frame: CGRect) -> String {
        "[" + [frame.minX, frame.minY, frame.width, frame.height].map(number).joined(separator: ", ") + "]"
    }

    static func isFlow(_ node: YAMLNode, in source: SceneSource) throws(SceneEditError) -> Bool {
        let start = try source.offset(of: node)
        return start < source.scalars.count && (source.scalars[start] == "{" || source.scalars[start] == "[")
    }

    /// A list item's whole text: for a block list, its lines from the dash to the end of
    /// its last value (with a comment there); for a flow list, the value itself.
    static func span(of item: YAMLNode, in list: YAMLNode, source: SceneSource) throws(SceneEditError) -> Range<Int> {
        let start = try source.offset(of: item), end = try source.end(of: item)
        if try isFlow(list, in: source) { return start..<end }
        let lineStart = source.lineStart(before: start)
        guard source.slice(lineStart..<start).trimmingCharacters(in: .whitespaces).hasPrefix("-") else {
            throw SceneEditError("a list item does not start on its dash's line")
        }
        return lineStart..<source.nextLineStart(after: end)
    }

    /// The column of a block list's dashes.
    static func dashColumn(of item: YAMLNode, source: SceneSource) throws(SceneEditError) -> Int {
        let start = try source.offset(of: item)
        let lineStart = source.lineStart(before: start)
        guard let dash = source.scalars[lineStart..<start].firstIndex(of: "-") else {
            throw SceneEditError("a list item does not start on its dash's line")
        }
        return dash - lineStart
    }

    /// What removing a view from its list means in the text: its item goes; a block list
    /// left empty becomes `[]`, since an empty `subviews:` would not be a list.
    private static func removal(of view: SceneViewLocation, in source: SceneSource) throws(SceneEditError) -> (Range<Int>, String) {
        guard let item = view.item, let list = view.list else {
            throw SceneEditError("\(view.name) is the root view: it cannot be removed")
        }
        return try removal(of: item, from: list, key: view.parentKey(in: source.root, "subviews"), owner: view.name, in: source)
    }

    /// What removing one item of a list (a view, a recognizer) means in the text; `key` is
    /// the list's key node, needed when the item is a block list's only one.
    static func removal(of item: YAMLNode, from list: YAMLNode, key: YAMLNode?, owner: String,
                        in source: SceneSource) throws(SceneEditError) -> (Range<Int>, String) {
        guard let items = list.sequence else { throw SceneEditError("\(owner) is not in a list") }
        let itemSpan = try span(of: item, in: list, source: source)
        if try isFlow(list, in: source) {
            // Take one comma with it: the one after, or else the one before.
            var after = itemSpan.upperBound
            while after < source.scalars.count, source.scalars[after] == " " { after += 1 }
            if after < source.scalars.count, source.scalars[after] == "," {
                after += 1
                while after < source.scalars.count, source.scalars[after] == " " { after += 1 }
                return (itemSpan.lowerBound..<after, "")
            }
            var before = itemSpan.lowerBound
            while before > 0, source.scalars[before - 1] == " " { before -= 1 }
            if before > 0, source.scalars[before - 1] == "," { return ((before - 1)..<itemSpan.upperBound, "") }
            return (itemSpan, "")
        }
        guard items.count == 1 else { return (itemSpan, "") }
        guard let key else { throw SceneEditError("\(owner)'s list has no key") }
        var colon = try source.end(of: key)
        while colon < source.scalars.count, source.scalars[colon] != ":" { colon += 1 }
        return ((colon + 1)..<source.lineEnd(after: try source.end(of: item)), " []")
    }

    /// A list item's text, ready to be written in another list: the value after the dash,
    /// then its other lines indented relative to the dash.
    static func itemText(_ item: YAMLNode, in list: YAMLNode, source: SceneSource) throws(SceneEditError) -> ListItemText {
        let start = try source.offset(of: item), end = try source.end(of: item)
        let lines = source.slice(start..<end).components(separatedBy: source.lineBreak)
        guard lines.count > 1 else { return ListItemText(lines: lines) }
        guard try !isFlow(list, in: source) else {
            throw SceneEditError("a view written over several lines inside [ ] cannot move; put it on one line")
        }
        let dash = try dashColumn(of: item, source: source)
        let rest = lines.dropFirst().map { line -> String in
            let spaces = line.prefix { $0 == " " }.count
            return spaces >= dash ? String(line.dropFirst(dash)) : line
        }
        return ListItemText(lines: [lines[0]] + rest)
    }

    /// Where an item goes to be the last of `parent`'s `key` list (`subviews`, `gestures`), and the text to put there
    /// (most often an insertion: an empty range).
    static func insertionPoint(for item: ListItemText, into parent: SceneViewLocation, key: String,
                               in source: SceneSource) throws(SceneEditError) -> (Range<Int>, String) {
        let br = source.lineBreak
        if let list = parent.value(key), let items = list.sequence {
            if try isFlow(list, in: source) {
                guard item.lines.count == 1 else { throw SceneEditError("\(parent.name)'s \(key) are written inside [ ]: an item of several lines cannot go there") }
                let close = try source.end(of: list) - 1
                return (close..<close, (items.isEmpty ? "" : ", ") + item.lines[0])
            }
            guard let last = items.last else { throw SceneEditError("\(parent.name)'s \(key) list is empty") }
            let indent = String(repeating: " ", count: try dashColumn(of: last, source: source))
            let offset = source.nextLineStart(after: try source.end(of: last))
            let lead = offset == source.scalars.count && !(source.scalars.last.map(SourceLines.isBreak) ?? true) ? br : ""
            return (offset..<offset, lead + item.block(indent: indent, lineBreak: br))
        }
        if try isFlow(parent.mapping, in: source) {
            if let expanded = try blockLines(ofOneLine: parent, in: source) {
                // A one-line view that gets its first subview is written out as a block, so
                // that the file stays one view a line rather than one ever longer line.
                let span = try source.offset(of: parent.mapping)..<(try source.end(of: parent.mapping))
                let indent = String(repeating: " ", count: source.column(of: span.lowerBound))
                let block = expanded.joined(separator: br + indent) + br + indent + "\(key):" + br
                    + item.block(indent: indent + "  ", lineBreak: br).dropLast(br.count)
                return (span, block)
            }
            guard item.lines.count == 1 else { throw SceneEditError("\(parent.name) is written inside { }: an item of several lines cannot go there") }
            let close = try source.end(of: parent.mapping) - 1
            return (close..<close, ", \(key): [\(item.lines[0])]")
        }
        let keyColumn = source.column(of: try source.offset(of: parent.mapping))
        let indent = String(repeating: " ", count: keyColumn)
        let offset = source.lineEnd(after: try source.end(of: parent.mapping))
        return (offset..<offset, br + indent + "\(key):" + br + item.block(indent: indent + "  ", lineBreak: br).dropLast(br.count))
    }

    /// A flow mapping `{name: B, frame: [...]}` that is a block list's item, on one line and
    /// without comments, as block lines `name: B`, `frame: [...]`; nil for any other.
    private static func blockLines(ofOneLine view: SceneViewLocation, in source: SceneSource) throws(SceneEditError) -> [String]? {
        guard let item = view.item, let list = view.list, try !isFlow(list, in: source),
              try source.offset(of: item) == (try source.offset(of: view.mapping)), let pairs = view.mapping.mapping else { return nil }
        let start = try source.offset(of: view.mapping), end = try source.end(of: view.mapping)
        // Only alone on its line: a comment after it would end up after the new subview.
        let rest = source.slice(end..<source.lineEnd(after: end))
        guard !source.slice(start..<end).contains(where: { $0 == "#" || $0.isNewline }),
              rest.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        var lines: [String] = []
        for pair in pairs {
            let key = source.slice((try source.offset(of: pair.key))..<(try source.end(of: pair.key)))
            let value = source.slice((try source.offset(of: pair.value))..<(try source.end(of: pair.value)))
            lines.append("\(key): \(value)")
        }
        return lines
    }
}

extension SceneViewLocation {
    /// The key node under which the view's list sits in its parent's mapping.
    func parentKey(in root: YAMLNode, _ key: String) -> YAMLNode? {
        guard let parent else { return nil }
        return SceneViewLocation.all(in: root)[parent]?.key(key)
    }
}

extension SceneTextEdit {
    /// "[100, 40, 200, 150]", as the file will hold it.
    public static func frameText(_ frame: CGRect) -> String { frameList(frame) }
}

extension SceneTextEdit {
    /// A scene file's text, read as the loader reads it (size limit, UTF-8), to be edited.
    public static func readText(of url: URL, file: String) throws(SourceDiagnostics) -> String {
        try SourceFile.text(of: url, file: file, maximumSize: SceneParser.maximumFileSize)
    }
}
