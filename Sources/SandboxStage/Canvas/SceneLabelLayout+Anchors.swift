import Foundation

/// Where arrows meet the views they point at: a point of a view that is seen on screen.
extension SceneLabelLayout {
    /// Nil when no part of the view is seen on the canvas (covered whole, or zoomed out of sight):
    /// its arrows then go to a pill along the bottom, as a responder with no view's do.
    /// `apartFrom`: points it keeps `spacing` away from where the view has such a point (the
    /// other responders' ends, so arrowheads do not bunch), else as near as it must.
    func visiblePoint(ofViewAt index: Int, _ canvas: CanvasPainter, apartFrom others: [CGPoint] = [], spacing: Double = 0) -> CGPoint? {
        // On the part the canvas shows: zoomed in, an arrow into the view ends in sight.
        let drawn = canvas.coverage.drawnRect(ofViewAt: index)
        let bounds = placer.bounds
        let view = drawn.intersection(bounds).isNull ? drawn : drawn.intersection(bounds)
        let inset = min(10, view.width / 4, view.height / 4)
        let area = view.insetBy(dx: inset, dy: inset)
        // Only what overlaps the view can hold one of its points: a big scene's hundreds of
        // names are not each asked for every point tried.
        let near = view.insetBy(dx: -1, dy: -1)
        let avoid = (names.values.map { $0.rect.insetBy(dx: -6, dy: -6) } + tabs.values.map(\.rect) + touchMarks).filter { $0.intersects(near) }
        let shape = canvas.coverage.drawnShape(ofViewAt: index)
        let seen: (CGPoint) -> Bool = { point in
            bounds.contains(point) && (shape?.contains(point, slack: -1) ?? true) && canvas.coverage.isVisible(point, ofViewAt: index)
        }
        let usable: (CGPoint) -> Bool = { point in seen(point) && !avoid.contains { $0.contains(point) } }
        // Near the top-left first, so arrows up a nesting step outwards instead of crossing.
        let steps = 8
        var grid: [CGPoint] = []
        for row in 0...steps {
            for column in 0...steps {
                grid.append(CGPoint(x: area.minX + area.width * Double(column) / Double(steps),
                                    y: area.minY + area.height * Double(row) / Double(steps)))
            }
        }
        grid.sort { ($0.x - area.minX) + ($0.y - area.minY) < ($1.x - area.minX) + ($1.y - area.minY) }
        let apart: (CGPoint) -> Bool = { point in others.allSatisfy { hypot($0.x - point.x, $0.y - point.y) >= spacing } }
        if spacing > 0, let point = grid.first(where: { usable($0) && apart($0) }) { return point }
        if let point = grid.first(where: usable) { return point }
        // A view covered but for a thin margin (a board under its tiles): find the margin.
        let band = min(3, view.width / 2, view.height / 2)
        let edge = view.insetBy(dx: band, dy: band)
        var rim: [CGPoint] = []
        for step in stride(from: 0.0, through: 1.0, by: 0.02) {
            rim.append(CGPoint(x: edge.minX + edge.width * step, y: edge.minY))
            rim.append(CGPoint(x: edge.minX, y: edge.minY + edge.height * step))
            rim.append(CGPoint(x: edge.maxX, y: edge.minY + edge.height * step))
            rim.append(CGPoint(x: edge.minX + edge.width * step, y: edge.maxY))
        }
        // Where names leave no room, a seen point under one of them (zoomed in, on a crowded strip).
        return rim.first(where: usable) ?? grid.first(where: seen) ?? rim.first(where: seen)
    }
}
