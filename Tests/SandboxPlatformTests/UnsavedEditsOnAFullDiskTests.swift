import CSDL2
import Foundation
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Unsaved edits when the scene's folder cannot take them, on a real full disk (a filled
/// tmpfs): they go to the last-resort folder and the window says where, and with no folder
/// at all the window refuses to quit and keeps its version over an outside change.
@Suite("Unsaved edits on a full disk", .serialized, .enabled(if: FullDisk.canMount, "needs root and Linux to mount a tmpfs"))
@MainActor
struct UnsavedEditsOnAFullDiskTests {
    /// A window whose scene lies on a full disk, with A dragged from (100, 100), not saved;
    /// the save folder is the full disk too.
    private static func windowOnAFullDisk() throws -> (disk: FullDisk, url: URL, session: SandboxSession, app: SandboxApp) {
        let disk = try FullDisk()
        let url = disk.url.appendingPathComponent("scene.yaml")
        try EditModeWindowTests.text.write(to: url, atomically: true, encoding: .utf8)
        let session = try SDLTestSupport.session(url: url, name: "scene.yaml")
        session.studio.saveDirectory = disk.url
        let app = try SDLTestSupport.app(session)
        SDLTestSupport.pushKey(SDLK_e, control: true)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: SDLTestSupport.windowPoint(session, 200, 200))
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 400, 300))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: SDLTestSupport.windowPoint(session, 400, 300))
        app.pump()
        try #require(session.studio.editor?.hasUnsavedChanges == true)
        disk.fill()
        return (disk, url, session, app)
    }

    private static func pushQuit() {
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
    }

    private static func unsavedFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".unsaved") }
    }

    @Test func withNoFolderToTakeThemTheWindowRefusesToQuit() throws {
        // Precondition: the scene's folder, the save folder and the last resort all full.
        let (disk, _, session, app) = try Self.windowOnAFullDisk()
        session.studio.lastResortFolders = [disk.url]

        // Action: Q, Q again, and the quit event (the close button, SIGTERM).
        let firstQ = session.perform(.quit), secondQ = session.perform(.quit)
        Self.pushQuit()
        app.pump()

        // Assertion: still open, the edits still unsaved in the window, no file claimed.
        #expect(firstQ == nil && secondQ == nil)
        #expect(app.isRunning)
        #expect(session.studio.editor?.hasUnsavedChanges == true)
        #expect(session.viewer.statusMessage == Studio.nowhereToKeepMessage(folders: disk.url.path))
        #expect(Self.unsavedFiles(in: disk.url).isEmpty)
    }

    @Test func theEditsGoToTheLastResortFolderAndTheWindowSaysWhere() throws {
        // Precondition: the scene's folder full, a last-resort folder with room.
        let (disk, _, session, app) = try Self.windowOnAFullDisk()
        let refuge = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: refuge) }
        session.studio.lastResortFolders = [refuge]

        // Action: Q, then the quit event.
        let firstQ = session.perform(.quit)
        let asked = session.viewer.statusMessage
        Self.pushQuit()
        app.pump()

        // Assertion: Q named the whole path; the window closed with the edit in that file.
        let kept = refuge.appendingPathComponent("scene.unsaved.yaml")
        #expect(firstQ == nil)
        #expect(asked == "The scene has unsaved edits: Ctrl+S saves them; Q again quits and keeps them in \(kept.path)")
        #expect(!app.isRunning)
        let text = try String(contentsOf: kept, encoding: .utf8)
        #expect(text.contains("name: A") && !text.contains("frame: [100, 100, 200, 200]"))
        #expect(Self.unsavedFiles(in: disk.url).isEmpty)
    }

    @Test func anOutsideChangeWithNowhereToKeepTheEditsWaitsForRoom() throws {
        // Precondition: nothing can be written anywhere.
        let (disk, url, session, app) = try Self.windowOnAFullDisk()
        session.studio.lastResortFolders = [disk.url]
        let dragged = session.scene.view(named: "A")?.frame

        // Action: another program recolours A in place (same length: the full disk takes no new block).
        let changed = EditModeWindowTests.text.replacingOccurrences(of: "color: blue", with: "color: gray")
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(changed.utf8))
        try handle.close()
        app.pump()

        // Assertion: the window's version stays, with its edit, and says why.
        #expect(session.scene.view(named: "A")?.frame == dragged)
        #expect(dragged?.origin != CGPoint(x: 100, y: 100))
        #expect(session.studio.editor?.hasUnsavedChanges == true)
        #expect(session.viewer.statusMessage?.hasPrefix("scene.yaml changed outside the window, but your unsaved edits could not be kept in any folder") == true)

        // Action: room is made.
        try FileManager.default.removeItem(at: disk.url.appendingPathComponent(".filler"))
        app.pump()

        // Assertion: the other version shown, the edit kept beside it.
        #expect(session.scene.view(named: "A")?.backgroundColor == ColorNames.color("gray"))
        let kept = try String(contentsOf: disk.url.appendingPathComponent("scene.unsaved.yaml"), encoding: .utf8)
        #expect(kept.contains("color: blue") && !kept.contains("frame: [100, 100, 200, 200]"))
    }
}
