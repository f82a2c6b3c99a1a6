import Foundation
import ResponderCore
import SandboxScenes

/// Motion from a controller's sensors or an IMU file: through the shake detector, and into
/// the live plot.
extension Devices {
    /// A controller's (or an IMU file's) sample: through the shake detector and, when it
    /// reports a phase, delivered to the first responder like any other input.
    public func feed(_ sample: IMUSample) {
        session.route(.motion { [session] in session.runner.feed(sample) })
        let detector = session.runner.shakeDetector
        recordPlotPoint(MotionPlotPoint(time: sample.time, acceleration: detector.latestUserAccelerationMagnitude,
                                        rotation: detector.latestRotationRateMagnitude, shaking: detector.isShaking))
    }

    /// A shake interrupted from outside: the controller unplugged, the window lost focus.
    public func cancelShake(cause: String) {
        guard session.runner.shakeDetector.isShaking || session.application.isMotionInProgress else { return }
        session.route(.motion { [session] in
            session.runner.cancelShake(cause: cause)
            if session.application.isMotionInProgress { session.application.cancelMotion(cause: cause) }
        })
    }

    /// Replays a recorded trace (`--imu`) sample by sample.
    public func run(_ trace: IMUTrace) {
        let origin = session.application.currentTime
        for var sample in trace.samples {
            sample.time += origin
            feed(sample)
        }
    }
}
