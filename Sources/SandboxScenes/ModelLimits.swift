import Foundation

/// The one range every number of the model keeps to: a coordinate, a size, an offset, a
/// translation, a hit area, an angle and a scale, in a scene file or an events file's `set`,
/// `add` and `reparent` lines, and a touch's position. Beyond it the loader refuses the file
/// with the number's place, rather than a drawing or a conversion failing later.
public enum ModelLimits {
    /// A million points is a thousand screens of the largest iPad side by side: more than any
    /// scene shows. A product of two such numbers (a scaled coordinate, 10^12) is still
    /// exact to well under a point in a Double, whose integers are exact up to 2^53.
    public static let magnitude = 1_000_000.0

    /// The smallest scale: its inverse, which converting a point into the view needs, is
    /// then no larger than `magnitude`.
    public static let smallestScale = 1 / magnitude

    /// The sentence the loader and the events parser end a refusal with.
    public static let rangeDescription = "numbers must lie within ±1000000"

    public static func contains(_ value: Double) -> Bool { value.isFinite && abs(value) <= magnitude }

    /// Why a scale factor is refused, or nil.
    public static func scaleProblem(_ value: Double) -> String? {
        abs(value) < smallestScale ? "a scale must be at least 0.000001 in size, found \(value)" : nil
    }
}
