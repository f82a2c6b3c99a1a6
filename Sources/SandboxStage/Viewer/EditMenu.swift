import Foundation
import ResponderCore
import SandboxScenes

/// The menu M opens: every kind of event a person cannot make with a click, sent from the
/// window and shown like a touch. Edit actions are enabled as UIKit's edit menu enables its
/// items: only when some responder up the first responder's chain can perform them; the
/// menu draws every item alike and says so only when one is chosen, so a class predicts first.
public struct EditMenu: Equatable, Sendable {
    public enum Group: String, CaseIterable, Sendable {
        case edit = "EDIT (nil-targeted actions)"
        case remote = "REMOTE"
        case presses = "PRESSES"
        case motion = "MOTION"
    }

    public struct Item: Equatable, Sendable {
        public var group: Group
        public var title: String
        /// What choosing it runs, as an events-file command (so `--record` and `trace` agree).
        public var command: ScriptCommand
        public var isEnabled: Bool
        /// Who would take it, or why it is disabled: "→ note" or "nobody up from note". Said
        /// only once the item is chosen: the menu never names an outcome before it is sent.
        public var detail: String
        /// What the menu shows beside the item: where the event starts ("from note"), which a
        /// class can see before predicting who takes it.
        public var start: String
        /// The number key that chooses it (edit items 1–9), if any.
        public var number: Int?
    }

    /// UIKit's standard edit-menu actions, in the order its menu lists them.
    public static let standardActions: [Selector] = ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"]
    public static let remoteWords = ["play", "pause", "toggle", "next", "previous", "stop"]

    /// Where the menu was opened, in window points (its top-left corner, before fitting).
    public var anchor: CGPoint
    public var items: [Item]

    public init(anchor: CGPoint, application: UIApplication, responders: [String: UIResponder]) {
        self.anchor = anchor
        var items = Self.actionItems(application: application, responders: responders)
        items += Self.remoteItems(application: application)
        items += UIPress.ControllerButton.allCases.map { button in
            Item(group: .presses, title: button.rawValue, command: .press(button), isEnabled: true,
                 detail: Self.firstResponderDetail(application), start: Self.firstResponderDetail(application), number: nil)
        }
        items.append(Item(group: .motion, title: "shake", command: .shake(.whole), isEnabled: true,
                          detail: Self.firstResponderDetail(application), start: Self.firstResponderDetail(application), number: nil))
        self.items = items
    }

    /// The standard actions, then the scene's own (every responder's `actions:`), each asked
    /// of the first responder's chain without sending anything.
    private static func actionItems(application: UIApplication, responders: [String: UIResponder]) -> [Item] {
        let declared = Set(responders.values.flatMap(\.implementedActions)).union(nilTargetedControlActions(responders))
            .subtracting(standardActions)
        let actions = standardActions + declared.sorted { $0.name < $1.name }
        // With no first responder a sender-less action starts at the key window.
        let first = application.firstResponder ?? application.keyWindow
        return actions.enumerated().map { index, action in
            let number = index < 9 ? index + 1 : nil
            // UIKit enables an edit-menu item when target(forAction:withSender:) finds someone.
            let target = first.target(forAction: action, withSender: nil) as? UIResponder
            return Item(group: .edit, title: action.name, command: .action(action, from: nil), isEnabled: target != nil,
                        detail: target.map { "→ \($0.name)" } ?? "nobody up from \(first.name)", start: "from \(first.name)", number: number)
        }
    }

    /// What the scene's buttons send to "whoever can" (`control: {target: null}`), such as a
    /// `save:` nobody implements: a class can send it from the menu and see it disabled.
    private static func nilTargetedControlActions(_ responders: [String: UIResponder]) -> [Selector] {
        responders.values.compactMap { $0 as? UIControl }.flatMap { control in
            UIControl.Event.names.flatMap { event, _ in (control.actions(forTarget: nil, forControlEvent: event) ?? []).map { Selector($0) } }
        }
    }

    private static func remoteItems(application: UIApplication) -> [Item] {
        remoteWords.compactMap { word in
            RemoteCommandWords.subtypes[word].map { subtype in
                Item(group: .remote, title: word, command: .remote(subtype), isEnabled: true,
                     detail: firstResponderDetail(application), start: firstResponderDetail(application), number: nil)
            }
        }
    }

    /// Remote, press and motion events start at the first responder, or at the key window
    /// when there is none.
    private static func firstResponderDetail(_ application: UIApplication) -> String {
        application.firstResponder.map { "from \($0.name)" } ?? "no first responder: from \(application.keyWindow.name)"
    }

    public func items(in group: Group) -> [Item] { items.filter { $0.group == group } }
}
