import CSDL2
import Foundation
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Edit mode in a real SDL window (dummy driver): Ctrl+E, a drag that moves a view,
/// a rename typed on the keyboard, Ctrl+S, and hot reload telling its own save from
/// a change made outside.
@Suite("Edit mode in the window", .serialized)
@MainActor
struct EditModeWindowTests {
    static let text = """
    title: Window edit   # a comment the save keeps
    size: [800, 600]
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        color: white
        subviews:
          # A moves in this test
          - name: A
            frame: [100, 100, 200, 200]
            color: blue

    """

    @Test func draggingAViewInEditModeAndSavingWritesOnlyItsNewFrame() throws {
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.yaml")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        let session = try SDLTestSupport.session(url: url, name: "scene.yaml")
        let app = try SDLTestSupport.app(session)

        SDLTestSupport.pushKey(SDLK_e, control: true)
        app.pump()
        #expect(session.studio.isEditing)
        let from = SDLTestSupport.windowPoint(session, 200, 200)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: from)
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 300, 250))
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 400, 300))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: SDLTestSupport.windowPoint(session, 400, 300))
        app.pump()

        #expect(session.scene.view(named: "A")?.frame == CGRect(x: 300, y: 200, width: 200, height: 200))
        #expect(session.history.recorder.steps.isEmpty, "in edit mode a click is no touch")
        let moved = SDLTestSupport.windowPoint(session, 450, 350), left = SDLTestSupport.windowPoint(session, 150, 150)
        #expect(app.pixel(x: Int(moved.0), y: Int(moved.1)).isClose(to: StageColor(30, 136, 229), tolerance: 40), "A is drawn where it went")
        #expect(app.pixel(x: Int(left.0), y: Int(left.1)).isClose(to: Palette.paper, tolerance: 10), "and no longer where it was")

        SDLTestSupport.pushKey(SDLK_RETURN)
        for key in [SDLK_c, SDLK_a, SDLK_r, SDLK_d] { SDLTestSupport.pushKey(key, shift: key == SDLK_c) }
        SDLTestSupport.pushKey(SDLK_RETURN)
        SDLTestSupport.pushKey(SDLK_s, control: true)
        app.pump()
        app.pump()

        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == Self.text.replacingOccurrences(of: "- name: A\n        frame: [100, 100, 200, 200]",
                                                        with: "- name: Card\n        frame: [300, 200, 200, 200]"))
        #expect(session.viewer.statusMessage == "Saved \(url.path)")
        #expect(session.studio.editor?.canUndo == true, "the window's own save is no reload: the history stays")

        try saved.replacingOccurrences(of: "color: blue", with: "color: red").write(to: url, atomically: true, encoding: .utf8)
        app.pump()
        #expect(session.scene.view(named: "Card")?.backgroundColor == ColorNames.color("red"), "a change made outside is reloaded")
        #expect(session.studio.editor == nil && session.studio.isEditing, "edit mode stays on, with a new history")
        SDLTestSupport.pushKey(SDLK_e, control: true)
        app.pump()
        #expect(!session.studio.isEditing)
    }

    /// A window with an unsaved drag of A away from (100, 100).
    private static func windowWithAnUnsavedEdit() throws -> (folder: URL, url: URL, session: SandboxSession, app: SandboxApp) {
        let folder = try SDLTestSupport.temporaryDirectory()
        let url = folder.appendingPathComponent("scene.yaml")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        let session = try SDLTestSupport.session(url: url, name: "scene.yaml")
        let app = try SDLTestSupport.app(session)
        try dragAAway(session, app)
        return (folder, url, session, app)
    }

    /// Ctrl+E, then A dragged from (100, 100) to (300, 200), not saved.
    static func dragAAway(_ session: SandboxSession, _ app: SandboxApp) throws {
        SDLTestSupport.pushKey(SDLK_e, control: true)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: SDLTestSupport.windowPoint(session, 200, 200))
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 400, 300))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: SDLTestSupport.windowPoint(session, 400, 300))
        app.pump()
        try #require(session.studio.editor?.hasUnsavedChanges == true)
    }

    @Test func quittingWithUnsavedEditsKeepsThemInAFileBeside() throws {
        // Precondition
        let (folder, url, _, app) = try Self.windowWithAnUnsavedEdit()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Action: the quit event (Q, the close button and SIGTERM all send it).
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        app.pump()

        // Assertion: the scene as it was, the edit in scene.unsaved.yaml.
        #expect(!app.isRunning)
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.text)
        let kept = try String(contentsOf: folder.appendingPathComponent("scene.unsaved.yaml"), encoding: .utf8)
        #expect(kept.contains("name: A") && !kept.contains("frame: [100, 100, 200, 200]"), "A's new frame")
    }

    @Test func anOutsideChangeIsShownAndTheUnsavedEditsAreKeptAside() throws {
        // Precondition
        let (folder, url, session, app) = try Self.windowWithAnUnsavedEdit()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Action: another program recolours A.
        try Self.text.replacingOccurrences(of: "color: blue", with: "color: red").write(to: url, atomically: true, encoding: .utf8)
        app.pump()

        // Assertion: the outside version shown, the edit kept in a file of its own.
        #expect(session.scene.view(named: "A")?.backgroundColor == ColorNames.color("red"))
        #expect(session.scene.view(named: "A")?.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
        let kept = folder.appendingPathComponent("scene.unsaved.yaml")
        let keptText = try String(contentsOf: kept, encoding: .utf8)
        #expect(keptText.contains("color: blue") && !keptText.contains("frame: [100, 100, 200, 200]"), "A's new frame, on the old colour")
        #expect(session.viewer.statusMessage == "Reloaded scene.yaml, changed outside the window: your unsaved edits are in \(kept.path)")
    }
}
