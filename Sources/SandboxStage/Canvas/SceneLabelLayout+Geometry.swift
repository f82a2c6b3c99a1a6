import Foundation

/// What `SceneLabelLayout` places names with, apart from its state: spots on a plate, its
/// corner nearest the viewer, the box round some points, the names an exploded view must show.
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
}
