import Foundation
import ResponderCore

/// A responder's `keyCommands:` entry: the key, its modifiers and the action it sends (UIKeyCommand).
public struct KeyCommandNode: Sendable, Equatable {
    public var input: String
    public var modifiers: UIKeyCommand.ModifierFlags
    public var action: String

    public init(input: String, modifiers: UIKeyCommand.ModifierFlags, action: String) {
        self.input = input
        self.modifiers = modifiers
        self.action = action
    }

    /// The entry a live key command is made from.
    public init(_ command: UIKeyCommand) {
        self.init(input: command.input, modifiers: command.modifierFlags, action: command.action.name)
    }

    /// The UIKeyCommand the entry makes.
    public var keyCommand: UIKeyCommand {
        UIKeyCommand(input: input, modifierFlags: modifiers, action: Selector(action))
    }

    /// Its modifiers' words in the order scene files write them (`cmd`, `ctrl`, `alt`, `shift`).
    public var modifierWords: [String] {
        KeyModifierWords.ordered.filter { modifiers.contains($0.flag) }.map(\.word)
    }

    /// `cmd+shift+z`, as a caption shows it.
    var keyDescription: String {
        (modifierWords + [input]).joined(separator: "+")
    }
}
