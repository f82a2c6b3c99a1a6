import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

@Suite("Timeline: the animation's playhead")
struct TimelineTests {
    static let tapSteps: [TraceStep] = [
        .hitTest(view: "UIWindow", point: CGPoint(x: 10, y: 10)), .pointInside(view: "UIWindow", inside: true),
        .hitTest(view: "A", point: CGPoint(x: 5, y: 5)), .pointInside(view: "A", inside: true),
        .hitTestReturn(view: "A", result: "A"), .hitTestReturn(view: "UIWindow", result: "A"),
        .deliver(message: .event(.touchesBegan), responder: "A", handled: true),
        .result(DeliveryResult(message: .event(.touchesBegan), touch: 1, hitTestView: "A", chain: ["A"], handledBy: "A")),
    ]

    @Test func appendingInPiecesMakesTheSameStepsInstantAsStartingWithAll() {
        let moved: [TraceStep] = [
            .deliver(message: .event(.touchesMoved), responder: "A", handled: true),
            .result(DeliveryResult(message: .event(.touchesMoved), touch: 1, hitTestView: "A", chain: ["A"], handledBy: "A")),
        ]
        // A step with no summary yet at the end of one piece learns its kind from the next.
        let pieces: [[TraceStep]] = [Self.tapSteps, moved + [.firstResponder(responder: "A")], moved, Self.tapSteps, moved]
        var whole = Timeline()
        var pieceByPiece = Timeline()

        whole.start(pieces.flatMap { $0 })
        pieceByPiece.start(pieces[0])
        for piece in pieces.dropFirst() { pieceByPiece.append(piece) }

        let durations = { (timeline: Timeline) in timeline.steps.indices.map { timeline.duration(of: $0) } }
        #expect(durations(pieceByPiece) == durations(whole))
        #expect(durations(whole).filter { $0 == 0 }.count == 3 * moved.count + 1)
    }

    @Test func startsAtTheFirstStepAndPlaysToTheLast() {
        var timeline = Timeline()

        timeline.start(Self.tapSteps)

        #expect(timeline.current == 0)
        #expect(timeline.isAnimating)
        for _ in 0..<200 { _ = timeline.advance(by: 0.05) }
        #expect(timeline.current == Self.tapSteps.count - 1)
        #expect(timeline.isFinished)
        #expect(!timeline.isAnimating, "a finished animation must let the window sleep")
        let changed = timeline.advance(by: 1)
        #expect(!changed, "nothing changes once finished")
    }

    @Test func steppingOntoTheLastStepLeavesNothingPaused() {
        // Precondition: a tap's steps, stepped through with → one by one.
        var timeline = Timeline()
        timeline.start(Self.tapSteps)

        // Action: → until the animation has ended.
        for _ in 0..<Self.tapSteps.count * 2 where !timeline.isFinished { timeline.stepForward() }

        // Assertion: the end is shown and the next input is not frozen.
        #expect(timeline.isFinished)
        #expect(!timeline.isPaused)
    }

    @Test func clearingEndsAPause() {
        var timeline = Timeline()
        timeline.start(Self.tapSteps)
        timeline.stepForward()
        #expect(timeline.isPaused)

        timeline.clear()

        #expect(!timeline.isPaused)
    }

    @Test func stepForwardShowsOneStepAndPauses() {
        var timeline = Timeline()
        timeline.start(Self.tapSteps)

        timeline.stepForward()
        timeline.stepForward()

        #expect(timeline.isPaused)
        #expect(timeline.current == 2)
        let changed = timeline.advance(by: 5)
        #expect(!changed, "paused: time does not move the playhead")
        timeline.stepBackward()
        #expect(timeline.current == 1)
    }

    @Test func replayStartsOverAndFasterIsFaster() {
        var timeline = Timeline()
        timeline.start(Self.tapSteps)
        timeline.finish()

        timeline.replay()
        timeline.faster()
        timeline.faster()
        _ = timeline.advance(by: 0.3)

        #expect(timeline.speed == 4)
        #expect(timeline.current == 2, "at ×4, 0.3 s covers the first two steps (0.45 s and 0.55 s at ×1) and part of the third")
    }

    @Test func stepsOfAMovingFingerTakeNoTime() {
        let moved: [TraceStep] = [
            .deliver(message: .event(.touchesMoved), responder: "A", handled: true),
            .result(DeliveryResult(message: .event(.touchesMoved), touch: 1, hitTestView: "A", chain: ["A"], handledBy: "A")),
        ]
        var timeline = Timeline()
        timeline.start(Self.tapSteps)
        timeline.finish()

        timeline.append(moved + moved)

        #expect(timeline.isFinished, "moves jump straight to their end")
        #expect(timeline.duration(of: Self.tapSteps.count) == 0)
    }

    @Test func appendingAfterTheEndPlaysTheNewSteps() {
        var timeline = Timeline()
        timeline.start(Array(Self.tapSteps.prefix(2)))
        timeline.finish()

        timeline.append(Array(Self.tapSteps.dropFirst(2)))

        #expect(timeline.current == 2)
        #expect(timeline.isAnimating)
    }
}
