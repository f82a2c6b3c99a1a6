import Foundation

/// A part of the panel that scrolls on its own: the lesson's text, the story of the input
/// (what happened, chain, selection, hierarchy, legend) or the log. Rows are placed from the
/// pane's scroll offset; only rows wholly inside are drawn, and a cue says what is hidden.
struct PanelPane {
    enum Kind: Hashable, Sendable {
        case lesson, story, log
    }

    let kind: Kind
    let rect: CGRect
    let rows: [PanelRow]
    let contentHeight: Double
    /// How far the content is scrolled up, 0 at its top, clamped to what can scroll.
    let offset: Double
    /// The rows the pane's text leaves out above its first row (the log is built from its end).
    let rowsOmittedAbove: Int
    /// The height of the cue line drawn at the bottom when the content does not fit.
    let cueHeight: Double

    init(kind: Kind, rect: CGRect, rows: [PanelRow], offset: Double, rowsOmittedAbove: Int = 0, cueHeight: Double) {
        self.kind = kind
        self.rect = rect
        self.rows = rows
        contentHeight = rows.reduce(0) { $0 + $1.height }
        self.rowsOmittedAbove = rowsOmittedAbove
        self.cueHeight = cueHeight
        let overflows = contentHeight > rect.height + 0.5 || rowsOmittedAbove > 0
        let viewHeight = rect.height - (overflows ? cueHeight : 0)
        self.offset = min(max(0, offset), max(0, contentHeight - viewHeight))
    }

    var overflows: Bool { contentHeight > rect.height + 0.5 || rowsOmittedAbove > 0 }
    /// Where rows may be drawn: the pane less its cue line.
    var viewport: CGRect {
        overflows ? CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - cueHeight)) : rect
    }
    var maximumOffset: Double { max(0, contentHeight - viewport.height) }
    var hiddenBelow: Bool { offset < maximumOffset - 0.5 }

    /// Each row with the y of its top in the window.
    var placedRows: [(row: PanelRow, top: Double)] {
        var top = rect.minY - offset
        var placed: [(PanelRow, Double)] = []
        for row in rows {
            placed.append((row, top))
            top += row.height
        }
        return placed
    }

    /// The rows drawn: those wholly inside the viewport, so no text is ever cut in half.
    var visibleRows: [(row: PanelRow, top: Double)] {
        let view = viewport
        return placedRows.filter { $0.top >= view.minY - 0.5 && $0.top + $0.row.height <= view.maxY + 0.5 }
    }

    /// The indices of the estimated rows any part of which lies in the viewport: a row cut by
    /// its edge is measured too, since its height places the rows after it.
    var estimatedRowsInView: [Int] {
        let view = viewport
        var top = rect.minY - offset
        var found: [Int] = []
        for (index, row) in rows.enumerated() {
            if top >= view.maxY { break }
            if row.isEstimated, top + row.height > view.minY { found.append(index) }
            top += row.height
        }
        return found
    }

    func row(at point: CGPoint) -> PanelRow? {
        guard viewport.contains(point) else { return nil }
        return visibleRows.first { point.y >= $0.top && point.y < $0.top + $0.row.height }?.row
    }
}
