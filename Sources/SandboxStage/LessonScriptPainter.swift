import Foundation

/// The panel's LESSON INPUT section: the lesson's commands with their captions and, once
/// run, what each did, the current one marked and the pending ones dimmed. Both cases of a
/// lesson that compares two stay readable on one still picture.
struct LessonScriptPainter {
    let session: SandboxSession
    let measurer: TextMeasuring

    static let headingSize = 15.0
    static let textSize = 14.0
    /// At most this share of the panel: the chain and the log need the rest.
    static let heightShare = 0.34

    /// Draws the section from `top` in a column at `x` of `width`; returns the height used
    /// (0 when no lesson input is playing).
    func paint(x: Double, top: Double, width: Double, maximumHeight: Double, into list: inout DisplayList) -> Double {
        guard let input = session.lessonInput else { return 0 }
        let zoom = session.layout.zoom
        let headingSize = Self.headingSize * zoom, size = Self.textSize * zoom
        let rowHeight = measurer.lineHeight(size: size) + 1
        list.line(CGPoint(x: x, y: top), CGPoint(x: x + width, y: top), Palette.panelDim, width: 1)
        list.text("LESSON INPUT", at: CGPoint(x: x, y: top + 6), size: headingSize, color: Palette.skyBlue, bold: true)
        var y = top + 8 + measurer.lineHeight(size: headingSize)
        let rows = rows(for: input, width: width, size: size)
        let budget = max(2, Int(min(maximumHeight, session.layout.panel.height * Self.heightShare) / rowHeight) - 1)
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
            let isPending = index >= input.next
            let marker = isCurrent ? "▶" : "\(index + 1)"
            let color = isPending ? Palette.panelDim : isCurrent ? Palette.yellow : Palette.panelText
            rows.append(Row(text: measurer.truncate("\(marker)  \(entry.caption)", width: width, size: size, bold: isCurrent),
                            indent: 0, color: color, bold: isCurrent, entry: index))
            guard let outcome = entry.outcome else { continue }
            for line in measurer.wrap("→ " + outcome, width: width - indent, size: size) {
                rows.append(Row(text: line, indent: indent, color: isCurrent ? Palette.panelText : Palette.panelDim, bold: false, entry: index))
            }
        }
        return rows
    }

    /// The rows that fit, keeping the current command's in view; what is left out is counted.
    static func window(of rows: [Row], around current: Int, budget: Int) -> [Row] {
        guard rows.count > budget else { return rows }
        // Two lines are kept for the counts of what is left out above and below.
        let room = max(1, budget - 2)
        let last = rows.lastIndex { $0.entry == current } ?? 0
        let end = min(rows.count, max(last + 1, room))
        let start = max(0, end - room)
        var shown = Array(rows[start..<end])
        if start > 0 { shown.insert(more("… \(commands(in: rows[..<start])) earlier"), at: 0) }
        if end < rows.count { shown.append(more("… \(commands(in: rows[end...])) more")) }
        return shown
    }

    private static func commands(in rows: ArraySlice<Row>) -> Int {
        Set(rows.compactMap(\.entry)).count
    }

    private static func more(_ text: String) -> Row {
        Row(text: text, indent: 0, color: Palette.panelDim, bold: false, entry: nil)
    }
}
