import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// The zoom keys at the pointer, the pan drags and Z, through SDL's real events.
@Suite("Zoom and pan in the window", .serialized)
@MainActor
struct ZoomWindowTests {
    @Test func ctrlEqualsAtThePointerKeepsTheViewUnderItAndTheMiddleButtonPans() throws {
        // Precondition: lesson 01, the mouse over C's middle.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let canvas = session.layout.canvasArea
        let pointer = SDLTestSupport.windowPoint(session, 350, 350)
        SDLTestSupport.pushMouseMotion(to: pointer)

        // Action: Ctrl+= eight times, to ×3.
        for _ in 0..<8 { SDLTestSupport.pushKey(SDLK_EQUALS, control: true) }
        app.pump()

        // Assertion: the canvas kept its size and scene point (350, 350) is still under the mouse.
        #expect(session.viewer.zoom == 3)
        #expect(session.layout.canvasArea == canvas)
        let under = session.layout.clampedScenePoint(fromWindow: CGPoint(x: Double(pointer.0), y: Double(pointer.1)))
        #expect(abs(under.x - 350) < 1 && abs(under.y - 350) < 1)

        // Action: a middle-button drag 60 points left.
        let before = session.layout.sceneRect
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_MIDDLE, at: pointer)
        SDLTestSupport.pushMouseMotion(to: (pointer.0 - 60, pointer.1))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_MIDDLE, at: (pointer.0 - 60, pointer.1))
        SDLTestSupport.finish(app)

        // Assertion: the scene moved with the drag, and the drag was no touch.
        #expect(abs(session.layout.sceneRect.minX - (before.minX - 60)) < 1e-6)
        #expect(session.history.recorder.steps.isEmpty)
    }

    @Test func zOnASelectedViewZoomsOntoItAndAgainShowsTheWholeScene() throws {
        // Precondition: A selected with a right click.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let onA = SDLTestSupport.windowPoint(session, 150, 150)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, at: onA)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, at: onA)
        app.pump()
        #expect(session.viewer.selection == "A")

        // Action: Z.
        SDLTestSupport.pushKey(SDLK_z)
        app.pump()

        // Assertion: zoomed onto A; Z again is the whole scene.
        #expect(session.viewer.zoom > 1)
        #expect(session.viewer.focusedView == "A")
        SDLTestSupport.pushKey(SDLK_z)
        SDLTestSupport.finish(app)
        #expect(session.viewer.zoom == 1)
        #expect(session.viewer.focus == nil)
    }
}
