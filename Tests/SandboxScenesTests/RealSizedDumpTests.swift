import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// Dumps of the sizes real apps print: a table scrolled far into 50,000 rows, and a dump
/// drowned in lines that are not views. The first must import to a scene the loader takes;
/// the second must warn in a bounded list, as a scene's problems are listed.
@Suite("Real-sized dumps")
struct RealSizedDumpTests {
    /// A table of 50,000 rows of 44 points (2.2 million points of content), scrolled to its
    /// last screen, with the two cells on it.
    static let longTable = """
    <UIWindow: 0x7f9e0a405f30; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000230f00>>
       | <UITableView: 0x7f9e0b02ea00; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x600000231300>; contentOffset: {0, 2199156}; contentSize: {390, 2200000}>
       |    | <UITableViewCell: 0x7f9e0b030000; frame = (0 2199912; 390 44); layer = <CALayer: 0x600000231400>>
       |    | <UITableViewCell: 0x7f9e0b032000; frame = (0 2199956; 390 44); layer = <CALayer: 0x600000231600>>

    """

    @Test func aTableOf50000RowsImportsToASceneThatLoads() throws {
        // Precondition: the dump imports.
        let document = try RecursiveDescriptionImporter.parse(Self.longTable, file: "table.txt")

        // Action: its scene file, loaded as a scene file.
        let yaml = ImportedSceneWriter.yaml(document, source: "table.txt")
        let scene = try LoadedScene.load(text: yaml, file: "table.yaml")

        // Assertion: loaded, and the last row is where the table's last screen shows it.
        let hit = scene.window.hitTest(CGPoint(x: 200, y: 820), with: nil)
        #expect(hit.map { SceneViewIndex.nodes(of: scene.document)[$0.name]?.address } == "0x7f9e0b032000")
    }

    @Test func warningsPastFiftyAreCountedInOneLine() throws {
        // Precondition: a small dump followed by 100,000 lines that are not views.
        let junk = (1...100_000).map { "junk \($0)" }.joined(separator: "\n")
        let text = Self.longTable + junk

        // Action
        let document = try RecursiveDescriptionImporter.parse(text, file: "flood.txt")

        // Assertion: the first 50 listed in order (the stand-in root controller's on line 2,
        // then junk from line 5), then one line counting the other 99,951 from where they begin.
        #expect(document.warnings.count == 51)
        #expect(document.warnings.prefix(50).map(\.line) == [2] + Array(5...53))
        #expect(document.warnings.last?.line == 54)
        #expect(document.warnings.last?.message == "warning: too many warnings; the 99951 from here on are not listed")
    }
}

/// Telling a dump from a scene file by its content, in the cases that once went wrong.
@Suite("Dump or scene: content sniffing")
struct DumpSniffingTests {
    static let viewLine = "<UIView: 0x7f9e0a405f30; frame = (0 0; 390 844); layer = <CALayer: 0x600000230f00>>"

    @Test func printHierarchyAloneGetsTheImportersMessage() {
        // Precondition: pvc's output, no view line.
        let text = "<UINavigationController 0x7f8b3c80a000>, state: appeared, view: <UILayoutContainerView 0x7f8b3b40a5d0>\n"

        // Action
        var message: String?
        do { _ = try LoadedScene.load(text: text, file: "pvc.txt") } catch { message = error.diagnostics.first?.message }

        // Assertion: read as a dump, refused as `import` refuses it.
        #expect(RecursiveDescriptionImporter.looksLikeDump(text))
        #expect(message?.hasPrefix("no view found: expected the output of recursiveDescription") == true)
    }

    @Test func aDumpLineStartingWithRootIsADump() {
        #expect(RecursiveDescriptionImporter.looksLikeDump("root: \(Self.viewLine)\n"))
    }

    @Test func aJSONSceneQuotingAViewLineIsAScene() throws {
        // Precondition: a JSON scene whose explanation quotes a dump's line.
        let text = """
        {"explanation": "\(Self.viewLine)",
         "root": {"controller": "C", "view": {"name": "root", "frame": [0, 0, 100, 100]}}}
        """

        // Action and assertion: a scene, loaded as one.
        #expect(!RecursiveDescriptionImporter.looksLikeDump(text))
        #expect(try LoadedScene.load(text: text, file: "scene.json").view(named: "root") != nil)
    }

    @Test func aYAMLSceneWhoseRootComesLateIsAScene() throws {
        // Precondition: an explanation of 2,500 lines quoting a view line, then root.
        let explanation = (0..<2_500).map { "  line \($0)" }.joined(separator: "\n")
        let text = "explanation: |\n  \(Self.viewLine)\n\(explanation)\nroot: {controller: C, view: {name: root, frame: [0, 0, 100, 100]}}\n"

        // Action and assertion
        #expect(!RecursiveDescriptionImporter.looksLikeDump(text))
        #expect(try LoadedScene.load(text: text, file: "late.yaml").view(named: "root") != nil)
    }
}
