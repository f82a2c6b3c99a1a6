import Foundation
import SandboxScenes

/// WHY: Y's answer for the selected view, in the sentences `responder-sandbox why` prints: the
/// point asked about, whether the view gets a touch there, each reason with its numbers, and
/// when it does, its responder chain and the responder that handles the touch.
struct WhySection {
    let frame: StageFrame
    let style: PanelStyle

    func rows() -> [PanelRow] {
        guard let answer = frame.why else { return [] }
        let hanging = style.layout.size(16)
        var rows = [style.heading("WHY: \(answer.view)", details: ["Esc clears", "Esc"])]
        if let note = answer.pointNote {
            rows += style.paragraph(note, size: style.smallSize, color: Palette.panelDim, hangingIndent: hanging)
        }
        rows += style.paragraph(answer.headline, color: answer.gets ? Palette.bluishGreen : Palette.vermillion,
                                bold: true, hangingIndent: hanging)
        for reason in answer.reasons {
            rows += style.paragraph("• " + reason.detail, size: style.logSize, hangingIndent: hanging)
        }
        for remark in answer.remarks {
            rows += style.paragraph("Note: \(remark.detail).", size: style.logSize, color: Palette.panelDim, hangingIndent: hanging)
        }
        if answer.gets {
            rows += style.paragraph("Responder chain: " + answer.chain.joined(separator: " > "), size: style.logSize, hangingIndent: hanging)
            rows += style.paragraph(answer.handler.map { "\($0) handles touchesBegan." } ?? "No responder in the chain handles touchesBegan.",
                                    size: style.logSize, hangingIndent: hanging)
        }
        return rows + [style.spacer()]
    }
}
