import Foundation
import ResponderCore
import SandboxScenes

/// What to do first in this scene, for the panel before any input: a touch lesson says
/// click, a shake lesson says K, a key-command lesson names the keys, so the hint never
/// tells a class to do what the lesson is not about.
enum LessonHint {
    static func text(for session: SandboxSession) -> String {
        let script = session.scene.document.events.flatMap { try? EventScript.parse($0, file: session.sceneName) }
        let first = script?.lines.lazy.map(\.command).first { $0.isInput }
        var hint = firstAction(for: first)
        if script != nil, !hint.contains("L ") { hint += " · L plays the lesson's input" }
        return hint + "."
    }

    private static func firstAction(for command: ScriptCommand?) -> String {
        switch command {
        case .shake?: return "Press K to shake"
        case .key(let input, let flags)?:
            let key = UIKeyCommand.describe(input: input, modifierFlags: flags)
            if let keys = shortcut(mentioning: "key command") { return "Press \(keys), then \(key): a key command" }
            return "L presses \(key); watch the keyCommands search"
        case .action(let action, _)?:
            if let keys = shortcut(mentioning: "menu") { return "Press \(keys) to send \(action.name) from the menu" }
            return "L sends \(action.name) and asks canPerformAction up the chain"
        case .remote?:
            if let keys = shortcut(mentioning: "remote") { return "Press \(keys) to send a remote command" }
            return "A controller's Start, left and right shoulder send play/pause, previous, next; L plays the lesson's commands"
        case .press?: return "Press a controller button (X, Y, B): a press goes to the first responder"
        default: return "Click a view to send a touch"
        }
    }

    /// The keys of the help entry whose meaning mentions `word`, when the window has one.
    private static func shortcut(mentioning word: String) -> String? {
        Shortcuts.help.first { $0.meaning.localizedCaseInsensitiveContains(word) }?.keys
    }
}

extension ScriptCommand {
    /// A command that sends the app an event, rather than changing the scene.
    var isInput: Bool {
        switch self {
        case .set, .remove, .wait, .become, .resign: return false
        default: return true
        }
    }
}
