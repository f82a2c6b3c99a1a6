import Foundation
import ResponderCore

/// Takes a line's words in order, with an error that names what was expected.
struct ArgumentReader {
    let verb: String
    private(set) var arguments: [String]

    init(verb: String, arguments: [String]) {
        self.verb = verb
        self.arguments = arguments
    }

    /// How each command is written, shown with a missing or extra word.
    static let usage = [
        "down": "down ID X Y", "move": "move ID X Y", "up": "up ID X Y", "cancel": "cancel ID", "tap": "tap X Y", "hover": "hover X Y|out",
        "shake": "shake [begin|end|cancel]", "press": "press BUTTON", "remote": "remote COMMAND",
        "action": "action NAME [from VIEW]", "become": "become NAME", "resign": "resign", "makeKey": "makeKey WINDOW", "set": "set NAME KEY VALUE",
        "remove": "remove NAME", "wait": "wait SECONDS", "key": "key INPUT [MODIFIER...]",
        "endEditing": "endEditing [NAME]", "logChain": "logChain NAME",
        "add": "add NAME to PARENT frame X,Y,W,H color C [class CLASS]", "reorder": "reorder NAME forward|backward",
        "reparent": "reparent NAME into PARENT frame X,Y,W,H", "rename": "rename NAME NEWNAME",
        "control": "control NAME KIND [KEY VALUE]...", "connect": "connect NAME ACTION [to TARGET] for EVENT",
        "gesture": "gesture VIEW {name: N, kind: K, ...}", "removeGesture": "removeGesture NAME", "controller": "controller NAME view VIEW",
        "removeController": "removeController NAME",
    ]

    private var usage: String { Self.usage[verb].map { " (\($0))" } ?? "" }

    mutating func word(_ what: String) throws -> String {
        guard !arguments.isEmpty else { throw ScriptError("missing \(what)\(usage)") }
        return arguments.removeFirst()
    }

    /// A fixed word of the syntax (`to`, `into`, `frame`), reported by its usage when missing.
    mutating func keyword(_ expected: String) throws {
        let found = try word("'\(expected)'")
        guard found == expected else { throw ScriptError("expected '\(expected)', found '\(found.shownInMessage())'\(usage)") }
    }

    /// `X,Y,W,H` as `set NAME frame` takes it.
    mutating func frame() throws -> CGRect {
        let text = try word("a frame X,Y,WIDTH,HEIGHT")
        guard case .frame(let rect) = try ViewProperty.parse(key: "frame", value: text).get() else { throw ScriptError("expected a frame") }
        return rect
    }

    /// The words not read yet, all taken.
    mutating func remaining() -> [String] {
        defer { arguments = [] }
        return arguments
    }

    mutating func optionalWord() -> String? {
        arguments.isEmpty ? nil : arguments.removeFirst()
    }

    mutating func number(_ what: String) throws -> Double {
        let text = try word(what)
        guard let value = Double(text), value.isFinite else { throw ScriptError("\(what) must be a number, found '\(text.shownInMessage())'") }
        return value
    }

    mutating func touchID() throws -> Int {
        let text = try word("a touch ID")
        guard let id = Int(text), id >= 0, id <= EventScript.maximumTouchID else {
            throw ScriptError("a touch ID is a whole number from 0 to \(EventScript.maximumTouchID), found '\(text.shownInMessage())'")
        }
        return id
    }

    mutating func point() throws -> CGPoint {
        let x = try number("X"), y = try number("Y")
        guard ModelLimits.contains(x), ModelLimits.contains(y) else { throw ScriptError("coordinates must be within ±\(Int(ModelLimits.magnitude)) points") }
        return CGPoint(x: x, y: y)
    }

    func end() throws {
        guard arguments.isEmpty else {
            throw ScriptError("unexpected '\(arguments.joined(separator: " ").shownInMessage())' at the end of the line\(usage)")
        }
    }
}
