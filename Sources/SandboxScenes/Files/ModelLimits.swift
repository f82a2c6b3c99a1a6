import Foundation

/// The one range every number of the model keeps to: a coordinate, a size, an offset, a
/// translation, a hit area, an angle and a scale, in a scene file or an events file's `set`,
/// `add` and `reparent` lines, and a touch's position. Beyond it the loader refuses the file
/// with the number's place, rather than a drawing or a conversion failing later.
public enum ModelLimits {
    /// A billion points: real content exceeds a million (a table of 50,000 rows of 44 points
    /// is 2.2 million points tall, a chat history of a million rows 44 million), and a billion
    /// still holds 22 million such rows. A coordinate times the largest scale (10^15) is still
    /// a whole number exactly in a Double, whose integers are exact up to 2^53 (9 × 10^15).
    public static let magnitude = 1_000_000_000.0

    /// The largest scale factor in size: a millionfold zoom is far past any screen's, and
    /// keeps a scaled coordinate within 10^15.
    public static let largestScale = 1_000_000.0

    /// The smallest scale: its inverse, which converting a point into the view needs, is
    /// then no larger than `largestScale`.
    public static let smallestScale = 1 / largestScale

    /// Windows in one scene: an app shows a handful (its own, the keyboard's, an alert, a
    /// status-bar overlay); each window is hit-tested and drawn in turn, so a thousand took
    /// 13 s a frame.
    public static let maximumWindows = 32

    /// Recognizers on one view: UIKit's own views carry a handful (a text view some fifteen);
    /// each is shown every touch and drawn with its badge, and a thousand on one view took
    /// 4.6 s a frame.
    public static let maximumRecognizersPerView = 50
    /// Target-actions of one control or recognizer (`actions:`).
    public static let maximumTargetActions = 50

    /// Recognizers in one `requiresToFail` chain (each waiting for the next): real apps chain
    /// two or three (a double tap before a single tap); each waits on the whole rest of the
    /// chain at every touch, so a chain of 5,000 took 12.5 s to trace one tap.
    public static let longestFailureChain = 100

    /// The sentence the loader and the events parser end a refusal with.
    public static let rangeDescription = "numbers must lie within ±\(Int(magnitude))"

    public static func contains(_ value: Double) -> Bool { value.isFinite && abs(value) <= magnitude }

    /// Why a scale factor is refused, or nil.
    public static func scaleProblem(_ value: Double) -> String? {
        if abs(value) < smallestScale { return "a scale must be at least 0.000001 in size, found \(value)" }
        if abs(value) > largestScale { return "a scale must be at most \(Int(largestScale)) in size, found \(value.compact)" }
        return nil
    }
}
