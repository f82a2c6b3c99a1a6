/// A hardware keyboard key as UIKit reports it in `UIPress.key` (iOS 13.4 and later).
public final class UIKey: Sendable {
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyCommand.ModifierFlags

    public init(characters: String, modifierFlags: UIKeyCommand.ModifierFlags = []) {
        self.characters = characters
        self.charactersIgnoringModifiers = characters
        self.modifierFlags = modifierFlags
    }

    /// "cmd+c": the spelling of the events file and of the trace.
    public var description: String {
        UIKeyCommand.describe(input: charactersIgnoringModifiers, modifierFlags: modifierFlags)
    }
}
