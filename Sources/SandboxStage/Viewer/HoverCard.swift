import Foundation

/// What the hover card says of the view under the mouse: its name, class and address (as an
/// imported dump printed them), its frame, and the properties that decide whether it gets a
/// touch, in UIKit's words. A value taken with the frame.
public struct HoverCard: Equatable, Sendable {
    public var name: String
    /// `UIButton 0x7fb7c8c0e140`: the class, and the address when the scene has one.
    public var identity: String
    /// One fact a line: `frame (290, 30, 84, 50)`, `userInteractionEnabled: false`, …
    public var facts: [String]
    /// The window point the card is placed beside.
    public var pointer: CGPoint

    public init(name: String, identity: String, facts: [String], pointer: CGPoint) {
        self.name = name
        self.identity = identity
        self.facts = facts
        self.pointer = pointer
    }
}
