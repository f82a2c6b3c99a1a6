import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

@Suite("TraceEpisode: what the steps shown so far say")
struct TraceEpisodeTests {
    @Test func visitsAreNumberedInCallOrderWithTheirOutcome() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 250, y: 250))

        session.history.finish()
        let episode = session.history.episode

        #expect(episode.visits["UIWindow"] == .init(order: 1, outcome: .inside))
        #expect(episode.visits["root"]?.order == 2)
        #expect(episode.visits["A"] == .init(order: 3, outcome: .inside))
        #expect(episode.visits["B"] == .init(order: 4, outcome: .inside))
        #expect(episode.visits["C"] == .init(order: 5, outcome: .outside))
        #expect(episode.hitTestView == "B")
        #expect(episode.summary?.handledBy == "B")
    }

    @Test func aTouchesEndedThatStopsIsOneStoppedHopWithItsWords() throws {
        // Precondition: lesson 01, where C takes touchesBegan without super.
        let session = try StageFixtures.session("01-hit-testing-basics")

        // Action: a tap on C, played to its end.
        session.run(.tap(at: CGPoint(x: 350, y: 350)))
        session.history.finish()
        let episode = session.history.episode

        // Assertion: the last phase's road is C alone, marked as stopping there.
        #expect(episode.summary?.event == "touchesEnded")
        #expect(episode.hops == [.init(responder: "C", message: .event(.touchesEnded), handled: false, kind: .stopped)])
        #expect(HopWording.answer(for: episode.hops[0]) == "stops here: touchesBegan was not passed on")
        #expect(HopWording.tag(for: episode.hops[0]) == "C: touchesEnded stops here: touchesBegan was not passed on")
    }

    @Test func theChainIsKnownBeforeTheDeliveryReachesIt() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))

        let episode = session.history.episode

        #expect(session.history.timeline.current == 0)
        #expect(episode.summary?.chain.first == "C", "the chain list can show where the event is going")
        #expect(!episode.summaryReached)
        #expect(episode.hops.isEmpty)
        #expect(episode.visits == ["UIWindow": .init(order: 1, outcome: .visiting)])
    }

    @Test func skippedViewsSayWhy() throws {
        let session = try StageFixtures.session("03-hidden-view")
        session.run(.tap(at: CGPoint(x: 350, y: 350)))
        session.history.finish()

        let skipped = session.history.episode.visits.values.filter { if case .skipped(.hidden) = $0.outcome { return true }; return false }

        #expect(!skipped.isEmpty)
    }

    @Test func aNewHitTestStartsTheNumberingAgain() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        StageFixtures.tap(session, 350, 350)
        StageFixtures.tap(session, 250, 250)
        session.history.finish()

        #expect(session.history.episode.visits["C"]?.outcome == .outside)
        #expect(session.history.episode.hitTestView == "B")
    }

    @Test func everyPhaseOfATapIsKeptAndTouchesBeganTellsTheStory() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        StageFixtures.tap(session, 350, 350)
        session.history.finish()

        let episode = session.history.episode

        #expect(episode.phases.map(\.result.event) == ["touchesBegan", "touchesEnded"])
        #expect(episode.keyPhase?.result.event == "touchesBegan")
        #expect(episode.keyPhase?.result.handledBy == "C")
        #expect(episode.keyPhase?.hops.map(\.responder) == ["C"])
    }

    @Test func aButtonsActionIsTheKeyPhaseOfItsTap() throws {
        let session = try StageFixtures.session("14-nil-targeted-button")
        session.viewer.playLessonEvents()
        session.finishAnimations()

        let key = try #require(session.history.episode.keyPhase)

        #expect(key.result.message.isAction, "the nil-targeted search, not touchesEnded")
        #expect(key.hops.allSatisfy { $0.message == key.result.message })
    }

    @Test func aPassthroughViewSaysItsHitTestReturnedNil() throws {
        let session = try StageFixtures.session("09-pass-through-layer")
        session.viewer.playLessonEvents()
        session.finishAnimations()

        let visit = try #require(session.history.episode.visits["B"])

        #expect(visit.outcome == .inside)
        #expect(VisitWording.describe(visit, returned: session.history.episode.hitTestReturns["B"]).word.contains("returns nil"))
    }

    @Test func anActionSentDuringTouchesEndedIsItsOwnPhaseListedAfterIt() throws {
        let session = try StageFixtures.session("14-nil-targeted-button")
        StageFixtures.tap(session, 400, 320)
        session.history.finish()

        let phases = session.history.episode.phases

        #expect(phases.map(\.result.event) == ["touchesBegan", "touchesEnded", "buttonPressed:"])
        #expect(phases[1].hops.map(\.message) == [.event(.touchesEnded)], "the action's offers are not the touch's")
        #expect(phases[2].hops.map(\.responder) == ["OK", "toolbar", "root", "ViewController"])
        #expect(phases[1].controlEvents == ["touchUpInside", "primaryActionTriggered"], "UIButton sends primaryActionTriggered right after touchUpInside")
        #expect(session.history.episode.keyPhase?.result.event == "buttonPressed:")
    }

    @Test func anActionNobodyPerformsStillTellsTheStoryOfAButtonTap() throws {
        let session = try StageFixtures.session("14-nil-targeted-button")
        StageFixtures.tap(session, 580, 320)
        session.history.finish()

        let key = try #require(session.history.episode.keyPhase)

        #expect(key.result.event == "save:")
        #expect(key.result.handledBy == nil)
        #expect(key.hops.count == key.result.chain.count, "every responder was asked")
    }

    @Test func aPassthroughsNilReturnIsKept() throws {
        let session = try StageFixtures.session("09-pass-through-layer")
        StageFixtures.tap(session, 250, 250)
        session.history.finish()

        #expect(session.history.episode.visits["B"]?.outcome == .inside)
        #expect(session.history.episode.hitTestReturns["B"] == .some(nil))
        #expect(session.history.episode.hitTestReturns["A"] == .some("A"))
    }

    @Test func aCancellationTellsTheStoryOfARemovedViewNotTheLiftThatFollows() throws {
        let session = try StageFixtures.session("23-remove-during-touch")
        session.viewer.playLessonEvents()

        session.finishAnimations()

        #expect(session.history.episode.keyPhase?.result.event == "touchesCancelled")
    }
}
