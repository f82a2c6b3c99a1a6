import CSDL2
import Foundation
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Looking into a hierarchy through SDL's real events: right-click and Y for why, O to fold.
@Suite("Inspecting in the window", .serialized)
@MainActor
struct InspectWindowTests {
    @Test func aRightClickThenYAnswersForThatPointAndEscClearsIt() throws {
        // Precondition: lesson 41; a right-click on Done's lower part, below its header.
        let session = try SDLTestSupport.session("41-imported-button-sticks-out")
        let app = try SDLTestSupport.app(session)
        let onDone = SDLTestSupport.windowPoint(session, 330, 110)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, at: onDone)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, at: onDone)
        app.pump()
        #expect(session.viewer.selection == "Done")

        // Action: Y.
        SDLTestSupport.pushKey(SDLK_y)
        app.pump()

        // Assertion: the answer is about that point, where the header refuses it; nothing was touched.
        let answer = try #require(session.viewer.why)
        let point = try #require(answer.point)
        #expect(abs(point.x - 330) <= 0.5 && abs(point.y - 110) <= 0.5)
        #expect(point.x * 2 == (point.x * 2).rounded(), "at halves of a point, as a touch")
        #expect(answer.gets == false)
        #expect(answer.reasons.first?.kind == .outsideBounds)
        #expect(answer.reasons.first?.view == "HeaderView-f6d0")
        #expect(session.history.recorder.steps.isEmpty)

        // Action: Esc.
        SDLTestSupport.pushKey(SDLK_ESCAPE)
        SDLTestSupport.finish(app)

        // Assertion: the answer is gone, Done still selected.
        #expect(session.viewer.why == nil)
        #expect(session.viewer.selection == "Done")
    }

    @Test func aRightClickOnDonesMiddleLandsOnItsLabelAndYAnswersForDone() throws {
        // Precondition: lesson 41; a right-click on Done's middle, where its label is drawn.
        let session = try SDLTestSupport.session("41-imported-button-sticks-out")
        let app = try SDLTestSupport.app(session)
        let onLabel = SDLTestSupport.windowPoint(session, 330, 92)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, at: onLabel)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, at: onLabel)
        app.pump()
        #expect(session.viewer.selection == "UIButtonLabel-e999")

        // Action: Y.
        SDLTestSupport.pushKey(SDLK_y)
        SDLTestSupport.finish(app)

        // Assertion: Done is asked about, gets the touch there, and WHY says why Done and not the label.
        let answer = try #require(session.viewer.why)
        #expect(answer.view == "Done" && answer.gets)
        #expect(answer.pointNote?.hasPrefix("Asked about Done: its subview UIButtonLabel-e999 does not take touches") == true)
    }

    @Test func oFoldsTheSelectedRowOfTheOutline() throws {
        // Precondition: lesson 41 with its header selected by a right-click.
        let session = try SDLTestSupport.session("41-imported-button-sticks-out")
        let app = try SDLTestSupport.app(session)
        let onHeader = SDLTestSupport.windowPoint(session, 100, 90)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, at: onHeader)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, at: onHeader)

        // Action: O.
        SDLTestSupport.pushKey(SDLK_o)
        SDLTestSupport.finish(app)

        // Assertion: the header's row is folded.
        #expect(session.viewer.selection == "HeaderView-f6d0")
        #expect(session.viewer.foldedOutline == ["HeaderView-f6d0"])
    }

    @Test func explodedALeftDragTurnsTheStackAndTouchesNothing() throws {
        // Precondition: lesson 01 exploded.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        SDLTestSupport.pushKey(SDLK_e)
        app.pump()
        session.finishAnimations()
        let start = SDLTestSupport.windowPoint(session, 300, 300)

        // Action: a left drag 40 points right and 20 down.
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: start)
        SDLTestSupport.pushMouseMotion(to: (start.0 + 40, start.1 + 20))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: (start.0 + 40, start.1 + 20))
        app.pump()

        // Assertion: yaw and pitch turned by the drag; no touch was sent.
        #expect(abs(session.viewer.explodeYaw - (IsometricProjection.defaultYaw + 10)) < 1e-9)
        #expect(abs(session.viewer.explodePitch - (IsometricProjection.defaultPitch + 5)) < 1e-9)
        #expect(session.history.recorder.steps.isEmpty)

        // Action: a click that does not drag.
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: start)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: start)
        SDLTestSupport.finish(app)

        // Assertion: the status line says how to turn and how to touch.
        #expect(session.viewer.statusMessage?.hasPrefix("Drag to turn the exploded view") == true)
        #expect(session.history.recorder.steps.isEmpty)
    }

    @Test func theHoverCardRedrawsOnlyWhenTheViewUnderTheMouseChanges() throws {
        // Precondition: lesson 41 drawn, the mouse away from the scene.
        let session = try SDLTestSupport.session("41-imported-button-sticks-out")
        let app = try SDLTestSupport.app(session)
        app.redraw()
        let frames = app.framesDrawn

        // Action: the mouse onto Done.
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 300, 75))
        app.pump()

        // Assertion: one frame, with Done's card.
        #expect(session.viewer.hover?.view == "Done")
        #expect(app.framesDrawn == frames + 1)

        // Action: moving within Done, then the mouse still for a while.
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 305, 78))
        for _ in 0..<10 { app.pump(seconds: 0.1) }

        // Assertion: nothing redrawn.
        #expect(app.framesDrawn == frames + 1)

        // Action: the mouse leaves the window.
        var leave = SDL_Event()
        leave.type = SDL_WINDOWEVENT.rawValue
        leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        SDL_PushEvent(&leave)
        SDLTestSupport.finish(app)

        // Assertion: the card is gone.
        #expect(session.viewer.hover == nil)
    }

    @Test func aRightClickOpensTheWhyMenuAndItsItemAsksAtThatPoint() throws {
        // Precondition: lesson 41; a right-click on Done's lower part opens the menu.
        let session = try SDLTestSupport.session("41-imported-button-sticks-out")
        let app = try SDLTestSupport.app(session)
        let onDone = SDLTestSupport.windowPoint(session, 300, 110)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, at: onDone)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, at: onDone)
        app.pump()
        #expect(session.viewer.whyMenu != nil)

        // Action: a left click on the menu's item.
        let item = try #require(session.viewer.whyMenuItem(measurer: app.measurer))
        let onItem = (Int32(item.midX), Int32(item.midY))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: onItem)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: onItem)
        app.pump()

        // Assertion: the menu is gone, the answer is about the right-clicked point, and no touch was sent.
        #expect(session.viewer.whyMenu == nil)
        let point = try #require(session.viewer.why?.point)
        #expect(abs(point.x - 300) <= 0.5 && abs(point.y - 110) <= 0.5)
        #expect(session.history.recorder.steps.isEmpty)

        // Action: right-click again, then a left click on the scene away from the menu.
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, at: onDone)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, at: onDone)
        let away = SDLTestSupport.windowPoint(session, 100, 300)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: away)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: away)
        SDLTestSupport.finish(app)

        // Assertion: the menu went and the click was a touch as always.
        #expect(session.viewer.whyMenu == nil)
        #expect(!session.history.recorder.steps.isEmpty)
    }
}
