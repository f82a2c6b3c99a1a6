/// Counts how often one sensor's strong pushes turn back on themselves: the back-and-forth
/// that makes a shake a shake, whichever axis or diagonal it happens along.
struct ReversalCounter: Sendable {
    /// The direction (a unit vector) in which the current stroke started. Kept for the
    /// whole stroke rather than following each sample, so that an elliptical shake, whose
    /// direction turns a little every sample and never drops below the threshold, still
    /// counts a reversal once it has turned far enough.
    private var strokeDirection: SIMD3<Double>?
    private var lastPushTime = -Double.infinity
    /// Times of the latest reversals, oldest first; only as many as a decision needs.
    private var reversalTimes: [Double] = []
    private let remembered: Int

    init(remembered: Int) {
        self.remembered = max(1, remembered)
        reversalTimes.reserveCapacity(self.remembered)
    }

    /// A strong sample: a reversal when it points back against the current stroke, and
    /// the previous strong sample was recent enough to belong to the same motion.
    mutating func notePush(_ vector: SIMD3<Double>, magnitude: Double, at time: Double, parameters: ShakeParameters) {
        let direction = vector / magnitude
        defer { lastPushTime = time }
        guard let stroke = strokeDirection, time - lastPushTime <= parameters.reversalWindow else {
            strokeDirection = direction
            return
        }
        guard (direction * stroke).sum() < parameters.reversalCosine else { return }
        if reversalTimes.count == remembered { reversalTimes.removeFirst() }
        reversalTimes.append(time)
        strokeDirection = direction
    }

    /// How many of the remembered reversals happened at or after `time`.
    func count(since time: Double) -> Int {
        reversalTimes.reduce(0) { $0 + ($1 >= time ? 1 : 0) }
    }

    mutating func removeAll() {
        strokeDirection = nil
        lastPushTime = -.infinity
        reversalTimes.removeAll(keepingCapacity: true)
    }
}
