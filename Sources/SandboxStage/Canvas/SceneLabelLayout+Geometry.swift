import Foundation

/// What `SceneLabelLayout` places names with, apart from its state: spots on a plate, its
/// corner nearest the viewer, the box round some points, the names an exploded view must show,
/// the views a big scene always names, where an arrow meets an exploded plate, and where one
/// meets the pill under its responder.
extension SceneLabelLayout {
    /// A thin plate seen at a slant encloses no name: spots centred on it, from its front
    /// corner inwards, for a name no wider than the plate is drawn.
    static func centredSpots(on plate: ConvexPolygon, size: CGSize, from front: CGPoint) -> [CGPoint] {
        guard !plate.isEmpty, size.width <= plate.boundingBox.width * 0.9 else { return [] }
        let centre = plate.centroid
        return [0.35, 0.55, 0.75, 1].map { fraction in
            CGPoint(x: front.x + (centre.x - front.x) * fraction - size.width / 2, y: front.y + (centre.y - front.y) * fraction - size.height / 2)
        }.filter { plate.contains(CGPoint(x: $0.x + size.width / 2, y: $0.y + size.height / 2), slack: 0) }
    }

    /// The index of the corner nearest the viewer: the lowest on screen, whichever way the stack is turned.
    static func frontCorner(of corners: [CGPoint]) -> Int {
        corners.indices.max { corners[$0].y < corners[$1].y } ?? 0
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The views whose names the exploded view always shows.
    static func namesToRead(_ canvas: CanvasPainter) -> Set<String> {
        var names = Set(canvas.shown?.hops.map(\.responder) ?? [])
        if let hit = canvas.framedHitTestView {
            names.insert(hit)
            names.formUnion(canvas.placement(named: hit)?.ancestorNames ?? [])
        }
        if let selection = canvas.frame.selection { names.insert(selection) }
        if let why = canvas.frame.why { names.insert(why.view); names.formUnion(why.reasons.map(\.view)) }
        return names
    }

    /// The views a big scene names even outside them: those the input is about.
    static func viewsTheInputIsAbout(_ canvas: CanvasPainter, _ anchored: Set<String>) -> Set<String> {
        var names = anchored
        if let hitTestView = canvas.framedHitTestView {
            names.insert(hitTestView)
            names.formUnion(canvas.placement(named: hitTestView)?.ancestorNames ?? [])
        }
        names.formUnion(canvas.shown?.result?.chain ?? [])
        for name in [canvas.frame.firstResponder, canvas.frame.selection].compactMap({ $0 }) { names.insert(name) }
        return names
    }

    /// Exploded, the front corner of a plate is the part the plates above it leave in view:
    /// a point just in from it, or further along its two front edges where a name (its own,
    /// or the plate's below, stacked at the same corner) lies there, so no arrow ends across a name.
    func explodedAnchor(_ placement: ViewPlacement, _ canvas: CanvasPainter) -> CGPoint {
        let points = canvas.corners(of: placement)
        let index = Self.frontCorner(of: points)
        let front = points[index], centre = CGPoint(x: (points[0].x + points[2].x) / 2, y: (points[0].y + points[2].y) / 2)
        func toward(_ point: CGPoint, _ from: CGPoint, _ share: Double) -> CGPoint {
            CGPoint(x: from.x + (point.x - from.x) * share, y: from.y + (point.y - from.y) * share)
        }
        let first = toward(centre, front, 0.12)
        let sides = [points[(index + 1) % 4], points[(index + 3) % 4]]
        let along = stride(from: 0.1, through: 0.6, by: 0.1).flatMap { share in sides.map { toward(centre, toward($0, front, share), 0.08) } }
        let margin = 4 * canvas.zoom
        let taken = names.values.map { $0.rect.insetBy(dx: -margin, dy: -margin) } + tabs.values.map { $0.rect.insetBy(dx: -margin, dy: -margin) }
        return ([first] + along).first { point in !taken.contains { $0.contains(point) } } ?? first
    }

    /// The point of a pill's top right under `point`, kept off its rounded ends; nil when the
    /// pill does not lie under it (the arrow then meets the pill's middle).
    static func top(of pill: CGRect, under point: CGPoint, _ canvas: CanvasPainter) -> CGPoint? {
        guard point.x >= pill.minX, point.x <= pill.maxX else { return nil }
        let inset = min(12 * canvas.zoom, pill.width / 2)
        return CGPoint(x: min(max(point.x, pill.minX + inset), pill.maxX - inset), y: pill.minY)
    }
}
