import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A final picture tells every half of the input and the answer that decided it: a shake's
/// two phases each say what became of them, and a recognizer a delegate failed says so.
@Suite("Final pictures tell each phase and the delegate's answer")
struct FinalPictureStoryTests {
    private static func finalPicture(_ id: String) throws -> (session: SandboxSession, texts: [String]) {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        var list = DisplayList()
        CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)
        return (session, StageFixtures.texts(in: list))
    }

    @Test func lesson19sUnhandledShakeNamesBothHalves() throws {
        // Precondition/action: lesson 19 played through; its last shake reaches nobody.
        let (_, texts) = try Self.finalPicture("19-shake-no-first-responder")

        // Assertion: the end tag names motionBegan and motionEnded, not motionBegan alone.
        #expect(texts.contains("✗ motionBegan, motionEnded discarded: nobody in the chain handled it"), "\(texts.filter { $0.hasPrefix("✗") })")
    }

    @Test func endTextsGiveEachFateItsOwnLine() {
        // Precondition: an input whose first phase stopped at C and whose second nobody handled.
        var stopped = DeliveryResult(message: .event(.touchesEnded), touch: 1, hitTestView: "C", chain: ["C", "B"])
        stopped.stoppedAt = "C"
        let cancelled = DeliveryResult(message: .event(.touchesCancelled), touch: 2, hitTestView: "B", chain: ["B"])
        let phases = [stopped, cancelled].map { TraceEpisode.Phase(result: $0, hops: [], controlEvents: []) }

        // Action: the end tag's lines for the whole input.
        let lines = ChainArrowPainter.endTexts(stopped, phases: phases)

        // Assertion: each phase says what happened to it.
        #expect(lines == ["✗ touchesEnded stops at C: touchesBegan was not passed on from C",
                          "✗ touchesCancelled discarded: nobody in the chain handled it"])
    }

    @Test func lesson47sPanSaysItsDelegateFailedIt() throws {
        // Precondition/action: lesson 47 played through; card2Pan's delegate answered no.
        let (session, texts) = try Self.finalPicture("47-delegate-resolves-a-conflict")
        let pan = try #require(session.frame.episode.recognizers.first { $0.name == "card2Pan" })

        // Assertion: the story keeps the answer, WHAT HAPPENED's line and the canvas say it.
        let reason = "its delegate's gestureRecognizerShouldBegin(_:) returned false"
        #expect(pan.failureReason == reason)
        #expect(GestureWording.storyLine(session.frame.episode.recognizers)?.contains("card2Pan failed ✗: \(reason)") == true)
        #expect(texts.contains { $0.hasPrefix("card2Pan failed: its delegate") }, "\(texts.filter { $0.hasPrefix("card2Pan") })")
    }

    @Test func lesson23MarksWhereTheRemovedViewsFingerLifts() throws {
        // Precondition/action: lesson 23 played through: C is removed under finger 1, which then lifts.
        let (session, _) = try Self.finalPicture("23-remove-during-touch")

        // Assertion: the last picture still marks finger 1, lifted where it lifted.
        let trail = try #require(session.history.touchTrails.first { $0.touch == 1 })
        #expect(trail.isLifted)
        #expect(trail.points.last == CGPoint(x: 500, y: 450))
    }

    @Test func lesson37TagsPsShiftedBoundsOrigin() throws {
        // Precondition/action: lesson 37 played through: `set P boundsOrigin 0,100` came before the last tap.
        let (_, texts) = try Self.finalPicture("37-scrolling-is-just-bounds")

        // Assertion: P says its bounds origin on the canvas.
        #expect(texts.contains("bounds.origin (0, 100)"))
    }
}
