import Foundation
import ResponderCore

/// One JSON object of a capture, read field by field: a field of the wrong type or missing
/// reads as nil and leaves a warning naming it, so one damaged view never loses the rest.
struct CapturedObject {
    let fields: [String: Any]
    /// Where the object is in the capture (`views[12]`), for warnings.
    let path: String

    init?(_ value: Any?, path: String) {
        guard let fields = value as? [String: Any] else { return nil }
        self.fields = fields
        self.path = path
    }

    func has(_ key: String) -> Bool { fields[key] != nil && !(fields[key] is NSNull) }

    func string(_ key: String) -> String? { fields[key] as? String }

    /// Booleans arrive as NSNumber from JSONSerialization; a number is not taken for one.
    func bool(_ key: String) -> Bool? {
        guard let number = fields[key] as? NSNumber, Self.isBool(number) else { return nil }
        return number.boolValue
    }

    func number(_ key: String) -> Double? {
        guard let number = fields[key] as? NSNumber, !Self.isBool(number) else { return nil }
        return number.doubleValue
    }

    func numbers(_ key: String, count: Int) -> [Double]? {
        guard let list = fields[key] as? [Any], list.count == count else { return nil }
        let values = list.compactMap { ($0 as? NSNumber).flatMap { Self.isBool($0) ? nil : $0.doubleValue } }
        return values.count == count ? values : nil
    }

    func strings(_ key: String) -> [String] { (fields[key] as? [Any])?.compactMap { $0 as? String } ?? [] }

    func object(_ key: String) -> CapturedObject? { CapturedObject(fields[key], path: "\(path).\(key)") }

    func objects(_ key: String) -> [CapturedObject] {
        guard let list = fields[key] as? [Any] else { return [] }
        return list.enumerated().compactMap { CapturedObject($0.element, path: "\(path).\(key)[\($0.offset)]") }
    }

    /// JSONSerialization gives `true` and `false` as NSNumber too, of Objective-C type `c`
    /// (char), which it never uses for a number.
    static func isBool(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }
}

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
