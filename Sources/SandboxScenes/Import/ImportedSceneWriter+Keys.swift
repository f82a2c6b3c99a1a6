import Foundation
import ResponderCore

/// The flow mappings an imported scene writes on one line: responder keys, controls with their
/// target-actions, scroll views, recognizers and transforms, each key only where it differs
/// from the scene's default.
extension ImportedSceneWriter {
    static func traits(_ traits: ResponderTraits, indent: String, into out: inout String) {
        let order = ResponderMethod.allCases.filter(traits.handles.contains).map(\.rawValue)
        if !order.isEmpty { out += "\(indent)handles: \(list(order))\n" }
        if traits.callsSuper { out += "\(indent)callsSuper: true\n" }
        if !traits.actions.isEmpty { out += "\(indent)actions: \(list(traits.actions))\n" }
        if !traits.refuses.isEmpty { out += "\(indent)refuses: \(list(traits.refuses))\n" }
        if traits.canBecomeFirstResponder { out += "\(indent)canBecomeFirstResponder: true\n" }
        if traits.firstResponder { out += "\(indent)firstResponder: true\n" }
        if !traits.keyCommands.isEmpty { out += "\(indent)keyCommands: \(keyCommands(traits.keyCommands))\n" }
    }

    /// `[{input: c, modifiers: [cmd], action: "copy:"}, …]`, as a scene's `keyCommands:` and `set NAME keyCommands` read it.
    static func keyCommands(_ commands: [KeyCommandNode]) -> String {
        "[" + commands.map { "{input: \(quoted($0.input)), modifiers: \(list($0.modifierWords)), action: \(quoted($0.action))}" }.joined(separator: ", ") + "]"
    }

    /// `{"copy:": "OTHER", …}` in the actions' order, as a scene's `targetForAction:` and `set NAME targetForAction` read it.
    static func targetForAction(_ targets: [String: String]) -> String {
        "{" + targets.sorted(by: { $0.key < $1.key }).map { "\(quoted($0.key)): \(quoted($0.value))" }.joined(separator: ", ") + "}"
    }

    /// One target-action as `action`, `target` and `event`, or, for several, the `actions` list.
    static func control(_ control: ControlNode) -> String {
        let usualEvent: UIControl.Event = control.kind.hasValue ? .valueChanged : .touchUpInside
        func targetAction(_ action: String?, _ target: String?, _ event: UIControl.Event) -> [String] {
            var parts = ["action: \(action.map(quoted) ?? "null")"]
            if let target { parts.append("target: \(quoted(target))") }
            if event != usualEvent { parts.append("event: \(event.name)") }
            return parts
        }
        var parts: [String]
        if control.moreActions.isEmpty {
            parts = targetAction(control.action, control.target, control.event)
        } else {
            let entries = control.connections.map { "{\(targetAction($0.action, $0.target, $0.event).joined(separator: ", "))}" }
            parts = ["actions: [\(entries.joined(separator: ", "))]"]
        }
        if control.kind != .button { parts.append("kind: \(control.kind.rawValue)") }
        if !control.enabled { parts.append("enabled: false") }
        if control.kind == .slider {
            parts += ["value: \(number(control.value))", "minimum: \(number(control.minimum))", "maximum: \(number(control.maximum))"]
            if !control.continuous { parts.append("continuous: false") }
        }
        if control.kind == .switch, control.on { parts.append("on: true") }
        return "{\(parts.joined(separator: ", "))}"
    }

    static func scroll(_ scroll: ScrollNode) -> String {
        var keys = ["contentSize: [\(number(scroll.contentSize.width)), \(number(scroll.contentSize.height))]"]
        if scroll.contentOffset != .zero { keys.append("contentOffset: [\(number(scroll.contentOffset.x)), \(number(scroll.contentOffset.y))]") }
        if !scroll.delaysContentTouches { keys.append("delaysContentTouches: false") }
        if !scroll.canCancelContentTouches { keys.append("canCancelContentTouches: false") }
        if !scroll.scrollEnabled { keys.append("scrollEnabled: false") }
        if !scroll.bounces { keys.append("bounces: false") }
        if scroll.pagingEnabled { keys.append("pagingEnabled: true") }
        if scroll.directionalLock { keys.append("directionalLock: true") }
        if !scroll.touchesShouldBegin { keys.append("touchesShouldBegin: false") }
        if scroll.touchesShouldCancel != .default { keys.append("touchesShouldCancel: \(scroll.touchesShouldCancel.rawValue)") }
        return "{\(keys.joined(separator: ", "))}"
    }

    static func gesture(_ gesture: GestureNode) -> String {
        var keys = ["name: \(quoted(gesture.name))", "kind: \(gesture.kind.rawValue)"]
        if gesture.moreTargets.isEmpty {
            if let action = gesture.action { keys.append("action: \(quoted(action))") }
            if let target = gesture.target { keys.append("target: \(quoted(target))") }
        } else {
            let entries = gesture.targetActions.map { each in
                "{action: \(quoted(each.action))" + (each.target.map { ", target: \(quoted($0))" } ?? "") + "}"
            }
            keys.append("actions: [\(entries.joined(separator: ", "))]")
        }
        switch gesture.kind {
        case .tap:
            keys += ["taps: \(gesture.taps)", "touches: \(gesture.touches)"]
            if gesture.allowableMovement != 10 { keys.append("allowableMovement: \(number(gesture.allowableMovement))") }
        case .longPress:
            keys += ["touches: \(gesture.touches)", "minimumPressDuration: \(number(gesture.minimumPressDuration))", "allowableMovement: \(number(gesture.allowableMovement))"]
        case .pan, .screenEdgePan:
            keys.append("touches: \(gesture.touches)")
            if let maximum = gesture.maximumTouches { keys.append("maximumTouches: \(maximum)") }
            if gesture.kind == .screenEdgePan {
                keys.append("edges: \(list(GestureKeys.edgeNames.filter { gesture.edges.contains($0.1) }.map(\.0)))")
            }
        case .swipe:
            let words = gesture.direction.words
            keys += ["direction: " + (words.count == 1 ? words[0] : "[\(words.joined(separator: ", "))]"), "touches: \(gesture.touches)"]
        case .pinch, .rotation, .hover:
            break
        }
        if !gesture.cancelsTouchesInView { keys.append("cancelsTouchesInView: false") }
        if gesture.delaysTouchesBegan { keys.append("delaysTouchesBegan: true") }
        if !gesture.delaysTouchesEnded { keys.append("delaysTouchesEnded: false") }
        if !gesture.enabled { keys.append("enabled: false") }
        if !gesture.requiresToFail.isEmpty { keys.append("requiresToFail: \(list(gesture.requiresToFail))") }
        if !gesture.simultaneousWith.isEmpty { keys.append("simultaneousWith: \(list(gesture.simultaneousWith))") }
        if !gesture.shouldBegin { keys.append("shouldBegin: false") }
        if !gesture.ignores.isEmpty { keys.append("ignores: \(list(gesture.ignores))") }
        // The delegate's other answers: no capture has them, an events file's `gesture` line may.
        switch gesture.receives {
        case .startsIn(let view): keys.append("shouldReceive: {startsIn: \(quoted(view))}")
        case .startsInArea(let area):
            keys.append("shouldReceive: {startsInArea: [\([area.minX, area.minY, area.width, area.height].map(number).joined(separator: ", "))]}")
        case nil: break
        }
        if !gesture.requiresFailureOf.isEmpty { keys.append("shouldRequireFailureOf: \(list(gesture.requiresFailureOf))") }
        if !gesture.requiredToFailBy.isEmpty { keys.append("shouldBeRequiredToFailBy: \(list(gesture.requiredToFailBy))") }
        return "{\(keys.joined(separator: ", "))}"
    }

    static func transform(_ parts: TransformParts) -> String {
        var keys: [String] = []
        if parts.rotationDegrees != 0 { keys.append("rotate: \(number(parts.rotationDegrees))") }
        if parts.scaleX != 1 || parts.scaleY != 1 {
            keys.append(parts.scaleX == parts.scaleY ? "scale: \(number(parts.scaleX))" : "scale: [\(number(parts.scaleX)), \(number(parts.scaleY))]")
        }
        if parts.translateX != 0 || parts.translateY != 0 { keys.append("translate: [\(number(parts.translateX)), \(number(parts.translateY))]") }
        return "{\(keys.joined(separator: ", "))}"
    }
}
