/// The modifier keys held while a button went down or up.
public struct PointerModifiers: OptionSet, Equatable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Alt + drag: two fingers, mirrored around the view under the first (the simulator's Option).
    public static let alt = PointerModifiers(rawValue: 1 << 0)
    /// Shift + drag: pans the canvas, or in edit mode puts the dragged view into another.
    public static let shift = PointerModifiers(rawValue: 1 << 1)
}
