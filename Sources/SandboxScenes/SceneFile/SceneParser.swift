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
        + ["control", "textField", "text", "placeholder", "class", "baseClass", "address", "unknownRecognizers", "overrides", "transform", "boundsOrigin", "scroll", "subviews", "gestures"]
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
