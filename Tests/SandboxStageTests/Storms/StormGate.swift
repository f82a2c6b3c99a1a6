/// Lets the parallel storms share the process and the memory test have it to itself:
/// glibc's heap counters are process-wide, so another storm running during the memory
/// test would mix its allocations into the numbers. Waiting suspends, it does not block
/// a thread, so on two cores the waiting test does not hold up the running ones.
actor StormGate {
    static let shared = StormGate()

    private var sharers = 0
    private var exclusive = false
    private var waitingSharers: [CheckedContinuation<Void, Never>] = []
    private var waitingExclusive: [CheckedContinuation<Void, Never>] = []

    func enterShared() async {
        guard exclusive else { sharers += 1; return }
        await withCheckedContinuation { waitingSharers.append($0) }
    }

    func leaveShared() {
        sharers -= 1
        if sharers == 0, !waitingExclusive.isEmpty {
            exclusive = true
            waitingExclusive.removeFirst().resume()
        }
    }

    func enterExclusive() async {
        guard exclusive || sharers > 0 else { exclusive = true; return }
        await withCheckedContinuation { waitingExclusive.append($0) }
    }

    func leaveExclusive() {
        if !waitingExclusive.isEmpty {
            waitingExclusive.removeFirst().resume()
            return
        }
        exclusive = false
        sharers += waitingSharers.count
        waitingSharers.forEach { $0.resume() }
        waitingSharers = []
    }
}
