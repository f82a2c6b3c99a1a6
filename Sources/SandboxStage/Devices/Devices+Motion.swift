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
        recordPlotPoint(at: sample.time)
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

    private func recordPlotPoint(at time: Double) {
        let detector = session.runner.shakeDetector
        let point = MotionPlotPoint(time: time, acceleration: detector.latestUserAccelerationMagnitude,
                                    rotation: detector.latestRotationRateMagnitude, shaking: detector.isShaking)
        if let last = motionPlot.last, time - last.time < 0.008, last.shaking == point.shaking { return }
        motionPlot.append(point)
        if let first = motionPlot.first, time - first.time > MotionPlotPoint.span * 1.5 {
            motionPlot.removeFirst(motionPlot.count / 3)
        }
    }
}
