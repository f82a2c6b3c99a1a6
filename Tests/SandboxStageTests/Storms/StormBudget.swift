import Foundation

/// How much random input the event storm plays, in one place. The default is a million
/// events; RESPONDER_SANDBOX_LONG_TESTS=1 plays ten times as many.
enum StormBudget {
    static let defaultEvents = 1_000_000
    static let longModeFactor = 10
    static let isLong = ProcessInfo.processInfo.environment["RESPONDER_SANDBOX_LONG_TESTS"] == "1"
    static let totalEvents = defaultEvents * (isLong ? longModeFactor : 1)

    /// Seeds played in parallel, one test case each.
    static let parallelSeeds: [UInt64] = Array(1...8)
    /// The memory test's seed, played alone so that no other storm's heap mixes into its numbers.
    static let memorySeed: UInt64 = 0
    /// A tenth of the events go to the memory test; the rest are shared by the parallel seeds.
    static let memoryEvents = totalEvents / 10
    static let eventsPerSeed = (totalEvents - memoryEvents) / parallelSeeds.count
}
