import Foundation
import ResponderCore

/// The selected responder as SELECTED describes it, taken with the frame: what it is, its
/// `next`, the values keys 1–9 change, its actions and its key commands.
public struct SelectedResponder {
    public let name: String
    /// What it is, in words: a view, a control of its class, a view controller of its view…
    public let kind: String
    public let next: String?
    public let isView: Bool
    /// Each key's property that applies to it, with its value now.
    public let toggles: [(toggle: SelectionToggle, value: String)]
    public let actions: [String]
    /// Its key commands as `⌘K → action`.
    public let keyCommands: [String]
    /// A control's actions that would not run: a target that does not implement its action
    /// (UIKit would crash), a nil-targeted action nobody performs.
    public let actionWarnings: [String]

    init(_ responder: UIResponder) {
        name = responder.name
        kind = Self.kind(of: responder)
        next = responder.next?.name
        let isView = responder is UIView
        self.isView = isView
        toggles = SelectionToggle.allCases.filter { isView || $0.appliesToEveryResponder }
            .map { ($0, SelectionDescription.value(of: $0, for: responder)) }
        actions = responder.implementedActions.map(\.name).sorted()
        keyCommands = (responder.keyCommands ?? []).map {
            "\(UIKeyCommand.describe(input: $0.input, modifierFlags: $0.modifierFlags)) → \($0.action.name)"
        }
        actionWarnings = (responder as? UIControl)?.actionWarnings ?? []
    }

    private static func kind(of responder: UIResponder) -> String {
        switch responder {
        case let controller as UIViewController: return "view controller of \(controller.view.name)"
        case is UIWindow: return "window"
        case let control as UIControl: return "control (\(String(describing: type(of: control))))"
        case is UIView: return "view"
        case is UIApplication: return "application"
        default: return "app delegate"
        }
    }
}
