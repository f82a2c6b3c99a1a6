/// A keyboard shortcut a responder offers: when its key is pressed while the responder is on
/// the first responder's chain, its action is sent up that chain.
public final class UIKeyCommand {
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let shift = ModifierFlags(rawValue: 1 << 0)
        public static let control = ModifierFlags(rawValue: 1 << 1)
        public static let alternate = ModifierFlags(rawValue: 1 << 2)
        public static let command = ModifierFlags(rawValue: 1 << 3)
    }

    public let input: String
    public let modifierFlags: ModifierFlags
    public let action: Selector
    public var title: String

    public init(input: String, modifierFlags: ModifierFlags = [], action: Selector, title: String = "") {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = title
    }

    func matches(input: String, modifierFlags: ModifierFlags) -> Bool {
        self.input.lowercased() == input.lowercased() && self.modifierFlags == modifierFlags
    }
}
