import Foundation

/// The panel's LESSON INPUT section: the lesson's commands with their captions and, once
/// run, what each did, the current one marked and the pending ones dimmed. Both cases of a
/// lesson that compares two stay readable on one still picture.
struct LessonScriptPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let headingSize = 15.0
    static let textSize = 14.0
    /// At most this share of the panel: the chain and the log need the rest.
    static let heightShare = 0.45
    /// An outcome wraps to at most this many lines (the current command's to more); the
    /// rest is cut with an ellipsis.
    static let outcomeLines = 2
    static let currentOutcomeLines = 4

    /// Draws the section from `top` in a column at `x` of `width`; returns the height used
    /// (0 when no lesson input is playing).
    func paint(x: Double, top: Double, width: Double, maximumHeight: Double, into list: inout DisplayList) -> Double {
        guard let input = frame.lessonInput else { return 0 }
        let zoom = frame.layout.zoom
        let headingSize = Self.headingSize * zoom, size = Self.textSize * zoom
        let rowHeight = measurer.lineHeight(size: size) + 1
        list.line(CGPoint(x: x, y: top), CGPoint(x: x + width, y: top), Palette.panelDim, width: 1)
        list.text("LESSON INPUT", at: CGPoint(x: x, y: top + 6), size: headingSize, color: Palette.skyBlue, bold: true)
        var y = top + 8 + measurer.lineHeight(size: headingSize)
        let rows = rows(for: input, width: width, size: size)
        let budget = max(2, Int(min(maximumHeight, frame.layout.panel.height * Self.heightShare) / rowHeight) - 1)
        for row in Self.window(of: rows, around: input.current ?? 0, budget: budget) {
            list.text(row.text, at: CGPoint(x: x + row.indent, y: y), size: size, color: row.color, bold: row.bold)
            y += rowHeight
        }
        return y + 8 - top
    }

    struct Row {
        var text: String
        var indent: Double
        var color: StageColor
        var bold: Bool
        /// The command the row belongs to; nil for "… more" lines.
        var entry: Int?
    }

    /// Each command's caption, then its outcome wrapped under it.
    private func rows(for input: LessonInput, width: Double, size: Double) -> [Row] {
        let indent = measurer.width(of: "00  ", size: size, bold: true)
        var rows: [Row] = []
        for (index, entry) in input.entries.enumerated() {
            let isCurrent = index == input.current
            let isPending = input.isPending(index)
            let marker = isCurrent ? "▶" : "\(index + 1)"
            let color = isPending ? Palette.panelDim : isCurrent ? Palette.yellow : Palette.panelText
            rows.append(Row(text: measurer.truncate("\(marker)  \(entry.caption)", width: width, size: size, bold: isCurrent),
                            indent: 0, color: color, bold: isCurrent, entry: index))
            // A change between events (set, remove, wait) did just what its caption says.
            guard let outcome = entry.outcome, outcome != entry.caption else { continue }
            // An arrow, its handler and its star stay on one line (no-break spaces between them).
            let unbroken = outcome.replacingOccurrences(of: " ★", with: "\u{00A0}★").replacingOccurrences(of: " → ", with: " →\u{00A0}")
            var lines = measurer.wrap("→ " + unbroken, width: width - indent, size: size)
            let limit = isCurrent ? Self.currentOutcomeLines : Self.outcomeLines
            if lines.count > limit {
                lines = Array(lines.prefix(limit))
                lines[lines.count - 1] = measurer.truncate(lines[lines.count - 1] + " …", width: width - indent, size: size)
            }
            for line in lines {
                rows.append(Row(text: line, indent: indent, color: isCurrent ? Palette.panelText : Palette.panelDim, bold: false, entry: index))
            }
        }
        return rows
    }

    /// Whole commands that fit, the current one always among them, then the ones before it
    /// (the case a comparison is made against), then the ones after; what is left out is counted.
    static func window(of rows: [Row], around current: Int, budget: Int) -> [Row] {
        guard rows.count > budget else { return rows }
        let entries = Array(Set(rows.compactMap(\.entry))).sorted()
        func size(_ entry: Int) -> Int { rows.filter { $0.entry == entry }.count }
        // Two lines are kept for the counts of what is left out above and below.
        let room = max(1, budget - 2)
        var first = current, last = current
        var used = size(current)
        var growBack = true
        while true {
            let candidate = growBack ? first - 1 : last + 1
            if entries.contains(candidate), used + size(candidate) <= room {
                used += size(candidate)
                if growBack { first = candidate } else { last = candidate }
            } else if !(entries.contains(growBack ? last + 1 : first - 1) && used + size(growBack ? last + 1 : first - 1) <= room) {
                break
            }
            growBack.toggle()
        }
        var shown = rows.filter { ($0.entry ?? -1) >= first && ($0.entry ?? -1) <= last }
        let earlier = entries.filter { $0 < first }.count, later = entries.filter { $0 > last }.count
        if earlier > 0 { shown.insert(more("… \(earlier) earlier command\(earlier == 1 ? "" : "s") above"), at: 0) }
        if later > 0 { shown.append(more("… \(later) more command\(later == 1 ? "" : "s")")) }
        return shown
    }

    private static func more(_ text: String) -> Row {
        Row(text: text, indent: 0, color: Palette.panelDim, bold: false, entry: nil)
    }
}
