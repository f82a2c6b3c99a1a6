import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// The banner, R and a held long press through SDL's real events.
@Suite("Lesson banner, replay and a held press in the window", .serialized)
@MainActor
struct LessonChromeWindowTests {
    private func click(_ session: SandboxSession, _ x: Double, _ y: Double) {
        let point = SDLTestSupport.windowPoint(session, x, y)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: point)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: point)
    }

    @Test func rAfterAClickReplaysIt() throws {
        // Precondition: a click on C in lesson 01, its animation played out.
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        click(session, 350, 350)
        SDLTestSupport.finish(app)
        #expect(session.history.timeline.isFinished)

        // Action: R.
        SDLTestSupport.pushKey(SDLK_r)
        app.pump()

        // Assertion: the click plays again from its first step.
        #expect(session.viewer.statusMessage?.hasPrefix("Nothing to replay") != true, "\(session.viewer.statusMessage ?? "")")
        #expect(session.history.timeline.isAnimating)
        #expect(session.history.timeline.current == 0)
    }

    @Test func aClickDuringALessonIsNamedInTheBanner() throws {
        // Precondition: L ran lesson 02's first command.
        let session = try SDLTestSupport.session("02-user-interaction-disabled")
        let app = try SDLTestSupport.app(session)
        SDLTestSupport.pushKey(SDLK_l)
        SDLTestSupport.finish(app)

        // Action: a click of one's own.
        click(session, 100, 100)
        SDLTestSupport.finish(app)

        // Assertion
        let input = try #require(session.frame.lessonInput)
        #expect(input.isShowingOwnInput, "the banner names the click, not the lesson's command")
    }
}
