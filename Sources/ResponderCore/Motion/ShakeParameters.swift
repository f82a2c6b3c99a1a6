/// The numbers a `ShakeDetector` decides with. The defaults come from the two anchors in
/// DESIGN.md (Square's seismic and a gyro reversal detector), adapted so that a shake is
/// seen within about 300 ms and a single jab or knock is not, and were then checked on the
/// modelled traces under Assets/IMU.
public struct ShakeParameters: Equatable, Sendable {
    /// m/s² of motion with gravity removed. Seismic's 13 m/s² with gravity included is
    /// √(13² − 9.81²) ≈ 8.5 m/s² of motion at right angles to gravity.
    public var accelerationThreshold = 8.5
    /// rad/s: the gyro anchor's "above about 3.8 rad/s".
    public var rotationRateThreshold = 3.8
    /// Below these (half the thresholds) a sample counts as still, for telling when a shake
    /// has stopped; the gap lets a shake pass through zero without ending.
    public var quietAccelerationThreshold = 4.25
    public var quietRotationRateThreshold = 1.9

    /// Seconds of samples whose strong fraction is measured: seismic's minimum window span.
    public var evidenceWindow = 0.25
    /// The window must span at least this much before it can say anything: seismic asks
    /// for half its window, so that a few samples at the start cannot decide.
    public var minimumEvidenceSpan = 0.125
    /// Seismic asks for 75% of gravity-included magnitudes above 13 m/s²; motion alone
    /// passes through zero twice a cycle, so half the samples is asked for instead.
    public var minimumStrongFraction = 0.5

    /// The gyro anchor's "several sign reversals": two (back, forth and back again), so
    /// that one jab (a push and its stop) is not a shake.
    public var minimumReversals = 2
    /// Seconds within which those reversals must fall: seismic's minimum window. Two
    /// reversals that close mean at least 2 Hz; slower back-and-forth is waving or
    /// steering, not shaking (the anchor's "within a second" lets 1 Hz waving through).
    public var reversalWindow = 0.25
    /// A strong push reverses the previous one when it points more than 120° away from it,
    /// so a shake along a diagonal counts like one along an axis.
    public var reversalCosine = -0.5

    /// Seconds without a strong-enough sample on any sensor after which a shake has ended:
    /// seismic's minimum window again.
    public var quietPeriod = 0.25
    /// UIKit cancels a shake that goes on too long: undocumented, but on devices a shake held
    /// for about two seconds ends in motionCancelled rather than motionEnded.
    public var maximumDuration = 2.0

    /// Seconds: the accelerometer's low-pass gravity estimate, a 0.8 Hz cut-off that is
    /// below a shake's 3–6 Hz and above the slow tilts of holding a controller.
    public var gravityTimeConstant = 0.2
    /// A sample older than its sensor's previous one by more than this means the sensor's
    /// clock restarted (or one timestamp was garbage): start again instead of ignoring
    /// every sample from then on.
    public var clockRestartTolerance = 1.0

    /// Readings beyond this (m/s² or rad/s) are glitches, not motion: controllers top out
    /// near ±16 g (157 m/s²) and ±2000 °/s (35 rad/s).
    public var maximumReading = 1000.0

    public init() {}

    public static let standard = ShakeParameters()
}
