import Foundation
import ResponderCore

/// HIERARCHY: the outline of views and controllers, each row with the same marks as the
/// canvas at the same moment: hitTest's call order and answer, the hit-test view, ★ for who
/// handled a phase, the first responder. Clicking a row selects its responder. UIKit's private
/// containers are dimmed with a disclosure triangle; a folded row hides what it holds and says
/// how many views that is, except the rows on the way to the hit-test view or the selection.
///
/// On a big scene (more rows than `measuredWhole`) the rows are counted, not built: each
/// stands for one line until the pane shows it, and `PanelLayout` measures and draws only the
/// rows on screen, so a frame of 2,000 views does not measure 2,000 names.
struct HierarchySection {
    let frame: StageFrame
    let episode: TraceEpisode
    let style: PanelStyle
    /// The outline's rows after folding, in order.
    private let shown: [HierarchyOutline.ShownEntry]
    private let handlers: Set<String>

    /// Up to this many rows every row is measured, so the pane's height and scroll bar are
    /// exact; a hand-written scene or lesson has a few dozen.
    static let measuredWhole = 300

    init(frame: StageFrame, episode: TraceEpisode, style: PanelStyle) {
        self.frame = frame
        self.episode = episode
        self.style = style
        // Rows no fold hides: the hit-test view's (and so its path's), the selection's, Y's view's.
        let kept = Set([episode.hitTestFinished ? episode.hitTestView : nil, frame.selection, frame.why?.view].compactMap { $0 })
        shown = HierarchyOutline.shown(frame.hierarchy, folded: frame.foldedOutline, kept: kept)
        handlers = Set((episode.phases.flatMap(\.hops) + episode.hops).filter(\.handled).map(\.responder))
    }

    /// The heading, a row per responder (measured, or counted as one line on a big scene:
    /// `isEstimated`), and a spacer. The responder rows are `rows()[1...]`, in the order of `row(at:)`.
    func rows() -> [PanelRow] {
        let heading = style.heading("HIERARCHY", details: ["click a row to select", "click selects"])
        let outline: [PanelRow]
        if shown.count <= Self.measuredWhole {
            outline = shown.indices.map(row(at:))
        } else {
            let line = style.lineHeight(style.bodySize) + style.layout.size(2)
            outline = shown.map { PanelRow(estimatedHeight: line, responder: $0.entry.name) }
        }
        return [heading] + outline + [style.spacer()]
    }

    /// The row of the outline's `index`th shown responder, measured and drawn.
    func row(at index: Int) -> PanelRow {
        let name = shown[index].entry.name
        return row(for: shown[index], handled: handlers.contains(name), isFirst: frame.firstResponder == name)
    }

    private func row(for shown: HierarchyOutline.ShownEntry, handled: Bool, isFirst: Bool) -> PanelRow {
        let entry = shown.entry
        let size = style.bodySize
        let line = style.lineHeight(size) + style.layout.size(2)
        var indent = style.left + Double(entry.depth) * style.layout.size(14)
        let isHitTestView = episode.hitTestFinished && episode.hitTestView == entry.name
        let bold = isHitTestView || handled
        var commands: [DrawCommand] = []
        // A disclosure triangle on a row that can fold (UIKit's containers) or is folded: a click on it folds or unfolds.
        var foldUntil: Double?
        if shown.viewsInside > 0, shown.isFolded || entry.isPrivateContainer {
            let triangle = shown.isFolded ? "►" : "▼"
            commands.append(.text(triangle, CGPoint(x: indent, y: 0), size: size, color: Palette.panelDim, bold: false, anchor: .topLeft))
            indent += style.measurer.width(of: triangle, size: size, bold: false) + style.layout.size(4)
            foldUntil = indent
        }
        let name = style.measurer.truncate((entry.isController ? "▸ " : "") + entry.name, width: style.right - indent, size: size, bold: bold)
        let nameColor = entry.isController ? Palette.reddishPurple.mixed(with: Palette.panelText, 0.4)
            : entry.isPrivateContainer ? Palette.panelDim : Palette.panelText
        commands.append(.text(name, CGPoint(x: indent, y: 0), size: size, color: nameColor, bold: bold, anchor: .topLeft))
        let afterName = indent + style.measurer.width(of: name, size: size, bold: bold) + style.layout.size(8)
        var marks = self.marks(for: entry, isHitTestView: isHitTestView, handled: handled, isFirst: isFirst)
        if shown.isFolded { marks.insert(("\(shown.viewsInside) view\(shown.viewsInside == 1 ? "" : "s") inside", Palette.panelDim, false), at: 0) }
        // On a big scene every row but the selected one is one line: the marks that fit, then "…"
        // (the selected row, SELECTED and the hover card give them all).
        let (markCommands, height) = self.shown.count > Self.oneLineAbove && frame.selection != entry.name
            ? (oneLine(marks, next: entry.next.map { "↑ \($0)" }, after: afterName, line: line), line)
            : flow(marks, next: entry.next.map { "↑ \($0)" }, after: afterName, indent: indent, line: line)
        commands += markCommands
        let band = CGRect(x: style.column.minX + style.layout.size(6), y: 0, width: style.column.width - style.layout.size(12), height: height)
        // The step being shown lights its row, as it lights the view, the log line and the chain row.
        if isCurrent(entry.name) { commands.insert(.fill(band, Palette.yellow.withAlpha(60)), at: 0) }
        if frame.selection == entry.name { commands.insert(.fill(band, Palette.blue.withAlpha(110)), at: 0) }
        var row = PanelRow(height: height, commands: commands, responder: entry.name)
        row.fold = foldUntil.map { (entry.name, $0) }
        return row
    }

    /// Whether the step on screen is about this responder: hitTest visiting it, or the event
    /// being offered to it. Once the animation has ended nothing is current.
    private func isCurrent(_ name: String) -> Bool {
        guard !frame.timeline.isFinished, let step = episode.currentStep else { return false }
        if case .deliver(_, let responder, _) = step { return responder == name }
        return step.viewName == name
    }

    /// Past this many rows (the canvas's level of detail starts at 30 views) a row takes one line.
    static let oneLineAbove = 30

    /// The marks after the name on its own line, as many as fit with the next link at the right
    /// edge; the link goes first when they do not all fit, and the last mark that fits ends in "…".
    private func oneLine(_ marks: [(text: String, color: StageColor, bold: Bool)], next: String?, after afterName: Double,
                         line: Double) -> [DrawCommand] {
        let small = style.smallSize, gap = style.layout.size(6)
        let top = (line - style.measurer.lineHeight(size: small)) / 2
        let widths = marks.map { style.measurer.width(of: $0.text, size: small, bold: $0.bold) + gap }
        let nextWidth = next.map { style.measurer.width(of: $0, size: small) + style.layout.size(8) } ?? 0
        let showsNext = next != nil && afterName + widths.reduce(0, +) + nextWidth <= style.right
        let end = style.right - (showsNext ? nextWidth : 0)
        var commands: [DrawCommand] = []
        var x = afterName
        for (mark, width) in zip(marks, widths) {
            guard x < end - gap else { break }
            let text = x + width - gap <= end ? mark.text : style.measurer.truncate(mark.text, width: end - x, size: small, bold: mark.bold)
            commands.append(.text(text, CGPoint(x: x, y: top), size: small, color: mark.color, bold: mark.bold, anchor: .topLeft))
            x += width
        }
        if showsNext, let next {
            commands.append(.text(next, CGPoint(x: style.right, y: top), size: small, color: Palette.panelDim, bold: false, anchor: .topRight))
        }
        return commands
    }

    /// Places the marks, then the next link at the right edge: on the name's line when all
    /// fit there, else flowing onto as many lines under the name as they need, never cut.
    private func flow(_ marks: [(text: String, color: StageColor, bold: Bool)], next: String?, after afterName: Double,
                      indent: Double, line: Double) -> (commands: [DrawCommand], height: Double) {
        let small = style.smallSize, smallLine = style.lineHeight(small)
        let widths = marks.map { style.measurer.width(of: $0.text, size: small, bold: $0.bold) + style.layout.size(6) }
        let nextWidth = next.map { style.measurer.width(of: $0, size: small) + style.layout.size(8) } ?? 0
        let oneLine = afterName + widths.reduce(0, +) + nextWidth <= style.right
        let start = indent + style.layout.size(16)
        var x = oneLine ? afterName : start
        var top = (line - style.measurer.lineHeight(size: small)) / 2 + (oneLine ? 0 : line)
        var height = oneLine ? line : line + smallLine
        var commands: [DrawCommand] = []
        func newLine() {
            x = start
            top += smallLine
            height += smallLine
        }
        for (mark, width) in zip(marks, widths) {
            if x + width > style.right + style.layout.size(6), x > start { newLine() }
            commands.append(.text(mark.text, CGPoint(x: x, y: top), size: small, color: mark.color, bold: mark.bold, anchor: .topLeft))
            x += width
        }
        if let next {
            if x + nextWidth > style.right, x > start { newLine() }
            commands.append(.text(next, CGPoint(x: style.right, y: top), size: small, color: Palette.panelDim, bold: false, anchor: .topRight))
        }
        return (commands, height)
    }

    private func marks(for entry: HierarchyOutline.Entry, isHitTestView: Bool, handled: Bool, isFirst: Bool)
        -> [(text: String, color: StageColor, bold: Bool)] {
        var marks: [(text: String, color: StageColor, bold: Bool)] = entry.properties.map { ($0, Palette.panelDim, false) }
        if let visit = episode.visits[entry.name] {
            let (word, color) = VisitWording.describe(visit.outcome)
            marks.append(("\(visit.order) \(word)", color, false))
        }
        // A view that contains the point yet answers nil: a passthrough, which the outline says.
        if case .inside? = episode.visits[entry.name]?.outcome, case .some(.none) = episode.hitTestReturns[entry.name] {
            let why = entry.passesTouchesThrough ? " (passthrough)" : ""
            marks.append(("hitTest → nil\(why)", Palette.vermillion, true))
        }
        if isHitTestView { marks.append(("◎ hit-test view", Palette.yellow, true)) }
        if handled { marks.append(("★ handled", Palette.bluishGreen, true)) }
        if isFirst { marks.append(("first responder", Palette.reddishPurple, true)) }
        return marks
    }
}
