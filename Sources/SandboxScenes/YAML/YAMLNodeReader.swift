import Foundation

/// Reads a composed YAML tree (YAMLComposer) while collecting every problem with its line and column,
/// so a scene file's errors are all reported at once.
final class YAMLNodeReader {
    let file: String
    private(set) var diagnostics: [SourceDiagnostic] = []
    /// Problems that do not stop the scene from loading, each message starting "warning: ".
    private(set) var warnings: [SourceDiagnostic] = []
    /// Guards against alias bombs and huge generated files.
    private var nodesVisited = 0
    static let nodeLimit = 500_000

    init(file: String) {
        self.file = file
    }

    func report(_ node: YAMLNode?, _ path: String, _ message: String) {
        let mark = node?.mark
        diagnostics.append(SourceDiagnostic(
            file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, path: path, message: message
        ))
    }

    func warn(_ node: YAMLNode, _ path: String, _ message: String) {
        let mark = node.mark
        warnings.append(SourceDiagnostic(
            file: file, line: mark.line, column: mark.column, path: path, message: "warning: " + message
        ))
    }

    /// Whether the walk may go on; past the limit one error is reported and the rest skipped.
    func visit(_ node: YAMLNode, _ path: String) -> Bool {
        nodesVisited += 1
        if nodesVisited == Self.nodeLimit {
            report(node, path, "the file has more than \(Self.nodeLimit) values; the rest is not read")
        }
        return nodesVisited < Self.nodeLimit
    }

    /// The mapping's pairs; unknown keys are errors, so that typos never pass silently.
    func mapping(_ node: YAMLNode, _ path: @autoclosure () -> String, allowed: [String]) -> YAMLKeys? {
        guard let mapping = node.mapping else {
            report(node, path(), "expected a mapping (key: value pairs), found \(node.kindDescription)")
            return nil
        }
        var pairs = YAMLKeys()
        for (key, value) in mapping {
            guard let word = key.scalar?.string else {
                report(key, path(), "keys must be plain words, found \(key.kindDescription)")
                continue
            }
            guard allowed.contains(word) else {
                // A garbage key can be megabytes long; the error line shows its start.
                let shown = word.shownInMessage()
                report(key, Self.join(path(), shown), "unknown key '\(shown)'\(Self.suggestion(for: word, among: allowed))")
                continue
            }
            pairs[word] = value
        }
        return pairs
    }

    func string(_ node: YAMLNode, _ path: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar, !node.isNull else {
            report(node, path(), "expected a string, found \(node.kindDescription)")
            return nil
        }
        // Blank means only spaces and tabs (CharacterSet.whitespaces), checked without Foundation.
        guard !scalar.string.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }) else {
            report(node, path(), "must not be empty")
            return nil
        }
        return scalar.string
    }

    func optionalString(_ node: YAMLNode, _ path: @autoclosure () -> String) -> String?? {
        if node.isNull { return .some(nil) }
        return string(node, path()).map { .some($0) }
    }

    func bool(_ node: YAMLNode, _ path: @autoclosure () -> String) -> Bool? {
        switch node.scalar?.string.lowercased() {
        case "true"?: return true
        case "false"?: return false
        default:
            report(node, path(), "expected true or false, found \(node.kindDescription)")
            return nil
        }
    }

    func number(_ node: YAMLNode, _ path: @autoclosure () -> String) -> Double? {
        guard let scalar = node.scalar else {
            report(node, path(), "expected a number, found \(node.kindDescription)")
            return nil
        }
        let text = scalar.string
        // YAML spells infinity and NaN .inf and .nan; Double(_:) reads neither.
        if let first = text.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-"),
           [".inf", "+.inf", "-.inf", ".nan"].contains(text.lowercased()), scalar.style == .plain {
            report(node, path(), "expected a finite number, found \(text)")
            return nil
        }
        guard scalar.style == .plain, let value = Double(text) else {
            // "10" in quotes is text to YAML; say so rather than the puzzling "found '10'".
            let quoted = scalar.style != .plain && Double(text) != nil
            report(node, path(), quoted ? "expected a number, found the text \"\(text)\" (write numbers without quotes)"
                                      : "expected a number, found \(node.kindDescription)")
            return nil
        }
        guard value.isFinite else {
            report(node, path(), "expected a finite number, found \(text)")
            return nil
        }
        guard ModelLimits.contains(value) else {
            report(node, path(), "\(text) is out of range: \(ModelLimits.rangeDescription)")
            return nil
        }
        return value
    }

    func numbers(_ node: YAMLNode, _ path: @autoclosure () -> String, count: Int) -> [Double]? {
        guard let sequence = node.sequence else {
            report(node, path(), "expected \(count) numbers in brackets, found \(node.kindDescription)")
            return nil
        }
        guard sequence.count == count else {
            report(node, path(), "expected \(count) numbers, found \(sequence.count)")
            return nil
        }
        let values = sequence.enumerated().compactMap { number($0.element, "\(path())[\($0.offset)]") }
        return values.count == count ? values : nil
    }

    func strings(_ node: YAMLNode, _ path: @autoclosure () -> String) -> [(String, YAMLNode)]? {
        guard let sequence = node.sequence else {
            report(node, path(), "expected a list in brackets, found \(node.kindDescription)")
            return nil
        }
        return sequence.enumerated().compactMap { index, item in
            string(item, "\(path())[\(index)]").map { ($0, item) }
        }
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// " (did you mean 'color'?)" for a word at most two edits from an allowed one, else "".
    static func suggestion(for word: String, among allowed: [String]) -> String {
        // Edit distance costs length × length: a long garbage key gets no suggestion.
        guard word.count <= 40 else { return "" }
        let lowered = word.lowercased()
        // The closest word wins, so that 'nme' suggests 'name' even if another word is also near.
        let scored = allowed.map { ($0, editDistance($0.lowercased(), lowered)) }
        let close = scored.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
        return close.map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
