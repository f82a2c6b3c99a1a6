import Foundation
import ResponderCore

extension ScriptCommand {
    /// The command in words, for the window's lesson banner and its LESSON INPUT list. `set`,
    /// `remove` and `wait` read exactly as their `caption` trace steps do, so the banner and
    /// the log say the same thing.
    public var caption: String {
        switch self {
        case .down(let id, let point): return "finger \(id) down at \(Self.describe(point))"
        case .move(let id, let point): return "finger \(id) moves to \(Self.describe(point))"
        case .up(let id, let point): return "finger \(id) lifts at \(Self.describe(point))"
        case .cancel(let id): return "touch \(id) is cancelled"
        case .tap(let point): return "tap at \(Self.describe(point))"
        case .hover(let point): return point.map { "the pointer moves to \(Self.describe($0))" } ?? "the pointer leaves the window"
        case .shake(.whole): return "shake (motionBegan, then motionEnded)"
        case .shake(.begin): return "a shake begins (motionBegan)"
        case .shake(.end): return "the shake ends (motionEnded)"
        case .shake(.cancel): return "the shake is interrupted (motionCancelled)"
        case .press(let button): return "controller button \(button.rawValue.uppercased()) pressed and released"
        case .remote(let subtype): return "remote control: \(Self.describe(subtype))"
        case .action(let action, let sender):
            return "sendAction(\(action.name), to: nil, from: \(sender ?? "nil"))"
        case .become(let name): return "\(name).becomeFirstResponder()"
        case .resign: return "the first responder resigns"
        case .makeKey(let name): return "\(name).makeKey()"
        case .set(let name, let property): return property.caption(for: name)
        case .remove(let name): return Self.removalCaption(name)
        case .wait(let seconds): return Self.waitCaption(seconds)
        case .key(let input, let modifiers): return "key \(UIKeyCommand.describe(input: input, modifierFlags: modifiers))"
        case .endEditing(let name): return name.map { "\($0).endEditing(true)" } ?? "the window ends editing (endEditing(true))"
        case .logChain(let name): return "log \(name)'s responder chain by class"
        case .add(let name, let parent, let frame, _, _): return Self.additionCaption(name, parent: parent, frame: frame)
        case .reorder(let name, let forward): return Self.reorderCaption(name, forward: forward)
        case .reparent(let name, let parent, let frame): return Self.reparentCaption(name, into: parent, frame: frame)
        case .rename(let name, let newName): return Self.renameCaption(name, to: newName)
        case .control(let name, let made): return Self.controlCaption(name, made)
        case .connect(let name, let action, let target, let event): return Self.connectCaption(name, action: action, target: target, event: event)
        case .gesture(let view, let node): return Self.gestureCaption(view, node)
        case .removeGesture(let name): return Self.removeGestureCaption(name)
        case .controller(let name, let view): return Self.controllerCaption(name, view: view)
        case .removeController(let name): return Self.removeControllerCaption(name)
        }
    }

    static func controlCaption(_ name: String, _ made: ControlClass) -> String { "\(name) is now a \(made.className)" }
    static func connectCaption(_ name: String, action: Selector, target: String?, event: UIControl.Event) -> String {
        "\(name).addTarget(\(target ?? "nil"), action: \(action.name), for: .\(event.name))"
    }
    static func gestureCaption(_ view: String, _ node: GestureNode) -> String { "\(view).addGestureRecognizer(\(node.name)), a \(node.kind.rawValue) recognizer" }
    static func removeGestureCaption(_ name: String) -> String { "\(name) is removed from its view" }
    static func removeControllerCaption(_ name: String) -> String { "the view controller \(name) leaves the scene; its view stays" }
    static func controllerCaption(_ name: String, view: String) -> String { "\(view) is now the root view of the view controller \(name)" }

    public static func removalCaption(_ name: String) -> String { "\(name).removeFromSuperview()" }
    static func additionCaption(_ name: String, parent: String, frame: CGRect) -> String {
        "\(parent).addSubview(\(name)), frame \(numbers(frame))"
    }
    static func reorderCaption(_ name: String, forward: Bool) -> String {
        "\(name) moves one step \(forward ? "forward" : "backward") among its siblings"
    }
    static func reparentCaption(_ name: String, into parent: String, frame: CGRect) -> String {
        "\(name) moves into \(parent), frame \(numbers(frame))"
    }
    static func renameCaption(_ name: String, to newName: String) -> String { "\(name) is now called \(newName)" }

    static func waitCaption(_ seconds: TimeInterval) -> String { "\(waitDuration(seconds)) pass" }

    /// `0.5 s`: a wait's duration, as its caption and the window's "time passes" say it.
    public static func waitDuration(_ seconds: TimeInterval) -> String { "\(seconds.formatted(maximumFractionDigits: 3)) s" }

    private static func describe(_ point: CGPoint) -> String {
        "(\(Double(point.x).formatted(maximumFractionDigits: 1)), \(Double(point.y).formatted(maximumFractionDigits: 1)))"
    }

    /// The events file's word for the command and UIKit's subtype: "toggle (remoteControlTogglePlayPause)".
    private static func describe(_ subtype: UIEvent.EventSubtype) -> String {
        let word = RemoteCommandWords.subtypes.first { $0.value == subtype }?.key
        return word.map { "\($0) (\(subtype.rawValue))" } ?? subtype.rawValue
    }
}
