import Foundation
import ResponderCore

/// The side panel: the lesson's explanation, what happened, the responder chain with the
/// handler marked, the selected view's properties, and the log, all at the same moment as
/// the canvas.
struct PanelPainter {
    let session: SandboxSession
    let measurer: TextMeasuring
    let episode: TraceEpisode
    let panel: CGRect

    static let headingSize = 15.0
    static let bodySize = 16.0
    static let logSize = 14.0
    static let padding = 16.0

    init(session: SandboxSession, episode: TraceEpisode, measurer: TextMeasuring) {
        self.session = session
        self.measurer = measurer
        self.episode = episode
        self.panel = session.layout.panel
    }

    private var textWidth: Double { panel.width - Self.padding * 2 }

    func paint(into list: inout DisplayList) {
        list.fill(panel, Palette.panelBackground)
        list.append(.clip(panel))
        var y = panel.minY + 12
        y = paintExplanation(at: y, into: &list)
        y = paintWhatHappened(at: y, into: &list)
        y = paintChain(at: y, into: &list)
        y += LessonScriptPainter(session: session, measurer: measurer).paint(x: panel.minX + Self.padding, top: y, width: textWidth, maximumHeight: panel.maxY - y - 64, into: &list)
        if let view = session.selectedView { y = paintSelection(view, at: y, into: &list) }
        paintLog(from: y, into: &list)
        list.append(.unclip)
    }

    private func heading(_ text: String, at y: Double, into list: inout DisplayList) -> Double {
        list.line(CGPoint(x: panel.minX + Self.padding, y: y), CGPoint(x: panel.maxX - Self.padding, y: y), Palette.panelDim, width: 1)
        list.text(text, at: CGPoint(x: panel.minX + Self.padding, y: y + 6), size: Self.headingSize, color: Palette.skyBlue, bold: true)
        return y + 8 + measurer.lineHeight(size: Self.headingSize)
    }

    private func line(_ text: String, at y: Double, color: StageColor = Palette.panelText, bold: Bool = false,
                      size: Double = bodySize, indent: Double = 0, into list: inout DisplayList) -> Double {
        let shown = measurer.truncate(text, width: textWidth - indent, size: size, bold: bold)
        list.text(shown, at: CGPoint(x: panel.minX + Self.padding + indent, y: y), size: size, color: color, bold: bold)
        return y + measurer.lineHeight(size: size) + 2
    }

    private func paintExplanation(at start: Double, into list: inout DisplayList) -> Double {
        guard let explanation = session.scene.document.explanation, !explanation.isEmpty else { return start }
        var y = heading("LESSON", at: start, into: &list)
        let lines = measurer.wrap(explanation.replacingOccurrences(of: "\n", with: " "), width: textWidth, size: Self.logSize + 1)
        let budget = max(3, Int((panel.height * 0.26) / (measurer.lineHeight(size: Self.logSize + 1) + 1)))
        for (index, text) in lines.prefix(budget).enumerated() {
            let shown = index == budget - 1 && lines.count > budget ? text + " …" : text
            y = line(shown, at: y, color: Palette.panelText, size: Self.logSize + 1, into: &list) - 1
        }
        return y + 8
    }

    private func paintWhatHappened(at start: Double, into list: inout DisplayList) -> Double {
        var y = heading("WHAT HAPPENED", at: start, into: &list)
        guard let summary = episode.summary else {
            let idle = session.isEditing ? "Edit mode: a click edits (Ctrl+E ends)." : "Click a view to send a touch."
            let hint = session.timeline.steps.isEmpty ? idle : "Hit-testing…"
            return line(hint, at: y, color: Palette.panelDim, into: &list) + 8
        }
        var event = summary.event
        if let touch = summary.touch { event += " · touch \(touch)" }
        if let subtype = summary.subtype { event += " · \(subtype)" }
        y = line(event, at: y, bold: true, into: &list)
        if summary.touch != nil {
            let hitTest = episode.hitTestFinished || summary.touch != nil ? (summary.hitTestView ?? "none") : "…"
            y = line("hit-test view: \(hitTest)", at: y, into: &list)
        } else {
            y = line("first responder: \(summary.firstResponder ?? "none")", at: y, into: &list)
        }
        if episode.summaryReached {
            if let handler = summary.handledBy {
                y = line("handled by \(handler)", at: y, color: Palette.bluishGreen, bold: true, into: &list)
            } else {
                let reason = summary.note.map { "not delivered: \($0)" } ?? "discarded: no responder handled it"
                for text in measurer.wrap(reason, width: textWidth, size: Self.bodySize, bold: true) {
                    y = line(text, at: y, color: Palette.vermillion, bold: true, into: &list)
                }
            }
            if let cause = summary.cause { y = line("cause: \(cause)", at: y, color: Palette.panelDim, into: &list) }
        }
        return y + 8
    }

    private func paintChain(at start: Double, into list: inout DisplayList) -> Double {
        var y = heading("RESPONDER CHAIN", at: start, into: &list)
        guard let summary = episode.summary, !summary.chain.isEmpty else {
            let text = episode.summary?.note.map { "none: not delivered (\($0))" } ?? "(the chain appears once the event is delivered)"
            return line(text, at: y, color: Palette.panelDim, into: &list) + 8
        }
        let hops = episode.hops.filter { $0.method == summary.event }
        let isAction = summary.event.hasSuffix(":")
        let rowHeight = measurer.lineHeight(size: Self.bodySize) + 4
        for (index, name) in summary.chain.enumerated() {
            let hop = index < hops.count && hops[index].responder == name ? hops[index] : nil
            let isCurrent = hop != nil && index == hops.count - 1 && !episode.summaryReached
            if isCurrent { list.fill(CGRect(x: panel.minX + 6, y: y - 1, width: panel.width - 12, height: rowHeight), Palette.yellow.withAlpha(60)) }
            let marker = index == 0 ? "  " : "↑ "
            let color = hop == nil ? Palette.panelDim : hop!.handled ? Palette.bluishGreen : Palette.panelText
            let answer = hop.map { ChainWording.answer(for: $0, isAction: isAction) } ?? ""
            list.text(marker + name, at: CGPoint(x: panel.minX + Self.padding, y: y), size: Self.bodySize, color: color, bold: hop?.handled == true)
            list.text(answer, at: CGPoint(x: panel.maxX - Self.padding, y: y), size: Self.logSize, color: color, bold: hop?.handled == true, anchor: .topRight)
            y += rowHeight
        }
        return y + 8
    }

    private func paintSelection(_ view: UIView, at start: Double, into list: inout DisplayList) -> Double {
        var y = heading("SELECTED: \(view.name)   (Esc to deselect)", at: start, into: &list)
        for property in SelectionToggle.allCases {
            let value = SelectionDescription.value(of: property, for: view)
            y = line("\(property.rawValue)  \(property.label): \(value)", at: y, size: Self.logSize, into: &list)
        }
        let first = session.application.firstResponder === view
        y = line(first ? "F  is first responder (Shift+F resigns)" : "F  make first responder", at: y, size: Self.logSize, into: &list)
        return y + 8
    }

    private func paintLog(from start: Double, into list: inout DisplayList) {
        var y = heading("LOG", at: start, into: &list)
        let rowHeight = measurer.lineHeight(size: Self.logSize) + 1
        let rows = max(0, Int((panel.maxY - y - 8) / rowHeight))
        let steps = session.visibleLog
        guard rows > 0 else { return }
        let shown = steps.suffix(rows)
        for (offset, step) in shown.enumerated() {
            let isCurrent = offset == shown.count - 1 && session.timeline.current != nil
            if isCurrent { list.fill(CGRect(x: panel.minX + 6, y: y - 1, width: panel.width - 12, height: rowHeight), Palette.yellow.withAlpha(60)) }
            let color: StageColor = step.deliveryResult != nil ? Palette.skyBlue : isCurrent ? Palette.yellow : Palette.panelText
            y = line(step.textLine, at: y, color: color, size: Self.logSize, into: &list) - 1
        }
    }
}

/// How a responder in the chain answered, for the chain list.
enum ChainWording {
    static func answer(for hop: TraceEpisode.Hop, isAction: Bool) -> String {
        if isAction { return hop.handled ? "canPerformAction Yes ★" : "canPerformAction No" }
        return hop.handled ? "HANDLED ★" : "not implemented → next"
    }
}
