import Foundation
import ResponderCore
import SandboxScenes

extension SandboxSession {
    /// A controller's (or an IMU file's) sample: through the shake detector and, when it
    /// reports a phase, delivered to the first responder like any other input.
    public func feed(_ sample: IMUSample) {
        let before = recorder.total
        runner.feed(sample)
        recordShakePhases(in: recorder.steps(from: before))
        recordPlotPoint(at: sample.time)
        startEpisodeIfNew(since: before)
    }

    /// A shake interrupted from outside: the controller unplugged, the window lost focus.
    public func cancelShake(cause: String) {
        guard runner.shakeDetector.isShaking || application.isMotionInProgress else { return }
        let before = recorder.total
        runner.cancelShake(cause: cause)
        if application.isMotionInProgress { application.cancelMotion(cause: cause) }
        recordShakePhases(in: recorder.steps(from: before))
        startEpisodeIfNew(since: before)
    }

    /// Replays a recorded trace (`--imu`) sample by sample.
    public func run(_ trace: IMUTrace) {
        let origin = application.currentTime
        for var sample in trace.samples {
            sample.time += origin
            feed(sample)
        }
    }

    private func startEpisodeIfNew(since before: Int) {
        guard recorder.total > before else { return }
        episodeStart = before
        timeline.start(Array(recorder.steps(from: before)))
        panelScroll.story = 0
    }

    private func recordPlotPoint(at time: Double) {
        let detector = runner.shakeDetector
        let point = MotionPlotPoint(time: time, acceleration: detector.latestUserAccelerationMagnitude,
                                    rotation: detector.latestRotationRateMagnitude, shaking: detector.isShaking)
        if let last = motionPlot.last, time - last.time < 0.008, last.shaking == point.shaking { return }
        motionPlot.append(point)
        if let first = motionPlot.first, time - first.time > MotionPlotPoint.span * 1.5 {
            motionPlot.removeFirst(motionPlot.count / 3)
        }
    }
}
