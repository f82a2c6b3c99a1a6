import ResponderCore

/// Controller motion: IMU samples go through the runner's shake detector, and the phases
/// it reports reach the first responder as motionBegan, motionEnded and motionCancelled,
/// each traced with what caused it.
extension ScriptRunner {
    public static let shakeBeganCause = "the IMU samples show a shake"
    public static let shakeEndedCause = "the IMU samples went still"

    /// Plays a whole trace: its `t = 0` is the application's clock now, so a trace run on
    /// a fresh scene has event timestamps equal to its sample times.
    public func run(_ samples: [IMUSample]) {
        let origin = scene.application.currentTime
        for sample in samples {
            var shifted = sample
            shifted.time += origin
            feed(shifted)
        }
    }

    /// One live sample, its time on the application's clock (seconds since launch).
    public func feed(_ sample: IMUSample) {
        let outputs = shakeDetector.feed(sample)
        if sample.isFinite { advanceClock(to: sample.time) }
        outputs.forEach(deliver)
    }

    /// Interrupts the current shake from outside: `cause` says why, e.g. "the controller
    /// was disconnected" or "the window lost focus".
    public func cancelShake(cause: String) {
        shakeDetector.cancel(at: scene.application.currentTime, reason: cause).forEach(deliver)
    }

    private func deliver(_ output: ShakeDetector.Output) {
        advanceClock(to: output.time)
        let application = scene.application
        switch output {
        case .began: application.motionBegan(cause: Self.shakeBeganCause, timesOut: false)
        case .ended: application.motionEnded(cause: Self.shakeEndedCause)
        case .cancelled(_, let reason): application.cancelMotion(cause: reason)
        }
    }

    /// The clock never runs back: a late sample is delivered at the time it arrives.
    private func advanceClock(to time: Double) {
        let application = scene.application
        guard time.isFinite, time > application.currentTime else { return }
        application.advanceClock(by: time - application.currentTime)
    }
}
