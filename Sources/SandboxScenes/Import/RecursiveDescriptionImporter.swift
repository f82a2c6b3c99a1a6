import Foundation
import ResponderCore

/// Reads the text `po view.recursiveDescription()` prints, as it arrives when pasted from a
/// console, chisel's `pviews`, Frida or cycript, into the same scene document a scene file
/// gives. Lines that are not views are skipped with a warning each; `_printHierarchy`
/// (`pvc`) lines in the same text attach their controllers to the views they name.
public enum RecursiveDescriptionImporter {
    /// The names a scene keeps for its fixed responders.
    static let reservedNames: Set<String> = ["UIWindow", "UIApplication", "AppDelegate", UIWindowScene.sceneName]
    /// Stands for the window's root view controller when no `pvc` line names one.
    static let standInRootController = "rootViewController"

    /// True for text whose first 2,000 lines hold a view line of a dump (`<UIView: 0x…;
    /// frame = (…`) or a controller line of `_printHierarchy` (so that pvc output alone gets
    /// the importer's "no view found", not a YAML syntax error), and that is not a scene file:
    /// a scene starts with `{` (JSON, which may quote a view line) or has a top-level key of a
    /// scene at the start of a line anywhere (`root:` may come after a long explanation) that
    /// is not itself a dump's line (`root: <UIWindow: 0x…` printed by a script).
    public static func looksLikeDump(_ text: String) -> Bool {
        var sawDumpLine = false
        var sawContent = false
        for (index, line) in DumpLines.physicalLines(text).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            if !sawContent, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                sawContent = true
                if trimmed.hasPrefix("{") { return false }
            }
            let dumpLine: Bool
            if index < 2000 || isSceneKeyCandidate(line) {
                if case .view = PrintedViewScanner.scan(line) { dumpLine = true } else { dumpLine = PrintedController.scan(line) != nil }
            } else {
                dumpLine = false
            }
            if isSceneKeyCandidate(line), !dumpLine { return false }
            if index < 2000, dumpLine { sawDumpLine = true }
        }
        return sawDumpLine
    }

    /// A line that starts with one of a scene file's top-level keys and its colon.
    private static func isSceneKeyCandidate(_ line: Substring) -> Bool {
        guard let first = line.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
              let colon = line.firstIndex(of: ":") else { return false }
        return SceneParser.topKeys.contains(String(line[..<colon]))
    }

    /// The scene, its warnings (one per skipped line, `FILE:LINE:1: warning: …`, the first 50
    /// and then one line counting the rest) in `warnings`; refused only when no line at all
    /// is a view.
    public static func parse(_ text: String, file: String) throws(SourceDiagnostics) -> SceneDocument {
        var reader = DumpTreeReader()
        reader.read(DumpLines.split(text))
        var warnings = reader.warnings
        guard !reader.roots.isEmpty else {
            throw SourceDiagnostics([SourceDiagnostic(file: file, line: 1, column: 1, path: "",
                message: "no view found: expected the output of recursiveDescription, such as <UIWindow: 0x7fb7c8c0a270; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000230f00>>")])
        }
        var assembler = ImportedSceneAssembler(roots: reader.roots, controllers: reader.controllers)
        var document = assembler.document(title: "\(URL(fileURLWithPath: file).lastPathComponent) (imported)")
        warnings += assembler.warnings
        document.warnings = warnings.diagnostics(file: file)
        return document
    }
}
