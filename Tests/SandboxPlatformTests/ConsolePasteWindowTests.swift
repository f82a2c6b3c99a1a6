import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// A whole lldb console session pasted into the window with Ctrl+V, then clicked, as a
/// developer does it: the views the session printed again after the dump are not in front.
@Suite("A console session pasted into the window", .serialized)
@MainActor
struct ConsolePasteWindowTests {
    static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dumps/console-session.txt")

    @Test func clicksOnThePastedSessionReachTheAppsViews() throws {
        // Precondition: lesson 01 in the window, the session (prompts, _printHierarchy, the dump,
        // `po sendButton` and `po sendButton.superview`) on SDL's clipboard, pasted.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        #expect(SDL_SetClipboardText(try String(contentsOf: Self.session, encoding: .utf8)) == 0)
        SDLTestSupport.pushKey(SDLK_v, control: true)
        SDLTestSupport.finish(app)
        #expect(session.sceneName == Studio.clipboardName)
        defer { try? FileManager.default.removeItem(at: session.sceneURL) }

        // Action and assertion: a click on the send button, then one on the tab bar, which the
        // echoed superview (the whole screen) would cover if it were read as a view in front.
        for (x, y, view) in [(330.0, 440.0, "SendButton-b2a0"), (100.0, 790.0, "UITabBarButton-3000")] {
            let point = SDLTestSupport.windowPoint(session, x, y)
            SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: point)
            SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: point)
            SDLTestSupport.finish(app)
            #expect(session.history.episode.hitTestView == view)
        }
    }
}
