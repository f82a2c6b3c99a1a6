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
    /// frame = (…`) and no `root:` key of a scene file.
    public static func looksLikeDump(_ text: String) -> Bool {
        var sawView = false
        for line in DumpLines.physicalLines(text, limit: 2000) {
            if line.hasPrefix("root:") { return false }
            if !sawView, case .view = PrintedViewScanner.scan(line) { sawView = true }
        }
        return sawView
    }

    /// The scene, its warnings (one per skipped line, `FILE:LINE:1: warning: …`) in
    /// `warnings`; refused only when no line at all is a view.
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
        document.warnings = warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element).map {
            SourceDiagnostic(file: file, line: $0.line, column: 1, path: "", message: "warning: \($0.message)")
        }
        return document
    }
}
