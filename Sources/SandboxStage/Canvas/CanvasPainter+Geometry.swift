import Foundation
import ResponderCore

/// Where the canvas draws each view, flat or exploded, and the primitives every canvas
/// painter outlines, hatches and fills views with. A clipping ancestor's upright rectangle is
/// SDL's clip rectangle (`clippingToAncestors`); a turned one clips each shape here.
extension CanvasPainter {
    var isFlat: Bool { projection.amount == 0 }

    /// A point in a view's bounds in scene (window) coordinates, as drawn at the step shown.
    func scenePoint(_ point: CGPoint, in placement: ViewPlacement) -> CGPoint {
        scenePoint(point, through: placement.map)
    }

    /// A point through a view's map to the window (the window's own map for the window), as drawn at the step shown.
    func scenePoint(_ point: CGPoint, through map: WindowMap) -> CGPoint {
        map.windowPoint(point, boundsOrigins: boundsOrigins)
    }

    /// A scroll view's contentOffset at the step shown.
    func contentOffset(of scrollView: ViewPlacement, _ scroll: ScrollPlacement) -> CGPoint {
        boundsOrigins[scrollView.id] ?? scroll.contentOffset
    }
    var zoom: Double { layout.canvasZoom }

    // MARK: Geometry

    /// The view's corners on screen: exploded, its plate's (a turned view's plate is turned
    /// on it, not its bounding box); flat, its drawn shape.
    func corners(of placement: ViewPlacement) -> [CGPoint] {
        if placement.isAxisAligned { return projection.corners(of: placement.windowRect, depth: placement.depth) }
        return placement.windowCorners.map { projection.project($0, depth: placement.depth) }
    }

    func placement(named name: String) -> ViewPlacement? {
        viewIndex[name].map { placements[$0] }
    }

    func index(ofView name: String) -> Int? { viewIndex[name] }

    func canvasRect(of placement: ViewPlacement) -> CGRect {
        layout.canvasRect(fromScene: placement.windowRect)
    }

    /// The view's drawn shape on the canvas, flat: its bounds' corners through every transform.
    func canvasShape(of placement: ViewPlacement) -> ConvexPolygon {
        placement.shape.mapped(layout.canvasPoint(fromScene:))
    }

    /// What its clipping ancestors leave visible, on the canvas, when that is not an upright
    /// rectangle (SDL's clip rectangle does upright ones).
    func polygonClip(of placement: ViewPlacement) -> ConvexPolygon? {
        guard isFlat, !placement.clipIsRect else { return nil }
        return placement.clipShape?.mapped(layout.canvasPoint(fromScene:))
    }

    /// Whether the view is drawn as an upright rectangle with SDL's rectangle primitives.
    func isUpright(_ placement: ViewPlacement) -> Bool { !isFlat || placement.isAxisAligned }

    /// The view's face on screen: its rectangle, or the exploded plate's bounding box.
    func faceBounds(of placement: ViewPlacement) -> CGRect {
        isFlat ? canvasRect(of: placement) : SceneLabelLayout.bounds(of: corners(of: placement))
    }

    /// Outlines a view's face, flat or exploded, inset so neighbours' outlines stay apart;
    /// a turned view's outline turns with it. `clipped` draws only what its clipping
    /// ancestors leave visible, when they are turned.
    func outline(_ placement: ViewPlacement, _ color: StageColor, width: Double, dashed: Bool = false,
                 inset: Double = 0, clipped: Bool = false, into list: inout DisplayList) {
        // An upright clip: SDL's clip rectangle, for this outline only.
        clippingToAncestors(of: placement, when: clipped, into: &list) { list in
            if isFlat, placement.isAxisAligned {
                // A view drawn smaller than twice the inset (a small window) is outlined on its edge:
                // insetting it would give CGRect.null, whose infinite origin cannot be drawn.
                let rect = canvasRect(of: placement), inset = rect.insetBy(dx: inset, dy: inset)
                if clipped, let clip = polygonClip(of: placement) {
                    polyline(ConvexPolygon(inset.isNull ? rect : inset).points, color, width: width, dashed: dashed, clip: clip, into: &list)
                } else {
                    list.outline(inset.isNull ? rect : inset, color, width: width, dashed: dashed)
                }
            } else if isFlat {
                let shape = canvasShape(of: placement).inset(by: inset)
                polyline(shape.points, color, width: width, dashed: dashed, clip: clipped ? polygonClip(of: placement) : nil, into: &list)
            } else {
                let points = corners(of: placement)
                list.append(.polyline(points + [points[0]], color, width: width, dashed: dashed))
            }
        }
    }

    /// A closed outline through `points`, only its parts inside `clip` when one is given.
    func polyline(_ points: [CGPoint], _ color: StageColor, width: Double, dashed: Bool, clip: ConvexPolygon?,
                          into list: inout DisplayList) {
        guard let first = points.first else { return }
        guard let clip else {
            list.append(.polyline(points + [first], color, width: width, dashed: dashed))
            return
        }
        for index in points.indices {
            if let (from, to) = clip.clip(from: points[index], to: points[(index + 1) % points.count]) {
                list.append(.polyline([from, to], color, width: width, dashed: dashed))
            }
        }
    }

    /// The "skipped" hatching over a view: SDL's hatched rectangle when upright, stripes
    /// clipped to the drawn shape (and to what its clipping ancestors leave) when turned.
    func hatch(_ placement: ViewPlacement, _ color: StageColor, into list: inout DisplayList) {
        guard isFlat else { return }
        let clip = polygonClip(of: placement)
        if placement.isAxisAligned, clip == nil {
            list.append(.hatch(canvasRect(of: placement), color, spacing: 14))
            return
        }
        // Only the part on the canvas is striped: a view scaled a millionfold is not.
        for (from, to) in canvasShape(of: placement).clipped(to: ConvexPolygon(layout.canvasArea)).hatchLines(spacing: 14) {
            if let clip {
                if let (a, b) = clip.clip(from: from, to: to) { list.line(a, b, color, width: 2.5) }
            } else {
                list.line(from, to, color, width: 2.5)
            }
        }
    }

    /// Top-left corners for a box of `size` that lies wholly on the view's drawn shape, near
    /// its corners first (the view's own top-left first), then towards its middle.
    func insideSpots(of shape: ConvexPolygon, size: CGSize, startingAt first: CGPoint? = nil) -> [CGPoint] {
        guard !shape.isEmpty else { return [] }
        let centre = shape.centroid
        var corners = shape.points
        if let first, let start = corners.indices.min(by: { hypot(corners[$0].x - first.x, corners[$0].y - first.y) < hypot(corners[$1].x - first.x, corners[$1].y - first.y) }) {
            corners = Array(corners[start...] + corners[..<start])
        }
        var spots: [CGPoint] = []
        for fraction in [0.3, 0.45, 0.6] {
            for corner in corners {
                let middle = CGPoint(x: corner.x + (centre.x - corner.x) * fraction, y: corner.y + (centre.y - corner.y) * fraction)
                spots.append(CGPoint(x: middle.x - size.width / 2, y: middle.y - size.height / 2))
            }
        }
        spots.append(CGPoint(x: centre.x - size.width / 2, y: centre.y - size.height / 2))
        return spots.filter { shape.encloses(CGRect(origin: $0, size: size)) }
    }

    /// Spots just outside a turned shape: beyond its lowest, leftmost, rightmost and highest
    /// corners, where a tag reads as the shape's and not as the empty corner of its box.
    func spots(aroundShape shape: ConvexPolygon, size: CGSize) -> [CGPoint] {
        guard !shape.isEmpty else { return [] }
        let gap = 4.0
        let lowest = shape.points.max { $0.y < $1.y }!, leftmost = shape.points.min { $0.x < $1.x }!
        let rightmost = shape.points.max { $0.x < $1.x }!, highest = shape.points.min { $0.y < $1.y }!
        return [CGPoint(x: lowest.x - size.width / 2, y: lowest.y + gap), CGPoint(x: leftmost.x - size.width - gap, y: leftmost.y - size.height / 2),
                CGPoint(x: rightmost.x + gap, y: rightmost.y - size.height / 2), CGPoint(x: highest.x - size.width / 2, y: highest.y - size.height - gap)]
    }

    /// Spots for a tag about a view: on it and just outside it, following its drawn shape.
    func spots(for placement: ViewPlacement, size: CGSize, inside: Bool) -> [CGPoint] {
        let face = faceBounds(of: placement)
        guard !isUpright(placement) else { return spots(around: face, size: size, inside: inside) }
        let shape = canvasShape(of: placement)
        let onIt = inside ? insideSpots(of: shape, size: size, startingAt: layout.canvasPoint(fromScene: placement.windowCorners[1])) : []
        return onIt + spots(aroundShape: shape, size: size) + spots(around: face, size: size, inside: false)
    }


    /// Spots around a rectangle for a tag of `size`: inside corners first when asked, then
    /// just outside its edges.
    func spots(around rect: CGRect, size: CGSize, inside: Bool) -> [CGPoint] {
        let gap = 4.0
        var spots: [CGPoint] = []
        if inside {
            spots += [CGPoint(x: rect.maxX - size.width - gap, y: rect.minY + gap),
                      CGPoint(x: rect.maxX - size.width - gap, y: rect.maxY - size.height - gap),
                      CGPoint(x: rect.minX + gap, y: rect.maxY - size.height - gap)]
        }
        spots += [CGPoint(x: rect.maxX - size.width, y: rect.minY - size.height - gap),
                  CGPoint(x: rect.minX, y: rect.maxY + gap),
                  CGPoint(x: rect.maxX + gap, y: rect.minY),
                  CGPoint(x: rect.maxX - size.width, y: rect.maxY + gap),
                  CGPoint(x: rect.minX - size.width - gap, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.minY - size.height - gap)]
        return spots
    }

    /// Draws `body` inside what the view's clipping ancestors leave visible, when that is an
    /// upright rectangle drawn flat (SDL's clip rectangle), then gives the canvas its clip back.
    func clippingToAncestors(of placement: ViewPlacement, when condition: Bool = true, into list: inout DisplayList,
                             _ body: (inout DisplayList) -> Void) {
        let rect = condition && isFlat && placement.clipIsRect ? placement.clip.map(layout.canvasRect(fromScene:)) : nil
        if let rect { list.append(.clip(rect.intersection(layout.canvasArea))) }
        body(&list)
        if rect != nil { list.append(.clip(layout.canvasArea)) }
    }

    // MARK: Colour

    func fill(_ placement: ViewPlacement, color: StageColor, into list: inout DisplayList) {
        if isFlat, placement.isAxisAligned, placement.clipIsRect {
            list.fill(canvasRect(of: placement), color)
        } else if isFlat {
            var shape = canvasShape(of: placement)
            if let clip = polygonClip(of: placement) { shape = shape.clipped(to: clip) }
            if !shape.isEmpty { list.append(.polygon(shape.points, color)) }
        } else {
            list.append(.polygon(corners(of: placement), color))
        }
    }

    func viewColor(_ placement: ViewPlacement) -> StageColor {
        let color = placement.backgroundColor ?? UIColor(red: 1, green: 1, blue: 1, alpha: 0)
        let alpha = color.alpha * placement.effectiveAlpha * (isFlat ? 1 : 0.92)
        return StageColor(channel(color.red), channel(color.green), channel(color.blue), channel(max(alpha, 0)))
    }

    private func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
}
