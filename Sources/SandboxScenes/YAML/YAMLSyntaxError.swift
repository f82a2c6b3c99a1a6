import Foundation

/// YAMLComposer reports syntax errors with libyaml's line and column; keep them in the
/// `FILE:LINE:COLUMN:` format, and say in a student's words what libyaml's terse problems mean.
enum YAMLSyntaxError {
    static func diagnostic(for error: YAMLError, file: String, text: String) -> SourceDiagnostic {
        var line = 1, column = 1, message = "not valid YAML"
        switch error {
        case .scanner(let context, let problem, let mark), .parser(let context, let problem, let mark),
             .composer(let context, let problem, let mark):
            (line, column) = (mark.line, mark.column)
            message = explain(problem, at: SourceLines.scalars(atLine: line, from: column, in: text))
            if let context, let (contextMessage, atContext) = explain(problem, context: context.text, at: context.mark) {
                message = contextMessage
                if atContext { (line, column) = (context.mark.line, context.mark.column) }
            }
        case .duplicatedKeys(let duplicates, let mark):
            (line, column) = (mark.line, mark.column)
            let key = duplicates.first ?? ""
            let others = duplicates.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            message = "duplicate key '\(key)': a key may appear only once in a mapping"
            // Point at the repeat, which is usually the mistake, rather than at the first use.
            if let repeatLine = SourceLines.repeatedBlockKey(key, line: line, column: column, in: text) {
                message = "duplicate key '\(key)': it is already set on line \(line)"
                line = repeatLine
            }
            if !others.isEmpty { message += " (also repeated: \(others))" }
        case .reader(let problem, let offset, let value):
            if let offset { (line, column) = SourceLines.position(ofCharacter: offset, in: text) }
            let code = value >= 0 ? String(format: " (U+%04X)", value) : ""
            message = "cannot read the file: \(problem)\(code)"
        case .memory:
            message = "YAML error: out of memory"
        }
        return SourceDiagnostic(file: file, line: line, column: column, path: "", message: message)
    }

    /// Problems whose meaning lies in where libyaml started reading: the unclosed bracket or
    /// quote. Also says whether the error line should point there rather than at the problem.
    private static func explain(_ problem: String, context: String, at mark: YAMLMark) -> (String, Bool)? {
        switch (problem, context) {
        case ("did not find expected ',' or ']'", "while parsing a flow sequence"):
            return ("YAML syntax error: the '[' at line \(mark.line), column \(mark.column) is not closed (expected ',' or ']' here)", false)
        case ("did not find expected ',' or '}'", "while parsing a flow mapping"):
            return ("YAML syntax error: the '{' at line \(mark.line), column \(mark.column) is not closed (expected ',' or '}' here)", false)
        case (_, "while scanning a quoted scalar") where problem.hasPrefix("found unexpected end of"):
            return ("YAML syntax error: this quoted text is never closed", true)
        case ("did not find expected key", "while parsing a block mapping"):
            return ("YAML syntax error: expected 'key: value' here, in the mapping that starts at line \(mark.line) (check this line's indentation)", false)
        default:
            return nil
        }
    }

    /// `rest` is the line from the problem's column on.
    private static func explain(_ problem: String, at rest: ArraySlice<Unicode.Scalar>) -> String {
        let scalar = rest.first
        switch problem {
        case "found character that cannot start any token" where scalar == "\t":
            return "YAML syntax error: a tab cannot indent YAML; indent with spaces"
        case "found character that cannot start any token":
            let shown = scalar.map { "'\($0)' " } ?? ""
            return "YAML syntax error: \(shown)cannot start a value; put the text in quotes"
        case let problem where problem.hasPrefix("Maximum nesting level reached"):
            return "nesting is deeper than \(SceneParser.maximumDepth) levels"
        case "but found another document":
            return "a scene file holds one YAML document, but a second one starts here"
        case "found undefined alias" where rest.first == "*":
            let name = String(String.UnicodeScalarView(rest.dropFirst().prefix { !" \t,[]{}".unicodeScalars.contains($0) }))
            return "YAML syntax error: the alias '*\(name)' has no anchor '&\(name)' before it"
        case "mapping values are not allowed in this context":
            return "YAML syntax error: unexpected ':' (check this line's indentation, or put a value that contains ': ' in quotes)"
        default:
            return "YAML syntax error: \(problem)"
        }
    }
}

/// Lines and columns as libyaml counts them: columns in Unicode scalars, and CR, LF, CR LF,
/// NEL, LS and PS each end a line.
enum SourceLines {
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// The lines of the text, each as its scalars without the break.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if isBreak(scalar) { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        return lines
    }

    /// The line's scalars from the column on; empty past its end.
    static func scalars(atLine line: Int, from column: Int, in text: String) -> ArraySlice<Unicode.Scalar> {
        let lines = lines(of: text)
        guard lines.indices.contains(line - 1), column >= 1, column - 1 <= lines[line - 1].count else { return [] }
        return lines[line - 1][(column - 1)...]
    }

    /// Line and column of the character at `offset` (in Characters, as YAMLComposer gives it).
    static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        let end = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        let before = lines(of: String(text[..<end]))
        return (before.count, (before.last?.count ?? 0) + 1)
    }

    /// The line where a block mapping's key, first written at (line, column), is written again:
    /// the mapping goes on while lines are indented at least to that column.
    static func repeatedBlockKey(_ key: String, line: Int, column: Int, in text: String) -> Int? {
        let lines = lines(of: text)
        let keyScalars = Array(key.unicodeScalars)
        guard line >= 1, line < lines.count else { return nil }
        for index in line..<lines.count {
            let scalars = lines[index]
            let indent = scalars.prefix { $0 == " " }.count
            guard indent < scalars.count, scalars[indent] != "#" else { continue }
            if indent + 1 < column { return nil }
            guard indent + 1 == column, scalars[indent...].starts(with: keyScalars) else { continue }
            let rest = scalars[(indent + keyScalars.count)...].drop { $0 == " " }
            if rest.first == ":" { return index + 1 }
        }
        return nil
    }
}
