import Foundation
import SandboxScenes

/// One edit of the scene made in edit mode (Ctrl+E). Each is carried out on the scene
/// file's text, touching only what it changes (see `SceneTextEdit`).
public enum EditCommand: Equatable, Sendable {
    case setFrame(view: String, frame: CGRect)
    case addSubview(parent: String, name: String, frame: CGRect, color: String)
    case delete(view: String)
    /// +1: one step towards the front among its siblings; −1: towards the back.
    case moveAmongSiblings(view: String, by: Int)
    case reparent(view: String, into: String, frame: CGRect)
    case rename(view: String, to: String)
    case recolor(view: String, color: String)
    /// A view-node key (`hidden`, `alpha`, `handles`…) and its value as YAML text: keys 1–9 in edit mode.
    case setProperty(view: String, key: String, value: String)
    /// A view-node key taken away (`control`, `textField`, `transform`).
    case removeProperty(view: String, key: String)
    /// One key for another in one edit (a text field made a button): the two cannot be there together.
    case replaceProperty(view: String, removing: String, key: String, value: String)
    /// A recognizer written as a flow mapping, added last to the view's `gestures`.
    case addGesture(view: String, gesture: String, written: String)
    case removeGesture(view: String, gesture: String)
    /// One key of a recognizer and its value as YAML text.
    case setGestureProperty(view: String, gesture: String, key: String, value: String)
    /// The view becomes the root view of a controller of that name (or its controller takes the name).
    case makeControllerView(view: String, controller: String)
    /// A top-level text of the scene, `explanation` or `events`, written as block text.
    case setText(key: String, text: String)
    /// A view's `control:` value (`removing` a key that cannot stay beside it, a text field's)
    /// and, in the same edit, its action added to its target's `actions`: a control made in one
    /// step whose tap runs its action. `target` nil: only the control changes.
    case connectControl(view: String, removing: String?, value: String, target: String?, action: String?)
    /// An action added to a responder's `actions` (a control's target that lacked it).
    case addAction(responder: String, action: String)

    func edited(_ text: String) throws(SceneEditError) -> String {
        switch self {
        case .setFrame(let view, let frame): return try SceneTextEdit.settingFrame(of: view, to: frame, in: text)
        case .addSubview(let parent, let name, let frame, let color):
            return try SceneTextEdit.addingSubview(named: name, frame: frame, color: color, to: parent, in: text)
        case .delete(let view): return try SceneTextEdit.deleting(view, in: text)
        case .moveAmongSiblings(let view, let offset): return try SceneTextEdit.movingAmongSiblings(view, by: offset, in: text)
        case .reparent(let view, let parent, let frame): return try SceneTextEdit.reparenting(view, into: parent, frame: frame, in: text)
        case .rename(let view, let name): return try SceneTextEdit.renaming(view, to: name, in: text)
        case .recolor(let view, let color): return try SceneTextEdit.recoloring(view, to: color, in: text)
        case .setProperty(let view, let key, let value): return try SceneTextEdit.settingValue(of: view, key: key, to: value, in: text)
        case .removeProperty(let view, let key): return try SceneTextEdit.removingValue(of: view, key: key, in: text)
        case .replaceProperty(let view, let removed, let key, let value):
            let without = try SceneTextEdit.removingValue(of: view, key: removed, in: text)
            return try SceneTextEdit.settingValue(of: view, key: key, to: value, in: without)
        case .addGesture(let view, _, let written): return try SceneTextEdit.addingGesture(written, to: view, in: text)
        case .removeGesture(let view, let gesture): return try SceneTextEdit.removingGesture(gesture, from: view, in: text)
        case .setGestureProperty(let view, let gesture, let key, let value):
            return try SceneTextEdit.settingGestureValue(gesture, of: view, key: key, to: value, in: text)
        case .makeControllerView(let view, let controller): return try SceneTextEdit.makingControllerView(view, controller: controller, in: text)
        case .setText(let key, let value): return try SceneTextEdit.settingText(key, to: value, in: text)
        case .connectControl(let view, let removed, let value, let target, let action):
            var without = text
            if let removed { without = try SceneTextEdit.removingValue(of: view, key: removed, in: text) }
            let control = try SceneTextEdit.settingValue(of: view, key: "control", to: value, in: without)
            guard let target, let action else { return control }
            return try SceneTextEdit.addingAction(action, to: target, in: control)
        case .addAction(let responder, let action): return try SceneTextEdit.addingAction(action, to: responder, in: text)
        }
    }

    /// What the status line says after the edit, its undo or its redo.
    public var summary: String {
        switch self {
        case .setFrame(let view, let frame): return "\(view).frame = \(SceneTextEdit.frameText(frame))"
        case .addSubview(let parent, let name, _, _): return "added \(name) to \(parent)"
        case .delete(let view): return "deleted \(view)"
        case .moveAmongSiblings(let view, let offset): return "moved \(view) \(offset > 0 ? "forward" : "backward") among its siblings"
        case .reparent(let view, let parent, _): return "moved \(view) into \(parent)"
        case .rename(let view, let name): return "renamed \(view) to \(name)"
        case .recolor(let view, let color): return "\(view) is \(color)"
        case .setProperty(let view, let key, let value): return "\(view).\(key): \(value)"
        case .removeProperty(let view, let key): return "\(view) has no \(key) now"
        case .replaceProperty(let view, let removed, let key, let value): return "\(view).\(key): \(value) (no \(removed) now)"
        case .addGesture(let view, let gesture, _): return "added the recognizer \(gesture) to \(view)"
        case .removeGesture(let view, let gesture): return "removed the recognizer \(gesture) from \(view)"
        case .setGestureProperty(_, let gesture, let key, let value): return "\(gesture).\(key): \(value)"
        case .makeControllerView(let view, let controller): return "\(view) is the root view of \(controller)"
        case .setText(let key, let text):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            return "the lesson's \(key): \(lines) line\(lines == 1 ? "" : "s")"
        case .connectControl(let view, let removed, let value, let target, let action):
            let implemented = target.flatMap { target in action.map { "; \(target) implements \($0)" } } ?? ""
            return "\(view).control: \(value)\(removed.map { " (no \($0) now)" } ?? "")\(implemented)"
        case .addAction(let responder, let action): return "\(responder) implements \(action) now"
        }
    }

    /// A rename's old and new names, which a recording needs to tell it from a delete and an add.
    var renaming: (from: String, to: String)? {
        if case .rename(let view, let name) = self { return (view, name) }
        return nil
    }

    /// The view the selection follows after the edit.
    var selectionAfter: String? {
        switch self {
        case .setFrame(let view, _), .moveAmongSiblings(let view, _), .reparent(let view, _, _), .recolor(let view, _),
             .setProperty(let view, _, _), .removeProperty(let view, _), .replaceProperty(let view, _, _, _), .addGesture(let view, _, _), .removeGesture(let view, _),
             .setGestureProperty(let view, _, _, _), .makeControllerView(let view, _), .connectControl(let view, _, _, _, _): return view
        case .setText, .addAction: return nil
        case .addSubview(_, let name, _, _), .rename(_, let name): return name
        case .delete: return nil
        }
    }
}
