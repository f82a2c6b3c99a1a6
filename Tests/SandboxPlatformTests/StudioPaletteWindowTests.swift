import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// The studio without YAML in a real SDL window (dummy driver): the palette by keys and by
/// clicks, the explanation typed as SDL text input, a view of a further window dragged, and
/// the saved file compared byte for byte.
@Suite("The studio palette in the window", .serialized)
@MainActor
struct StudioPaletteWindowTests {
    static let text = """
    title: Palette   # kept
    size: [800, 600]
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        color: white
        subviews:
          # A becomes a button
          - name: A
            frame: [100, 100, 200, 200]
            color: blue
    windows:
      - name: toast   # a further window
        windowLevel: alert
        frame: [500, 350, 250, 200]
        root:
          controller: ToastController
          view:
            name: toastRoot
            frame: [0, 0, 250, 200]
            color: yellow
            subviews:
              - {name: close, frame: [150, 20, 60, 60], color: vermillion}

    """

    static func pushText(_ text: String) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            let bytes = Array(text.utf8.prefix(buffer.count - 1))
            buffer.copyBytes(from: bytes + [0])
        }
        SDL_PushEvent(&event)
    }

    static func click(_ point: CGPoint) {
        click((Int32(point.x.rounded()), Int32(point.y.rounded())))
    }

    static func click(_ at: (Int32, Int32)) {
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: at)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: at)
    }

    @Test func aButtonATransformAnExplanationAndAFurtherWindowsViewWithoutYAML() throws {
        // Precondition: the scene in a file of its own, the window in edit mode, A selected.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.yaml")
        try Self.text.write(to: url, atomically: true, encoding: .utf8)
        let session = try SDLTestSupport.session(url: url, name: "scene.yaml")
        let app = try SDLTestSupport.app(session)
        SDLTestSupport.pushKey(SDLK_e, control: true)
        app.pump()
        let a = SDLTestSupport.windowPoint(session, 150, 150)
        Self.click(a)
        app.pump()
        #expect(session.viewer.selection == "A")

        // Action: M, 1 (control), 1 (button) with the keys.
        for key in [SDLK_m, SDLK_1, SDLK_1] { SDLTestSupport.pushKey(key) }
        app.pump()
        #expect(session.scene.view(named: "A") is UIControl, "A is a button now")
        #expect(session.studio.palette?.page == .control, "the page stays open for the next change")

        // Action: Esc back to the first page, then the transform page and a rotation by clicks.
        SDLTestSupport.pushKey(SDLK_ESCAPE)
        app.pump()
        let main = try #require(session.studio.palette)
        Self.click(session.studio.paletteLayout(main).itemRects[2].middle)
        app.pump()
        let transform = try #require(session.studio.palette)
        #expect(transform.page == .transform)
        Self.click(session.studio.paletteLayout(transform).itemRects[0].middle)
        app.pump()
        #expect(session.scene.view(named: "A")?.transform != .identity)

        // Action: the explanation, typed as text input (UTF-8), Enter for a line, Backspace, Ctrl+Enter.
        SDLTestSupport.pushKey(SDLK_ESCAPE)
        app.pump()
        SDLTestSupport.pushKey(SDLK_5)
        app.pump()
        #expect(session.studio.isWritingExplanation)
        Self.pushText("Tap A: é ✓")
        SDLTestSupport.pushKey(SDLK_RETURN)
        Self.pushText("Then C")
        SDLTestSupport.pushKey(SDLK_q)
        app.pump()
        #expect(session.studio.isWritingExplanation && !session.studio.isQuitAsked, "Q while writing is neither text nor quit")
        SDLTestSupport.pushKey(SDLK_BACKSPACE)
        Self.pushText("B.")
        SDLTestSupport.pushKey(SDLK_RETURN, control: true)
        app.pump()
        #expect(!session.studio.isWritingExplanation)

        // Action: drag `close`, in the further window, 20 points right and 10 down.
        let from = SDLTestSupport.windowPoint(session, 500 + 180, 350 + 50)
        let to = SDLTestSupport.windowPoint(session, 500 + 200, 350 + 60)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: from)
        SDLTestSupport.pushMouseMotion(to: to)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: to)
        SDLTestSupport.pushKey(SDLK_s, control: true)
        app.pump()
        app.pump()

        // Assertion: the file changed only where each edit writes, comments kept; `close`
        // moved by the drag (the window's scale may make it a point more or less).
        let saved = try String(contentsOf: url, encoding: .utf8)
        let close = try #require(session.scene.view(named: "close")?.frame)
        #expect(abs(close.minX - 170) <= 2 && abs(close.minY - 30) <= 2, "\(close)")
        let expected = Self.text
            .replacingOccurrences(of: "size: [800, 600]\n", with: "size: [800, 600]\nexplanation: |\n  Tap A: é ✓\n  Then B.\n")
            .replacingOccurrences(of: "    frame: [100, 100, 200, 200]\n",
                                  with: "    frame: [100, 100, 200, 200]\n        transform: {rotate: 15}\n        control: {action: \"ATapped:\", target: ViewController, event: touchUpInside}\n")
            // The button's target, its view controller, implements its action (one edit with the button).
            .replacingOccurrences(of: "  controller: ViewController\n", with: "  controller: ViewController\n  actions: [\"ATapped:\"]\n")
            .replacingOccurrences(of: "{name: close, frame: [150, 20, 60, 60]", with: "{name: close, frame: \(SceneTextEdit.frameText(close))")
        #expect(saved == expected)

        // Action and assertion: Ctrl+Z takes back the drag in the further window, then the explanation.
        SDLTestSupport.pushKey(SDLK_z, control: true)
        app.pump()
        #expect(session.scene.view(named: "close")?.frame == CGRect(x: 150, y: 20, width: 60, height: 60))
        SDLTestSupport.pushKey(SDLK_z, control: true)
        app.pump()
        #expect(session.studio.editor?.document.explanation == nil)
        SDLTestSupport.finish(app)
    }
}

private extension CGRect {
    var middle: CGPoint { CGPoint(x: midX, y: midY) }
}
