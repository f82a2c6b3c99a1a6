import Foundation
import ResponderCore

/// The modifier words of a key command (`cmd`, `ctrl`, `alt`, `shift` and their other names).
enum KeyModifierWords {
    /// Each flag's word, in the order scene and events files write them.
    static let ordered: [(flag: UIKeyCommand.ModifierFlags, word: String)] = [(.command, "cmd"), (.control, "ctrl"), (.alternate, "alt"), (.shift, "shift")]

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
