/// Turns a controller's accelerometer and gyroscope samples into UIKit's shake phases:
/// began when a shake starts, ended when it stops, and cancelled when it goes on too long
/// or something outside (a disconnect, lost focus) interrupts it. Nothing in between.
///
/// Each sensor is judged on its own (see `MotionChannel`), so accelerometer-only
/// controllers work too: a shake begins when either sensor has been strong in at least
/// half of its last 0.25 s of samples and its direction has reversed at least twice in
/// the last 0.25 s (back, forth and back, at 2 Hz or faster); it ends once neither sensor
/// has been above its quiet threshold for 0.25 s. `ShakeParameters` holds the numbers. Samples with NaN, infinity or an impossible reading, and samples not newer
/// than their sensor's previous one, are ignored. Each sample costs O(1) amortised.
public struct ShakeDetector: Sendable {
    public enum Output: Equatable, Sendable {
        case began(Double)
        case ended(Double)
        case cancelled(Double, reason: String)

        public var time: Double {
            switch self {
            case .began(let time), .ended(let time), .cancelled(let time, _): return time
            }
        }
    }

    /// Why a shake longer than `ShakeParameters.maximumDuration` was cancelled.
    public static let tooLongReason = "the shake went on too long"
    /// Why a shake was cancelled when a sensor's timestamps jumped back (a restarted clock).
    public static let clockRestartReason = "the sensor's clock went back"

    private enum Phase: Sendable {
        case still
        case shaking(since: Double)
        /// After a cancel: a shake that keeps going must stop before a new one can begin.
        case waitingForStillness
    }

    public let parameters: ShakeParameters
    private var phase = Phase.still
    /// The detector's own clock: the newest sample time seen, so that it never runs back.
    private var now = -Double.infinity
    private var lastAccelerometerTime = -Double.infinity
    private var lastGyroscopeTime = -Double.infinity
    private var gravity: GravityFilter
    private var accelerometer: MotionChannel
    private var gyroscope: MotionChannel
    public private(set) var latestAccelerationMagnitude = 0.0

    public init(parameters: ShakeParameters = .standard) {
        self.parameters = parameters
        gravity = GravityFilter(timeConstant: parameters.gravityTimeConstant)
        accelerometer = MotionChannel(threshold: parameters.accelerationThreshold,
                                      quietThreshold: parameters.quietAccelerationThreshold, parameters: parameters)
        gyroscope = MotionChannel(threshold: parameters.rotationRateThreshold,
                                  quietThreshold: parameters.quietRotationRateThreshold, parameters: parameters)
    }

    // MARK: - What a live plot shows

    public var isShaking: Bool {
        if case .shaking = phase { return true }
        return false
    }

    /// When the current shake began, or nil when there is none.
    public var shakeStartTime: Double? {
        if case .shaking(let since) = phase { return since }
        return nil
    }

    /// The latest accelerometer reading with gravity removed, in m/s²: the value compared
    /// with `accelerationThreshold`. (`latestAccelerationMagnitude` is the reading as is.)
    public var latestUserAccelerationMagnitude: Double { accelerometer.latestMagnitude }
    /// The latest gyroscope reading's magnitude, in rad/s.
    public var latestRotationRateMagnitude: Double { gyroscope.latestMagnitude }
    public var accelerationThreshold: Double { parameters.accelerationThreshold }
    public var rotationRateThreshold: Double { parameters.rotationRateThreshold }

    // MARK: - Feeding

    public mutating func feed(_ sample: IMUSample) -> [Output] {
        guard sample.isFinite, sample.magnitude <= parameters.maximumReading else { return [] }
        var outputs: [Output] = []
        let previous = sample.sensor == .accelerometer ? lastAccelerometerTime : lastGyroscopeTime
        if sample.time < previous - parameters.clockRestartTolerance {
            outputs += restart()
        } else if sample.time <= previous {
            return []  // a duplicate or a late arrival: its moment has passed
        }
        // The sensors keep separate clocks in SDL; one that lags the other a little is
        // counted at the detector's time, which only ever moves forward.
        now = max(now, sample.time)
        let vector = SIMD3(sample.x, sample.y, sample.z)
        switch sample.sensor {
        case .accelerometer:
            lastAccelerometerTime = sample.time
            latestAccelerationMagnitude = sample.magnitude
            accelerometer.add(gravity.userAcceleration(from: vector, at: now), at: now, parameters: parameters)
        case .gyroscope:
            lastGyroscopeTime = sample.time
            gyroscope.add(vector, at: now, parameters: parameters)
        }
        return outputs + advance(after: sample.sensor)
    }

    /// Interrupts the current shake from outside (the controller was disconnected, the
    /// window lost focus). A shake that goes on must stop before a new one can begin.
    public mutating func cancel(at time: Double, reason: String) -> [Output] {
        guard isShaking else { return [] }
        phase = .waitingForStillness
        return [.cancelled(time.isFinite ? max(time, now) : now, reason: reason)]
    }

    /// Forgets everything, as for a newly connected controller; reports nothing.
    public mutating func reset() {
        phase = .still
        now = -.infinity
        lastAccelerometerTime = -.infinity
        lastGyroscopeTime = -.infinity
        gravity.removeAll()
        accelerometer.removeAll()
        gyroscope.removeAll()
        latestAccelerationMagnitude = 0
    }

    // MARK: - Deciding

    private mutating func advance(after sensor: IMUSample.Sensor) -> [Output] {
        switch phase {
        case .still:
            let channel = sensor == .accelerometer ? accelerometer : gyroscope
            guard channel.suggestsShake(at: now, parameters: parameters) else { return [] }
            phase = .shaking(since: now)
            return [.began(now)]
        case .shaking(let since):
            if isStill {
                settle()
                return [.ended(now)]
            }
            guard now - since > parameters.maximumDuration else { return [] }
            phase = .waitingForStillness
            return [.cancelled(now, reason: Self.tooLongReason)]
        case .waitingForStillness:
            if isStill { settle() }
            return []
        }
    }

    private var isStill: Bool {
        now - max(accelerometer.lastActiveTime, gyroscope.lastActiveTime) >= parameters.quietPeriod
    }

    private mutating func settle() {
        phase = .still
        accelerometer.forgetReversals()
        gyroscope.forgetReversals()
    }

    /// A clock that went back means a new stream: end what the old one started.
    private mutating func restart() -> [Output] {
        let outputs: [Output] = isShaking ? [.cancelled(now, reason: Self.clockRestartReason)] : []
        reset()
        return outputs
    }
}
