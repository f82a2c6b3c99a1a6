/// One sensor's evidence of shaking: how many of its recent samples were strong, how often
/// their direction reversed, and when it last moved more than a still hand does.
struct MotionChannel: Sendable {
    let threshold: Double
    let quietThreshold: Double
    private var window: StrongSampleWindow
    private var reversals: ReversalCounter
    private(set) var lastActiveTime = -Double.infinity
    private(set) var latestMagnitude = 0.0

    init(threshold: Double, quietThreshold: Double, parameters: ShakeParameters) {
        self.threshold = threshold
        self.quietThreshold = quietThreshold
        window = StrongSampleWindow(duration: parameters.evidenceWindow)
        reversals = ReversalCounter(remembered: parameters.minimumReversals)
    }

    /// `vector` is motion only: rotation rate, or acceleration without gravity.
    mutating func add(_ vector: SIMD3<Double>, at time: Double, parameters: ShakeParameters) {
        let magnitude = (vector * vector).sum().squareRoot()
        latestMagnitude = magnitude
        let isStrong = magnitude > threshold
        window.add(time: time, isStrong: isStrong)
        if isStrong { reversals.notePush(vector, magnitude: magnitude, at: time, parameters: parameters) }
        if magnitude > quietThreshold { lastActiveTime = time }
    }

    /// Strong in at least the asked fraction of a long-enough window, and reversing often
    /// enough lately: sustained back-and-forth, not a knock (too short) nor a jab (one
    /// reversal) nor a tilt (no reversal).
    func suggestsShake(at now: Double, parameters: ShakeParameters) -> Bool {
        window.span >= parameters.minimumEvidenceSpan
            && window.strongFraction >= parameters.minimumStrongFraction
            && reversals.count(since: now - parameters.reversalWindow) >= parameters.minimumReversals
    }

    /// After a shake, its reversals must not count towards the next one.
    mutating func forgetReversals() {
        reversals.removeAll()
    }

    mutating func removeAll() {
        window.removeAll()
        reversals.removeAll()
        lastActiveTime = -.infinity
        latestMagnitude = 0
    }
}
