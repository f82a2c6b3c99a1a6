/// What the pointer's table did with an input: the row that took it (nil when none did)
/// and whether the picture changed, so the window draws again.
public struct PointerOutcome: Equatable, Sendable {
    public var row: PointerRow?
    public var changed: Bool
}
