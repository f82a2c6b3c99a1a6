import Foundation

/// How much random input the event storm plays, in one place. The default is a million
/// events; RESPONDER_SANDBOX_LONG_TESTS=1 plays ten times as many.
/// RESPONDER_SANDBOX_STORM_SEEDS (`3`, `9-40` or `3,5,9-12`) plays other seeds, and
/// RESPONDER_SANDBOX_STORM_EVENTS another number of events on each, to reproduce a failure or
/// look further.
enum StormBudget {
    static let defaultEvents = 1_000_000
    static let longModeFactor = 10
    static let environment = ProcessInfo.processInfo.environment
    static let isLong = environment["RESPONDER_SANDBOX_LONG_TESTS"] == "1"
    static let totalEvents = defaultEvents * (isLong ? longModeFactor : 1)

    static let defaultSeeds: [UInt64] = Array(1...8)
    /// Seeds played in parallel, one test case each.
    static let parallelSeeds: [UInt64] = environment["RESPONDER_SANDBOX_STORM_SEEDS"].map { seeds(in: $0) ?? [] } ?? defaultSeeds
    /// The memory test's seed, played alone so that no other storm's heap mixes into its numbers.
    static let memorySeed: UInt64 = 0
    /// The heap is counted for the whole process, so the memory test is only meaningful in a
    /// process of its own: `scripts/test` runs it alone with RESPONDER_SANDBOX_HEAP_ALONE=1,
    /// and the parallel run of every other test leaves it out (other suites' allocations would
    /// land in its samples on a busy machine).
    static let heapMeasuredAlone = environment["RESPONDER_SANDBOX_HEAP_ALONE"] == "1"
    /// A tenth of the events go to the memory test; the rest are shared by the default seeds.
    static let memoryEvents = totalEvents / 10
    static let defaultEventsPerSeed = (totalEvents - memoryEvents) / defaultSeeds.count
    static let eventsPerSeed = environment["RESPONDER_SANDBOX_STORM_EVENTS"].flatMap { Int($0) }.map { max(1, $0) } ?? defaultEventsPerSeed
    /// Whether each seed plays enough to be held to reaching the situations the storm is about
    /// (a shake, a recognizer taking a touch): a short run need not reach them all.
    static let checksReach = eventsPerSeed >= defaultEventsPerSeed

    /// `3`, `9-40`, `3,5,9-12`: the seeds a list names; nil when a part is not a seed or a
    /// range of seeds (then no seed is played, and `EventStormTests.seedListIsValid` fails).
    static func seeds(in list: String) -> [UInt64]? {
        var seeds: [UInt64] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
                .map { UInt64($0.trimmingCharacters(in: .whitespaces)) }
            guard let first = bounds.first ?? nil, let last = bounds.last ?? nil, first <= last else { return nil }
            seeds += Array(first...last)
        }
        return seeds
    }
}
