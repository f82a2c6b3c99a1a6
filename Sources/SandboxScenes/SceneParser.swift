import Foundation
import ResponderCore
import Yams

/// Turns scene-file text into a `SceneDocument`, or every problem in it (CONTRACT §1).
public enum SceneParser {
    public static let maximumFileSize = 4 << 20
    public static let maximumDepth = 64

    static let responderKeys = ["handles", "callsSuper", "actions", "canBecomeFirstResponder", "firstResponder", "keyCommands"]
    static let viewKeys = ["name", "frame", "color", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds",
                           "multipleTouchEnabled", "exclusiveTouch", "hitArea", "passthrough", "control", "subviews"]
        + responderKeys
    static let controllerKeys = ["controller", "view"] + responderKeys
    static let topKeys = ["title", "size", "window", "application", "delegate", "root", "explanation", "events"]

    public static func parse(_ text: String, file: String) throws(SourceDiagnostics) -> SceneDocument {
        let reader = YAMLNodeReader(file: file)
        let fail = { (line: Int, column: Int, message: String) -> SourceDiagnostics in
            SourceDiagnostics([SourceDiagnostic(file: file, line: line, column: column, path: "", message: message)])
        }
        guard text.utf8.count <= maximumFileSize else {
            throw fail(1, 1, "the file is larger than \(maximumFileSize >> 20) MiB")
        }
        if let (line, column) = FlowNesting.firstPlaceDeeperThan(maximumDepth * 2, in: text) {
            throw fail(line, column, "nesting is deeper than \(maximumDepth) levels")
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw fail(1, 1, "the file is empty: a scene needs at least 'root'")
            }
            root = node
        } catch let error as SourceDiagnostics {
            throw error
        } catch {
            throw SourceDiagnostics([YAMLSyntaxError.diagnostic(for: error, file: file)])
        }
        let document = SceneNodeParser(reader: reader).document(root)
        guard reader.diagnostics.isEmpty, let document else {
            throw SourceDiagnostics(reader.diagnostics)
        }
        return document
    }
}

/// Yams reports syntax errors with a line and column; keep them in the contract's format.
enum YAMLSyntaxError {
    static func diagnostic(for error: Error, file: String) -> SourceDiagnostic {
        var line = 1, column = 1, message = "not valid YAML"
        if let yamlError = error as? YamlError {
            switch yamlError {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                (line, column, message) = (mark.line, mark.column, "YAML syntax error: \(problem)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                (line, column) = (context.mark.line, context.mark.column)
                message = "duplicate key " + duplicates.map { "'\($0)'" }.joined(separator: ", ")
            case .reader(let problem, _, _, _):
                message = "cannot read the file: \(problem)"
            default:
                message = "YAML error: \(yamlError)"
            }
        }
        return SourceDiagnostic(file: file, line: line, column: column, path: "", message: message)
    }
}

/// Counts bracket nesting before Yams sees the text: Yams composes recursively, so a file of
/// a million '[' would exhaust the stack before any limit of ours could apply.
enum FlowNesting {
    static func firstPlaceDeeperThan(_ limit: Int, in text: String) -> (Int, Int)? {
        var depth = 0, line = 1, column = 0
        var quote: Character?
        var inComment = false
        for character in text {
            column += 1
            if character == "\n" {
                line += 1
                column = 0
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "#": inComment = true
            case "[", "{":
                depth += 1
                if depth > limit { return (line, column) }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
