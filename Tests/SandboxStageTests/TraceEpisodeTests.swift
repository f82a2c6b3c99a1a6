import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

@Suite("TraceEpisode: what the steps shown so far say")
struct TraceEpisodeTests {
    @Test func visitsAreNumberedInCallOrderWithTheirOutcome() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 250, y: 250))

        session.timeline.finish()
        let episode = session.episode

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
        session.timeline.finish()
        let episode = session.episode

        // Assertion: the last phase's road is C alone, marked as stopping there.
        #expect(episode.summary?.event == "touchesEnded")
        #expect(episode.hops == [.init(responder: "C", method: "touchesEnded", handled: false, kind: .stopped)])
        #expect(HopWording.describe(episode.hops[0], isAction: false) == "C: touchesEnded stops here (touchesBegan went no further)")
        #expect(ChainWording.answer(for: episode.hops[0], isAction: false) == "stops here: began went no further")
    }

    @Test func theChainIsKnownBeforeTheDeliveryReachesIt() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))

        let episode = session.episode

        #expect(session.timeline.current == 0)
        #expect(episode.summary?.chain.first == "C", "the chain list can show where the event is going")
        #expect(!episode.summaryReached)
        #expect(episode.hops.isEmpty)
        #expect(episode.visits == ["UIWindow": .init(order: 1, outcome: .visiting)])
    }

    @Test func skippedViewsSayWhy() throws {
        let session = try StageFixtures.session("03-hidden-view")
        session.run(.tap(at: CGPoint(x: 350, y: 350)))
        session.timeline.finish()

        let skipped = session.episode.visits.values.filter { if case .skipped(.hidden) = $0.outcome { return true }; return false }

        #expect(!skipped.isEmpty)
    }

    @Test func aNewHitTestStartsTheNumberingAgain() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        StageFixtures.tap(session, 350, 350)
        StageFixtures.tap(session, 250, 250)
        session.timeline.finish()

        #expect(session.episode.visits["C"]?.outcome == .outside)
        #expect(session.episode.hitTestView == "B")
    }
}
