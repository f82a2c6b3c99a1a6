import Foundation
import ResponderCore

/// The modifier words of a key command (`cmd`, `ctrl`, `alt`, `shift` and their other names).
enum KeyModifierWords {
    static func flag(_ word: String) -> UIKeyCommand.ModifierFlags? {
        switch word.lowercased() {
        case "cmd", "command": return .command
        case "ctrl", "control": return .control
        case "alt", "option", "alternate": return .alternate
        case "shift": return .shift
        default: return nil
        }
    }
}
