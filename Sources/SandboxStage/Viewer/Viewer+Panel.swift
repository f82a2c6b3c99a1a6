import Foundation

/// The side panel's scrolling and clicks. Panes are laid out with the platform's text
/// measurer, as they are painted, so the wheel and clicks act on what is on screen.
extension Viewer {
    /// The mouse wheel over a window point: scrolls the pane under it by `lines` lines
    /// (positive scrolls towards the end). Returns whether the point was over the panel.
    @discardableResult
    public func scrollPanel(at point: CGPoint, lines: Double, measurer: TextMeasuring) -> Bool {
        // Away from the panel no frame is taken: the wheel over the canvas costs nothing here.
        guard isOnPanel(point) else { return false }
        let panel = PanelLayout(frame: session.frame, measurer: measurer)
        guard let pane = panel.pane(at: point) else { return false }
        let step = lines * panel.style.lineHeight(panel.style.bodySize)
        switch pane.kind {
        case .lesson, .story: scrollPane(pane.kind, to: min(max(0, pane.offset + step), pane.maximumOffset))
        case .log:
            // Scrolling back past the oldest built line builds more: only the newest end is bounded here.
            let back = max(0, panelScroll.logBack - step)
            scrollPane(.log, to: pane.rowsOmittedAbove > 0 ? back : min(back, pane.maximumOffset))
        }
        return true
    }

    /// A left click at a window point: a responder's row selects it. Nil when the point is
    /// not on the panel (nor on the wide log).
    public func panelClick(at point: CGPoint, measurer: TextMeasuring) -> PanelHit? {
        // Checked before the frame is taken: a press on the canvas builds no panel.
        guard isOnPanel(point) else { return nil }
        let panel = PanelLayout(frame: session.frame, measurer: measurer)
        guard let pane = panel.pane(at: point), let row = pane.row(at: point), let name = row.responder else { return .panel }
        if let fold = row.fold, point.x <= fold.until {
            toggleFold(fold.name)
            return .panel
        }
        select(name)
        return .responder(name)
    }

    /// Whether a window point is on the panel, or on the log laid over the window's width:
    /// where the panel's panes are (`PanelLayout.logArea` is `StageLayout.wideLog` when wide).
    func isOnPanel(_ point: CGPoint) -> Bool {
        session.layout.panel.contains(point) || (panelScroll.isLogWide && session.layout.wideLog.contains(point))
    }

    /// Where a responder's row is drawn in the panel now (HIERARCHY first), or nil when it
    /// is scrolled out of sight: for scripted clicks and tests.
    public func panelRow(of name: String, measurer: TextMeasuring) -> CGRect? {
        let panel = PanelLayout(frame: session.frame, measurer: measurer)
        guard let story = panel.pane(.story), !panel.isLogWide else { return nil }
        let rows = story.visibleRows.filter { $0.row.responder == name }
        guard let (row, top) = rows.last else { return nil }
        return CGRect(x: session.layout.panel.minX, y: top, width: session.layout.panel.width, height: row.height)
    }
}
