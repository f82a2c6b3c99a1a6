import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// M's menu, Tab's key mode and the lesson keys through SDL's real events.
@Suite("Menu, keys to the app and lesson keys in the window", .serialized)
@MainActor
struct MenuWindowTests {
    private func pushKey(_ key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        SDL_PushEvent(&event)
    }

    @Test func mOpensTheMenuAndAClickOnAnItemSendsIt() throws {
        let session = try SDLTestSupport.session("15-edit-menu")
        // The note is a text field: first responder once tapped, as the lesson's script does.
        session.run(.become("note"))
        let app = try SDLTestSupport.app(session)
        pushKey(SDLK_m)
        app.pump()
        let menu = try #require(session.viewer.editMenu)
        let paste = try #require(menu.items.firstIndex { $0.title == "paste:" })
        let rect = try #require(EditMenuLayout(menu: menu, layout: session.layout).itemRects[paste])
        let point = (Int32(rect.midX), Int32(rect.midY))

        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: point)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: point)
        SDLTestSupport.finish(app)

        #expect(session.viewer.editMenu == nil)
        #expect(session.history.episode.summary?.event == "paste:")
        #expect(session.history.episode.summary?.handledBy == "ViewController")
        #expect(session.application.activeTouchIdentifiers.isEmpty, "the click on the menu is no touch")
    }

    @Test func aClickOnTheHelpClosesItAndTouchesNothing() throws {
        // Precondition: the help is shown over lesson 01.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        pushKey(SDLK_h)
        app.pump()
        #expect(session.viewer.isHelpVisible)
        let before = session.history.recorder.total
        let point = session.layout.canvasPoint(fromScene: CGPoint(x: 400, y: 300))

        // Action: a click on the scene under the help.
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: (Int32(point.x), Int32(point.y)))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: (Int32(point.x), Int32(point.y)))
        SDLTestSupport.finish(app)

        // Assertion: the help is gone and no touch reached the scene.
        #expect(!session.viewer.isHelpVisible)
        #expect(session.history.recorder.total == before, "the click on the help is no touch")
    }

    @Test func tabSendsControlAndCommandKeysToTheAppsKeyCommands() throws {
        let session = try SDLTestSupport.session("17-key-commands")
        let app = try SDLTestSupport.app(session)

        pushKey(SDLK_TAB)
        pushKey(SDLK_c, modifiers: KMOD_LGUI)
        pushKey(SDLK_v, modifiers: KMOD_LCTRL)
        SDLTestSupport.finish(app)

        let events = session.history.recorder.steps.compactMap(\.deliveryResult).map(\.event)
        #expect(events.contains("key cmd+c"), "\(events)")
        #expect(events.contains("copy:"))
        // Ctrl+V matches no key command: it reaches the app as presses carrying the key.
        #expect(session.history.recorder.steps.compactMap(\.deliveryResult).contains { $0.event == "pressesBegan" && $0.key == "ctrl+v" })
        #expect(session.viewer.keysToApp)

        pushKey(SDLK_TAB)
        app.pump()
        #expect(!session.viewer.keysToApp)
    }

    @Test func ctrlEqualsZoomsAndPlainEqualsStillChangesTheSpeed() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)

        pushKey(SDLK_EQUALS, modifiers: KMOD_LCTRL)
        pushKey(SDLK_EQUALS)
        app.pump()

        #expect(session.viewer.zoom == 1.25)
        #expect(session.history.timeline.speed == 2)
        pushKey(SDLK_0, modifiers: KMOD_LCTRL)
        app.pump()
        #expect(session.viewer.zoom == 1)
    }

    @Test func lEnterAndBackspaceStepThroughTheLesson() throws {
        let session = try SDLTestSupport.session("02-user-interaction-disabled")
        let app = try SDLTestSupport.app(session)

        pushKey(SDLK_l)
        pushKey(SDLK_RETURN)
        app.pump()
        #expect(session.viewer.lessonInput?.next == 2)

        pushKey(SDLK_BACKSPACE)
        app.pump()
        #expect(session.viewer.lessonInput?.next == 0)
        #expect(session.scene.view(named: "C")?.isUserInteractionEnabled == false)
    }
}
