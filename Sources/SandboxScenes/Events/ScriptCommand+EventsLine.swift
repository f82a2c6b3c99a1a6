import Foundation
import ResponderCore

/// A command written back as an events-file line, for `--record`: parsing the
/// line gives the same command again, numbers included (Swift prints the shortest exact form).
extension ScriptCommand {
    public var eventsLine: String {
        switch self {
        case .down(let id, let point): return "down \(id) \(Self.number(point.x)) \(Self.number(point.y))"
        case .move(let id, let point): return "move \(id) \(Self.number(point.x)) \(Self.number(point.y))"
        case .up(let id, let point): return "up \(id) \(Self.number(point.x)) \(Self.number(point.y))"
        case .cancel(let id): return "cancel \(id)"
        case .tap(let point): return "tap \(Self.number(point.x)) \(Self.number(point.y))"
        case .hover(let point): return point.map { "hover \(Self.number($0.x)) \(Self.number($0.y))" } ?? "hover out"
        case .shake(let phase): return phase == .whole ? "shake" : "shake \(phase.rawValue)"
        case .press(let button): return "press \(button.rawValue)"
        case .remote(let subtype):
            let word = RemoteCommandWords.subtypes.first { $0.value == subtype }?.key ?? "toggle"
            return "remote \(word)"
        case .action(let action, let sender): return "action \(action.name)" + (sender.map { " from \($0)" } ?? "")
        case .become(let name): return "become \(name)"
        case .resign: return "resign"
        case .makeKey(let name): return "makeKey \(name)"
        case .set(let name, let property): return "set \(name) \(property.eventsText)"
        case .remove(let name): return "remove \(name)"
        case .wait(let seconds): return "wait \(Self.number(seconds))"
        case .key(let input, let flags):
            return (["key", input] + KeyModifierWords.ordered.filter { flags.contains($0.flag) }.map(\.word)).joined(separator: " ")
        case .endEditing(let name): return "endEditing" + (name.map { " \($0)" } ?? "")
        case .logChain(let name): return "logChain \(name)"
        case .add(let name, let parent, let frame, let color, let className):
            return "add \(name) to \(parent) frame \(Self.numbers(frame)) color \(color.hexString)" + (className.map { " class \($0)" } ?? "")
        case .reorder(let name, let forward): return "reorder \(name) \(forward ? "forward" : "backward")"
        case .reparent(let name, let parent, let frame): return "reparent \(name) into \(parent) frame \(Self.numbers(frame))"
        case .rename(let name, let newName): return "rename \(name) \(newName)"
        case .control(let name, let made): return (["control", name] + made.words).joined(separator: " ")
        case .connect(let name, let action, let target, let event):
            return "connect \(name) \(action.name)" + (target.map { " to \($0)" } ?? "") + " for \(event.name)"
        case .gesture(let view, let node): return "gesture \(view) \(ImportedSceneWriter.gesture(node))"
        case .removeGesture(let name): return "removeGesture \(name)"
        case .controller(let name, let view): return "controller \(name) view \(view)"
        case .removeController(let name): return "removeController \(name)"
        }
    }

    static func number(_ value: Double) -> String { value.compact }
    static func number(_ value: CGFloat) -> String { Double(value).compact }
    static func numbers(_ rect: CGRect) -> String {
        [rect.origin.x, rect.origin.y, rect.width, rect.height].map { Double($0).compact }.joined(separator: ",")
    }
}

extension ViewProperty {
    /// `KEY VALUE` as `set NAME KEY VALUE` takes them.
    public var eventsText: String {
        switch self {
        case .key(let key, let value): return "\(key.name) \(value.text)"
        case .canBecomeFirstResponder(let flag): return "canBecomeFirstResponder \(flag)"
        case .callsSuper(let flag): return "callsSuper \(flag)"
        case .handles(let methods):
            return "handles " + (methods.isEmpty ? "none" : methods.map(\.rawValue).sorted().joined(separator: ","))
        case .color(let color): return "color \(color.hexString)"
        case .frame(let rect): return "frame " + ScriptCommand.numbers(rect)
        case .rotate(let degrees): return "rotate \(degrees.compact)"
        case .scale(let sx, let sy): return sx == sy ? "scale \(sx.compact)" : "scale \(sx.compact),\(sy.compact)"
        case .translate(let tx, let ty): return "translate \(tx.compact),\(ty.compact)"
        case .boundsOrigin(let origin): return "boundsOrigin \(ScriptCommand.number(origin.x)),\(ScriptCommand.number(origin.y))"
        case .contentOffset(let offset): return "contentOffset \(ScriptCommand.number(offset.x)),\(ScriptCommand.number(offset.y))"
        case .gesture(let key, let flag): return "\(key.rawValue) \(flag)"
        case .value(let value): return "value \(value.compact)"
        case .on(let flag): return "on \(flag)"
        case .actions(let selectors): return "actions " + (selectors.isEmpty ? "none" : selectors.map(\.name).sorted().joined(separator: ","))
        case .refuses(let selectors): return "refuses " + (selectors.isEmpty ? "none" : selectors.map(\.name).sorted().joined(separator: ","))
        case .canResignFirstResponder(let flag): return "canResignFirstResponder \(flag)"
        case .keyCommands(let commands): return "keyCommands " + ImportedSceneWriter.keyCommands(commands)
        case .targetForAction(let targets): return "targetForAction " + ImportedSceneWriter.targetForAction(targets)
        }
    }
}
