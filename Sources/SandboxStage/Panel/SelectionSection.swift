import Foundation
import ResponderCore

/// SELECTED: the selected responder's properties and what keys 1–9 and F do to it. A view
/// controller, the window or the app shows what applies to it: its actions, its key
/// commands, whether it can become first responder and which events it handles.
struct SelectionSection {
    let frame: StageFrame
    let style: PanelStyle

    func rows() -> [PanelRow] {
        guard let responder = frame.selectedResponder else { return [] }
        var rows = [style.heading("SELECTED: \(responder.name)", detail: "Esc deselects")]
        let hanging = style.layout.size(28)
        rows += style.paragraph("\(kind(of: responder)) · next: \(responder.next?.name ?? "none")",
                                size: style.smallSize, color: Palette.panelDim, hangingIndent: hanging)
        let isView = responder is UIView
        for property in SelectionToggle.allCases where isView || property.appliesToEveryResponder {
            let value = SelectionDescription.value(of: property, for: responder)
            rows += style.paragraph("\(property.rawValue)  \(property.label): \(value)", size: style.logSize, hangingIndent: hanging)
        }
        if !isView { rows += style.paragraph("1–5 change views only", size: style.smallSize, color: Palette.panelDim) }
        let actions = responder.implementedActions.map(\.name).sorted()
        if !actions.isEmpty {
            rows += style.paragraph("actions: " + actions.joined(separator: ", "), size: style.logSize, hangingIndent: hanging)
        }
        if let commands = responder.keyCommands, !commands.isEmpty {
            let listed = commands.map { "\(UIKeyCommand.describe(input: $0.input, modifierFlags: $0.modifierFlags)) → \($0.action.name)" }
            rows += style.paragraph("key commands: " + listed.joined(separator: ", "), size: style.logSize, hangingIndent: hanging)
        }
        let first = frame.firstResponder == responder.name
        rows += style.paragraph(first ? "F  is first responder (Shift+F resigns)" : "F  make first responder", size: style.logSize,
                                color: first ? Palette.reddishPurple : Palette.panelText, hangingIndent: hanging)
        return rows + [style.spacer()]
    }

    private func kind(of responder: UIResponder) -> String {
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

extension SelectionToggle {
    /// Keys 6–9 mean something for any responder; 1–5 are a view's properties.
    public var appliesToEveryResponder: Bool {
        switch self {
        case .canBecomeFirstResponder, .handlesTouches, .handlesMotion, .handlesPresses: return true
        default: return false
        }
    }
}
