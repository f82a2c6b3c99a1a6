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
        /// Each view's recognizers before and after, and the first that is made again.
        var recognizerLists: [RecognizerList] = []

        var commands: [ScriptCommand] { controls + removedGestures + addedGestures }
    }

    struct RecognizerList {
        var view: String
        var before: [UIGestureRecognizer]
        var after: [UIGestureRecognizer]
        var first: Int
    }

    /// Adds to `making` what turns the view `old` (as the lines so far left it) into `new`;
    /// false when no line can.
    static func making(_ name: String, from old: UIView, to new: UIView, in scene: LoadedScene, into making: inout Making) -> Bool {
        // A class of the app's own is chosen as the view is made (`add … class`), never changed.
        guard old.className == new.className else { return false }
        guard let before = ControlClass(of: old), let after = ControlClass(of: new) else {
            // A window's own class: its recognizers can change, its class cannot.
            guard type(of: old) == type(of: new) else { return false }
            gestures(name, from: old, to: new, into: &making)
            return true
        }
        guard let links = connections(of: new) else { return false }
        var made = before
        if !sameClass(before, after) || connections(of: old) != links {
            // A new object: what held the old one finds the new one (`ScriptRunner.takeOver`).
            making.controls.append(.control(name, after))
            making.controls += links.map { .connect(name, action: $0.action, target: $0.target, event: $0.event) }
            made = after
        }
        if after.kind == .slider, made.value != after.value { making.controls.append(.set(name, .value(after.value))) }
        if after.kind == .switch, made.on != after.on { making.controls.append(.set(name, .on(after.on))) }
        gestures(name, from: old, to: new, into: &making)
        return true
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

    /// The recognizers of one view, from the first that differs (`gesture` adds last): the old
    /// ones are removed and the new ones added in order, once `wireGestures` has seen every view.
    /// A scroll view's own pan recognizer comes and goes with its class.
    private static func gestures(_ name: String, from old: UIView, to new: UIView, into making: inout Making) {
        let before = ownRecognizers(of: old), after = ownRecognizers(of: new)
        let first = Array(zip(before, after)).firstIndex { RecognizerSignature($0.0) != RecognizerSignature($0.1) } ?? min(before.count, after.count)
        making.recognizerLists.append(RecognizerList(view: name, before: before, after: after, first: first))
    }

    private static func ownRecognizers(of view: UIView) -> [UIGestureRecognizer] {
        (view.gestureRecognizers ?? []).filter { $0 !== (view as? UIScrollView)?.panGestureRecognizer }
    }

    /// The recognizers' lines, once every view's are known. A recognizer made again is a new
    /// object, so one whose entry names it (`requiresToFail`, `simultaneousWith`, the
    /// delegate's relations) is made again after it too. A `gesture` line wires the relations
    /// to recognizers already there, and a later one wires those that name it (appended): false
    /// when that order would differ from the entry's, which no line can then make.
    static func wireGestures(_ making: inout Making, in scene: LoadedScene) -> Bool {
        let nodes = scene.gestureEntries
        let names = { (name: String) -> Set<String> in nodes[name].map { Set(relations(of: $0)) } ?? [] }
        var lists = making.recognizerLists
        var grew = true
        while grew {
            grew = false
            let remade = Set(lists.flatMap { $0.after[$0.first...].map(\.name) })
            for index in lists.indices {
                guard let namer = lists[index].after[..<lists[index].first].firstIndex(where: { !names($0.name).isDisjoint(with: remade) }) else { continue }
                lists[index].first = namer
                grew = true
            }
        }
        var added: [String] = []
        for list in lists {
            making.removedGestures += list.before[list.first...].map { .removeGesture($0.name) }
            for recognizer in list.after[list.first...] {
                guard let node = nodes[recognizer.name] else { return false }
                making.addedGestures.append(.gesture(list.view, node))
                added.append(node.name)
            }
        }
        return wiredInOrder(added, nodes: nodes, in: scene)
    }

    /// Whether each added recognizer's failure requirements and simultaneous partners come out
    /// in its entry's order: those there at its line first, then those added after it, in the
    /// order their lines come. (The delegate's relations are found again in order.)
    private static func wiredInOrder(_ added: [String], nodes: [String: GestureNode], in scene: LoadedScene) -> Bool {
        let arrival = Dictionary(added.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, name) in added.enumerated() {
            guard let node = nodes[name] else { return false }
            for relation in [node.requiresToFail, node.simultaneousWith] {
                let wanted = relation.filter { scene.recognizers[$0] != nil && $0 != name }
                let atOnce = wanted.filter { (arrival[$0] ?? -1) < position }
                let later = wanted.filter { (arrival[$0] ?? -1) > position }.sorted { arrival[$0, default: 0] < arrival[$1, default: 0] }
                guard atOnce + later == wanted else { return false }
            }
        }
        return true
    }

    /// The recognizers an entry names in its relations.
    static func relations(of node: GestureNode) -> [String] {
        node.requiresToFail + node.simultaneousWith + node.requiresFailureOf + node.requiredToFailBy
    }

    /// Every recognizer entry of the document's views, in file order.
    static func gestureNodes(of document: SceneDocument) -> [GestureNode] {
        viewNodes(of: document).flatMap(\.gestures)
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
