import Foundation
import ResponderCore

/// The side panel: the lesson's explanation, what happened, the responder chain, the
/// selection, the hierarchy and the log, at the same moment as the canvas. Each pane
/// scrolls on its own; a cue and a scroll bar say when part of one is out of sight.
struct PanelPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    /// Text sizes and the side padding at zoom 1, in points: `PanelStyle` scales them with
    /// `StageLayout.size(_:)`, and so must any section drawn without it. Read from the back
    /// of a room: body text 17 points at 1280×800, nothing under 15.
    static let headingSize = 16.0
    static let bodySize = 17.0
    static let logSize = 16.0
    static let smallSize = 15.0
    static let padding = 14.0

    func paint(into list: inout DisplayList) {
        let layout = PanelLayout(frame: frame, measurer: measurer)
        let panel = frame.layout.panel
        list.fill(panel, Palette.panelBackground)
        for pane in layout.panes where pane.kind != .log && !layout.isLogWide { paint(pane, style: layout.style, into: &list) }
        if layout.isLogWide {
            list.fill(layout.logArea, Palette.panelBackground)
            list.outline(layout.logArea, Palette.skyBlue, width: 2)
        }
        let headingTop = layout.logHeading.top
        list.append(.clip(layout.logArea))
        for command in layout.logHeading.row.commands { list.append(command.offset(by: headingTop)) }
        list.append(.unclip)
        if let log = layout.pane(.log) { paint(log, style: layout.style, into: &list) }
    }

    private func paint(_ pane: PanelPane, style: PanelStyle, into list: inout DisplayList) {
        guard pane.rect.height > 0 else { return }
        list.append(.clip(pane.rect))
        for (row, top) in pane.visibleRows {
            for command in row.commands { list.append(command.offset(by: top)) }
        }
        if pane.overflows { paintScrollCue(for: pane, style: style, into: &list) }
        list.append(.unclip)
    }

    /// A bar at the pane's right edge and a line saying where the rest of it is.
    private func paintScrollCue(for pane: PanelPane, style: PanelStyle, into list: inout DisplayList) {
        let layout = frame.layout
        let view = pane.viewport
        let barX = pane.rect.maxX - style.scrollBarWidth - layout.size(4)
        list.fill(CGRect(x: barX, y: view.minY, width: style.scrollBarWidth, height: view.height), Palette.panelDim.withAlpha(60))
        // The log counts the steps it did not build as rows of the average height.
        let rowHeight = pane.rows.isEmpty ? 1 : pane.contentHeight / Double(pane.rows.count)
        let hidden = Double(pane.rowsOmittedAbove) * rowHeight
        let total = max(pane.contentHeight + hidden, 1)
        let thumbHeight = max(layout.size(14), view.height * min(1, view.height / total))
        let start = (hidden + pane.offset) / total
        let thumbY = min(view.maxY - thumbHeight, view.minY + start * view.height)
        list.fill(CGRect(x: barX, y: thumbY, width: style.scrollBarWidth, height: thumbHeight), Palette.skyBlue)
        let size = style.smallSize
        let room = barX - layout.size(6) - pane.rect.minX - style.padding
        // The longest wording that fits; in a very narrow pane, the arrow alone.
        let cue = cueWordings(for: pane).first { measurer.width(of: $0, size: size, bold: true) <= room }
        guard let cue, pane.cueHeight >= measurer.lineHeight(size: size), pane.rect.height >= pane.cueHeight else { return }
        list.text(cue, at: CGPoint(x: barX - layout.size(6), y: view.maxY + (pane.cueHeight - measurer.lineHeight(size: size)) / 2),
                  size: size, color: Palette.yellow, bold: true, anchor: .topRight)
    }

    private func cueWordings(for pane: PanelPane) -> [String] {
        switch (pane.hiddenBelow, pane.kind) {
        case (true, .log): return ["↓ newer below · End: newest", "↓ newer below", "↓"]
        case (true, _): return ["↓ more below · scroll", "↓ more below", "↓"]
        case (false, .log): return ["↑ older above · scroll up", "↑ older above", "↑"]
        case (false, _): return ["↑ more above · scroll up", "↑ more above", "↑"]
        }
    }
}
