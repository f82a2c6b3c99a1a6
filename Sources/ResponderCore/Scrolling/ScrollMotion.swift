import Foundation

/// A scroll view moving on its own after the finger lifted, on the application's clock:
/// a deceleration (UIKit's exponential decay at `decelerationRate` per millisecond) or a
/// settle back from past an edge.
enum ScrollMotion {
    case decelerating(start: CGPoint, velocity: CGPoint, rate: CGFloat, since: TimeInterval)
    case settling(from: CGPoint, to: CGPoint, since: TimeInterval)

    /// Below this speed (points per second) a deceleration stops; the sandbox's choice, about
    /// where iOS's movement stops being visible.
    static let stopSpeed: CGFloat = 10
    /// How long the settle back within the content takes. iOS uses a spring of about half a
    /// second (observed); the sandbox eases out (cubic) over 0.4 s.
    static let settleDuration: TimeInterval = 0.4

    /// Milliseconds a deceleration from this speed runs: speed · rate^t falls to `stopSpeed`.
    static func decelerationMilliseconds(speed: CGFloat, rate: CGFloat) -> Double {
        guard speed > stopSpeed, rate > 0, rate < 1 else { return 0 }
        return Double(log(stopSpeed / speed) / log(rate))
    }

    /// The offset along a deceleration after `ms` milliseconds: the integral of v · rate^t.
    static func travel(velocity: CGFloat, rate: CGFloat, milliseconds ms: Double) -> CGFloat {
        let perMillisecond = velocity / 1000
        return perMillisecond * (pow(rate, CGFloat(ms)) - 1) / log(rate)
    }

    /// Ease-out cubic: quick at first, gentle at the end.
    static func easeOut(_ fraction: Double) -> Double {
        let rest = 1 - min(max(fraction, 0), 1)
        return 1 - rest * rest * rest
    }
}
