import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Real SDL mouse and finger events through lesson 01 with recognizers on B: the trace the
/// core records and the pixels the window draws (a recognized badge, a cancelled touch).
@Suite("Gestures through SDL", .serialized)
@MainActor
struct GestureWindowPlatformTests {
    func session(adding recognizer: UIGestureRecognizer) throws -> SandboxSession {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let controller = try #require(session.scene.responders["ViewController"])
        recognizer.addTarget(controller, action: "handled:")
        try #require(session.scene.view(named: "B")).addGestureRecognizer(recognizer)
        return session
    }

    /// The box of the canvas tag whose text is `text`, as the painter lays it out.
    func tagBox(_ text: String, in session: SandboxSession, app: SandboxApp) -> CGRect? {
        let commands = StagePainter(measurer: app.measurer).paint(session.frame).commands
        guard let index = commands.firstIndex(where: { if case .text(text, _, _, _, _, _) = $0 { return true }; return false }) else { return nil }
        return commands[..<index].reversed().lazy.compactMap { command -> CGRect? in
            if case .fill(let rect, _) = command { return rect }
            return nil
        }.first
    }

    @Test func aClickOnAChildShowsTheParentsTapRecognizedAndTheChildsTouchCancelled() throws {
        // Precondition: a tap recognizer on B, whose child C takes touches.
        let session = try session(adding: UITapGestureRecognizer(name: "bTap"))
        let app = try SDLTestSupport.app(session)

        // Action: a real mouse click on C, the animation played out.
        let point = SDLTestSupport.windowPoint(session, 350, 350)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: Int32(SDL_BUTTON_LEFT), at: point)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: Int32(SDL_BUTTON_LEFT), at: point)
        app.pump()
        session.history.finish()
        app.redraw()

        // Assertion: the trace has the recognition and the cancellation it caused.
        let steps = Array(session.history.recorder.steps)
        #expect(steps.contains(.gesture(recognizer: "bTap", view: "B", state: .recognized)))
        #expect(steps.contains { $0.deliveryResult?.event == "touchesCancelled" && $0.deliveryResult?.cause == "bTap" })
        // And the window draws both: a green badge, a vermillion cancellation tag.
        let badge = try #require(tagBox("bTap tap · recognized ✓", in: session, app: app))
        let cancelled = try #require(tagBox("touchesCancelled — cancelled by bTap", in: session, app: app))
        #expect(app.pixel(x: Int(badge.minX) + 3, y: Int(badge.midY)) == Palette.bluishGreen)
        #expect(app.pixel(x: Int(cancelled.minX) + 3, y: Int(cancelled.midY)) == Palette.vermillion)
    }

    @Test func holdingTheMouseOnTheWindowsClockBeginsALongPress() throws {
        // Precondition: a long press (0.5 s) on B.
        let session = try session(adding: UILongPressGestureRecognizer(name: "bPress"))
        let clock = TestClock()
        let app = try SDLTestSupport.app(session, clock: clock)
        let point = SDLTestSupport.windowPoint(session, 350, 350)

        // Action: the mouse held down for 0.7 s of the clock the window follows, then released.
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: Int32(SDL_BUTTON_LEFT), at: point)
        app.pump()
        clock.advance(seconds: 0.7)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: Int32(SDL_BUTTON_LEFT), at: point)
        app.pump()

        // Assertion: the press began while the mouse was still down, then ended with it.
        let states = session.history.recorder.steps.compactMap { step -> GestureStateName? in
            if case .gesture("bPress", _, let state, _) = step { return state }
            return nil
        }
        #expect(Array(states.prefix(2)) == [.began, .ended])
    }

    @Test func aFingerDragOnTheScreenDrivesAPan() throws {
        let session = try session(adding: UIPanGestureRecognizer(name: "bPan"))
        let app = try SDLTestSupport.app(session)
        let size = session.viewer.viewportSize

        func finger(_ type: SDL_EventType, _ x: Double, _ y: Double) {
            let window = session.layout.canvasPoint(fromScene: CGPoint(x: x, y: y))
            SDLTestSupport.pushFinger(type, finger: 7, x: Float(window.x / size.width), y: Float(window.y / size.height))
            app.pump()
        }
        finger(SDL_FINGERDOWN, 300, 300)
        for step in 1...8 { finger(SDL_FINGERMOTION, 300 + Double(step) * 10, 300) }
        finger(SDL_FINGERUP, 380, 300)

        let states = session.history.recorder.steps.compactMap { step -> GestureStateName? in
            if case .gesture("bPan", _, let state, _) = step { return state }
            return nil
        }
        #expect(states.first == .began)
        #expect(states.contains(.changed))
        #expect(states.contains(.ended))
    }
}
