import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// `--print-trace` across lesson changes: N and P give the window a new scene whose steps
/// must be printed after the old scene's, never read from a range that no longer exists.
@Suite("--print-trace in the window", .serialized)
@MainActor
struct PrintTraceTests {
    final class Lines {
        var all: [String] = []
    }

    private func app(printingTo lines: Lines, lesson: String) throws -> (SandboxSession, SandboxApp) {
        let session = try SDLTestSupport.session(lesson)
        var options = SandboxApp.Options()
        options.printTrace = true
        options.traceOutput = { lines.all.append($0) }
        let clock = TestClock()
        options.milliseconds = { clock.milliseconds }
        let app = try SandboxApp(session: session, fonts: SDLTestSupport.fonts, options: options)
        app.pump()
        return (session, app)
    }

    private func click(_ session: SandboxSession, _ app: SandboxApp, _ x: Double, _ y: Double) {
        let point = SDLTestSupport.windowPoint(session, x, y)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: point)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: point)
        SDLTestSupport.finish(app)
    }

    @Test func nextAndPreviousLessonKeepPrintingTheNewScenesSteps() throws {
        // Precondition: a tap on C in lesson 01 has been printed.
        let lines = Lines()
        let (session, app) = try app(printingTo: lines, lesson: "01-hit-testing-basics")
        click(session, app, 350, 350)
        #expect(lines.all.contains("C --- touchesBegan"))
        let printedBeforeN = lines.all.count

        // Action: N (the crash was here), a tap in lesson 02, then P and a tap in lesson 01.
        SDLTestSupport.pushKey(SDLK_n)
        app.pump()
        click(session, app, 350, 350)
        let lesson02 = Array(lines.all[printedBeforeN...])
        SDLTestSupport.pushKey(SDLK_p)
        app.pump()
        let printedBeforeSecondTap = lines.all.count
        click(session, app, 350, 350)
        let lesson01Again = Array(lines.all[printedBeforeSecondTap...])

        // Assertion: each scene's tap is printed once, whole, from its first hitTest on.
        #expect(session.sceneName == "01-hit-testing-basics")
        #expect(lesson02.first?.hasPrefix("UIWindow --- hitTest (") == true, "\(lesson02)")
        #expect(lesson02.contains { $0.hasPrefix("C --- skipped") }, "\(lesson02)")
        #expect(lesson02.contains("B --- touchesBegan"), "\(lesson02)")
        #expect(lesson02.filter { $0.hasPrefix("UIWindow --- hitTest (") }.count == 1)
        #expect(lesson01Again.first?.hasPrefix("UIWindow --- hitTest (") == true, "\(lesson01Again)")
        #expect(lesson01Again.contains("C --- touchesBegan"), "\(lesson01Again)")
    }
}
