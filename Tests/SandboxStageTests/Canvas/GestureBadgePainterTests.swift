import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The canvas's and the panel's reading of gesture-recognizer steps, against synthetic step
/// lists on lesson 01's views: a recognizer `bTap` on B watching a finger on C.
@Suite("GestureBadgePainter and GesturesSection: badges, held and cancelled touches")
struct GestureBadgePainterTests {
    let measurer = FixedWidthMeasurer()

    static func result(_ event: ResponderMethod, handledBy: String? = "C", note: DiscardReason? = nil, cause: String? = nil) -> TraceStep {
        var result = DeliveryResult(message: .event(event), touch: 1, hitTestView: "C", chain: ["C", "B", "A", "root"], handledBy: handledBy, note: note)
        result.cause = cause
        return .result(result)
    }

    /// bTap recognizes after C took touchesBegan, sends its action and cancels C's touch.
    static let recognizedAndCancelled: [TraceStep] = [
        .deliver(message: .event(.touchesBegan), responder: "C", handled: true),
        result(.touchesBegan),
        .gesture(recognizer: "bTap", view: "B", state: .recognized),
        .gestureAction(recognizer: "bTap", action: "tapped:", target: "ViewController", state: .recognized),
        .deliver(message: .event(.touchesCancelled), responder: "C", handled: true),
        result(.touchesCancelled, cause: "bTap"),
        .gesture(recognizer: "bTap", view: "B", state: .possible),
    ]

    /// bTap delays touchesBegan, then fails: the phase reaches C late.
    static let heldThenDelivered: [TraceStep] = [
        .touchDelayed(method: .touchesBegan, touch: 1, view: "C", recognizer: "bTap"),
        .gesture(recognizer: "bTap", view: "B", state: .failed),
        .deliver(message: .event(.touchesBegan), responder: "C", handled: true),
        result(.touchesBegan),
    ]

    /// bTap delays touchesBegan, then recognizes: the phase is never delivered.
    static let heldThenDiscarded: [TraceStep] = [
        .touchDelayed(method: .touchesBegan, touch: 1, view: "C", recognizer: "bTap"),
        .gesture(recognizer: "bTap", view: "B", state: .recognized),
        result(.touchesBegan, handledBy: nil, note: .recognized(by: "bTap"), cause: "bTap"),
    ]

    func session(playing steps: [TraceStep], upTo count: Int? = nil) throws -> SandboxSession {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1600, height: 3000)
        // The steps recorded as one new input, as the core's delivery records its own.
        session.history.deliver(newEpisode: true) { steps.forEach(session.history.recorder.record) }
        if let count { session.history.show(firstSteps: count) } else { session.history.finish() }
        return session
    }

    func canvasTexts(_ session: SandboxSession) -> (texts: [DrawCommand], labels: SceneLabelLayout, list: DisplayList) {
        var list = DisplayList()
        let labels = CanvasPainter(frame: session.frame, measurer: measurer).paint(into: &list)
        return (list.commands, labels, list)
    }

    func panelTexts(_ session: SandboxSession) -> [String] {
        var list = DisplayList()
        PanelPainter(frame: session.frame, measurer: measurer).paint(into: &list)
        return StageFixtures.texts(in: list)
    }

    @Test func aRecognizerThatWonHasItsStatesActionAndTheTouchItCancelled() throws {
        // Precondition: the steps of a recognized tap that cancels C's touch, played to the end.
        let session = try session(playing: Self.recognizedAndCancelled)

        // Action: read the episode.
        let story = try #require(session.history.episode.recognizers.first)

        // Assertion: one recognizer, its states in order, its final word, its action and the cancellation.
        #expect(session.history.episode.recognizers.count == 1)
        #expect(story.view == "B")
        #expect(story.states == [.recognized, .possible])
        #expect(story.outcome == .recognized, "the reset to possible does not hide that it recognized")
        #expect(story.actions == [.init(action: "tapped:", target: "ViewController", state: .recognized)])
        #expect(story.cancelled == [.init(touch: 1, view: "C")])
        #expect(GestureWording.storyLine(session.history.episode.recognizers) == "bTap recognized ✓ → tapped: → ViewController; C's touches cancelled")
    }

    @Test func aHeldPhaseWaitsUntilTheRecognizerFailsThenIsDelivered() throws {
        // Precondition: the delayed-began steps, shown up to the hold only.
        let waiting = try session(playing: Self.heldThenDelivered, upTo: 1)

        // Action / assertion: the phase waits, and the canvas says so on C.
        #expect(waiting.history.episode.recognizers.first?.held.map(\.fate) == [.waiting])
        let texts = StageFixtures.texts(in: canvasTexts(waiting).list)
        #expect(texts.contains("touchesBegan held by bTap (waiting)"))

        // Action: play to the end. Assertion: delivered late, and no longer tagged as waiting.
        let delivered = try session(playing: Self.heldThenDelivered)
        #expect(delivered.history.episode.recognizers.first?.held.map(\.fate) == [.delivered])
        #expect(delivered.history.episode.recognizers.first?.outcome == .failed)
        let after = StageFixtures.texts(in: canvasTexts(delivered).list)
        #expect(!after.contains("touchesBegan held by bTap (waiting)"))
        #expect(after.contains("bTap · failed ✗"))
    }

    @Test func aHeldPhaseIsDiscardedWhenItsRecognizerRecognizes() throws {
        let session = try session(playing: Self.heldThenDiscarded)

        let story = try #require(session.history.episode.recognizers.first)

        #expect(story.held.map(\.fate) == [.discarded])
        #expect(story.cancelled.isEmpty, "a phase never delivered is not a cancellation")
        #expect(panelTexts(session).joined(separator: " ").contains("touchesBegan discarded: bTap recognized"))
    }

    @Test func theBadgeChangesWithTheAnimation() throws {
        // Precondition: C's touchesBegan shown, bTap not yet recognized.
        let early = try session(playing: Self.recognizedAndCancelled, upTo: 2)
        let late = try session(playing: Self.recognizedAndCancelled, upTo: 3)

        // Assertion: no badge before the recognizer's first step, then its state as it changes.
        #expect(!StageFixtures.texts(in: canvasTexts(early).list).contains { $0.hasPrefix("bTap") })
        #expect(StageFixtures.texts(in: canvasTexts(late).list).contains("bTap · recognized ✓"))
    }

    @Test func theCancelledTouchIsTaggedAndTiedToTheBadgeInsideTheCanvasCoveringNoName() throws {
        let session = try session(playing: Self.recognizedAndCancelled)

        let (commands, labels, _) = canvasTexts(session)

        // Assertion: both tags drawn, inside the canvas, and neither covers a view's name.
        for wanted in ["bTap · recognized ✓", "touchesCancelled — cancelled by bTap"] {
            let origin = try #require(commands.lazy.compactMap { command -> CGPoint? in
                if case .text(wanted, let at, _, _, _, _) = command { return at }
                return nil
            }.first, "no tag \(wanted)")
            let box = CGRect(origin: origin, size: CGSize(width: measurer.width(of: wanted, size: CanvasPainter.tagSize, bold: true),
                                                           height: measurer.lineHeight(size: CanvasPainter.tagSize)))
            #expect(session.layout.canvasArea.contains(box), "\(wanted) lies inside the canvas")
            for (view, name) in labels.names {
                #expect(!name.rect.intersects(box), "\(wanted) covers \(view)'s name")
            }
        }
        // The arrow from the badge: a vermillion line as wide as the cancellation's arrow.
        let width = 3 * session.layout.zoom
        #expect(commands.contains { if case .line(_, _, Palette.vermillion, width) = $0 { return true }; return false })
    }

    @Test func theGesturesSectionListsEachRecognizerWithItsFinalStateAndAction() throws {
        let session = try session(playing: Self.recognizedAndCancelled)

        let texts = panelTexts(session)

        #expect(texts.contains("GESTURES"))
        #expect(texts.contains("bTap"))
        #expect(texts.contains("recognized ✓"))
        let joined = texts.joined(separator: " ")
        #expect(joined.contains("action fired: tapped: → ViewController"))
        #expect(texts.contains { $0.contains("C: touchesCancelled (touch 1)") })
        #expect(texts.contains { $0.contains("gestures: bTap recognized ✓") }, "WHAT HAPPENED tells the gesture story in a line")
    }

    @Test func noGesturesSectionWithoutRecognizers() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1600, height: 3000)
        StageFixtures.tap(session, 350, 350)
        session.history.finish()

        #expect(!panelTexts(session).contains("GESTURES"))
    }
}
