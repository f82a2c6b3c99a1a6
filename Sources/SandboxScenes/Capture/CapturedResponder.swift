import Foundation
import ResponderCore

/// What the capture says of any responder: its class, address, first-responder state, the
/// event methods its class overrides, its key commands, and (from the sandbox's own capture
/// only) the facts an app keeps in compiled code.
struct CapturedResponder {
    var className: String
    var superclasses: [String]
    var address: String
    var isFirstResponder = false
    var canBecomeFirstResponder = false
    var overrides: [String] = []
    var keyCommands: [KeyCommandNode] = []
    var sandbox: CapturedObject?

    init?(_ object: CapturedObject) {
        guard let className = object.string("class"), let address = object.string("address") else { return nil }
        self.className = className
        self.address = address.lowercased()
        superclasses = object.strings("superclasses")
        isFirstResponder = object.bool("isFirstResponder") ?? false
        canBecomeFirstResponder = object.bool("canBecomeFirstResponder") ?? false
        overrides = object.strings("overrides")
        sandbox = object.object("sandbox")
        keyCommands = object.objects("keyCommands").compactMap { command in
            guard let input = command.string("input"), let action = command.string("action") else { return nil }
            var modifiers: UIKeyCommand.ModifierFlags = []
            for word in command.strings("modifierFlags") {
                switch word {
                case "shift": modifiers.insert(.shift)
                case "control": modifiers.insert(.control)
                case "alternate": modifiers.insert(.alternate)
                case "command": modifiers.insert(.command)
                default: break
                }
            }
            return KeyCommandNode(input: input, modifiers: modifiers, action: action)
        }
    }

    /// The class and its superclasses, most derived first.
    var classChain: [String] { [className] + superclasses }

    /// The event methods of the model among the overrides: a class that overrides one
    /// implements it, which is what the scene's `handles` says.
    var handledMethods: Set<ResponderMethod> { Set(overrides.compactMap(ResponderMethod.init(rawValue:))) }

    /// The responder keys of a scene: handles, callsSuper, actions, refuses, first responder, key commands.
    func traits(extraActions: [String]) -> ResponderTraits {
        var traits = ResponderTraits()
        traits.handles = handledMethods
        traits.firstResponder = isFirstResponder
        traits.canBecomeFirstResponder = canBecomeFirstResponder && !isFirstResponder
        traits.keyCommands = keyCommands
        if let sandbox {
            traits.callsSuper = sandbox.bool("callsSuper") ?? false
            traits.actions = sandbox.strings("actions")
            traits.refuses = sandbox.strings("refuses")
        } else {
            // A real app's target implements every action sent to it (else UIKit would raise).
            var seen = Set<String>()
            traits.actions = extraActions.filter { seen.insert($0).inserted }
        }
        return traits
    }
}
