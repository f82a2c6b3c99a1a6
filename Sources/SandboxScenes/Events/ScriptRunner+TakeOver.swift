import Foundation
import ResponderCore

/// What held a view that `control NAME KIND` made anew: the scene file names the view, so the
/// window's rebuilt scene wires the new object where the old one was; the replay does the same.
extension ScriptRunner {
    /// Every control's target-action and recognizer's target that is `old`, every recognizer
    /// delegate that ignores it or receives only in it, and every `targetForAction` answer that
    /// is `old` now name `new`, each in its place among the others (the order actions are sent in).
    func takeOver(from old: UIView, by new: UIView) {
        for case let control as UIControl in scene.responders.values.sorted(by: { $0.name < $1.name }) where control !== new {
            let entries = control.targetActionsInOrder
            guard entries.contains(where: { $0.target === old }) else { continue }
            for entry in entries { control.removeTarget(entry.target, action: entry.action, for: entry.events) }
            for entry in entries { control.addTarget(entry.target === old ? new : entry.target, action: entry.action, for: entry.events) }
        }
        for (_, recognizer) in scene.recognizers.sorted(by: { $0.key < $1.key }) {
            let entries = recognizer.actionTargets
            guard entries.contains(where: { $0.target === old }) else { continue }
            recognizer.removeTarget(nil, action: nil)
            for entry in entries { recognizer.addTarget(entry.target === old ? new : entry.target, action: entry.action) }
        }
        for delegate in scene.gestureDelegates { delegate.replace(old, with: new) }
        // The scene file's overrides and those `set NAME targetForAction` lines gave.
        for responder in scene.responders.values {
            for action in responder.actionsWithOverriddenTarget where responder.overriddenTarget(forAction: action) === old {
                responder.overrideTarget(forAction: action, with: new)
            }
        }
    }
}
