import Foundation
import ResponderCore

/// The lines that make what the studio's palette makes: a view's class and a control's
/// targets (`control`, `connect`, `set NAME value|on`), recognizers (`removeGesture`,
/// `gesture`) and controllers (`controller`). nil where the difference is more than they say.
extension SceneChange {
    /// What `making` writes for the views, in the order it must run: the classes and their
    /// targets, then the recognizers taken away, then those added (which may name a control
    /// made or a controller added just before).
    struct Making {
        var controls: [ScriptCommand] = []
        var removedGestures: [ScriptCommand] = []
        var addedGestures: [ScriptCommand] = []

        var commands: [ScriptCommand] { controls + removedGestures + addedGestures }
    }

    /// Adds to `making` what turns the view `old` (as the lines so far left it) into `new`;
    /// false when no line can.
    static func making(_ name: String, from old: UIView, to new: UIView, in scene: LoadedScene, into making: inout Making) -> Bool {
        guard let before = ControlClass(of: old), let after = ControlClass(of: new) else {
            // A scroll view or a window's own class: its recognizers can change, its class cannot.
            guard type(of: old) == type(of: new) else { return false }
            return gestures(name, from: old, to: new, remade: false, in: scene, into: &making)
        }
        guard let links = connections(of: new) else { return false }
        var made = before
        let remade = !sameClass(before, after) || connections(of: old) != links
        if remade {
            // A new object: what held the old one other than by name would miss it.
            guard !isHeld(name, in: scene) else { return false }
            making.controls.append(.control(name, after))
            making.controls += links.map { .connect(name, action: $0.action, target: $0.target, event: $0.event) }
            made = after
        }
        if after.kind == .slider, made.value != after.value { making.controls.append(.set(name, .value(after.value))) }
        if after.kind == .switch, made.on != after.on { making.controls.append(.set(name, .on(after.on))) }
        return gestures(name, from: old, to: new, remade: remade, in: scene, into: &making)
    }

    /// The same class with the same settings, a slider's value and a switch's state aside
    /// (`set` lines say those, as the user changes them).
    private static func sameClass(_ one: ControlClass, _ other: ControlClass) -> Bool {
        var one = one, other = other
        one.value = 0; other.value = 0
        one.on = false; other.on = false
        return one == other
    }

    struct Connection: Equatable {
        var action: Selector
        var target: String?
        var event: UIControl.Event
    }

    /// A control's target-actions in the order added, one event each (UIKit's order within an
    /// event is the order added); nil when a target is no responder of the scene.
    static func connections(of view: UIView) -> [Connection]? {
        guard let control = view as? UIControl else { return [] }
        var result: [Connection] = []
        for each in control.targetActionsInOrder {
            guard each.target == nil || each.target is UIResponder else { return nil }
            for (event, _) in UIControl.Event.names where each.events.contains(event) {
                result.append(Connection(action: each.action, target: (each.target as? UIResponder)?.name, event: event))
            }
        }
        return result
    }

    /// Whether something other than the scene's names holds the view NAME: another control's
    /// or recognizer's target, a recognizer delegate's view, another responder's `targetForAction`.
    private static func isHeld(_ name: String, in scene: LoadedScene) -> Bool {
        for responder in scene.responders.values {
            if let control = responder as? UIControl, control.name != name,
               control.targetActionsInOrder.contains(where: { ($0.target as? UIResponder)?.name == name }) { return true }
        }
        for recognizer in scene.recognizers.values where recognizer.view?.name != name {
            if recognizer.actionTargets.contains(where: { $0.target.name == name }) { return true }
        }
        let document = scene.document
        if gestureNodes(of: document).contains(where: { $0.ignores.contains(name) || $0.receives == .startsIn(view: name) }) { return true }
        return responderTraits(of: document).contains { $0.targetForAction.values.contains(name) }
    }

    /// The recognizers of one view: from the first that differs, the old ones removed and the
    /// new ones added in order (`gesture` adds last). A remade view's recognizers that target
    /// the view itself are made again, since they held the old object.
    private static func gestures(_ name: String, from old: UIView, to new: UIView, remade: Bool, in scene: LoadedScene, into making: inout Making) -> Bool {
        let before = old.gestureRecognizers ?? [], after = new.gestureRecognizers ?? []
        var first = Array(zip(before, after)).firstIndex { RecognizerSignature($0.0) != RecognizerSignature($0.1) } ?? min(before.count, after.count)
        if remade, let own = before.firstIndex(where: { $0.actionTargets.contains { $0.target === old } }) { first = min(first, own) }
        guard first < max(before.count, after.count) else { return true }
        let nodes = gestureNodes(of: scene.document)
        for recognizer in before[first...] { making.removedGestures.append(.removeGesture(recognizer.name)) }
        for recognizer in after[first...] {
            guard let node = nodes.first(where: { $0.name == recognizer.name }) else { return false }
            making.addedGestures.append(.gesture(name, node))
        }
        return true
    }

    /// Whether the recognizers the lines add can be wired as the window's are: each names only
    /// recognizers that exist when its line runs, and no recognizer that stays names one made again.
    static func gesturesCanBeWired(_ making: Making, in scene: LoadedScene) -> Bool {
        let added = making.addedGestures.compactMap { command -> GestureNode? in
            if case .gesture(_, let node) = command { return node }
            return nil
        }
        let addedNames = Set(added.map(\.name))
        var madeSoFar: Set<String> = []
        for node in added {
            let relations = node.requiresToFail + node.simultaneousWith + node.requiresFailureOf + node.requiredToFailBy
            guard relations.allSatisfy({ !addedNames.contains($0) || madeSoFar.contains($0) }) else { return false }
            madeSoFar.insert(node.name)
        }
        return !gestureNodes(of: scene.document).contains { node in
            !addedNames.contains(node.name)
                && !Set(node.requiresToFail + node.simultaneousWith + node.requiresFailureOf + node.requiredToFailBy).isDisjoint(with: addedNames)
        }
    }

    /// Every recognizer entry of the document's views, in file order.
    static func gestureNodes(of document: SceneDocument) -> [GestureNode] {
        viewNodes(of: document).flatMap(\.gestures)
    }

    /// The traits of every responder node of the document: views, controllers, the window,
    /// the application and the delegate.
    private static func responderTraits(of document: SceneDocument) -> [ResponderTraits] {
        var traits = [document.window, document.application, document.delegate.traits]
        func visit(_ node: SceneNode) {
            switch node {
            case .view(let view):
                traits.append(view.traits)
                view.subviews.forEach(visit)
            case .controller(let controller):
                traits.append(controller.traits)
                visit(.view(controller.view))
            }
        }
        ([.controller(document.root)] + document.windowSubviews + document.windows.flatMap { [.controller($0.root)] + $0.subviews }).forEach(visit)
        return traits
    }

    private static func viewNodes(of document: SceneDocument) -> [ViewNode] {
        var views: [ViewNode] = []
        func visit(_ node: SceneNode) {
            switch node {
            case .view(let view):
                views.append(view)
                view.subviews.forEach(visit)
            case .controller(let controller): visit(.view(controller.view))
            }
        }
        ([.controller(document.root)] + document.windowSubviews + document.windows.flatMap { [.controller($0.root)] + $0.subviews }).forEach(visit)
        return views
    }
}
