/// Separates gravity from the accelerometer's readings with a first-order low-pass
/// filter, so that a shake is measured the same whichever way the controller is held.
/// (With a gyroscope the estimate could be rotated as the controller turns; a low-pass
/// works for accelerometer-only controllers too, and a shake is much faster than a tilt.)
struct GravityFilter: Sendable {
    let timeConstant: Double
    private(set) var gravity: SIMD3<Double>?
    private var lastTime = -Double.infinity

    init(timeConstant: Double) {
        self.timeConstant = timeConstant
    }

    /// The reading with the current gravity estimate removed (Core Motion's
    /// "user acceleration"); the first reading is taken to be gravity alone.
    mutating func userAcceleration(from reading: SIMD3<Double>, at time: Double) -> SIMD3<Double> {
        guard let previous = gravity else {
            gravity = reading
            lastTime = time
            return .zero
        }
        // dt / (τ + dt) rather than 1 − e^(−dt/τ): the same for small steps, no libm
        // needed, and it still tends to 1 after a long gap.
        let step = max(0, time - lastTime)
        let weight = step / (timeConstant + step)
        let updated = previous + (reading - previous) * weight
        gravity = updated
        lastTime = time
        return reading - updated
    }

    mutating func removeAll() {
        gravity = nil
        lastTime = -.infinity
    }
}
