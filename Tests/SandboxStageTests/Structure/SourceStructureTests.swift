import Foundation
import Testing

/// The shape of the sources, checked as the code is: files a reader can take in whole, a
/// session that routes, a stage whose root lists its rooms, and painters that see only the
/// frame they are given.
@Suite("Source structure: file sizes, the stage's rooms, painters fed a frame")
struct SourceStructureTests {
    /// The package's root, found from this file: Tests/SandboxStageTests/Structure/….
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let stage = root.appendingPathComponent("Sources/SandboxStage")

    /// Every Swift file under `folder`, as paths relative to the package's root.
    static func swiftFiles(under folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }

    @Test func noSourceFileIsOver400Lines() throws {
        // Precondition: the sources are where this file expects them.
        let files = Self.swiftFiles(under: Self.root.appendingPathComponent("Sources"))
        try #require(files.count > 100)
        // Action: count each file's lines.
        let long = try files.compactMap { file -> String? in
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            return lines > 400 ? "\(Self.relative(file)): \(lines) lines" : nil
        }
        // Assertion: none is longer than 400 lines.
        #expect(long.isEmpty, "\(long)")
    }

    @Test func theSessionAndItsExtensionsStayWithin300Lines() throws {
        // Precondition: SandboxSession.swift and every SandboxSession+….swift of the stage.
        let files = Self.swiftFiles(under: Self.stage).filter { $0.lastPathComponent.hasPrefix("SandboxSession") }
        try #require(files.contains { $0.lastPathComponent == "SandboxSession.swift" })
        // Action: count their lines together.
        let lines = try files.reduce(0) { total, file in
            total + (try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        }
        // Assertion: the session routes; the rooms keep the state and the work.
        #expect(lines <= 300, "\(files.map(Self.relative)): \(lines) lines")
    }

    @Test func atMostTwelveFilesStayAtTheStagesRoot() throws {
        // Precondition and action: the files directly in Sources/SandboxStage.
        let loose = try FileManager.default.contentsOfDirectory(atPath: Self.stage.path).filter { $0.hasSuffix(".swift") }
        // Assertion: the rest are in the rooms' folders.
        #expect(!loose.isEmpty)
        #expect(loose.count <= 12, "\(loose.sorted())")
    }

    @Test func noPainterSectionOrLayoutMentionsTheSession() throws {
        // Precondition: the stage's painters, panel sections and layouts, by their names.
        let drawing = Self.swiftFiles(under: Self.stage).filter { file in
            let name = file.lastPathComponent
            return name.contains("Painter") || name.hasSuffix("Section.swift") || name.contains("Layout")
        }
        try #require(drawing.count > 20)
        // Action: look for the session's name in each.
        let mentioning = try drawing.filter { try String(contentsOf: $0, encoding: .utf8).contains("SandboxSession") }
        // Assertion: they draw from a StageFrame and never see the session.
        #expect(mentioning.isEmpty, "\(mentioning.map(Self.relative))")
    }
}
