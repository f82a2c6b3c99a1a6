import Foundation
import ResponderCore

/// What a scroll view adds to the canvas: its content outside the viewport, faint (UIKit
/// clips it; the class should still see where the rest of the content is), the content's
/// extent dashed, the scroll indicator while and shortly after it moves (a thin dark bar on
/// the right or bottom edge, as on iOS), and its `contentOffset` in a tag.
struct ScrollViewPainter {
    let canvas: CanvasPainter

    /// The alpha of content outside the viewport: seen, but never mistaken for what is shown.
    static let ghostAlpha: UInt8 = 55
    /// The indicator's thickness and its gap from the edge, in scene points (iOS: about 3 and 3).
    static let indicatorThickness = 5.0
    static let indicatorInset = 3.0
    static let indicatorMinimumLength = 36.0

    var scrollViews: [ViewPlacement] {
        canvas.placements.filter { $0.scroll != nil && !$0.isHiddenInTree && $0.effectiveAlpha >= 0.01 }
    }

    /// Whether the view is content of a clipping scroll view, whose faint copy is drawn outside it.
    static func drawsGhost(of content: ViewPlacement, in canvas: CanvasPainter) -> Bool {
        guard canvas.isFlat else { return false }
        return content.isInClippingScrollView
    }

    /// After the views: the faint content around each scroll view, its extent, its indicator.
    func paintContent(into list: inout DisplayList) {
        guard canvas.isFlat else { return }
        for placement in scrollViews {
            guard let scroll = placement.scroll, placement.clipsToBounds else { continue }
            let viewport = canvas.canvasRect(of: placement)
            for content in canvas.placements where content.ancestorNames.contains(placement.name)
                && !content.isHiddenInTree && content.effectiveAlpha >= 0.01 {
                let rect = canvas.canvasRect(of: content)
                let color = canvas.viewColor(content).withAlpha(Self.ghostAlpha)
                for part in Self.parts(of: rect, outside: viewport) { list.fill(part, color) }
                if !viewport.encloses(rect) { list.outline(rect, Palette.ink.withAlpha(70), width: 1, dashed: true) }
            }
            let extent = ConvexPolygon(CGRect(origin: .zero, size: scroll.contentSize)).mapped { canvas.scenePoint($0, in: placement) }.boundingBox
            list.outline(canvas.layout.canvasRect(fromScene: extent), Palette.ink.withAlpha(110), width: 1.5, dashed: true)
            if canvas.frame.scrollIndicatorsShown.contains(placement.id) {
                for bar in Self.indicators(of: scroll, bounds: placement.bounds, offset: canvas.contentOffset(of: placement, scroll), in: viewport,
                                           scale: viewport.width / max(1, placement.bounds.width)) {
                    list.fill(bar, Palette.ink.withAlpha(170))
                }
            }
        }
    }

    /// With the other tags: `contentOffset (0, 120)` beside each scroll view, as at the step shown.
    func paintTags(_ labels: SceneLabelLayout, into list: inout DisplayList) {
        for placement in scrollViews {
            guard let scroll = placement.scroll else { continue }
            let text = Self.offsetText(canvas.contentOffset(of: placement, scroll))
            let face = canvas.faceBounds(of: placement)
            let size = canvas.tagSize(text)
            canvas.tag(text, candidates: canvas.spots(around: face, size: size, inside: false),
                       labelling: CGPoint(x: face.maxX - 6, y: face.maxY - 6), fill: Palette.paper, about: placement.name,
                       onlyOnFamily: canvas.tagsStayOnTheirViews, labels: labels, into: &list)
        }
    }

    /// Where the hit-test view was when hitTest found it, once a scroll view has carried it
    /// away since (the finger dragged the content): the touch-down ring then sits on what the
    /// content moved under it, and this dashed frame says what was there. Nil when it has not moved.
    func hitTestGhost() -> (name: String, corners: [CGPoint])? {
        guard canvas.isFlat, let name = canvas.framedHitTestView, let placement = canvas.placement(named: name),
              let then = canvas.frame.hitTestContentOffsets, !then.isEmpty else { return nil }
        var bounds = placement.bounds
        if let own = then[placement.id] { bounds.origin = own }
        let found = bounds.corners.map { placement.windowPoint($0, boundsOrigins: then) }
        // A quarter point: the same place, whatever rounding the two paths took.
        let moved = zip(found, placement.windowCorners).contains { abs($0.x - $1.x) > 0.25 || abs($0.y - $1.y) > 0.25 }
        return moved ? (name, found.map(canvas.layout.canvasPoint(fromScene:))) : nil
    }

    /// The ghost's dashed frame, in the hit-test view's colour over a dark edge.
    func paintHitTestGhost(into list: inout DisplayList) {
        guard let ghost = hitTestGhost() else { return }
        let closed = ghost.corners + [ghost.corners[0]]
        list.append(.polyline(closed, Palette.ink, width: 5 * canvas.zoom, dashed: true))
        list.append(.polyline(closed, Palette.hitTestView, width: 3 * canvas.zoom, dashed: true))
    }

    /// `row3 when hit-tested` beside the ghost.
    func paintHitTestGhostTag(_ labels: SceneLabelLayout, into list: inout DisplayList) {
        guard let ghost = hitTestGhost() else { return }
        let text = Self.hitTestGhostText(ghost.name)
        let shape = ConvexPolygon(ghost.corners)
        let box = shape.boundingBox
        let size = canvas.tagSize(text)
        canvas.tag(text, candidates: canvas.spots(around: box, size: size, inside: true) + canvas.spots(around: box, size: size, inside: false),
                   labelling: CGPoint(x: box.maxX - 6, y: box.maxY - 6), fill: Palette.hitTestView, about: ghost.name,
                   labels: labels, into: &list)
    }

    static func hitTestGhostText(_ name: String) -> String { "\(name) when hit-tested" }

    static func offsetText(_ offset: CGPoint) -> String {
        // Whole points: a settle in mid-flight reads (0, -12), not (0, -11.83734).
        func whole(_ value: CGFloat) -> Int { Int(Double(value).rounded()) }
        return "contentOffset (\(whole(offset.x)), \(whole(offset.y)))"
    }

    /// The pieces of `rect` outside `viewport`: at most four bands.
    static func parts(of rect: CGRect, outside viewport: CGRect) -> [CGRect] {
        let inner = rect.intersection(viewport)
        guard !inner.isNull, !inner.isEmpty else { return [rect] }
        let bands = [CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: inner.minY - rect.minY),
                     CGRect(x: rect.minX, y: inner.maxY, width: rect.width, height: rect.maxY - inner.maxY),
                     CGRect(x: rect.minX, y: inner.minY, width: inner.minX - rect.minX, height: inner.height),
                     CGRect(x: inner.maxX, y: inner.minY, width: rect.maxX - inner.maxX, height: inner.height)]
        return bands.filter { $0.width > 0 && $0.height > 0 }
    }

    /// UIKit's indicators: along the right edge for vertical scrolling, the bottom for
    /// horizontal, as long as the viewport is of the content, where the offset is along it.
    /// `offset`: the contentOffset drawn (the step shown's); nil for the live one.
    static func indicators(of scrollView: ScrollPlacement, bounds: CGRect, offset shown: CGPoint? = nil, in viewport: CGRect, scale: Double) -> [CGRect] {
        let offset = shown ?? scrollView.contentOffset
        let limit = scrollView.maximumContentOffset
        let thickness = indicatorThickness * scale, inset = indicatorInset * scale
        var bars: [CGRect] = []
        if limit.y > 0 {
            let track = viewport.height - 2 * inset - (limit.x > 0 ? thickness + inset : 0)
            let length = max(indicatorMinimumLength * scale, track * Double(bounds.height / scrollView.contentSize.height))
            let fraction = min(max(Double(offset.y / limit.y), 0), 1)
            bars.append(CGRect(x: viewport.maxX - inset - thickness, y: viewport.minY + inset + (track - length) * fraction,
                               width: thickness, height: length))
        }
        if limit.x > 0 {
            let track = viewport.width - 2 * inset - (limit.y > 0 ? thickness + inset : 0)
            let length = max(indicatorMinimumLength * scale, track * Double(bounds.width / scrollView.contentSize.width))
            let fraction = min(max(Double(offset.x / limit.x), 0), 1)
            bars.append(CGRect(x: viewport.minX + inset + (track - length) * fraction, y: viewport.maxY - inset - thickness,
                               width: length, height: thickness))
        }
        return bars
    }
}
