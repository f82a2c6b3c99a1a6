import Foundation
import Testing
import ResponderCore
@testable import SandboxStage

/// A million random inputs (ten million with RESPONDER_SANDBOX_LONG_TESTS=1) on the window's
/// model, with UIKit's delivery invariants checked after every one, and the heap flat at the end.
@Suite("Event storm")
struct EventStormTests {
    @Test("Delivery invariants hold through a storm of random input", arguments: StormBudget.parallelSeeds)
    func invariantsHoldThroughout(seed: UInt64) async throws {
        await StormGate.shared.enterShared()
        let outcome = Result { () throws -> StormRun in
            let run = try StormRun(seed: seed)
            run.play(StormBudget.eventsPerSeed)
            run.finish()
            return run
        }
        await StormGate.shared.leaveShared()
        let run = try outcome.get()

        let checker = run.checker
        #expect(checker.violationCount == 0, "\(checker.report)")
        // Time passes as in the window: a recognizer's timer that comes due while it passes
        // fires then (a tap's wait for its next tap runs out, a long press begins).
        #expect(run.driver.timersFired == run.driver.timersDue, "of \(run.driver.timersDue) timers due as time passed, \(run.driver.timersFired) fired")
        #expect(run.scenesNotFreed.isEmpty, "replaced scenes still alive: \(run.scenesNotFreed)")
        // The storm must reach the situations it is about, or it proves nothing.
        guard StormBudget.checksReach else { return }
        let stats = checker.stats
        #expect(stats.deliveredTouchPhases > StormBudget.eventsPerSeed / 10)
        #expect(stats.refusedTouches > 0)
        #expect(stats.motionBegan > 10 && stats.motionCancelled > 0)
        #expect(stats.cancelledWithCause.keys.contains { $0.hasSuffix("was removed from its superview") })
        #expect(stats.cancelledWithCause[Devices.controllerDisconnectedCause, default: 0] > 0)
        #expect(stats.cancelledWithCause["the scene was reloaded", default: 0] > 0)
        #expect(run.scenesReplaced > 0)
        #expect(run.driver.timersFired > 0, "no recognizer's timer fired as time passed")
        // Recognizers recognize and take touches from views: a cancellation's cause is then the
        // recognizer's name, one word (StormScene's V3g1, a scroll view's pan V3.pan, a lesson's
        // sheetPan), where every other cause is a sentence. Which scenes a seed spends its time
        // in changes with the lesson catalog, so any recognizer counts.
        #expect(stats.cancelledWithCause.keys.contains { $0.range(of: #"^[A-Za-z][\w-]*(\.pan)?$"#, options: .regularExpression) != nil },
                "\(stats.cancelledWithCause.keys.sorted())")
    }

    @Test("RESPONDER_SANDBOX_STORM_SEEDS names seeds")
    func seedListIsValid() {
        let list = StormBudget.environment["RESPONDER_SANDBOX_STORM_SEEDS"] ?? "1-8"

        let seeds = StormBudget.seeds(in: list)

        #expect(seeds != nil, "RESPONDER_SANDBOX_STORM_SEEDS=\(list): not a list of seeds and ranges such as 3,5,9-40")
        #expect(StormBudget.seeds(in: "3,5,9-11") == [3, 5, 9, 10, 11])
        #expect(StormBudget.seeds(in: "3,") == nil && StormBudget.seeds(in: "9-4") == nil && StormBudget.seeds(in: "x") == nil)
    }

    /// After a warm-up, the heap in use may not grow: the recorder, the timeline and the motion
    /// plot are capped, and what a scene accumulates must not outlive it.
    @Test("Memory is flat after a long storm, and a replaced scene is freed",
          .enabled(if: StormBudget.heapMeasuredAlone, "counts the whole process's heap: scripts/test runs it in a process of its own"))
    func memoryIsFlat() async throws {
        await StormGate.shared.enterExclusive()
        let outcome = Result { () throws -> (StormRun, samples: [Int], survivors: [String]) in
            let run = try StormRun(seed: StormBudget.memorySeed, measuresMemory: true)
            let warmUp = StormBudget.memoryEvents / 10
            run.play(warmUp)
            var samples: [Int] = []
            for _ in 0..<Self.heapSamples {
                run.play((StormBudget.memoryEvents - warmUp) / Self.heapSamples)
                samples.append(Self.settledHeap(run))
            }
            return (run, samples, run.replaceSceneAndListSurvivors())
        }
        await StormGate.shared.leaveExclusive()
        let (run, samples, survivors) = try outcome.get()
        // Other test targets may be allocating at the same moment (an SDL frame is megabytes):
        // their blocks only ever add to a sample, so the least of a few is this storm's own.
        let growth = samples.suffix(3).min()! - samples.prefix(3).min()!

        #expect(run.checker.violationCount == 0, "\(run.checker.report)")
        #expect(growth < Self.heapGrowthBound, "the heap grew by \(growth) bytes over \(run.played) events; samples: \(samples)")
        #expect(survivors.isEmpty, "still alive after the scene was replaced: \(survivors)")
    }

    /// Found by the storm: the runner kept every run-time message, so an events file's refused
    /// `become`, replayed for hours in the window, grew the heap a line at a time.
    @Test func runnerKeepsTheLatestMessagesOnly() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")

        for _ in 0..<1_000 { session.run(.become("A")) }

        #expect(session.runner.messages.count == SandboxSession.runnerMessagesKept)
        #expect(session.runner.forgottenMessageCount == 0)
        for _ in 0..<500 { session.run(.become("A")) }
        #expect(session.runner.messages.count == SandboxSession.runnerMessagesKept)
        #expect(session.runner.forgottenMessageCount == 500)
    }

    /// Measured here: about 10 kB of growth over the default 90,000 measured events, and
    /// 7 kB over 900,000 in long mode (what varies is the arrangement of the views, the motion
    /// plot's few hundred points and the allocator's bookkeeping). At least half the events
    /// lie between the first three samples and the last three, so a leak of 24 bytes per
    /// event (2.4 in long mode) passes this bound.
    static let heapGrowthBound = 1 << 20
    static let heapSamples = 10

    /// The heap with the storm's transient state put away: touches cancelled, animations
    /// finished and the trace cleared (C), as a class would leave the window.
    private static func settledHeap(_ run: StormRun) -> Int {
        run.finish()
        run.session.perform(.clear)
        // The recorder keeps its buffer when cleared, and that buffer doubles once, whenever
        // the log first outgrows half its cap: left out, so that the doubling does not count.
        return HeapUsage.bytesInUse() - run.session.history.recorder.steps.capacity * MemoryLayout<TraceStep>.stride
    }
}
