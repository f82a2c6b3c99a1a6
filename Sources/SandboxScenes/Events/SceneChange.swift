import Foundation
import ResponderCore

/// The events-file lines that turn one live scene into another, so that `--record` can write
/// an edit made in the window (which rebuilds the scene from its edited file) as lines that
/// `trace` replays on the scene the recording started from.
public enum SceneChange {
    /// Views' properties, structure and order, then the other responders (controllers made,
    /// renamed or gone; keys 6–9 and `actions` on controllers, windows, the application, the
    /// delegate), then what the palette makes (`SceneChange+Making`: classes, targets,
    /// recognizers), then the first responder. nil when the difference is more than lines can
    /// say: a view's class of the app's own changed in place, a view became a class no line
    /// makes, recognizers that name each other would be wired in another order than their
    /// entries give, a responder that is no view or view controller appeared, or a key
    /// command or `targetForAction` whose line would not read back as it (an input holding
    /// `#`, a name with a space).
    public static func commands(from old: LoadedScene, to new: LoadedScene, renamed: (from: String, to: String)? = nil) -> [ScriptCommand]? {
        var commands: [ScriptCommand] = []
        var making = Making()
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
                // A window's root view: there from the start, its properties changed as any view's.
                guard let before = oldViews[name] else { return nil }
                commands += changes(of: name, from: before.view, to: entry.view)
                guard Self.making(name, from: before.view, to: entry.view, in: new, into: &making) else { return nil }
                continue
            }
            if let before = oldViews[name] {
                if before.parent != parent {
                    commands.append(.reparent(name, into: parent, frame: entry.view.untransformedFrame))
                }
                commands += changes(of: name, from: before.view, to: entry.view)
                guard Self.making(name, from: before.view, to: entry.view, in: new, into: &making) else { return nil }
            } else {
                // `add` makes a plain view of the app's class if it has one; the lines after it make it what it is.
                guard ControlClass(of: entry.view) != nil else { return nil }
                let color = entry.view.backgroundColor ?? .gray
                let plain = UIView(name: name, frame: entry.view.untransformedFrame, color: color)
                plain.className = entry.view.className
                commands.append(.add(name, parent: parent, frame: entry.view.untransformedFrame, color: color, className: entry.view.className))
                commands += changes(of: name, from: plain, to: entry.view)
                guard Self.making(name, from: plain, to: entry.view, in: new, into: &making) else { return nil }
            }
        }
        commands += reorders(oldViews: oldViews, newViews: newViews, after: commands, renamed: renamed)
        guard let others = responderChanges(from: old, to: new, oldViews: oldViews, views: newViews),
              wireGestures(&making, in: new) else { return nil }
        let overrides = targetOverrideChanges(from: old, to: new, oldViews: oldViews, views: newViews, made: commands + others)
        let written = (commands + others).filter { if case .set(_, .keyCommands) = $0 { true } else { false } } + overrides
        guard written.allSatisfy(readsBack) else { return nil }
        // Controllers before the controls and recognizers that may target them, and the
        // responders `targetForAction` answers before it names them; last, once every responder
        // can do what it did: `become` needs canBecomeFirstResponder.
        return commands + others + overrides + making.commands + firstResponderChange(from: old, to: new)
    }

    /// Whether the events line written for `command` is read back as the same command.
    private static func readsBack(_ command: ScriptCommand) -> Bool {
        (try? EventScript.parse(command.eventsLine, file: ""))?.lines.map(\.command) == [command]
    }

    /// `set NAME targetForAction {…}` for every responder whose override answers other
    /// responders than before, or answers one these lines make anew (`add`, `controller`): the
    /// override holds its responder weakly, as a real one would find it, so it must be told the
    /// new object. A `control` line's new object is taken over by the runner (`takeOver`).
    private static func targetOverrideChanges(from old: LoadedScene, to new: LoadedScene, oldViews: [String: Entry], views: [String: Entry],
                                              made: [ScriptCommand]) -> [ScriptCommand] {
        let madeAnew = Set(made.compactMap { command -> String? in
            switch command {
            case .add(let name, _, _, _, _), .controller(let name, _): return name
            default: return nil
            }
        })
        var result: [ScriptCommand] = []
        for (name, responder) in new.responders.sorted(by: { $0.key < $1.key }) {
            guard views[name] != nil || isOther(name, responder, views: views) else { continue }
            let before = (oldViews[name]?.view ?? old.responders[name]).map(targets) ?? [:]
            let after = targets(of: responder)
            guard after != before || after.values.contains(where: madeAnew.contains) else { continue }
            result.append(.set(name, .targetForAction(after)))
        }
        return result
    }

    /// What an override of `target(forAction:withSender:)` answers, by name.
    static func targets(of responder: UIResponder) -> [String: String] {
        Dictionary(responder.actionsWithOverriddenTarget.compactMap { action in
            responder.overriddenTarget(forAction: action).map { (action.name, $0.name) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The responders that are not views of a window's tree (controllers, the windows, the
    /// application, the delegate): what `set` says of any responder (keys 6–9 and `actions`), by
    /// name; a controller made for a view, renamed, or gone while its view stays. nil when
    /// another responder is new, which no line can make.
    private static func responderChanges(from old: LoadedScene, to new: LoadedScene, oldViews: [String: Entry], views: [String: Entry]) -> [ScriptCommand]? {
        var commands: [ScriptCommand] = []
        var renamedControllers: Set<String> = []
        let differences = { (name: String, before: UIResponder, after: UIResponder) -> [ScriptCommand] in
            zip(responderProperties(of: before), responderProperties(of: after)).compactMap { $0 == $1 ? nil : .set(name, $1) }
        }
        for (name, responder) in new.responders.sorted(by: { $0.key < $1.key }) where isOther(name, responder, views: views) {
            let rootView = (responder as? UIViewController)?.view.name
            if let before = old.responders[name] {
                // A controller keeps its root view; no line gives it another.
                guard (before as? UIViewController)?.view.name == rootView else { return nil }
                commands += differences(name, before, responder)
                continue
            }
            guard let rootView, views[rootView] != nil else { return nil }
            if let oldView = oldViews[rootView]?.view, let owner = controller(of: oldView) {
                // The view's controller under another name: the palette's new name for it.
                guard new.responders[owner.name] == nil else { return nil }
                renamedControllers.insert(owner.name)
                commands.append(.rename(owner.name, to: name))
                commands += differences(name, owner, responder)
            } else {
                commands.append(.controller(name, view: rootView))
                commands += differences(name, UIResponder(name: name), responder)
            }
        }
        // A controller gone while its view stays (undone): it leaves first, before another may take the view.
        var removals: [ScriptCommand] = []
        for (name, responder) in old.responders.sorted(by: { $0.key < $1.key }) where new.responders[name] == nil && !renamedControllers.contains(name) {
            guard let controller = responder as? UIViewController, views[controller.view.name] != nil else { continue }
            removals.append(.removeController(name))
        }
        return removals + commands
    }

    /// A responder that is no view of a window's tree.
    private static func isOther(_ name: String, _ responder: UIResponder, views: [String: Entry]) -> Bool {
        views[name] == nil && !(responder is UIView && !(responder is UIWindow))
    }

    /// The controller whose root view `view` is.
    private static func controller(of view: UIView) -> UIViewController? {
        (view.next as? UIViewController).flatMap { $0.view === view ? $0 : nil }
    }

    /// What keys 6–9 change, which every responder has, and the responder keys of a scene file
    /// but `targetForAction` (`targetOverrideChanges`, once every responder it may name is there).
    private static func responderProperties(of responder: UIResponder) -> [ViewProperty] {
        [.canBecomeFirstResponder(responder.allowsBecomingFirstResponder), .callsSuper(responder.callsSuper), .handles(responder.implementedMethods),
         .actions(responder.implementedActions)] + actionKeys(of: responder)
    }

    /// `refuses:`, `canResignFirstResponder:` and `keyCommands:`, as a view or any responder has them.
    private static func actionKeys(of responder: UIResponder) -> [ViewProperty] {
        [.refuses(responder.refusedActions), .canResignFirstResponder(responder.allowsResigningFirstResponder),
         .keyCommands(responder.declaredKeyCommands.map(KeyCommandNode.init))]
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
        for window in scene.application.windows {
            for view in window.subviews { visit(view, parent: nil) }
        }
        return entries
    }

    /// Every property `set` can say, in the order it says them; a frame or colour first.
    private static func properties(of view: UIView) -> [ViewProperty] {
        [.frame(view.untransformedFrame), .color(view.backgroundColor ?? .gray)]
        + ViewKeyTable.keys.map { .key($0, $0.view(view)) }
        + [.canBecomeFirstResponder(view.allowsBecomingFirstResponder), .callsSuper(view.callsSuper),
         .handles(view.implementedMethods), .actions(view.implementedActions)] + actionKeys(of: view)
        + [.rotate(view.transformParts.rotationDegrees),
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
            case .add(let name, let into, _, _, _) where into == parent: staying.append(name)
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
}
