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
        for name in placements[index].ancestorNames {
            if let found = viewIndex[name] { ancestors.insert(found) }
        }
        return { [coverage] rect in coverage.touchesOnlyFamily(rect, ofViewAt: index, ancestors: ancestors) }
    }

    /// Zoomed in, a badge or tag about a view lies on the view, or beside it over its
    /// superviews, or is left out (the outline and the hover card still name it): carried onto
    /// a neighbour, its leader across the scene, it would read as the neighbour's. (A handler's
    /// tag is never left out: it takes a shorter form first, `ChainArrowPainter.paintTag`.)
    var tagsStayOnTheirViews: Bool { layout.requestedZoom > 1 }

    func tagSize(_ text: String) -> CGSize {
        CGSize(width: measurer.width(of: text, size: Self.tagSize * zoom, bold: true) + 10 * zoom,
               height: measurer.lineHeight(size: Self.tagSize * zoom) + 4 * zoom)
    }

    /// A small filled label placed where it covers no name and no other label, beside what it
    /// labels; one too wide for a good part of the canvas wraps onto more lines rather than run
    /// off it. Nil when there is no room within a leader's reach: the tag is left out.
    @discardableResult
    func tag(_ text: String, candidates: [CGPoint], labelling target: CGPoint, restingOn resting: CGRect? = nil, fill: StageColor,
             about view: String? = nil, onlyOnFamily: Bool = false, smallerToo: Bool = true, labels: SceneLabelLayout,
             into list: inout DisplayList) -> CGRect? {
        let widest = layout.canvasArea.width * 0.6
        let lines = tagSize(text).width > widest ? measurer.wrap(text, width: widest - 10 * zoom, size: Self.tagSize * zoom, bold: true) : [text]
        return tag(lines: lines, candidates: candidates, labelling: target, restingOn: resting, fill: fill, about: view,
                   onlyOnFamily: onlyOnFamily, smallerToo: smallerToo, labels: labels, into: &list)
    }

    /// A tag of several lines, for a message too long for one line across the canvas.
    func tagSize(lines: [String], textSize: Double? = nil) -> CGSize {
        let size = textSize ?? Self.tagSize * zoom, scale = size / Self.tagSize
        let width = lines.map { measurer.width(of: $0, size: size, bold: true) }.max() ?? 0
        return CGSize(width: width + 10 * scale, height: Double(lines.count) * measurer.lineHeight(size: size) + 4 * scale)
    }

    /// Placed as its lines come where there is room; on a zoomed canvas too crowded for them,
    /// in narrower lines, then at the unzoomed size; left out (nil) rather than moved out of a
    /// leader's reach or over another label. With no target (`labelling` nil) it is a caption,
    /// placed anywhere there is room (off `keepingOff` where it can) and tied to nothing.
    /// `onlyOnFamily`: on `view` or its superviews only, never across another view (left out instead);
    /// `smallerToo` false: at the zoomed size only, for a caller with a shorter form to try first.
    @discardableResult
    func tag(lines: [String], candidates: [CGPoint], labelling target: CGPoint?, restingOn resting: CGRect? = nil, fill: StageColor,
             about view: String? = nil, keepingOff kept: CGRect? = nil, onlyOnFamily: Bool = false, smallerToo: Bool = true,
             labels: SceneLabelLayout, into list: inout DisplayList) -> CGRect? {
        let preferred = view.map(liesOnFamily(of:)) ?? { _ in true }
        // A leader ends on its view where no badge or tag already lies (inside one it reads as
        // that badge's), in sight and above the chain's pills (zoomed in, its corner may be under them).
        let seen = (resting ?? view.flatMap(placement(named:)).map(faceBounds(of:)))?.intersection(labels.openArea)
        let target = target.map { labels.placer.uncoveredTarget($0, within: seen, open: labels.openArea, about: view) }
        let shapes = tagShapes(lines).filter { smallerToo || $0.textSize >= Self.tagSize * zoom }
        let text = lines.joined(separator: " ")
        var found: (shape: (lines: [String], textSize: Double), placed: CanvasLabelPlacer.Placed)?
        let asked = tagSize(lines: lines)
        for shape in shapes {
            let size = tagSize(lines: shape.lines, textSize: shape.textSize)
            if let target {
                let candidates = Self.candidates(candidates, madeFor: asked, resizedTo: size, around: target)
                guard let spot = labels.placer.freeSpot(size: size, candidates: candidates, labelling: target, resting: resting,
                                                        preferred: preferred, onlyPreferred: onlyOnFamily) else { continue }
                found = (shape, labels.placer.take(spot.rect, moved: spot.moved, target: target, resting: resting, text: text, about: view))
            } else {
                guard let rect = labels.placer.placeCaption(size: size, candidates: candidates, text: text, keepingOff: kept) else { continue }
                found = (shape, CanvasLabelPlacer.Placed(rect: rect, leader: nil))
            }
            break
        }
        guard let (shape, placed) = found else { return nil }
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        list.fill(placed.rect, fill)
        list.outline(placed.rect, Palette.ink, width: 1)
        let scale = shape.textSize / Self.tagSize, lineHeight = measurer.lineHeight(size: shape.textSize)
        for (index, line) in shape.lines.enumerated() {
            list.text(line, at: CGPoint(x: placed.rect.minX + 5 * scale, y: placed.rect.minY + 2 * scale + Double(index) * lineHeight),
                      size: shape.textSize, color: fill.isLight ? Palette.ink : Palette.paper, bold: true)
        }
        return placed.rect
    }

    /// Spots worked out for a tag of `asked` size, moved for one of `size`: a spot left of (or
    /// above) the target keeps its right (or bottom) edge there, so a smaller tag stays beside
    /// what it labels rather than a tag's width away from it.
    static func candidates(_ spots: [CGPoint], madeFor asked: CGSize, resizedTo size: CGSize, around target: CGPoint) -> [CGPoint] {
        guard asked != size else { return spots }
        return spots.map { spot in
            CGPoint(x: spot.x + asked.width <= target.x ? spot.x + asked.width - size.width : spot.x,
                    y: spot.y + asked.height <= target.y ? spot.y + asked.height - size.height : spot.y)
        }
    }

    /// The ways a tag may be drawn, in order: as asked; zoomed in, in lines half as wide, then
    /// at the unzoomed size (still larger than the panel's text) wrapped as at zoom ×1.
    private func tagShapes(_ lines: [String]) -> [(lines: [String], textSize: Double)] {
        let full = Self.tagSize * zoom
        guard zoom > 1 else { return [(lines, full)] }
        let text = lines.joined(separator: " ")
        let widest = layout.canvasArea.width * 0.6
        let narrow = measurer.wrap(text, width: max(widest / 2, tagSize(lines: [text]).width / 4), size: full, bold: true)
        let plain = measurer.wrap(text, width: widest - 10, size: Self.tagSize, bold: true)
        return [(lines, full), (narrow, full), (plain, Self.tagSize)]
    }

    func drawTag(_ text: String, in box: CGRect, fill: StageColor, into list: inout DisplayList) {
        list.fill(box, fill)
        list.outline(box, Palette.ink, width: 1)
        list.text(text, at: CGPoint(x: box.minX + 5 * zoom, y: box.minY + 2 * zoom), size: Self.tagSize * zoom,
                  color: fill.isLight ? Palette.ink : Palette.paper, bold: true)
    }
}
