import Foundation
import ResponderCore

/// One line of an events file, checked and typed.
public enum ScriptCommand: Equatable, Sendable {
    case down(id: Int, at: CGPoint)
    case move(id: Int, to: CGPoint)
    case up(id: Int, at: CGPoint)
    case cancel(id: Int)
    case tap(at: CGPoint)
    case shake(ShakePhase)
    case press(UIPress.ControllerButton)
    case remote(UIEvent.EventSubtype)
    case action(Selector, from: String?)
    case become(String)
    case resign
    /// `makeKey WINDOW`: UIWindow.makeKey() on one of the scene's windows.
    case makeKey(String)
    case set(String, ViewProperty)
    case remove(String)
    case wait(TimeInterval)
    case key(String, UIKeyCommand.ModifierFlags)
    /// `endEditing [NAME]`: NAME's view (the window by default) ends editing: the first
    /// responder inside it resigns, as `view.endEditing(true)` does.
    case endEditing(String?)
    /// `logChain NAME`: prints NAME's responder chain by class name, as the article
    /// `logOutResponderChain:` does with NSLog.
    case logChain(String)
    /// `add NAME to PARENT frame X,Y,W,H color C`: a new plain view, PARENT's frontmost
    /// subview. Edit mode's A, as `--record` writes it (the sandbox's addition).
    case add(String, parent: String, frame: CGRect, color: UIColor)
    /// `reorder NAME forward|backward`: one step among its siblings (edit mode's ] and [).
    case reorder(String, forward: Bool)
    /// `reparent NAME into PARENT frame X,Y,W,H`: moved into PARENT as its frontmost subview.
    case reparent(String, into: String, frame: CGRect)
    /// `rename NAME NEWNAME`: later lines use the new name.
    case rename(String, to: String)

    /// `shake` is a whole shake (began then ended); the sandbox adds its parts for lessons
    /// on cancelled motion.
    public enum ShakePhase: String, Sendable {
        case whole, begin, end, cancel
    }

    /// The word that starts the command's line: the "key path" of its error lines.
    var verb: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        case .tap: return "tap"
        case .shake: return "shake"
        case .press: return "press"
        case .remote: return "remote"
        case .action: return "action"
        case .become: return "become"
        case .resign: return "resign"
        case .makeKey: return "makeKey"
        case .set: return "set"
        case .remove: return "remove"
        case .wait: return "wait"
        case .key: return "key"
        case .endEditing: return "endEditing"
        case .logChain: return "logChain"
        case .add: return "add"
        case .reorder: return "reorder"
        case .reparent: return "reparent"
        case .rename: return "rename"
        }
    }

    /// The responder names the command refers to, for checking against a scene.
    var referencedNames: [String] {
        switch self {
        case .action(_, let from): return from.map { [$0] } ?? []
        case .become(let name), .set(let name, _), .remove(let name), .logChain(let name), .reorder(let name, _), .rename(let name, _),
             .makeKey(let name):
            return [name]
        case .add(_, let parent, _, _): return [parent]
        case .reparent(let name, let parent, _): return [name, parent]
        case .endEditing(let name): return name.map { [$0] } ?? []
        default: return []
        }
    }

    /// The name a command gives a responder, from its line on (`add`, `rename`).
    var introducedName: String? {
        switch self {
        case .add(let name, _, _, _), .rename(_, let name): return name
        default: return nil
        }
    }
}
