import Foundation
import ResponderCore

/// The lines that make what the studio's palette makes (`control`, `connect`, `gesture`,
/// `removeGesture`, `controller`), on the live scene as the scene builder would have made it.
extension ScriptRunner {
    /// `control NAME KIND`: a new view of that class takes NAME's place, frame, properties,
    /// traits, subviews and recognizers, and its controller's `view` if it is a root view. A
    /// class can only be chosen as an object is made, so the object is new; what pointed at
    /// the old one by name finds the new one: lines, the scene's responders, and the targets,
    /// recognizer delegates and `targetForAction` answers that the scene file names it in
    /// (`takeOver`), so the replay holds what the window's rebuilt scene holds.
    func makeControl(_ name: String, _ made: ControlClass, line: Int?) {
        guard let old = view(name, line: line) else { return }
        guard !(old is UIWindow), ControlClass(of: old) != nil, let superview = old.superview,
              let index = superview.subviews.firstIndex(where: { $0 === old }) else {
            return note(line, "\(name) cannot become a \(made.className): only a plain view, a control, a text field or a scroll view inside a window can")
        }
        caption(ScriptCommand.controlCaption(name, made), .hierarchy)
        let application = scene.application
        let firstResponder = application.firstResponder
        let view = made.makeView(name: name, frame: old.untransformedFrame)
        view.transformParts = old.transformParts
        view.bounds = old.bounds
        view.center = old.center
        view.backgroundColor = old.backgroundColor
        for key in ViewKeyTable.keys { key.setView(view, key.view(old)) }
        view.className = old.className
        view.implementedMethods = old.implementedMethods
        view.callsSuper = old.callsSuper
        view.implementedActions = old.implementedActions
        view.refusedActions = old.refusedActions
        view.declaredKeyCommands = old.declaredKeyCommands
        view.allowsBecomingFirstResponder = old.allowsBecomingFirstResponder
        view.allowsResigningFirstResponder = old.allowsResigningFirstResponder
        let controller = (old.next as? UIViewController).flatMap { $0.view === old ? $0 : nil }
        // In front of the old view, so the subviews move from one view in the window to another.
        superview.insertSubview(view, at: index + 1)
        // A scroll view's own pan recognizer stays with it; the new one, if a scroll view, has its own first.
        for recognizer in old.gestureRecognizers ?? [] where recognizer !== (old as? UIScrollView)?.panGestureRecognizer {
            view.addGestureRecognizer(recognizer)
        }
        for subview in old.subviews { view.addSubview(subview) }
        old.removeFromSuperview()
        controller?.view = view
        scene.responders[name] = view
        takeOver(from: old, by: view)
        // Moving a subview takes it out of the window for a moment, which resigns a first
        // responder inside it; the window's rebuilt scene kept it, so it becomes one again.
        if let firstResponder, application.firstResponder == nil {
            (firstResponder === old ? view : firstResponder).becomeFirstResponder()
        }
    }

    /// `connect NAME ACTION [to TARGET] for EVENT`: `addTarget(_:action:for:)`.
    func connect(_ name: String, action: Selector, target targetName: String?, event: UIControl.Event, line: Int?) {
        guard let control = responder(name, line: line) as? UIControl else { return note(line, "\(name) is not a control") }
        let target = targetName.flatMap { responder($0, line: line) }
        guard targetName == nil || target != nil else { return }
        caption(ScriptCommand.connectCaption(name, action: action, target: targetName, event: event), .property)
        control.addTarget(target, action: action, for: event)
    }

    /// `gesture VIEW {…}`: the recognizer the scene file's entry describes, added last to VIEW
    /// and wired as the scene builder wires one; a responder it refers to that is missing is
    /// noted. Relations are by name, as in a scene file: those it names that are there are
    /// wired now, and a recognizer whose entry (the file's or an earlier line's) names this
    /// one is wired to it now, after the relations it has already (the file's check has made
    /// sure that a name no recognizer has is added by a line).
    func addGesture(_ node: GestureNode, to viewName: String, line: Int?) {
        guard let view = view(viewName, line: line), isFree(node.name, line: line) else { return }
        caption(ScriptCommand.gestureCaption(viewName, node), .hierarchy)
        let recognizer = node.makeRecognizer()
        view.addGestureRecognizer(recognizer)
        scene.recognizers[node.name] = recognizer
        scene.gestureNodesMade[node.name] = node
        for name in node.targetActions.compactMap(\.target) + node.ignores where scene.responders[name] == nil {
            note(line, "the scene has no responder named '\(name)'")
        }
        if let delegate = node.wire(recognizer, on: view, responders: scene.responders, recognizers: scene.recognizers) {
            scene.gestureDelegates.append(delegate)
        }
        wireNamers(of: recognizer)
    }

    /// The recognizers whose entries name `recognizer` in a relation, wired to it.
    private func wireNamers(of recognizer: UIGestureRecognizer) {
        let name = recognizer.name
        let entries = scene.gestureEntries
        for (otherName, other) in scene.recognizers.sorted(by: { $0.key < $1.key }) where other !== recognizer {
            guard let entry = entries[otherName] else { continue }
            if entry.requiresToFail.contains(name) { other.require(toFail: recognizer) }
            if entry.simultaneousWith.contains(name) { other.recognizeSimultaneously(with: recognizer) }
            if entry.requiresFailureOf.contains(name) || entry.requiredToFailBy.contains(name), let delegate = other.delegate as? SceneGestureDelegate {
                delegate.rewire(waitsFor: entry.requiresFailureOf.compactMap { scene.recognizers[$0] },
                                makesWait: entry.requiredToFailBy.compactMap { scene.recognizers[$0] })
            }
        }
    }

    /// `removeGesture NAME`: `removeGestureRecognizer` on its view; the name is free again.
    func removeGesture(_ name: String, line: Int?) {
        guard let recognizer = scene.recognizers[name] else { return note(line, "the scene has no gesture recognizer named '\(name)'") }
        caption(ScriptCommand.removeGestureCaption(name), .hierarchy)
        recognizer.view?.removeGestureRecognizer(recognizer)
        scene.recognizers[name] = nil
        scene.gestureNodesMade[name] = nil
    }

    /// `controller NAME view VIEW`: a view controller whose root view is VIEW, the child of the
    /// controller whose view VIEW is inside, as a nested `controller:` of a scene file is.
    func makeController(_ name: String, view viewName: String, line: Int?) {
        guard let view = view(viewName, line: line), isFree(name, line: line) else { return }
        if let owner = view.next as? UIViewController, owner.view === view {
            return note(line, "\(viewName) is already the root view of \(owner.name)")
        }
        caption(ScriptCommand.controllerCaption(name, view: viewName), .hierarchy)
        // A controller of that name whose root view `remove` took out leaves its parent, as the scene file no longer has it.
        (scene.responders[name] as? UIViewController)?.removeFromParent()
        var parent: UIViewController?
        var ancestor = view.superview
        while let each = ancestor, parent == nil {
            if let controller = each.next as? UIViewController, controller.view === each { parent = controller }
            ancestor = each.superview
        }
        let controller = UIViewController(name: name, view: view)
        parent?.addChild(controller)
        scene.responders[name] = controller
    }

    /// `removeController NAME`: the controller gives up its root view, which stays in the tree
    /// owned by none, and leaves its parent, which takes its children, as a scene file without
    /// that `controller:` builds them.
    func removeController(_ name: String, line: Int?) {
        guard let controller = responder(name, line: line) as? UIViewController else { return note(line, "\(name) is not a view controller") }
        guard !scene.application.windows.contains(where: { $0.rootViewController === controller }) else {
            return note(line, "\(name) is a window's root view controller, which a scene always has")
        }
        caption(ScriptCommand.removeControllerCaption(name), .hierarchy)
        let parent = controller.parent
        // A view that no tree holds takes the root view's place in the controller.
        controller.view = UIView(name: name, frame: .zero)
        controller.removeFromParent()
        for child in controller.children {
            child.removeFromParent()
            parent?.addChild(child)
        }
        scene.responders[name] = nil
    }
}
