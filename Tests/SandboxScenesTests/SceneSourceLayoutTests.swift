import Foundation
import Testing

/// SandboxScenes keeps its files in folders by concern, each named in the layout table of
/// docs/ARCHITECTURE.md, so that a newcomer finds a file where the map says it is.
@Suite("SandboxScenes' folders")
struct SceneSourceLayoutTests {
    /// The package's root, found from this file: Tests/SandboxScenesTests/….
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenes = root.appendingPathComponent("Sources/SandboxScenes")

    static func entries(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func noFileLivesAtTheRoot() throws {
        // Precondition: the sources are where this file expects them.
        let entries = try Self.entries(of: Self.scenes)
        try #require(entries.contains("SceneFile"))

        // Action: the Swift files directly in Sources/SandboxScenes.
        let loose = entries.filter { $0.hasSuffix(".swift") }

        // Assertion: none; each belongs in the folder of its concern.
        #expect(loose.isEmpty, "put these in a folder of Sources/SandboxScenes: \(loose)")
    }

    @Test func everyFolderIsOnTheMap() throws {
        // Precondition: the layout table's row for SandboxScenes.
        let architecture = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let row = try #require(architecture.split(separator: "\n").first { $0.hasPrefix("| `Sources/SandboxScenes` |") })

        // Action: the folders of Sources/SandboxScenes.
        let folders = try Self.entries(of: Self.scenes).filter { !$0.hasSuffix(".swift") }

        // Assertion: the row names each as `Folder/`.
        try #require(folders.count > 5)
        #expect(folders.filter { !row.contains("`\($0)/`") }.isEmpty, "add these to the layout table: \(folders.filter { !row.contains("`\($0)/`") })")
    }
}
