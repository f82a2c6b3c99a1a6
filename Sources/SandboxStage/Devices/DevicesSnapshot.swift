import Foundation

/// The controllers and motion as one frame shows them: the frame's `devices`. Taken by
/// `Devices.snapshot()`; a feature of the devices adds its field here and takes it there.
public struct DevicesSnapshot {
    public let status: String
    public let controllerPointer: CGPoint?
    public let motionPlot: [MotionPlotPoint]
    /// The shake detector's thresholds, drawn as the plot's dashed lines.
    public let shakeThresholds: (acceleration: Double, rotationRate: Double)
}

extension Devices {
    func snapshot() -> DevicesSnapshot {
        let detector = session.runner.shakeDetector
        return DevicesSnapshot(status: status, controllerPointer: controllerPointer, motionPlot: motionPlot,
                               shakeThresholds: (detector.accelerationThreshold, detector.rotationRateThreshold))
    }
}
