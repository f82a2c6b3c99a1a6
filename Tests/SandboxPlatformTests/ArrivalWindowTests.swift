import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// A dump dropped on the window (SDL_DROPFILE) or pasted with Ctrl+V (SDL's clipboard) opens
/// there, through SDL's real events.
@Suite("Paste and drop in the window", .serialized)
@MainActor
struct ArrivalWindowTests {
    static let dump = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dumps/done-sticks-out.txt")

    private func pushDrop(_ path: String) {
        var event = SDL_Event()
        event.type = SDL_DROPFILE.rawValue
        // SDL's own events carry a copy SDL allocated; the window frees it.
        event.drop.file = SDL_strdup(path)
        SDL_PushEvent(&event)
    }

    @Test func aDroppedDumpOpensAndItsNameHeadsTheWindow() throws {
        // Precondition: lesson 01 in the window.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)

        // Action: the dump file dropped on the window.
        pushDrop(Self.dump.path)
        SDLTestSupport.finish(app)

        // Assertion: the imported hierarchy is the scene, named after its file, and the
        // status line says it was dropped.
        #expect(session.sceneName == "done-sticks-out.txt")
        #expect(session.scene.view(named: "Done") != nil)
        #expect(session.viewer.statusMessage?.hasPrefix("Opened done-sticks-out.txt, dropped on the window") == true)
    }

    @Test func ctrlVOpensTheDumpOnTheClipboard() throws {
        // Precondition: lesson 01, the dump's text on SDL's clipboard.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let text = try String(contentsOf: Self.dump, encoding: .utf8)
        #expect(SDL_SetClipboardText(text) == 0)

        // Action: Ctrl+V.
        SDLTestSupport.pushKey(SDLK_v, control: true)
        SDLTestSupport.finish(app)

        // Assertion: the pasted hierarchy is the scene, going by "clipboard".
        #expect(session.sceneName == Studio.clipboardName)
        #expect(session.scene.view(named: "Done") != nil)
        #expect(session.viewer.statusMessage?.hasPrefix("Opened clipboard, pasted from the clipboard") == true)
        #expect(session.sceneURL == SandboxApp.clipboardFile)
        try? FileManager.default.removeItem(at: session.sceneURL)
    }

    @Test func pastingTextThatIsNoSceneKeepsTheSceneAndSaysWhy() throws {
        // Precondition: lesson 01, a sentence on the clipboard.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        #expect(SDL_SetClipboardText("hello: [1, 2") == 0)

        // Action: Ctrl+V.
        SDLTestSupport.pushKey(SDLK_v, control: true)
        SDLTestSupport.finish(app)

        // Assertion: lesson 01 stays; the status line gives the reason.
        #expect(session.sceneName == "01-hit-testing-basics")
        #expect(session.viewer.statusMessage?.hasPrefix("Cannot open what was pasted from the clipboard: clipboard:") == true)
        try? FileManager.default.removeItem(at: SandboxApp.clipboardFile)
    }
}
