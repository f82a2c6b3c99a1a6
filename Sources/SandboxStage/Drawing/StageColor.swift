/// An RGBA colour for drawing, 0–255 per channel.
public struct StageColor: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public func withAlpha(_ alpha: UInt8) -> StageColor {
        StageColor(red, green, blue, alpha)
    }

    /// Perceived brightness, to pick dark or light text on a view's own colour.
    public var isLight: Bool {
        0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) > 150
    }

    public func mixed(with other: StageColor, _ amount: Double) -> StageColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) * (1 - amount) + Double(b) * amount).rounded())))
        }
        return StageColor(mix(red, other.red), mix(green, other.green), mix(blue, other.blue), mix(alpha, other.alpha))
    }
}
