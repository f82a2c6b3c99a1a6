import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

@Suite("The window under SDL's dummy driver", .serialized)
@MainActor
struct WindowTests {
    @Test func aClickIsHitTestedAndTheHitTestViewIsOutlined() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let onC = SDLTestSupport.windowPoint(session, 350, 350)

        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: onC)
        SDLTestSupport.finish(app)

        #expect(session.history.episode.hitTestView == "C")
        #expect(session.history.episode.summary?.handledBy == "C")
        let rect = session.layout.canvasRect(fromScene: CGRect(x: 300, y: 300, width: 100, height: 100))
        let outline = app.pixel(x: Int(rect.minX) - 4, y: Int(rect.maxY) - 20)
        #expect(outline.isClose(to: Palette.hitTestView), "the hit-test view's yellow outline, found \(outline)")
        let inside = app.pixel(x: Int(rect.minX) + 10, y: Int(rect.midY) + 5)
        #expect(inside.isClose(to: StageColor(153, 153, 153)), "C's own grey, found \(inside)")

        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: onC)
        SDLTestSupport.finish(app)
        #expect(session.application.activeTouchIdentifiers.isEmpty)
    }

    @Test func mouseEventsMadeFromTouchesAreNotDeliveredTwice() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let onC = SDLTestSupport.windowPoint(session, 350, 350)

        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: onC, which: CSDL_TOUCH_MOUSEID())
        SDLTestSupport.finish(app)

        #expect(session.history.recorder.steps.filter { $0.deliveryResult != nil }.isEmpty)
    }

    @Test func keysDriveTheControls() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)

        SDLTestSupport.pushKey(SDLK_h)
        SDLTestSupport.pushKey(SDLK_SPACE)
        SDLTestSupport.pushKey(SDLK_PLUS)
        app.pump()

        #expect(session.viewer.isHelpVisible)
        #expect(session.history.timeline.isPaused)
        #expect(session.history.timeline.speed == 2)

        SDLTestSupport.pushKey(SDLK_n)
        app.pump()
        #expect(session.sceneName == SDLTestSupport.catalog.lessons[1].id)
    }

    /// A click (down and up) at a scene point of the window's current scene.
    static func click(_ session: SandboxSession, at scenePoint: CGPoint) {
        let point = session.layout.canvasPoint(fromScene: scenePoint)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: (Int32(point.x), Int32(point.y)))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: (Int32(point.x), Int32(point.y)))
    }

    @Test func aTouchHeldAcrossNDoesNotSwallowTheNextClick() throws {
        // Precondition: the mouse holds a touch on lesson 01.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let held = session.layout.canvasPoint(fromScene: CGPoint(x: 400, y: 300))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: (Int32(held.x), Int32(held.y)))
        app.pump()
        #expect(session.application.hasTouchesDown)

        // Action: N while it is held, the mouse moved and released, then a click on the next lesson.
        SDLTestSupport.pushKey(SDLK_n)
        app.pump()
        let afterN = session.history.recorder.total
        SDLTestSupport.pushMouseMotion(to: (Int32(held.x) + 20, Int32(held.y)))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: (Int32(held.x) + 20, Int32(held.y)))
        app.pump()
        #expect(session.history.recorder.total == afterN, "the old touch's move and end are not the new scene's")
        Self.click(session, at: CGPoint(x: 200, y: 200))
        SDLTestSupport.finish(app)

        // Assertion: the click is a touch of its own on the new scene, and it ended.
        #expect(session.history.episode.summary != nil, "the click was delivered")
        #expect(!session.application.hasTouchesDown)
    }

    @Test func editModeStartedUnderAHeldTouchCancelsIt() throws {
        // Precondition: the mouse holds a touch on lesson 01.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let held = session.layout.canvasPoint(fromScene: CGPoint(x: 400, y: 300))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: (Int32(held.x), Int32(held.y)))
        app.pump()

        // Action: Ctrl+E, the button released, Ctrl+E again, a click.
        SDLTestSupport.pushKey(SDLK_e, control: true)
        app.pump()
        #expect(!session.application.hasTouchesDown, "edit mode cancelled the touch")
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: (Int32(held.x), Int32(held.y)))
        SDLTestSupport.pushKey(SDLK_e, control: true)
        app.pump()
        let before = session.history.recorder.total
        Self.click(session, at: CGPoint(x: 200, y: 200))
        SDLTestSupport.finish(app)

        // Assertion: the click was delivered as a touch of its own.
        #expect(session.history.recorder.steps(from: before).contains { $0.deliveryResult != nil })
        #expect(!session.application.hasTouchesDown)
    }

    @Test func theExplodedViewMovesTheLayers() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        app.redraw()
        let corner = session.layout.canvasPoint(fromScene: CGPoint(x: 20, y: 580))
        let flat = app.pixel(x: Int(corner.x), y: Int(corner.y))

        SDLTestSupport.pushKey(SDLK_e)
        app.pump()
        app.pump(seconds: 1)

        #expect(session.viewer.explode == 1)
        let exploded = app.pixel(x: Int(corner.x), y: Int(corner.y))
        #expect(flat.isClose(to: StageColor(255, 140, 0), tolerance: 40), "root is orange there when flat, found \(flat)")
        #expect(!exploded.isClose(to: flat, tolerance: 40), "the layer has moved away from that corner, found \(exploded)")
    }

    @Test func rightClickSelectsAndNumberKeysChangeTheSceneLive() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let onC = SDLTestSupport.windowPoint(session, 350, 350)

        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, at: onC)
        SDLTestSupport.pushKey(SDLK_3)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: onC)
        SDLTestSupport.finish(app)

        #expect(session.viewer.selection == "C")
        #expect(session.scene.view(named: "C")?.isUserInteractionEnabled == false)
        #expect(session.history.episode.visits["C"]?.outcome == .skipped(.userInteractionDisabled))
        #expect(session.history.episode.hitTestView == "B")
    }

    @Test func aClickOnAPanelRowSelectsAControllerAndTheWheelScrollsThePaneUnderThePointer() throws {
        let session = try SDLTestSupport.session("14-nil-targeted-button")
        let app = try SDLTestSupport.app(session)
        app.redraw()
        let row = try #require(session.viewer.panelRow(of: "ViewController", measurer: app.measurer), "the controller's row is in sight")

        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: (Int32(row.midX), Int32(row.midY)))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: (Int32(row.midX), Int32(row.midY)))
        SDLTestSupport.pushKey(SDLK_7)
        SDLTestSupport.finish(app)

        #expect(session.viewer.selection == "ViewController")
        #expect(session.application.activeTouchIdentifiers.isEmpty, "a click on the panel is no touch")
        #expect(session.responder(named: "ViewController")?.implementedMethods.isDisjoint(with: Set<ResponderMethod>.touches) == false)

        SDLTestSupport.pushWheel(notches: 2, at: (Int32(row.midX), Int32(row.midY)))
        app.pump()
        #expect(session.viewer.panelScroll.story > 0, "the wheel over the hierarchy scrolls the story's pane")
        #expect(session.viewer.panelScroll.lesson == 0 && !session.viewer.panelScroll.isLogScrolledBack, "and nothing else")
    }

    /// What happens to the window while a finger is down, and the cause the trace must give.
    nonisolated static let interruptions: [(event: SDL_WindowEventID, cause: String)] = [
        (SDL_WINDOWEVENT_SIZE_CHANGED, "the window was resized"),
        (SDL_WINDOWEVENT_HIDDEN, "the window was hidden"),
        (SDL_WINDOWEVENT_MINIMIZED, "the window was hidden"),
        (SDL_WINDOWEVENT_FOCUS_LOST, "the window lost focus"),
    ]

    @Test(arguments: interruptions.indices)
    func windowChangingMidTouchCancelsTheTouch(index: Int) throws {
        // Precondition: a mouse button held down on the scene is an open touch.
        let interruption = Self.interruptions[index]
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: SDLTestSupport.windowPoint(session, 350, 350))
        app.pump()
        #expect(session.application.activeTouchIdentifiers.count == 1)

        // Action
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(interruption.event.rawValue)
        event.window.data1 = 1000
        event.window.data2 = 700
        SDL_PushEvent(&event)
        SDLTestSupport.finish(app)

        // Assertion: UIKit cancels touches the system takes away, and says so in the trace.
        #expect(session.application.activeTouchIdentifiers.isEmpty)
        let last = session.history.recorder.steps.last { $0.deliveryResult != nil }?.deliveryResult
        #expect(last?.event == "touchesCancelled")
        #expect(last?.cause == interruption.cause)
        #expect(session.history.fingers.isEmpty)
    }

    @Test func theWindowsOwnOpeningDoesNotCancelALessonsFirstTouch() throws {
        // Precondition: a lesson's first command holds a finger down before the window opens
        // (`open LESSON --lesson-events`), and opening leaves SHOWN, HIDDEN in SDL's queue, as
        // X11 does when the renderer recreates the window.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        _ = SDLTestSupport.fonts
        session.run(.down(id: 1, at: CGPoint(x: 350, y: 350)))
        for event in [SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_HIDDEN] {
            var windowEvent = SDL_Event()
            windowEvent.type = SDL_WINDOWEVENT.rawValue
            windowEvent.window.event = UInt8(event.rawValue)
            SDL_PushEvent(&windowEvent)
        }

        // Action
        let app = try SDLTestSupport.app(session)
        SDLTestSupport.finish(app)

        // Assertion: the finger is still down on C, nothing was cancelled.
        #expect(session.application.boundView(ofTouch: 1)?.name == "C")
        #expect(!session.history.recorder.steps.contains { $0.deliveryResult?.event == "touchesCancelled" })
    }

    @Test func fingersBecomeTouchesWithTheirOwnIDs() throws {
        let session = try SDLTestSupport.session("21-multiple-touches")
        let app = try SDLTestSupport.app(session)
        let size = session.viewer.viewportSize
        let first = session.layout.canvasPoint(fromScene: CGPoint(x: 300, y: 300))
        let second = session.layout.canvasPoint(fromScene: CGPoint(x: 320, y: 320))

        SDLTestSupport.pushFinger(SDL_FINGERDOWN, finger: 1, x: Float(first.x / size.width), y: Float(first.y / size.height))
        SDLTestSupport.pushFinger(SDL_FINGERDOWN, finger: 2, x: Float(second.x / size.width), y: Float(second.y / size.height))
        app.pump()

        #expect(session.application.activeTouchIdentifiers.count == 2)
        SDLTestSupport.pushFinger(SDL_FINGERUP, finger: 1, x: Float(first.x / size.width), y: Float(first.y / size.height))
        SDLTestSupport.pushFinger(SDL_FINGERUP, finger: 2, x: Float(second.x / size.width), y: Float(second.y / size.height))
        app.pump()
        #expect(session.application.activeTouchIdentifiers.isEmpty)
    }

    @Test func nothingIsRedrawnWhileNothingHappens() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        app.redraw()
        let frames = app.framesDrawn

        for _ in 0..<20 { app.pump(seconds: 0.1) }

        #expect(app.framesDrawn == frames)
        #expect(!session.isAnimating)
    }

    @Test func theScreenshotKeyWritesAPNG() throws {
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session, screenshots: folder.path)

        SDLTestSupport.pushKey(SDLK_s)
        app.pump()
        app.waitForScreenshots()

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(files.count == 1)
        #expect(session.viewer.statusMessage?.hasPrefix("Saved ") == true)
        let image = try #require(IMG_Load(folder.appendingPathComponent(files[0]).path))
        #expect(image.pointee.w == 1280 && image.pointee.h == 800)
        SDL_FreeSurface(image)
    }
}
