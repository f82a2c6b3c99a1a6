import Foundation
import ResponderCore

/// RESPONDER CHAIN: while a phase is being delivered, its chain with each responder's
/// answer as the delivery reaches it, hop by hop; once it has summed up, the part of the
/// chain each phase of the input climbed (`ChainClimb`), how it ended, and the links it never
/// reached, said as such. A click on a row selects that responder.
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
        guard let live else {
            // Several fingers: each climb names its touch, and the heading names none.
            let touches = Set(episode.phases.compactMap(\.result.touch))
            return climbRows(title: touches.count > 1 ? "" : PhaseWording.title(of: result))
        }
        var rows = [style.heading("RESPONDER CHAIN", detail: live.event)]
        guard !live.chain.isEmpty else {
            return rows + style.paragraph("(no responder asked yet)", color: Palette.panelDim) + [style.spacer()]
        }
        // An action's own canPerformAction answers, not the phase that sent it.
        let asked = live.message.isAction ? episode.hops.filter { $0.message == live.message } : episode.hops
        for (index, name) in Self.climbing(live, asked: asked).enumerated() {
            let hop = asked.first { $0.responder == name }
            let isCurrent = hop != nil && asked.last == hop && episode.currentStep?.isDelivery == true
            let color = hop == nil ? Palette.panelDim : hop!.handled ? Palette.bluishGreen : Palette.panelText
            let answer = hop.map { HopWording.answer(for: $0) } ?? ""
            rows += style.pair((index == 0 ? "" : "↑ ") + name, answer, color: color, bold: hop?.handled == true,
                               indent: index == 0 ? style.layout.size(16) : 0,
                               highlight: isCurrent ? Palette.yellow.withAlpha(60) : nil, responder: name)
        }
        return rows + [style.spacer()]
    }

    /// The links of a phase being delivered to list: where it starts and those reached so far.
    /// The links ahead are not listed, so the list neither gives away where it will end nor
    /// shows a link it will never reach as part of its road.
    static func climbing(_ result: DeliveryResult, asked: [TraceEpisode.Hop]) -> [String] {
        let chain = result.chain
        if result.note != nil { return Array(chain.prefix(asked.count)) }
        let reached = asked.last.flatMap { chain.firstIndex(of: $0.responder) } ?? 0
        return Array(chain.prefix(reached + 1))
    }

    /// Every phase summed up so far, each run of alike ones as one climb: its events, the
    /// responders offered them with their answers, how it ended, and the links not reached
    /// (said once after the last of consecutive climbs that share them).
    private func climbRows(title: String) -> [PanelRow] {
        let climbs = ChainClimb.climbs(of: episode.phases)
        var rows = [style.heading("RESPONDER CHAIN", details: title.isEmpty ? [] : [title])]
        let indent = style.layout.size(16)
        for (number, climb) in climbs.enumerated() {
            rows += style.paragraph(climb.events.joined(separator: " · "), size: style.smallSize, bold: true)
            for (index, row) in climb.rows.enumerated() {
                let color = row.handled ? Palette.bluishGreen : Palette.panelText
                rows += style.pair((index == 0 ? "" : "↑ ") + row.responder, row.answer, color: color,
                                   answerColor: row.stopped ? Palette.vermillion : nil, bold: row.handled,
                                   indent: index == 0 ? indent : 0, responder: row.responder)
            }
            if let end = climb.end {
                rows += style.paragraph(end, size: style.smallSize, color: Palette.vermillion, indent: indent)
            }
            let next = number + 1 < climbs.count ? climbs[number + 1] : nil
            if !climb.notReached.isEmpty, next?.notReached != climb.notReached {
                rows += style.paragraph(Self.notReachedText(climb.notReached), size: style.smallSize, color: Palette.panelDim, indent: indent)
            }
        }
        return rows + [style.spacer()]
    }

    /// `not reached: A, root, ViewController`: links of the chain no phase above was offered.
    static func notReachedText(_ names: [String]) -> String {
        "not reached: " + names.joined(separator: ", ")
    }
}

extension TraceStep {
    var isDelivery: Bool {
        if case .deliver = self { return true }
        return false
    }
}
