import Foundation

/// The scene's own texts, `explanation` and `events`, written as YAML block text (`|`) so a
/// teacher's lines stay lines: the key's lines are replaced, or the key is added before `root`.
extension SceneTextEdit {
    /// `key` (a top-level key such as `explanation`) holds `text`; the lines of its old value
    /// go, comments and keys around it stay as written.
    public static func settingText(_ key: String, to text: String, in fileText: String) throws(SceneEditError) -> String {
        var source = try SceneSource(text: fileText)
        guard let pairs = source.root.mapping else { throw SceneEditError("the file is not a mapping") }
        let br = source.lineBreak
        let written = "\(key):" + blockText(text, lineBreak: br)
        guard let index = pairs.firstIndex(where: { $0.key.string == key }) else {
            guard let root = pairs.first(where: { $0.key.string == "root" }) else { throw SceneEditError("the file has no root") }
            guard source.column(of: try source.offset(of: root.key)) == 0 else { throw SceneEditError("root does not start its line") }
            let start = leadingLinesStart(before: source.lineStart(before: try source.offset(of: root.key)), in: source)
            source.replace(start..<start, with: written + br)
            return source.text
        }
        let keyStart = try source.offset(of: pairs[index].key)
        guard source.column(of: keyStart) == 0 else { throw SceneEditError("\(key) does not start its line") }
        let end = try valueLinesEnd(after: index, in: source)
        source.replace(keyStart..<end, with: written + br)
        return source.text
    }

    /// `|` and the lines indented by two spaces, without trailing spaces; empty text is `""`.
    static func blockText(_ text: String, lineBreak br: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\t", with: "    ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        let trimmed = Array(lines.reversed().drop { $0.isEmpty }.reversed())
        guard !trimmed.isEmpty else { return " \"\"" }
        // A first line starting with a space needs the indentation said, or YAML would take it for the block's.
        let header = trimmed[0].hasPrefix(" ") ? " |2" : " |"
        return header + br + trimmed.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: br)
    }

    /// Where the top-level value after key `index` ends: the start of the next top-level
    /// key's lines (the blank lines and column-0 comments before it belong to it).
    private static func valueLinesEnd(after index: Int, in source: SceneSource) throws(SceneEditError) -> Int {
        guard let pairs = source.root.mapping else { return source.scalars.count }
        guard index + 1 < pairs.count else { return leadingLinesStart(before: source.scalars.count, in: source) }
        return leadingLinesStart(before: source.lineStart(before: try source.offset(of: pairs[index + 1].key)), in: source)
    }

    /// From a line's start, back over the blank lines and column-0 comments just above it.
    static func leadingLinesStart(before lineStart: Int, in source: SceneSource) -> Int {
        var start = lineStart
        while start > 0 {
            var lineEnd = start
            if source.scalars[lineEnd - 1] == "\n" { lineEnd -= 1 }
            if lineEnd > 0, source.scalars[lineEnd - 1] == "\r" { lineEnd -= 1 }
            let previous = source.lineStart(before: lineEnd)
            let line = source.slice(previous..<lineEnd)
            guard line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") else { break }
            start = previous
        }
        return start
    }
}
