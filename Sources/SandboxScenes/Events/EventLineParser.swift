import Foundation
import ResponderCore

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
        // Swift's Double(_:) stops at a NUL, so `tap 1\0zz 1` would be read as `tap 1 1`: a line
        // holding one is refused whole, before any word of it is read.
        if let nul = content.firstIndex(of: "\u{0}") {
            diagnostics.append(SourceDiagnostic(file: file, line: number, column: content.distance(from: content.startIndex, to: nul) + 1,
                                                path: verb.shownInMessage(), message: "a NUL character (\\0) in the line: an events file is text"))
            return true
        }
        switch command(verb: verb, arguments: Array(words.dropFirst())) {
        case .success(let command):
            lines.append(ScriptLine(command: command, line: number))
        case .failure(let error):
            // A garbage verb can be a whole line of binary; the error line shows its start.
            let shown = verb.shownInMessage()
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
            case "hover":
                if reader.arguments == ["out"] { return .hover(at: nil) }
                let point = try reader.point()
                try reader.end()
                return .hover(at: point)
            case "shake":
                let word = reader.optionalWord() ?? "whole"
                try reader.end()
                guard let phase = ScriptCommand.ShakePhase(rawValue: word), word != "whole" || reader.arguments.isEmpty else {
                    throw ScriptError("expected nothing, begin, end or cancel after shake, found '\(word.shownInMessage())'")
                }
                return .shake(phase)
            case "press":
                let word = try reader.word("a button")
                try reader.end()
                guard let button = UIPress.ControllerButton(rawValue: word.lowercased()) else {
                    let names = UIPress.ControllerButton.allCases.map(\.rawValue).joined(separator: " ")
                    throw ScriptError("unknown button '\(word.shownInMessage())'; expected one of: \(names)")
                }
                return .press(button)
            case "remote":
                let word = try reader.word("a command")
                try reader.end()
                guard let subtype = RemoteCommandWords.subtypes[word.lowercased()] else {
                    throw ScriptError("unknown remote command '\(word.shownInMessage())'; expected play, pause, toggle, next or previous")
                }
                return .remote(subtype)
            case "action":
                let name = try reader.word("an action name such as copy:")
                var sender: String?
                if let from = reader.optionalWord() {
                    guard from == "from" else { throw ScriptError("expected 'from VIEW' after the action name, found '\(from.shownInMessage())'") }
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
                // keyCommands and targetForAction are written as in a scene file, spaces and all.
                let value = ViewProperty.sceneValueKeys.contains(key) ? reader.remaining().joined(separator: " ") : try reader.word("a value")
                guard !value.isEmpty else { throw ScriptError("missing a value (set NAME KEY VALUE)") }
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
                        throw ScriptError("unknown modifier '\(word.shownInMessage())'; expected cmd, ctrl, alt or shift")
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
                var className: String?
                if !reader.arguments.isEmpty {
                    try reader.keyword("class")
                    className = try reader.word("a class name after 'class'")
                }
                try reader.end()
                guard let color = ColorNames.color(word) else { throw ScriptError("unknown colour '\(word.shownInMessage())'; expected a name such as orange or #RRGGBB") }
                return .add(name, parent: parent, frame: frame, color: color, className: className)
            case "reorder":
                let name = try reader.word("a view name")
                let direction = try reader.word("forward or backward")
                try reader.end()
                guard direction == "forward" || direction == "backward" else {
                    throw ScriptError("expected forward or backward, found '\(direction.shownInMessage())'")
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
            case "control":
                let name = try reader.word("a view name")
                return .control(name, try ControlClass.parse(reader.remaining()))
            case "connect":
                let name = try reader.word("a control's name")
                let action = try reader.word("an action name such as buttonTapped:")
                var target: String?
                var word = try reader.word("'for EVENT'")
                if word == "to" {
                    target = try reader.word("a target's name after 'to'")
                    word = try reader.word("'for EVENT'")
                }
                guard word == "for" else { throw ScriptError("expected 'to TARGET' or 'for EVENT' after the action, found '\(word.shownInMessage())'") }
                let eventName = try reader.word("a control event such as touchUpInside")
                try reader.end()
                guard let event = UIControl.Event(name: eventName) else {
                    throw ScriptError("unknown control event '\(eventName.shownInMessage())'; expected one of \(UIControl.Event.names.map(\.1).joined(separator: ", "))")
                }
                return .connect(name, action: Selector(action), target: target, event: event)
            case "gesture":
                let view = try reader.word("a view name")
                let text = reader.remaining().joined(separator: " ")
                guard !text.isEmpty else { throw ScriptError("missing the recognizer {name: N, kind: K, ...} (gesture VIEW {name: N, kind: K, ...})") }
                return .gesture(view, try GestureNode.parse(eventsText: text))
            case "removeGesture":
                let name = try reader.word("a gesture recognizer's name")
                try reader.end()
                return .removeGesture(name)
            case "removeController":
                let name = try reader.word("a view controller's name")
                try reader.end()
                return .removeController(name)
            case "controller":
                let name = try reader.word("the new view controller's name")
                try reader.keyword("view")
                let view = try reader.word("its root view's name")
                try reader.end()
                return .controller(name, view: view)
            default:
                let suggestion = YAMLNodeReader.suggestion(for: verb, among: Array(ArgumentReader.usage.keys).sorted())
                let shown = verb.shownInMessage()
                throw ScriptError("unknown command '\(shown)'\(suggestion); expected down, move, up, cancel, tap, hover, shake, press, remote, action, become, resign, makeKey, set, remove, wait, key, endEditing, logChain, add, reorder, reparent, rename, control, connect, gesture, removeGesture, controller or removeController")
            }
        }.mapError { $0 as? ScriptError ?? ScriptError("\($0)") }
        return result
    }
}
