import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A later touch phase that stops (UIResponder passes touchesEnded only where touchesBegan
/// went) is told one way everywhere: the log's summary lists the chain only as far as the phase
/// climbed and says where and why it stopped, and LESSON INPUT, WHAT HAPPENED, the canvas's
/// tag on the responder and its end tag say the same.
@Suite("A later phase that stops is told one way everywhere")
struct StopWordingAgreementTests {
    private static func played(_ id: String) throws -> SandboxSession {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        return session
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func theLogThePanelAndTheCanvasAgreeWhereAPhaseStopped(id: String) throws {
        // Precondition: the lesson played through its own input.
        let session = try Self.played(id)
        let frame = session.frame

        // Action: read every summary of a phase that stopped, and what the window says of it.
        let stopped = session.history.recorder.steps.compactMap(\.deliveryResult).filter { $0.stopWording != nil }
        let outcomes = (frame.viewer.lessonInput?.entries ?? []).compactMap(\.outcome).joined(separator: "\n")

        // Assertion: the log line's chain ends where the phase stopped and says why; LESSON
        // INPUT says where; WHAT HAPPENED, the responder's tag and the end tag say where and why.
        for result in stopped {
            let stop = try #require(result.stoppedAt)
            let wording = try #require(result.stopWording)
            #expect(result.summaryText.contains("chain \(result.climbedChain.joined(separator: " > ")); \(wording)"), "\(id): \(result.summaryText)")
            #expect(result.climbedChain.last == stop)
            #expect(outcomes.contains("\(result.event) → stops at \(stop)"), "\(id): LESSON INPUT says \(outcomes)")
        }
        for phase in frame.episode.phases where phase.result.stopWording != nil {
            let wording = try #require(phase.result.stopWording)
            #expect(PhaseWording.line(for: phase) == "\(phase.result.event) → \(wording)")
            #expect(ChainArrowPainter.endTexts(phase.result, phases: []) == ["✗ \(phase.result.event) \(wording)"])
            let hop = try #require(phase.hops.last)
            #expect(hop.kind == .stopped && hop.responder == phase.result.stoppedAt)
            #expect(HopWording.tag(for: hop) == "\(hop.responder): \(phase.result.event) stops here: touchesBegan was not passed on")
            // The final picture's tag on that responder, which names all its phases, says it too.
            let lines = HopWording.inputTagLines(for: hop.responder, phases: frame.episode.phases)
            #expect(lines.contains { $0.hasSuffix("stops here: touchesBegan was not passed on") && $0.contains(phase.result.event) }, "\(id): \(lines)")
        }
    }

    @Test func lessonOnesTouchesEndedStopsAtCEverywhere() throws {
        // Precondition: lesson 01 after its first tap, on C.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.playLessonEvents()
        session.finishAnimations()

        // Action: the summaries of its touchesEnded phases.
        let ended = session.history.recorder.steps.compactMap(\.deliveryResult).filter { $0.event == "touchesEnded" }

        // Assertion: C's touchesEnded climbed only C, and stopped there for the reason UIKit has.
        #expect(ended.first?.summaryText == "=> touchesEnded (touch 1) --- hit-test view C; chain C; stops at C: touchesBegan was not passed on from C")
        #expect(ended.first?.chain.count == 8, "the JSON's chain is still the whole chain")
        #expect(ended.count == 2)
    }
}
