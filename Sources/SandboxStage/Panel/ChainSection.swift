import Foundation
import ResponderCore

/// RESPONDER CHAIN: while a phase is being delivered, its chain with each responder's
/// answer as the delivery reaches it; once the input is over, the chain of the phase that
/// tells the story (`TraceEpisode.keyPhase`), so a tap's touchesEnded does not hide who
/// took its touchesBegan. A click on a row selects that responder.
struct ChainSection {
    let frame: StageFrame
    let episode: TraceEpisode
    let style: PanelStyle

    func rows() -> [PanelRow] {
        let live = episode.summaryReached ? nil : episode.summary
        guard let result = live ?? episode.keyPhase?.result else {
            return [style.heading("RESPONDER CHAIN")]
                + style.paragraph("(the chain appears once an event is delivered)", color: Palette.panelDim) + [style.spacer()]
        }
        // A touch's chain starts at its hit-test view: listing it before hitTest returns would
        // give away the answer the class is asked to predict.
        if live?.touch != nil, !episode.hitTestFinished {
            return [style.heading("RESPONDER CHAIN", detail: result.event)]
                + style.paragraph("(starts at the hit-test view: watch hitTest first)", color: Palette.panelDim) + [style.spacer()]
        }
        let hops = live != nil ? episode.hops : episode.keyPhase?.hops ?? []
        var rows = [style.heading("RESPONDER CHAIN", detail: result.event)]
        guard !result.chain.isEmpty else {
            // Not delivered is an outcome: told once the animation reaches it.
            if live != nil {
                return rows + style.paragraph("(no responder asked yet)", color: Palette.panelDim) + [style.spacer()]
            }
            let text = result.note.map { "none: not delivered (\($0.text))" } ?? "none: nobody was asked"
            return rows + style.paragraph(text, color: Palette.vermillion) + [style.spacer()]
        }
        // An action's own canPerformAction answers, not the phase that sent it.
        let asked = result.message.isAction ? hops.filter { $0.message == result.message } : hops
        for (index, name) in result.chain.enumerated() {
            let hop = asked.first { $0.responder == name }
            let isCurrent = live != nil && hop != nil && asked.last == hop && episode.currentStep?.isDelivery == true
            let color = hop == nil ? Palette.panelDim : hop!.handled ? Palette.bluishGreen : Palette.panelText
            let answer = hop.map { HopWording.answer(for: $0) } ?? ""
            rows += style.pair((index == 0 ? "" : "↑ ") + name, answer, color: color, bold: hop?.handled == true,
                               indent: index == 0 ? style.layout.size(16) : 0,
                               highlight: isCurrent ? Palette.yellow.withAlpha(60) : nil, responder: name)
        }
        return rows + [style.spacer()]
    }
}

extension TraceStep {
    var isDelivery: Bool {
        if case .deliver = self { return true }
        return false
    }
}
