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
