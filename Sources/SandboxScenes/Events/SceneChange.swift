import Foundation
import ResponderCore

/// The events-file lines that turn one live scene into another, so that `--record` can write
/// an edit made in the window (which rebuilds the scene from its edited file) as lines that
/// `trace` replays on the scene the recording started from.
public enum SceneChange {
    /// nil when the difference is more than lines can say: a view that is a control, a text
    /// field, a controller's view or a custom class appeared, or a controller moved.
    public static func commands(from old: LoadedScene, to new: LoadedScene, renamed: (from: String, to: String)? = nil) -> [ScriptCommand]? {
        var commands: [ScriptCommand] = []
        var oldViews = views(of: old)
        if let renamed, let view = oldViews.removeValue(forKey: renamed.from) {
            oldViews[renamed.to] = view
            commands.append(.rename(renamed.from, to: renamed.to))
        }
        let newViews = views(of: new)
        // Views that went: only the outermost is removed, its subviews go with it.
        for (name, entry) in oldViews.sorted(by: { $0.value.order < $1.value.order }) where newViews[name] == nil {
            if let parent = entry.parent, oldViews[parent] != nil, newViews[parent] == nil { continue }
            commands.append(.remove(name))
        }
        for (name, entry) in newViews.sorted(by: { $0.value.order < $1.value.order }) {
            guard let parent = entry.parent else {
                if oldViews[name] == nil { return nil }
                continue
            }
            if let before = oldViews[name] {
                if before.parent != parent {
                    commands.append(.reparent(name, into: parent, frame: entry.view.untransformedFrame))
                }
                commands += changes(of: name, from: before.view, to: entry.view)
            } else {
                guard entry.view.isPlain else { return nil }
                let color = entry.view.backgroundColor ?? .gray
                commands.append(.add(name, parent: parent, frame: entry.view.untransformedFrame, color: color))
                commands += changes(of: name, from: UIView(name: name, frame: entry.view.untransformedFrame, color: color), to: entry.view)
            }
        }
        commands += reorders(oldViews: oldViews, newViews: newViews, after: commands, renamed: renamed)
        return commands + firstResponderChange(from: old, to: new)
    }

    private struct Entry {
        var view: UIView
        var parent: String?
        /// Depth-first position: parents before their subviews, back to front.
        var order: Int
    }

    private static func views(of scene: LoadedScene) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        func visit(_ view: UIView, parent: String?) {
            entries[view.name] = Entry(view: view, parent: parent, order: entries.count)
            for subview in view.subviews { visit(subview, parent: view.name) }
        }
        for view in scene.window.subviews { visit(view, parent: nil) }
        return entries
    }

    /// Every property `set` can say, in the order it says them; a frame or colour first.
    private static func properties(of view: UIView) -> [ViewProperty] {
        [.frame(view.untransformedFrame), .color(view.backgroundColor ?? .gray)]
        + ViewKeyTable.keys.map { .key($0, $0.view(view)) }
        + [.canBecomeFirstResponder(view.allowsBecomingFirstResponder), .callsSuper(view.callsSuper),
         .handles(view.implementedMethods), .rotate(view.transformParts.rotationDegrees),
         .scale(view.transformParts.scaleX, view.transformParts.scaleY),
         .translate(view.transformParts.translateX, view.transformParts.translateY), .boundsOrigin(view.bounds.origin)]
    }

    private static func changes(of name: String, from old: UIView, to new: UIView) -> [ScriptCommand] {
        zip(properties(of: old), properties(of: new)).compactMap { before, after in before == after ? nil : .set(name, after) }
    }

    /// Sibling order, fixed one step at a time as edit mode's ] and [ do.
    private static func reorders(oldViews: [String: Entry], newViews: [String: Entry], after commands: [ScriptCommand],
                                 renamed: (from: String, to: String)?) -> [ScriptCommand] {
        var result: [ScriptCommand] = []
        for (parentName, entry) in newViews.sorted(by: { $0.value.order < $1.value.order }) {
            let wanted = entry.view.subviews.map(\.name)
            guard wanted.count > 1 else { continue }
            var current = siblingsAfter(commands, parent: parentName, oldViews: oldViews, newViews: newViews, renamed: renamed)
            // Bubble the wanted order into place: each swap is one `reorder NAME forward`.
            for target in wanted.indices {
                guard let index = current.firstIndex(of: wanted[target]) else { continue }
                for step in stride(from: index, to: target, by: -1) {
                    result.append(.reorder(current[step - 1], forward: true))
                    current.swapAt(step - 1, step)
                }
            }
        }
        return result
    }

    /// A parent's subviews once the lines so far have run: the old ones that stayed, then the
    /// ones added or moved in, in the order the lines put them in front.
    private static func siblingsAfter(_ commands: [ScriptCommand], parent: String, oldViews: [String: Entry], newViews: [String: Entry],
                                      renamed: (from: String, to: String)?) -> [String] {
        // The old views still carry their old names; the lines so far renamed one of them.
        let names = (oldViews[parent].map { $0.view.subviews.map(\.name) } ?? [])
            .map { name in renamed.map { name == $0.from ? $0.to : name } ?? name }
        var staying = names.filter { newViews[$0]?.parent == parent }
        for command in commands {
            switch command {
            case .add(let name, let into, _, _) where into == parent: staying.append(name)
            case .reparent(let name, let into, _) where into == parent: staying.append(name)
            default: break
            }
        }
        return staying
    }

    /// A rebuilt scene starts with the file's first responder; the old one may have had another.
    private static func firstResponderChange(from old: LoadedScene, to new: LoadedScene) -> [ScriptCommand] {
        let before = old.application.firstResponder?.name, after = new.application.firstResponder?.name
        guard before != after else { return [] }
        if let after { return [.become(after)] }
        return [.resign]
    }
}

private extension UIView {
    convenience init(name: String, frame: CGRect, color: UIColor) {
        self.init(name: name, frame: frame)
        backgroundColor = color
    }

    /// A view an `add` line can make: UIView itself, owned by no controller, with no recognizers.
    var isPlain: Bool {
        type(of: self) == UIView.self && className == nil && !(next is UIViewController) && (gestureRecognizers ?? []).isEmpty
    }
}
