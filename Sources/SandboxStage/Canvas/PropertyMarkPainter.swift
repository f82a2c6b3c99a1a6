import Foundation
import ResponderCore
import SandboxScenes

/// Marks what UIKit never draws but hit-testing and delivery depend on: a `point(inside:)`
/// grown by a hit area, a button's touch slop, and the flags a lesson turns on or off
/// (interaction off, passthrough, exclusive touch, multiple touch, calls super).
struct PropertyMarkPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    private var zoom: Double { canvas.zoom }

    // MARK: Shapes

    func paintShapes(into list: inout DisplayList) {
        guard canvas.isFlat else { return }
        for placement in canvas.placements where !placement.isHiddenInTree {
            if let area = hitArea(of: placement) {
                outline(area, grownBy: Double(placement.hitTestOutset), of: placement, Palette.invisibleProperty, into: &list)
            }
            if let slop = slop(of: placement) {
                outline(slop, grownBy: Double(UIControl.touchSlop), of: placement, Palette.invisibleProperty.withAlpha(200), into: &list)
            }
        }
    }

    /// Upright, the rectangle; on a turned view, its bounds grown in its own coordinates
    /// (point(inside:) works in them) and converted to the window like its corners.
    private func outline(_ rect: CGRect, grownBy outset: Double, of placement: ViewPlacement, _ color: StageColor,
                         into list: inout DisplayList) {
        guard !placement.isAxisAligned else {
            list.outline(rect, color, width: 2, dashed: true)
            return
        }
        guard let points = grownShape(of: placement, by: outset)?.points, let first = points.first else { return }
        list.append(.polyline(points + [first], color, width: 2, dashed: true))
    }

    /// The rectangle `point(inside:)` answers yes for, when it is not the bounds.
    private func hitArea(of placement: ViewPlacement) -> CGRect? {
        let outset = Double(placement.hitTestOutset)
        guard outset != 0 else { return nil }
        let grown = outset * canvas.layout.scale
        return canvas.canvasRect(of: placement).insetBy(dx: -grown, dy: -grown)
    }

    /// A button being tracked, or the one the shown touch was bound to: where a lift still
    /// counts as inside (UIControl's touch slop).
    private func slop(of placement: ViewPlacement) -> CGRect? {
        guard placement.isControl else { return nil }
        guard placement.isTracking || canvas.framedHitTestView == placement.name else { return nil }
        let grown = Double(UIControl.touchSlop) * canvas.layout.scale
        return canvas.canvasRect(of: placement).insetBy(dx: -grown, dy: -grown)
    }

    // MARK: Tags

    func paintTags(into list: inout DisplayList) {
        for (index, placement) in canvas.placements.enumerated() where !placement.isHiddenInTree {
            let face = canvas.faceBounds(of: placement)
            if canvas.isFlat, let area = hitArea(of: placement) {
                let outset = Double(placement.hitTestOutset)
                chip("hit area \(outset > 0 ? "+" : "−")\(Self.points(abs(outset)))", near: area, index: index, inside: false,
                     shape: grownShape(of: placement, by: outset), into: &list)
            }
            if canvas.isFlat, let slop = slop(of: placement) {
                chip("touch slop \(Self.points(Double(UIControl.touchSlop)))", near: slop, index: index, inside: false,
                     shape: grownShape(of: placement, by: Double(UIControl.touchSlop)), into: &list)
            }
            // Exploded, a view's flags go only with a name the plates had room for: a deep stack's
            // hundred "interaction off" chips would pile up as its names would.
            for flag in placement.flags where canvas.isFlat || labels.names[placement.name] != nil {
                chip(flag, near: face, index: index, inside: true, into: &list)
            }
            // A plain view's shifted bounds origin moves every subview (lesson 37): said on it, as a
            // scroll view's offset is shown by its indicators.
            if placement.scroll == nil, let origin = placement.map.steps.first?.boundsOrigin, origin != .zero,
               canvas.isFlat || labels.names[placement.name] != nil {
                chip(Self.boundsOriginWords(origin), near: face, index: index, inside: true, into: &list)
            }
        }
    }

    /// `bounds.origin (0, 100)`, the words of the events file's `set NAME boundsOrigin`.
    static func boundsOriginWords(_ origin: CGPoint) -> String {
        "bounds.origin (\(points(Double(origin.x))), \(points(Double(origin.y))))"
    }

    private static func points(_ value: Double) -> String {
        value.formatted(maximumFractionDigits: 1)
    }

    /// A turned view's bounds grown by `outset` in its own coordinates, on the canvas; nil when upright.
    private func grownShape(of placement: ViewPlacement, by outset: Double) -> ConvexPolygon? {
        guard !placement.isAxisAligned else { return nil }
        let grown = placement.bounds.insetBy(dx: -outset, dy: -outset)
        return ConvexPolygon(grown).mapped { canvas.layout.canvasPoint(fromScene: canvas.scenePoint($0, in: placement)) }
    }

    private func chip(_ text: String, near rect: CGRect, index: Int, inside: Bool, shape: ConvexPolygon? = nil, into list: inout DisplayList) {
        let size = canvas.tagSize(text)
        var candidates: [CGPoint] = shape.map { canvas.spots(aroundShape: $0, size: size) } ?? []
        if inside {
            candidates = [CGPoint(x: rect.minX + 4, y: rect.maxY - size.height - 4), CGPoint(x: rect.maxX - size.width - 4, y: rect.maxY - size.height - 4)]
                .filter { canvas.isFlat && rect.encloses(CGRect(origin: $0, size: size)) && canvas.coverage.isVisible(CGRect(origin: $0, size: size), ofViewAt: index) }
            if canvas.isFlat, !canvas.placements[index].isAxisAligned {
                // A turned view: on its turned shape, upright.
                candidates = canvas.insideSpots(of: canvas.canvasShape(of: canvas.placements[index]), size: size)
                    .filter { canvas.coverage.isVisible(CGRect(origin: $0, size: size), ofViewAt: index) }
            }
        }
        let beside = [CGPoint(x: rect.minX, y: rect.maxY + 3), CGPoint(x: rect.maxX - size.width, y: rect.maxY + 3),
                      CGPoint(x: rect.minX, y: rect.minY - size.height - 3), CGPoint(x: rect.maxX + 3, y: rect.maxY - size.height)]
        let name = canvas.placements[index].name
        guard labels.mustName(name) else {
            // Level of detail: a view the input is not about keeps a flag only where it fits on
            // the view, a grown area's chip only right beside it; the hover card has the rest.
            if let spot = labels.placer.placeIfFree(size: size, candidates: inside ? candidates : candidates + beside) {
                canvas.drawTag(text, in: spot, fill: Palette.paper, into: &list)
            }
            return
        }
        canvas.tag(text, candidates: candidates + beside, labelling: CGPoint(x: rect.minX + 6, y: rect.maxY - 6),
                   fill: Palette.paper, about: name, onlyOnFamily: canvas.tagsStayOnTheirViews, labels: labels, into: &list)
    }
}
