import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// RESPONDER CHAIN lists the part of the chain each phase climbed, as the trace's summaries
/// say it, and never lists a link a phase did not reach as part of its road.
@Suite("RESPONDER CHAIN: each phase's climbed chain, and the links it never reached")
struct ChainClimbTests {
    let measurer = FixedWidthMeasurer()

    /// The lesson after its script, in a window tall enough for every pane to show all its rows.
    private func played(_ id: String) throws -> SandboxSession {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = CGSize(width: 1600, height: 4000)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        return session
    }

    private static func texts(_ row: PanelRow) -> [String] {
        row.commands.compactMap { if case .text(let text, _, _, _, _, _) = $0 { return text }; return nil }
    }

    /// The story pane's rows from RESPONDER CHAIN's heading to the next section's.
    private func chainRows(_ session: SandboxSession) throws -> [PanelRow] {
        let story = try #require(PanelLayout(frame: session.frame, measurer: measurer).pane(.story))
        let texts = story.rows.map(Self.texts)
        guard let start = texts.firstIndex(where: { $0.contains("RESPONDER CHAIN") }) else { return [] }
        let end = texts[(start + 1)...].firstIndex { row in row.contains { ["GESTURES", "HIERARCHY", "LEGEND"].contains($0) } } ?? texts.count
        return Array(story.rows[(start + 1)..<end])
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func eachClimbIsThePartOfTheChainTheTraceSaysThePhaseClimbed(id: String) throws {
        // Precondition: the lesson played through its own input.
        let session = try played(id)
        let phases = session.frame.episode.phases

        // Action: each phase as RESPONDER CHAIN tells it.
        for phase in phases {
            let climb = ChainClimb(phase: phase)
            let result = phase.result
            let climbed = climb.rows.map(\.responder)

            // Assertion: the rows are where the trace says it went, and the rest is not reached.
            if phase.hops.contains(where: { $0.kind == .target }) { continue }
            #expect(climbed + climb.notReached == result.chain, "\(id) \(result.event): \(climbed) then not reached \(climb.notReached)")
            if result.stopWording != nil {
                #expect(climbed == result.climbedChain, "\(id) \(result.event) stops at \(result.stoppedAt ?? "?")")
                #expect(climb.rows.last?.stopped == true)
            } else if result.note != nil {
                #expect(climbed.isEmpty, "\(id) \(result.event) was not delivered")
            } else if let handler = result.handledBy {
                #expect(climbed.contains(handler), "\(id) \(result.event) handled by \(handler)")
                #expect(climb.rows.first { $0.responder == handler }?.handled == true)
            } else {
                #expect(climb.notReached.isEmpty && climb.end?.hasPrefix("discarded") == true, "\(id) \(result.event) climbed the whole chain")
            }
        }
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func thePanelListsOnlyTheClimbedLinksAndSaysWhichWereNotReached(id: String) throws {
        // Precondition: the lesson played through its own input.
        let session = try played(id)
        let climbs = ChainClimb.climbs(of: session.frame.episode.phases)

        // Action: the panel's RESPONDER CHAIN rows.
        let rows = try chainRows(session)
        let words = rows.flatMap(Self.texts).joined(separator: " ")

        // Assertion: a row names a responder only where some phase was offered to it, and
        // every link not reached is said to be so.
        let offered = Set(climbs.flatMap { $0.rows.map(\.responder) })
        let named = Set(rows.compactMap(\.responder))
        #expect(named == offered, "\(id): rows name \(named.sorted()), the phases climbed \(offered.sorted())")
        for climb in climbs where !climb.notReached.isEmpty {
            #expect(words.contains(ChainSection.notReachedText(climb.notReached)), "\(id): \(climb.events) not reached \(climb.notReached)")
        }
    }

    @Test(arguments: ["01-hit-testing-basics", "05-figure-hit-test-order", "10-child-and-parent", "14-nil-targeted-button",
                      "19-shake-no-first-responder", "25-touches-follow-began"])
    func atEveryStepTheChainListsNoLinkTheInputNeverReaches(id: String) throws {
        // Precondition: the lesson played through; the responders its last input's phases were offered.
        let session = try played(id)
        let offered = Set(ChainClimb.climbs(of: session.frame.episode.phases).flatMap { $0.rows.map(\.responder) })

        // Action: the last input played again step by step.
        session.history.replay()
        var step = 0
        while true {
            let named = Set(try chainRows(session).compactMap(\.responder))

            // Assertion: while a phase is delivered its rows are where it starts and what it reached.
            #expect(named.isSubset(of: offered), "\(id) step \(step): rows \(named.subtracting(offered).sorted()) were never reached")
            guard let current = session.history.timeline.current, current + 1 < session.history.timeline.steps.count else { break }
            session.history.stepForward()
            step += 1
        }
    }

    @Test func lessonOnesSecondTapClimbsBAloneAndSaysWhereTouchesEndedStopped() throws {
        // Precondition: lesson 01 after both taps; the second on B.
        let session = try played("01-hit-testing-basics")

        // Action: the climbs of its last input.
        let climbs = ChainClimb.climbs(of: session.frame.episode.phases)

        // Assertion: touchesBegan climbed B, which handled it; touchesEnded climbed B and
        // stopped there; A and everything above were never reached.
        #expect(climbs.map(\.events) == [["touchesBegan"], ["touchesEnded"]])
        #expect(climbs.map { $0.rows.map(\.responder) } == [["B"], ["B"]])
        #expect(climbs[0].rows[0].answer == "HANDLED ★")
        #expect(climbs[1].rows[0].answer == "stops here: touchesBegan was not passed on")
        #expect(climbs[1].notReached == ["A", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        let words = try chainRows(session).flatMap(Self.texts).joined(separator: " ")
        #expect(words.contains("not reached: A, root, ViewController, UIWindow, UIApplication, AppDelegate"))
        #expect(!words.contains("↑ A"))
    }

    @Test func alikePhasesOfOneTouchAreOneClimb() throws {
        // Precondition: lesson 24's last input, a drag off the button: touchesBegan, touchesMoved, touchesEnded all the button's.
        let session = try played("24-button-touch-up-outside")

        // Action: its climbs.
        let climbs = ChainClimb.climbs(of: session.frame.episode.phases.filter { !$0.result.message.isAction })

        // Assertion: one climb names all three phases.
        #expect(climbs.count == 1)
        #expect(climbs.first?.events.first == "touchesBegan")
        #expect(climbs.first?.events.contains { $0.hasPrefix("touchesMoved") } == true)
        #expect(climbs.first?.rows.map(\.responder) == ["button"])
    }
}
