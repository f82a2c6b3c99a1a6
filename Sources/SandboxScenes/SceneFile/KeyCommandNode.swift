import Foundation
import ResponderCore

/// A responder's `keyCommands:` entry: the key, its modifiers and the action it sends (UIKeyCommand).
public struct KeyCommandNode: Sendable, Equatable {
    public var input: String
    public var modifiers: UIKeyCommand.ModifierFlags
    public var action: String
}
