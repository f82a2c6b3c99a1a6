import Foundation
import ResponderCore

/// Tags on the canvas: small filled labels, each placed by the one `CanvasLabelPlacer` where it
/// covers no name and no other tag, tied to what it labels by a line when it had to move away.
extension CanvasPainter {
    /// Whether a tag at `rect` lies on no view but `name` and its ancestors, so it cannot be
    /// read as belonging to a view it happens to lie across.
    func liesOnFamily(of name: String) -> (CGRect) -> Bool {
        guard isFlat, let index = viewIndex[name] else { return { _ in true } }
        var ancestors: Set<Int> = []
        var view = placements[index].view.superview
        while let current = view {
            if let found = viewIndex[current.name] { ancestors.insert(found) }
            view = current.superview
        }
        return { [coverage] rect in coverage.touchesOnlyFamily(rect, ofViewAt: index, ancestors: ancestors) }
    }

    func tagSize(_ text: String) -> CGSize {
        CGSize(width: measurer.width(of: text, size: Self.tagSize * zoom, bold: true) + 10 * zoom,
               height: measurer.lineHeight(size: Self.tagSize * zoom) + 4 * zoom)
    }

    /// A small filled label placed where it covers no name and no other label; one too wide
    /// for a good part of the canvas wraps onto more lines rather than run off it.
    @discardableResult
    func tag(_ text: String, candidates: [CGPoint], labelling target: CGPoint, fill: StageColor, about view: String? = nil,
             labels: SceneLabelLayout, into list: inout DisplayList) -> CGRect {
        let widest = layout.canvasArea.width * 0.6
        if tagSize(text).width > widest {
            let lines = measurer.wrap(text, width: widest - 10 * zoom, size: Self.tagSize * zoom, bold: true)
            return tag(lines: lines, candidates: candidates, labelling: target, fill: fill, about: view, labels: labels, into: &list)
        }
        let preferred = view.map(liesOnFamily(of:)) ?? { _ in true }
        let placed = labels.placer.place(size: tagSize(text), candidates: candidates, labelling: target, preferred: preferred)
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        drawTag(text, in: placed.rect, fill: fill, into: &list)
        return placed.rect
    }

    /// A tag of several lines, for a message too long for one line across the canvas.
    func tagSize(lines: [String]) -> CGSize {
        let width = lines.map { measurer.width(of: $0, size: Self.tagSize * zoom, bold: true) }.max() ?? 0
        return CGSize(width: width + 10 * zoom, height: Double(lines.count) * measurer.lineHeight(size: Self.tagSize * zoom) + 4 * zoom)
    }

    @discardableResult
    func tag(lines: [String], candidates: [CGPoint], labelling target: CGPoint, fill: StageColor, about view: String? = nil,
             labels: SceneLabelLayout, into list: inout DisplayList) -> CGRect {
        let preferred = view.map(liesOnFamily(of:)) ?? { _ in true }
        let placed = labels.placer.place(size: tagSize(lines: lines), candidates: candidates, labelling: target, preferred: preferred)
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        list.fill(placed.rect, fill)
        list.outline(placed.rect, Palette.ink, width: 1)
        let lineHeight = measurer.lineHeight(size: Self.tagSize * zoom)
        for (index, line) in lines.enumerated() {
            list.text(line, at: CGPoint(x: placed.rect.minX + 5 * zoom, y: placed.rect.minY + 2 * zoom + Double(index) * lineHeight),
                      size: Self.tagSize * zoom, color: fill.isLight ? Palette.ink : Palette.paper, bold: true)
        }
        return placed.rect
    }

    func drawTag(_ text: String, in box: CGRect, fill: StageColor, into list: inout DisplayList) {
        list.fill(box, fill)
        list.outline(box, Palette.ink, width: 1)
        list.text(text, at: CGPoint(x: box.minX + 5 * zoom, y: box.minY + 2 * zoom), size: Self.tagSize * zoom,
                  color: fill.isLight ? Palette.ink : Palette.paper, bold: true)
    }
}
