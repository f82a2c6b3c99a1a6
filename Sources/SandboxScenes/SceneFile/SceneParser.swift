import Foundation
import ResponderCore

/// Turns scene-file text into a `SceneDocument`, or every problem in it.
public enum SceneParser {
    public static let maximumFileSize = 4 << 20
    public static let maximumDepth = 64
    /// A file of garbage, or one view pasted a hundred times, would otherwise print a line
    /// per problem, burying the first ones.
    public static let maximumDiagnostics = 50

    static let responderKeys = ["handles", "callsSuper", "actions", "refuses", "canBecomeFirstResponder", "firstResponder", "keyCommands",
                                "canResignFirstResponder", "targetForAction"]
    static let viewKeys = ["name", "frame", "color"] + ViewKeyTable.keys.map(\.name)
        + ["control", "textField", "class", "baseClass", "address", "unknownRecognizers", "overrides", "transform", "boundsOrigin", "scroll", "subviews", "gestures"]
        + responderKeys
    static let controllerKeys = ["controller", "view"] + responderKeys
    static let topKeys = ["title", "size", "window", "application", "delegate", "root", "explanation", "events", "windowScene", "windows"]

    public static func parse(_ text: String, file: String) throws(SourceDiagnostics) -> SceneDocument {
        try LargeStack.run { Result { () throws(SourceDiagnostics) in try parseOnThisThread(text, file: file) } }.get()
    }

    private static func parseOnThisThread(_ text: String, file: String) throws(SourceDiagnostics) -> SceneDocument {
        let reader = YAMLNodeReader(file: file)
        let fail = { (line: Int, column: Int, message: String) -> SourceDiagnostics in
            SourceDiagnostics([SourceDiagnostic(file: file, line: line, column: column, path: "", message: message)])
        }
        try SourceFile.checkSize(text.utf8.count, file: file, maximum: maximumFileSize)
        if let (line, column) = FlowNesting.firstPlaceDeeperThan(maximumDepth * 2, in: text) {
            throw fail(line, column, "nesting is deeper than \(maximumDepth) levels")
        }
        let composed: YAMLNode?
        do {
            composed = try YAMLComposer.compose(text)
        } catch {
            throw SourceDiagnostics([YAMLSyntaxError.diagnostic(for: error, file: file, text: text)])
        }
        guard let root = composed else { throw fail(1, 1, "the file is empty: a scene needs at least 'root'") }
        let parsed = SceneNodeParser(reader: reader).document(root)
        guard reader.diagnostics.isEmpty, var document = parsed else {
            throw SourceDiagnostics(SourceDiagnostics.first(maximumDiagnostics, of: reader.diagnostics))
        }
        document.warnings = SourceDiagnostics(reader.warnings).diagnostics
        if let place = document.eventsPlace, place.keepsLines {
            // libyaml marks a literal block at its `|`: the script starts on a later line.
            document.eventsPlace = EmbeddedScriptPlace.block(after: place.line, in: text)
        }
        return document
    }
}

/// Counts bracket nesting before libyaml sees the text, so that a file of a million '[' is
/// refused at once, at the first bracket past the limit, rather than read into a tree a
/// million levels deep (YAMLComposer stops at 1000 open collections; freeing such a tree
/// recurses).
enum FlowNesting {
    static func firstPlaceDeeperThan(_ limit: Int, in text: String) -> (Int, Int)? {
        var text = text
        return text.withUTF8 { firstPlaceDeeperThan(limit, in: $0) }
    }

    /// Reads the UTF-8 bytes (a 673 KB scene in a few milliseconds) but counts as libyaml
    /// counts, so positions match its marks: a column per Unicode scalar (at its first byte),
    /// and CR, LF, CR LF, NEL (C2 85), LS (E2 80 A8) and PS (E2 80 A9) each end a line.
    private static func firstPlaceDeeperThan(_ limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        var depth = 0, line = 1, column = 0
        var quote: UInt8 = 0
        var inComment = false
        var previousWasCR = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte & 0xC0 == 0x80 { continue }
            if byte == 0x0A && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            column += 1
            let isBreak = byte == 0x0A || byte == 0x0D
                || (byte == 0xC2 && index < bytes.count && bytes[index] == 0x85)
                || (byte == 0xE2 && index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9))
            if isBreak {
                line += 1
                column = 0
                inComment = false
                continue
            }
            // Quotes, '#' and brackets are ASCII; any other scalar only takes a column.
            if inComment || byte >= 0x80 { continue }
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return (line, column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}

/// Swift frees the YAML tree recursively, and YAMLComposer allows 1000 levels before it
/// refuses a file: more stack than a secondary thread has (512 KiB on Apple
/// platforms), so a deep file would crash a loader called off the main thread. The parse,
/// tree and all, runs on a thread of its own with room to spare.
enum LargeStack {
    static let size = 32 << 20

    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return outcome.value!
    }

    /// Written by the thread before it signals, read after the wait: never at the same time.
    private final class Outcome<T>: @unchecked Sendable {
        var value: T?
    }
}
