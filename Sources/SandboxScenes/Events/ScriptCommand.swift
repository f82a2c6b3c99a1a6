import Foundation
import ResponderCore

/// One line of an events file, checked and typed.
public enum ScriptCommand: Equatable, Sendable {
    case down(id: Int, at: CGPoint)
    case move(id: Int, to: CGPoint)
    case up(id: Int, at: CGPoint)
    case cancel(id: Int)
    case tap(at: CGPoint)
    /// `hover X Y`: the pointer, no button pressed, moves to X,Y (a hover event);
    /// `hover out`: it leaves the window (nil).
    case hover(at: CGPoint?)
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
    /// `add NAME to PARENT frame X,Y,W,H color C [class CLASS]`: a new plain view, PARENT's
    /// frontmost subview; CLASS is the name of a class of the app's own that the view is (a
    /// scene's `class:`). Edit mode's A and undo, as `--record` writes them (the sandbox's addition).
    case add(String, parent: String, frame: CGRect, color: UIColor, className: String? = nil)
    /// `reorder NAME forward|backward`: one step among its siblings (edit mode's ] and [).
    case reorder(String, forward: Bool)
    /// `reparent NAME into PARENT frame X,Y,W,H`: moved into PARENT as its frontmost subview.
    case reparent(String, into: String, frame: CGRect)
    /// `rename NAME NEWNAME`: later lines use the new name.
    case rename(String, to: String)
    /// `control NAME KIND [KEY VALUE]...`: the view becomes a UIButton, UIControl, UISlider,
    /// UISwitch or UITextField, or a plain UIView again (`none`), in its place and with its
    /// subviews, recognizers and traits; the new control has no targets yet. The studio's
    /// palette, as `--record` writes it (the sandbox's addition).
    case control(String, ControlClass)
    /// `connect NAME ACTION [to TARGET] for EVENT`: `addTarget(TARGET, action: ACTION, for: EVENT)`
    /// on the control NAME; no TARGET: nil, the action goes up the responder chain.
    case connect(String, action: Selector, target: String?, event: UIControl.Event)
    /// `gesture VIEW {name: N, kind: K, ...}`: a recognizer, written as an entry of a scene's
    /// `gestures:`, added last to VIEW's recognizers with its targets and relations.
    case gesture(String, GestureNode)
    /// `removeGesture NAME`: `removeGestureRecognizer` on the recognizer's view.
    case removeGesture(String)
    /// `controller NAME view VIEW`: a new view controller NAME whose root view is VIEW, the
    /// child of the controller VIEW was inside, as a scene's nested `controller:` makes one.
    case controller(String, view: String)
    /// `removeController NAME`: the view controller leaves the scene; its root view stays
    /// where it is, owned by no controller, and its children become its parent's.
    case removeController(String)

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
        case .hover: return "hover"
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
        case .control: return "control"
        case .connect: return "connect"
        case .gesture: return "gesture"
        case .removeGesture: return "removeGesture"
        case .controller: return "controller"
        case .removeController: return "removeController"
        }
    }

    /// The responder names the command refers to, for checking against a scene.
    var referencedNames: [String] {
        switch self {
        case .action(_, let from): return from.map { [$0] } ?? []
        case .set(let name, .targetForAction(let targets)): return [name] + targets.sorted(by: { $0.key < $1.key }).map(\.value)
        case .become(let name), .set(let name, _), .remove(let name), .logChain(let name), .reorder(let name, _), .rename(let name, _),
             .makeKey(let name):
            return [name]
        case .add(_, let parent, _, _, _): return [parent]
        case .reparent(let name, let parent, _): return [name, parent]
        case .endEditing(let name): return name.map { [$0] } ?? []
        case .control(let name, _), .controller(_, let name), .removeController(let name): return [name]
        case .connect(let name, _, let target, _): return [name] + (target.map { [$0] } ?? [])
        case .gesture(let view, let node): return [view] + node.targetActions.compactMap(\.target)
        default: return []
        }
    }

    /// The name a command gives a responder, from its line on (`add`, `rename`).
    var introducedName: String? {
        switch self {
        case .add(let name, _, _, _, _), .rename(_, let name), .controller(let name, _): return name
        default: return nil
        }
    }
}
