import Foundation
import SandboxScenes

/// WHY: Y's answer for the selected view, in the sentences `responder-sandbox why` prints: the
/// point asked about, whether the view gets a touch there, each reason with its numbers, and
/// when it does, its responder chain and the responder that handles the touch.
struct WhySection {
    let frame: StageFrame
    let style: PanelStyle

    func rows() -> [PanelRow] {
        let hanging = style.layout.size(16)
        if frame.why == nil, let asked = frame.askingWhyAbout {
            // A large scene's answer is worked out off the frame: the window goes on meanwhile.
            return [style.heading("WHY: \(asked)", details: ["Esc stops", "Esc"])]
                + style.paragraph("Asking why… a tap is being delivered on a copy of the scene", size: style.logSize, color: Palette.panelDim,
                                  hangingIndent: hanging)
                + [style.spacer()]
        }
        guard let answer = frame.why else { return [] }
        var rows = [style.heading("WHY: \(answer.view)", details: ["Esc clears", "Esc"])]
        if let note = answer.pointNote {
            rows += style.paragraph(note, size: style.smallSize, color: Palette.panelDim, hangingIndent: hanging)
        }
        for finger in answer.holding {
            rows += style.paragraph(finger.sentence, size: style.smallSize, color: Palette.panelDim, hangingIndent: hanging)
        }
        rows += style.paragraph(answer.headline, color: answer.gets ? Palette.bluishGreen : Palette.vermillion,
                                bold: true, hangingIndent: hanging)
        if answer.regions != nil, let point = answer.point, let outcome = answer.outcome {
            rows += style.paragraph((answer.gets ? "" : "Where it does not: ") + outcome.sentence(at: point), size: style.logSize, hangingIndent: hanging)
        } else if answer.regions == nil, answer.outcome != nil {
            rows += style.paragraph(answer.verdict, size: style.logSize, bold: true, hangingIndent: hanging)
        }
        for reason in answer.reasons {
            rows += style.paragraph("• " + reason.detail, size: style.logSize, hangingIndent: hanging)
        }
        // The remarks do not change what the tap does: the window leaves them to `why`.
        return rows + [style.spacer()]
    }
}
