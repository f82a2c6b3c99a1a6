/// The last fraction of a second of one sensor's samples, each marked strong or not, kept
/// in a ring buffer with running counts: adding a sample costs O(1) amortised, however
/// high the sample rate, because nothing is ever re-scanned.
struct StrongSampleWindow: Sendable {
    private struct Entry: Sendable {
        var time: Double
        var isStrong: Bool
    }

    let duration: Double
    private var entries: [Entry]
    private var head = 0
    private(set) var count = 0
    private(set) var strongCount = 0

    init(duration: Double) {
        self.duration = duration
        // A power of two, so that wrapping is a mask; 256 holds 0.25 s at 1000 Hz.
        entries = Array(repeating: Entry(time: 0, isStrong: false), count: 256)
    }

    /// Times must not decrease; the caller guarantees it.
    mutating func add(time: Double, isStrong: Bool) {
        dropEntries(before: time - duration)
        if count == entries.count { grow() }
        entries[(head + count) & (entries.count - 1)] = Entry(time: time, isStrong: isStrong)
        count += 1
        if isStrong { strongCount += 1 }
    }

    var span: Double {
        guard count > 0 else { return 0 }
        return entries[(head + count - 1) & (entries.count - 1)].time - entries[head].time
    }

    var strongFraction: Double {
        count == 0 ? 0 : Double(strongCount) / Double(count)
    }

    mutating func removeAll() {
        head = 0
        count = 0
        strongCount = 0
    }

    private mutating func dropEntries(before cutoff: Double) {
        while count > 0, entries[head].time < cutoff {
            if entries[head].isStrong { strongCount -= 1 }
            head = (head + 1) & (entries.count - 1)
            count -= 1
        }
    }

    /// Doubles the buffer, unrolling it so that the oldest entry is first again.
    private mutating func grow() {
        let mask = entries.count - 1
        let ordered = (0..<count).map { entries[(head + $0) & mask] }
        entries = ordered + Array(repeating: Entry(time: 0, isStrong: false), count: entries.count)
        head = 0
    }
}
