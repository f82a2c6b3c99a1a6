import Foundation

/// LESSON INPUT: the lesson's commands with their captions and, as far as the animation has
/// shown them, what each did, the current one marked and the pending ones dimmed. It leads
/// the story while a lesson's input plays, one row a line, so both cases of a lesson that
/// compares two stay readable on one still picture.
struct LessonInputSection {
    let frame: StageFrame
    let style: PanelStyle

    static let textSize = 14.0
    /// At most this share of the panel: what happened and the chain need the rest; commands
    /// that do not fit are counted ("… 2 earlier commands above"), never cut.
    static let heightShare = 0.45

    func rows() -> [PanelRow] {
        guard let input = frame.lessonInput else { return [] }
        let size = style.layout.size(Self.textSize)
        let rowHeight = style.lineHeight(size)
        let heading = style.heading("LESSON INPUT", detail: "Enter: next command")
        let budget = max(2, Int((style.layout.panel.height * Self.heightShare - heading.height) / rowHeight))
        let lines = Self.window(of: lines(for: input, size: size), around: input.current ?? 0, budget: budget)
        return [heading] + lines.map { line in
            PanelRow(height: rowHeight, commands: [.text(line.text, CGPoint(x: style.left + line.indent, y: 0), size: size,
                                                         color: line.color, bold: line.bold, anchor: .topLeft)])
        } + [style.spacer()]
    }

    struct Line {
        var text: String
        var indent: Double
        var color: StageColor
        var bold: Bool
        /// The command the line belongs to; nil for "… more" lines.
        var entry: Int?
    }

    /// Each command's caption, then its outcome wrapped under it, both in full: a line cut
    /// short would hide the very outcome a comparison is about.
    private func lines(for input: LessonInput, size: Double) -> [Line] {
        let measurer = style.measurer, width = style.textWidth
        let indent = measurer.width(of: "00  ", size: size, bold: true)
        var lines: [Line] = []
        for (index, entry) in input.entries.enumerated() {
            let isCurrent = index == input.current
            let isPending = input.isPending(index)
            let marker = isCurrent ? "▶" : "\(index + 1)"
            let color = isPending ? Palette.panelDim : isCurrent ? Palette.yellow : Palette.panelText
            let caption = measurer.wrap(entry.caption, width: width - indent, size: size, bold: isCurrent)
            lines.append(Line(text: "\(marker)  " + (caption.first ?? ""), indent: 0, color: color, bold: isCurrent, entry: index))
            for rest in caption.dropFirst() {
                lines.append(Line(text: rest, indent: indent, color: color, bold: isCurrent, entry: index))
            }
            // A change between events (set, remove, wait) did just what its caption says.
            guard let outcome = entry.outcome, outcome != entry.caption else { continue }
            // An arrow, its handler and its star stay on one line (no-break spaces between them).
            let unbroken = outcome.replacingOccurrences(of: " ★", with: "\u{00A0}★").replacingOccurrences(of: " → ", with: " →\u{00A0}")
            for text in measurer.wrap("→ " + unbroken, width: width - indent, size: size) {
                lines.append(Line(text: text, indent: indent, color: isCurrent ? Palette.panelText : Palette.panelDim, bold: false, entry: index))
            }
        }
        return lines
    }

    /// Whole commands that fit, the current one always among them, then the ones before it
    /// (the case a comparison is made against), then the ones after; what is left out is counted.
    static func window(of lines: [Line], around current: Int, budget: Int) -> [Line] {
        guard lines.count > budget else { return lines }
        let entries = Array(Set(lines.compactMap(\.entry))).sorted()
        func size(_ entry: Int) -> Int { lines.filter { $0.entry == entry }.count }
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
        var shown = lines.filter { ($0.entry ?? -1) >= first && ($0.entry ?? -1) <= last }
        let earlier = entries.filter { $0 < first }.count, later = entries.filter { $0 > last }.count
        if earlier > 0 { shown.insert(more("… \(earlier) earlier command\(earlier == 1 ? "" : "s") above"), at: 0) }
        if later > 0 { shown.append(more("… \(later) more command\(later == 1 ? "" : "s")")) }
        return shown
    }

    private static func more(_ text: String) -> Line {
        Line(text: text, indent: 0, color: Palette.panelDim, bold: false, entry: nil)
    }
}
