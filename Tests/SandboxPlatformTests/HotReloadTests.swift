import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

@Suite("Hot reload", .serialized)
@MainActor
struct HotReloadTests {
    @Test func anEditShowsAtOnceAndABrokenEditKeepsTheLastGoodScene() throws {
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.yaml")
        let original = try String(contentsOf: try #require(SDLTestSupport.catalog.lesson(id: "01-hit-testing-basics")).url, encoding: .utf8)
        try original.write(to: url, atomically: true, encoding: .utf8)
        let session = try SDLTestSupport.session(url: url, name: url.path)
        let app = try SDLTestSupport.app(session)

        try original.replacingOccurrences(of: "name: C", with: "name: Charlie").write(to: url, atomically: true, encoding: .utf8)
        app.pump()
        #expect(session.scene.view(named: "Charlie") != nil)
        #expect(session.reloadProblems.isEmpty)

        let goodScene = session.scene
        try original.replacingOccurrences(of: "frame: [100, 100, 200, 200]", with: "frame: [100, 100, 200]").write(to: url, atomically: true, encoding: .utf8)
        app.pump()

        #expect(session.scene === goodScene, "the last good scene stays")
        #expect(session.reloadProblems.count == 1)
        #expect(session.reloadProblems.first?.contains("expected 4 numbers, found 3") == true)
        let banner = app.pixel(x: Int(session.layout.canvasArea.minX) + 20, y: Int(session.layout.canvasArea.minY) + 12)
        #expect(banner.isClose(to: Palette.error, tolerance: 40), "the errors are on screen, found \(banner)")

        try original.write(to: url, atomically: true, encoding: .utf8)
        app.pump()
        #expect(session.reloadProblems.isEmpty)
        #expect(session.scene.view(named: "C") != nil)
    }

    @Test func aSceneOpenedThroughASymbolicLinkReloadsWhenItsFileChanges() throws {
        // Precondition: the window opened on link.yaml, a link to scene.yaml.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.yaml"), link = folder.appendingPathComponent("link.yaml")
        let original = try String(contentsOf: try #require(SDLTestSupport.catalog.lesson(id: "01-hit-testing-basics")).url, encoding: .utf8)
        try original.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
        let session = try SDLTestSupport.session(url: link, name: link.path)
        let app = try SDLTestSupport.app(session)

        // Action: the file the link names is replaced.
        try original.replacingOccurrences(of: "name: C", with: "name: Charlie").write(to: url, atomically: true, encoding: .utf8)
        app.pump()

        // Assertion
        #expect(session.scene.view(named: "Charlie") != nil)
    }
}
