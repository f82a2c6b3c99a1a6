import Foundation

/// The panel's sizes at the window's zoom, and the rows its sections are made of: headings,
/// wrapped text, and a name with an answer at the right edge.
struct PanelStyle {
    let measurer: TextMeasuring
    let layout: StageLayout
    /// The column the text of a pane lives in (the panel's, or the full-width log's).
    let column: CGRect

    init(layout: StageLayout, measurer: TextMeasuring, column: CGRect? = nil) {
        self.layout = layout
        self.measurer = measurer
        self.column = column ?? layout.panel
    }

    var headingSize: Double { layout.size(PanelPainter.headingSize) }
    var bodySize: Double { layout.size(PanelPainter.bodySize) }
    var logSize: Double { layout.size(PanelPainter.logSize) }
    var smallSize: Double { layout.size(PanelPainter.smallSize) }
    var padding: Double { layout.size(PanelPainter.padding) }
    /// Room kept at a pane's right edge for its scroll indicator.
    var scrollBarWidth: Double { layout.size(6) }
    var left: Double { column.minX + padding }
    var right: Double { column.maxX - padding - scrollBarWidth }
    var textWidth: Double { max(40, right - left) }
    var gap: Double { layout.size(2) }

    func lineHeight(_ size: Double) -> Double { measurer.lineHeight(size: size) + gap }

    /// A section's title over a thin rule, with the first of `details` that fits beside it
    /// (none when none fits: a hint is left out rather than cut).
    func heading(_ title: String, details: [String] = []) -> PanelRow {
        var commands: [DrawCommand] = [.line(CGPoint(x: left, y: layout.size(4)), CGPoint(x: right, y: layout.size(4)), Palette.panelDim, width: 1)]
        let top = layout.size(9)
        let titleWidth = measurer.width(of: title, size: headingSize, bold: true)
        let shownTitle = titleWidth <= textWidth ? title : measurer.truncate(title, width: textWidth, size: headingSize, bold: true)
        commands.append(.text(shownTitle, CGPoint(x: left, y: top), size: headingSize, color: Palette.skyBlue, bold: true, anchor: .topLeft))
        let room = textWidth - titleWidth - layout.size(10)
        if let detail = details.first(where: { measurer.width(of: $0, size: smallSize) <= room }) {
            commands.append(.text(detail, CGPoint(x: right, y: top + layout.size(1)), size: smallSize, color: Palette.panelDim, bold: false, anchor: .topRight))
        }
        return PanelRow(height: top + measurer.lineHeight(size: headingSize) + layout.size(5), commands: commands)
    }

    func heading(_ title: String, detail: String) -> PanelRow {
        heading(title, details: [detail])
    }

    /// Text wrapped to the column, one row a line; continuation lines are indented a little.
    func paragraph(_ text: String, size: Double? = nil, color: StageColor = Palette.panelText, bold: Bool = false,
                   indent: Double = 0, hangingIndent: Double = 0, responder: String? = nil) -> [PanelRow] {
        let size = size ?? bodySize
        var rows: [PanelRow] = []
        let first = measurer.wrap(text, width: textWidth - indent, size: size, bold: bold)
        var lines: [String] = []
        if let head = first.first {
            lines.append(head)
            let rest = first.dropFirst().joined(separator: " ")
            if !rest.isEmpty {
                lines += measurer.wrap(rest, width: textWidth - indent - hangingIndent, size: size, bold: bold)
            }
        }
        for (index, line) in lines.enumerated() {
            let x = left + indent + (index == 0 ? 0 : hangingIndent)
            // A single word wider than the column is the only thing that may still be too wide.
            let shown = measurer.truncate(line, width: right - x, size: size, bold: bold)
            rows.append(PanelRow(height: lineHeight(size),
                                 commands: [.text(shown, CGPoint(x: x, y: 0), size: size, color: color, bold: bold, anchor: .topLeft)],
                                 responder: responder))
        }
        return rows
    }

    /// A name at the left and an answer at the right; when both do not fit on one line the
    /// answer goes on the next, so they never overlap.
    func pair(_ name: String, _ answer: String, color: StageColor, answerColor: StageColor? = nil, bold: Bool = false,
              indent: Double = 0, highlight: StageColor? = nil, responder: String? = nil) -> [PanelRow] {
        let size = bodySize, answerSize = smallSize
        let nameWidth = measurer.width(of: name, size: size, bold: bold)
        let answerWidth = measurer.width(of: answer, size: answerSize, bold: bold)
        let row = lineHeight(size)
        var rows: [PanelRow]
        if answer.isEmpty || left + indent + nameWidth + layout.size(12) + answerWidth <= right {
            var commands: [DrawCommand] = [.text(measurer.truncate(name, width: textWidth - indent, size: size, bold: bold),
                                                 CGPoint(x: left + indent, y: 0), size: size, color: color, bold: bold, anchor: .topLeft)]
            if !answer.isEmpty {
                commands.append(.text(answer, CGPoint(x: right, y: (row - measurer.lineHeight(size: answerSize)) / 2), size: answerSize,
                                      color: answerColor ?? color, bold: bold, anchor: .topRight))
            }
            rows = [PanelRow(height: row, commands: commands, responder: responder)]
        } else {
            rows = paragraph(name, size: size, color: color, bold: bold, indent: indent, responder: responder)
            rows += paragraph(answer, size: answerSize, color: answerColor ?? color, bold: bold, indent: indent + layout.size(24), responder: responder)
        }
        if let highlight {
            let total = rows.reduce(0) { $0 + $1.height }
            let band = DrawCommand.fill(CGRect(x: column.minX + layout.size(6), y: -layout.size(1), width: column.width - layout.size(12), height: total), highlight)
            rows[0].commands.insert(band, at: 0)
        }
        return rows
    }

    /// Empty space between sections.
    func spacer(_ points: Double = 8) -> PanelRow {
        PanelRow(height: layout.size(points))
    }
}
