import Foundation

/// A scene file's text as scalars, with the tree YAMLComposer read from it: each node's mark
/// carries its offset in Unicode scalars (libyaml's count), so an edit can replace exactly
/// the characters of one value.
struct SceneSource {
    var scalars: [Unicode.Scalar]
    let root: YAMLNode

    init(text: String) throws(SceneEditError) {
        scalars = Array(text.unicodeScalars)
        let composed: YAMLNode?
        do {
            composed = try YAMLComposer.compose(text)
        } catch {
            let diagnostic = YAMLSyntaxError.diagnostic(for: error, file: "", text: text)
            throw SceneEditError("the file is not valid YAML: line \(diagnostic.line), column \(diagnostic.column): \(diagnostic.message)")
        }
        guard let composed else { throw SceneEditError("the file is empty") }
        root = composed
    }

    var text: String {
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars)
        return String(string)
    }

    func offset(of node: YAMLNode) throws(SceneEditError) -> Int {
        let offset = node.mark.offset
        guard offset >= 0, offset <= scalars.count else { throw SceneEditError("a value of the file has no position") }
        return offset
    }

    /// Where the node's own text ends (exclusive): the end of a scalar's token, the closing
    /// bracket of a flow collection, the end of the last value of a block collection.
    func end(of node: YAMLNode) throws(SceneEditError) -> Int {
        let start = try offset(of: node)
        switch node {
        case .scalar(let scalar):
            switch scalar.style {
            case .plain, .any: return start + scalar.string.unicodeScalars.count
            case .singleQuoted: return try quotedEnd(from: start, quote: "'")
            case .doubleQuoted: return try quotedEnd(from: start, quote: "\"")
            case .literal, .folded: throw SceneEditError("block text (| or >) inside a view cannot be edited here")
            }
        case .mapping(let mapping):
            if mapping.style == .flow || scalars[start] == "{" { return try flowEnd(from: start) }
            guard let last = Array(mapping).last else { return start }
            return try end(of: last.value)
        case .sequence(let sequence):
            if sequence.style == .flow || scalars[start] == "[" { return try flowEnd(from: start) }
            guard let last = sequence.last else { return start }
            return try end(of: last)
        }
    }

    private func quotedEnd(from start: Int, quote: Unicode.Scalar) throws(SceneEditError) -> Int {
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if quote == "\"" && scalar == "\\" { index += 2; continue }
            if scalar == quote {
                // '' is an escaped quote inside single quotes.
                if quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" { index += 2; continue }
                return index + 1
            }
            index += 1
        }
        throw SceneEditError("a quoted value has no closing quote")
    }

    /// The offset after the bracket that closes the one at `start`, skipping quotes and comments.
    private func flowEnd(from start: Int) throws(SceneEditError) -> Int {
        var depth = 0, index = start
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "[", "{": depth += 1
            case "]", "}":
                depth -= 1
                if depth == 0 { return index + 1 }
            case "\"", "'":
                index = try quotedEnd(from: index, quote: scalar) - 1
            case "#" where index > 0 && (scalars[index - 1] == " " || scalars[index - 1] == "\t"):
                while index < scalars.count, !SourceLines.isBreak(scalars[index]) { index += 1 }
            default: break
            }
            index += 1
        }
        throw SceneEditError("a bracket is never closed")
    }

    // MARK: Lines

    func lineStart(before offset: Int) -> Int {
        var index = offset
        while index > 0, !SourceLines.isBreak(scalars[index - 1]) { index -= 1 }
        return index
    }

    /// The offset of the line break ending the line `offset` is on (or the text's end).
    func lineEnd(after offset: Int) -> Int {
        var index = offset
        while index < scalars.count, !SourceLines.isBreak(scalars[index]) { index += 1 }
        return index
    }

    /// The offset after the line's break (CR LF counted once).
    func nextLineStart(after offset: Int) -> Int {
        var index = lineEnd(after: offset)
        guard index < scalars.count else { return index }
        if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
        return index + 1
    }

    /// The line break the file already uses, so inserted lines match it.
    var lineBreak: String {
        if let index = scalars.firstIndex(where: SourceLines.isBreak) {
            return scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? "\r\n" : String(Character(scalars[index]))
        }
        return "\n"
    }

    func column(of offset: Int) -> Int {
        offset - lineStart(before: offset)
    }

    func slice(_ range: Range<Int>) -> String {
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars[range])
        return String(string)
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
    }
}
