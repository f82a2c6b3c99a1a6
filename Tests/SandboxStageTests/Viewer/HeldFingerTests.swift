import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// A press held in the window is shown while it is held, not only once the animation
/// reaches the long press recognizer.
@Suite("A held press, timed live")
struct HeldFingerTests {
    @Test func theStatusBarTimesAHeldFingerWhileTheCanvasStillPlaysHitTest() throws {
        // Precondition: lesson 32, a finger down on the icon (its long press needs 0.5 s).
        let session = try StageFixtures.session("32-long-press-held-or-not")
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.touch(1, .began, at: CGPoint(x: 300, y: 250))
        _ = session.tick(0)

        // Action: 0.7 s of the window's time, in frames, as the window passes it.
        for _ in 0..<7 {
            session.passRealTime(0.1)
            _ = session.tick(0.1)
        }

        // Assertion: the recognizer has begun in the core, the canvas is still on hitTest,
        // and the status bar says the press is being held.
        let steps = session.history.timeline.steps
        let began = try #require(steps.firstIndex { step in
            if case .gesture(_, _, .began, _) = step { return true }
            return false
        }, "the long press began at 0.5 s")
        #expect((session.history.timeline.current ?? 0) < began, "the canvas has not reached it yet")
        let held = try #require(session.frame.heldFingers[1])
        #expect(abs(held - 0.7) < 0.05, "\(held)")
        let texts = StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
        #expect(texts.contains { $0.contains("finger 1 held 0.7 s") }, "\(texts.filter { $0.hasPrefix("first responder") })")

        // Action: the finger lifts.
        session.touch(1, .ended, at: CGPoint(x: 300, y: 250))
        _ = session.tick(0.1)

        // Assertion: nothing is held any more.
        #expect(session.frame.heldFingers.isEmpty)
    }
}
