import Foundation
import ResponderCore

/// SELECTED: the selected responder's properties and what keys 1–9 and F do to it. A view
/// controller, the window or the app shows what applies to it: its actions, its key
/// commands, whether it can become first responder and which events it handles.
struct SelectionSection {
    let frame: StageFrame
    let style: PanelStyle

    func rows() -> [PanelRow] {
        guard let selected = frame.selected else { return [] }
        var rows = [style.heading("SELECTED: \(selected.name)", detail: "Esc deselects")]
        let hanging = style.layout.size(28)
        rows += style.paragraph("\(selected.kind) · next: \(selected.next ?? "none")",
                                size: style.smallSize, color: Palette.panelDim, hangingIndent: hanging)
        for (property, value) in selected.toggles {
            rows += style.paragraph("\(property.rawValue)  \(property.label): \(value)", size: style.logSize, hangingIndent: hanging)
        }
        if !selected.isView { rows += style.paragraph("1–5 change views only", size: style.smallSize, color: Palette.panelDim) }
        if !selected.actions.isEmpty {
            rows += style.paragraph("actions: " + selected.actions.joined(separator: ", "), size: style.logSize, hangingIndent: hanging)
        }
        if !selected.keyCommands.isEmpty {
            rows += style.paragraph("key commands: " + selected.keyCommands.joined(separator: ", "), size: style.logSize, hangingIndent: hanging)
        }
        for warning in selected.actionWarnings {
            rows += style.paragraph(warning, size: style.logSize, color: Palette.vermillion, hangingIndent: hanging)
        }
        let first = frame.firstResponder == selected.name
        rows += style.paragraph(first ? "F  is first responder (Shift+F resigns)" : "F  make first responder", size: style.logSize,
                                color: first ? Palette.reddishPurple : Palette.panelText, hangingIndent: hanging)
        return rows + [style.spacer()]
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
