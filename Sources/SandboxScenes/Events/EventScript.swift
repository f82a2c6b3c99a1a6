import Foundation
import ResponderCore

/// An events file: one command a line, `#` comments, checked as a whole so that
/// every bad line is reported with its number.
public struct EventScript: Sendable {
    public var lines: [ScriptLine]

    public init(lines: [ScriptLine]) {
        self.lines = lines
    }

    public static let maximumFileSize = 4 << 20
    public static let maximumTouchID = 1_000_000
    public static let maximumWait: TimeInterval = 3600
    /// A file of garbage would otherwise print one line per line of garbage.
    public static let maximumDiagnostics = 50

    public static func parse(_ text: String, file: String) throws(SourceDiagnostics) -> EventScript {
        try SourceFile.checkSize(text.utf8.count, file: file, maximum: maximumFileSize)
        var parser = EventLineParser(file: file)
        // Any line break ends a line: "\r\n" is one Character, so splitting on "\n" alone would
        // read a Windows file as a single line.
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard parser.parse(line: String(rawLine), number: index + 1) else { break }
        }
        guard parser.diagnostics.isEmpty else { throw SourceDiagnostics(parser.diagnostics) }
        return EventScript(lines: parser.lines)
    }

    /// Names that the scene does not have, each reported at its line.
    public func diagnostics(against scene: LoadedScene, file: String) -> [SourceDiagnostic] {
        // A view an earlier `add` or `rename` named is known from that line on; a renamed one's old name is not.
        var introduced: Set<String> = [], renamedAway: Set<String> = []
        let unknown = lines.flatMap { line in
            defer {
                if case .rename(let old, _) = line.command { renamedAway.insert(old); introduced.remove(old) }
                if let name = line.command.introducedName { introduced.insert(name); renamedAway.remove(name) }
            }
            if case .set(let name, .gesture) = line.command {
                return scene.recognizers[name] != nil ? [] : [SourceDiagnostic(
                    file: file, line: line.line, column: 1, path: line.command.verb,
                    message: "the scene has no gesture recognizer named '\(name)'")]
            }
            if case .set(let name, .contentOffset) = line.command, let responder = scene.responders[name],
               !renamedAway.contains(name), !(responder is UIScrollView) {
                return [SourceDiagnostic(file: file, line: line.line, column: 1, path: line.command.verb,
                                         message: "'\(name)' is not a scroll view; contentOffset needs a view with a scroll key")]
            }
            return line.command.referencedNames.filter {
                !introduced.contains($0) && (scene.responders[$0] == nil || renamedAway.contains($0))
            }.map { name in
                SourceDiagnostic(file: file, line: line.line, column: 1, path: line.command.verb,
                                 message: "the scene has no responder named '\(name)'")
            }
        }
        return SourceDiagnostics.first(EventScript.maximumDiagnostics, of: unknown)
    }
}

/// Parses lines one at a time, tracking which touch IDs are down so that `move 3` without
/// `down 3` is caught before anything runs.
struct EventLineParser {
    let file: String
    private(set) var lines: [ScriptLine] = []
    private(set) var diagnostics: [SourceDiagnostic] = []
    private var touchesDown: Set<Int> = []

    init(file: String) {
        self.file = file
    }

    /// The line before its comment. `#` starts a comment, except in the value of
    /// `set NAME color #RRGGBB` and `add … color #RRGGBB`, a colour as scene files write it
    /// (a word there that is no colour, `#zzzzzz`, is refused as a colour, not read as a comment).
    static func withoutComment(_ text: String) -> String {
        var index = text.startIndex
        while let hash = text[index...].firstIndex(of: "#") {
            let word = text[hash...].prefix { !$0.isWhitespace }
            let before = text[..<hash].split(whereSeparator: \.isWhitespace)
            let isColourValue = (before.count == 3 && before[0] == "set" && before[2] == "color")
                || (before.count == 7 && before[0] == "add" && before[6] == "color")
            let isColour = isColourValue && text[text.index(before: hash)].isWhitespace && word.count > 1
            guard isColour else { return String(text[..<hash]) }
            index = word.endIndex
        }
        return text
    }

    /// False once there are too many problems to be worth listing.
    mutating func parse(line text: String, number: Int) -> Bool {
        let content = Self.withoutComment(text)
        let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first else { return true }
        let column = (content.firstIndex { !$0.isWhitespace }).map { content.distance(from: content.startIndex, to: $0) + 1 } ?? 1
        guard diagnostics.count < EventScript.maximumDiagnostics else {
            diagnostics.append(SourceDiagnostic(file: file, line: number, column: column, path: "",
                                                message: "too many problems; this line and the rest of the file were not checked"))
            return false
        }
        switch command(verb: verb, arguments: Array(words.dropFirst())) {
        case .success(let command):
            lines.append(ScriptLine(command: command, line: number))
        case .failure(let error):
            // A garbage verb can be a whole line of binary; the error line shows its start.
            let shown = verb.count > 40 ? String(verb.prefix(40)) + "…" : verb
            diagnostics.append(SourceDiagnostic(file: file, line: number, column: column, path: shown, message: error.message))
        }
        return true
    }

    private mutating func command(verb: String, arguments: [String]) -> Result<ScriptCommand, ScriptError> {
        var reader = ArgumentReader(verb: verb, arguments: arguments)
        let result: Result<ScriptCommand, ScriptError> = Result {
            switch verb {
            // The touch's state changes as soon as its ID is read, even if the rest of the line is
            // wrong, so that one bad 'down' is not reported again at each later 'move' and 'up'.
            case "down":
                let id = try reader.touchID()
                guard touchesDown.insert(id).inserted else { throw ScriptError("touch \(id) is already down") }
                let point = try reader.point()
                try reader.end()
                return .down(id: id, at: point)
            case "move", "up":
                let id = try reader.touchID()
                guard touchesDown.contains(id) else { throw ScriptError("touch \(id) is not down (no 'down \(id) X Y' before)") }
                if verb == "up" { touchesDown.remove(id) }
                let point = try reader.point()
                try reader.end()
                return verb == "up" ? .up(id: id, at: point) : .move(id: id, to: point)
            case "cancel":
                let id = try reader.touchID()
                guard touchesDown.remove(id) != nil else { throw ScriptError("touch \(id) is not down (no 'down \(id) X Y' before)") }
                try reader.end()
                return .cancel(id: id)
            case "tap":
                let point = try reader.point()
                try reader.end()
                return .tap(at: point)
            case "shake":
                let word = reader.optionalWord() ?? "whole"
                try reader.end()
                guard let phase = ScriptCommand.ShakePhase(rawValue: word), word != "whole" || reader.arguments.isEmpty else {
                    throw ScriptError("expected nothing, begin, end or cancel after shake, found '\(word)'")
                }
                return .shake(phase)
            case "press":
                let word = try reader.word("a button")
                try reader.end()
                guard let button = UIPress.ControllerButton(rawValue: word.lowercased()) else {
                    let names = UIPress.ControllerButton.allCases.map(\.rawValue).joined(separator: " ")
                    throw ScriptError("unknown button '\(word)'; expected one of: \(names)")
                }
                return .press(button)
            case "remote":
                let word = try reader.word("a command")
                try reader.end()
                guard let subtype = RemoteCommandWords.subtypes[word.lowercased()] else {
                    throw ScriptError("unknown remote command '\(word)'; expected play, pause, toggle, next or previous")
                }
                return .remote(subtype)
            case "action":
                let name = try reader.word("an action name such as copy:")
                var sender: String?
                if let from = reader.optionalWord() {
                    guard from == "from" else { throw ScriptError("expected 'from VIEW' after the action name, found '\(from)'") }
                    sender = try reader.word("a view name after 'from'")
                }
                try reader.end()
                return .action(Selector(name), from: sender)
            case "become", "remove":
                let name = try reader.word("a responder name")
                try reader.end()
                return verb == "become" ? .become(name) : .remove(name)
            case "resign":
                try reader.end()
                return .resign
            case "makeKey":
                let name = try reader.word("a window name")
                try reader.end()
                return .makeKey(name)
            case "set":
                let name = try reader.word("a view name")
                let key = try reader.word("a key such as hidden")
                let value = try reader.word("a value")
                try reader.end()
                return .set(name, try ViewProperty.parse(key: key, value: value).get())
            case "wait":
                let seconds = try reader.number("seconds")
                try reader.end()
                guard seconds >= 0, seconds <= EventScript.maximumWait else {
                    throw ScriptError("expected 0 to \(Int(EventScript.maximumWait)) seconds, found \(seconds.compact)")
                }
                return .wait(seconds)
            case "key":
                let input = try reader.word("a key such as c")
                var modifiers: UIKeyCommand.ModifierFlags = []
                while let word = reader.optionalWord() {
                    guard let flag = KeyModifierWords.flag(word) else {
                        throw ScriptError("unknown modifier '\(word)'; expected cmd, ctrl, alt or shift")
                    }
                    modifiers.insert(flag)
                }
                return .key(input, modifiers)
            case "endEditing":
                let name = reader.optionalWord()
                try reader.end()
                return .endEditing(name)
            case "logChain":
                let name = try reader.word("a responder name")
                try reader.end()
                return .logChain(name)
            case "add":
                let name = try reader.word("the new view's name")
                try reader.keyword("to")
                let parent = try reader.word("the parent view's name")
                try reader.keyword("frame")
                let frame = try reader.frame()
                try reader.keyword("color")
                let word = try reader.word("a colour")
                try reader.end()
                guard let color = ColorNames.color(word) else { throw ScriptError("unknown colour '\(word)'; expected a name such as orange or #RRGGBB") }
                return .add(name, parent: parent, frame: frame, color: color)
            case "reorder":
                let name = try reader.word("a view name")
                let direction = try reader.word("forward or backward")
                try reader.end()
                guard direction == "forward" || direction == "backward" else {
                    throw ScriptError("expected forward or backward, found '\(direction)'")
                }
                return .reorder(name, forward: direction == "forward")
            case "reparent":
                let name = try reader.word("a view name")
                try reader.keyword("into")
                let parent = try reader.word("the new parent's name")
                try reader.keyword("frame")
                let frame = try reader.frame()
                try reader.end()
                return .reparent(name, into: parent, frame: frame)
            case "rename":
                let name = try reader.word("a view name")
                let newName = try reader.word("the new name")
                try reader.end()
                return .rename(name, to: newName)
            default:
                let suggestion = YAMLNodeReader.suggestion(for: verb, among: Array(ArgumentReader.usage.keys).sorted())
                let shown = verb.count > 40 ? String(verb.prefix(40)) + "…" : verb
                throw ScriptError("unknown command '\(shown)'\(suggestion); expected down, move, up, cancel, tap, shake, press, remote, action, become, resign, makeKey, set, remove, wait, key, endEditing, logChain, add, reorder, reparent or rename")
            }
        }.mapError { $0 as? ScriptError ?? ScriptError("\($0)") }
        return result
    }
}

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
        "down": "down ID X Y", "move": "move ID X Y", "up": "up ID X Y", "cancel": "cancel ID", "tap": "tap X Y",
        "shake": "shake [begin|end|cancel]", "press": "press BUTTON", "remote": "remote COMMAND",
        "action": "action NAME [from VIEW]", "become": "become NAME", "resign": "resign", "makeKey": "makeKey WINDOW", "set": "set NAME KEY VALUE",
        "remove": "remove NAME", "wait": "wait SECONDS", "key": "key INPUT [MODIFIER...]",
        "endEditing": "endEditing [NAME]", "logChain": "logChain NAME",
        "add": "add NAME to PARENT frame X,Y,W,H color C", "reorder": "reorder NAME forward|backward",
        "reparent": "reparent NAME into PARENT frame X,Y,W,H", "rename": "rename NAME NEWNAME",
    ]

    private var usage: String { Self.usage[verb].map { " (\($0))" } ?? "" }

    mutating func word(_ what: String) throws -> String {
        guard !arguments.isEmpty else { throw ScriptError("missing \(what)\(usage)") }
        return arguments.removeFirst()
    }

    /// A fixed word of the syntax (`to`, `into`, `frame`), reported by its usage when missing.
    mutating func keyword(_ expected: String) throws {
        let found = try word("'\(expected)'")
        guard found == expected else { throw ScriptError("expected '\(expected)', found '\(found)'\(usage)") }
    }

    /// `X,Y,W,H` as `set NAME frame` takes it.
    mutating func frame() throws -> CGRect {
        let text = try word("a frame X,Y,WIDTH,HEIGHT")
        guard case .frame(let rect) = try ViewProperty.parse(key: "frame", value: text).get() else { throw ScriptError("expected a frame") }
        return rect
    }

    mutating func optionalWord() -> String? {
        arguments.isEmpty ? nil : arguments.removeFirst()
    }

    mutating func number(_ what: String) throws -> Double {
        let text = try word(what)
        guard let value = Double(text), value.isFinite else { throw ScriptError("\(what) must be a number, found '\(text)'") }
        return value
    }

    mutating func touchID() throws -> Int {
        let text = try word("a touch ID")
        guard let id = Int(text), id >= 0, id <= EventScript.maximumTouchID else {
            throw ScriptError("a touch ID is a whole number from 0 to \(EventScript.maximumTouchID), found '\(text)'")
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
            throw ScriptError("unexpected '\(arguments.joined(separator: " "))' at the end of the line\(usage)")
        }
    }
}
