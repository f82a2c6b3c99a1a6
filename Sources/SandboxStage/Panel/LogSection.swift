import Foundation
import ResponderCore

/// LOG: every step shown so far, newest at the bottom, each line wrapped in full. Only the
/// lines that can be seen are built, from the newest back: a long session's log stays cheap.
struct LogSection {
    let frame: StageFrame
    let style: PanelStyle

    func heading() -> PanelRow {
        let scroll = frame.panelScroll
        let details = scroll.isLogScrolledBack ? ["scrolled back · End: newest", "scrolled back · End", "End: newest"]
            : scroll.isLogWide ? ["W: back to the panel", "W: panel"] : ["W: full width · wheel scrolls", "W: full width", "W: wide"]
        return style.heading("LOG", details: details)
    }

    /// Rows for the newest steps, one list a step, oldest first, enough to fill `height`; and
    /// how many older steps were left out.
    func steps(filling height: Double) -> (steps: [[PanelRow]], omitted: Int) {
        let steps = frame.visibleLog
        let hasCurrent = frame.timeline.current != nil
        var built: [[PanelRow]] = []
        var total = 0.0
        var index = steps.endIndex
        while index > steps.startIndex, total < height {
            index -= 1
            let entry = rows(for: steps[index], isCurrent: hasCurrent && index == steps.endIndex - 1)
            total += entry.reduce(0) { $0 + $1.height }
            built.append(entry)
        }
        return (built.reversed(), index - steps.startIndex)
    }

    /// The newest steps that fit whole in `height`, under a gap for the room left: the pane
    /// never starts with the tail of a wrapped step (a lone "it" or "performs it"). The
    /// newest step stays even when it alone is taller.
    static func wholeSteps(_ steps: [[PanelRow]], omitted: Int, in height: Double) -> (rows: [PanelRow], omitted: Int) {
        var kept: [[PanelRow]] = []
        var used = 0.0
        for step in steps.reversed() {
            let stepHeight = step.reduce(0) { $0 + $1.height }
            guard kept.isEmpty || used + stepHeight <= height + 0.5 else { break }
            kept.insert(step, at: 0)
            used += stepHeight
        }
        let gap = height - used > 0.5 ? [PanelRow(height: height - used)] : []
        return (gap + kept.flatMap { $0 }, omitted + steps.count - kept.count)
    }

    private func rows(for step: TraceStep, isCurrent: Bool) -> [PanelRow] {
        let color: StageColor = step.deliveryResult != nil ? Palette.skyBlue : isCurrent ? Palette.yellow
            : step.isCaption ? Palette.orange : Palette.panelText
        var rows = style.paragraph(step.textLine, size: style.logSize, color: color, hangingIndent: style.layout.size(18))
        if isCurrent, !rows.isEmpty {
            let height = rows.reduce(0) { $0 + $1.height }
            let band = CGRect(x: style.column.minX + style.layout.size(6), y: 0, width: style.column.width - style.layout.size(12), height: height)
            rows[0].commands.insert(.fill(band, Palette.yellow.withAlpha(60)), at: 0)
        }
        return rows
    }
}

extension TraceStep {
    var isCaption: Bool {
        if case .caption = self { return true }
        return false
    }
}
