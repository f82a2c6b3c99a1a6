import Foundation

/// The way an arrow goes across the canvas: straight where no view's name is in its way,
/// otherwise bent round the names' corners, so the line never crosses a name's words out.
/// The head goes on the last leg.
struct ArrowRoute: Equatable {
    /// From the start to the end, at least two points.
    var points: [CGPoint]

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }
    /// Where the leg that carries the head starts.
    var lastBend: CGPoint { points[points.count - 2] }
    var legs: [(from: CGPoint, to: CGPoint)] { zip(points, points.dropFirst()).map { ($0, $1) } }

    var length: Double { legs.reduce(0) { $0 + hypot($1.to.x - $1.from.x, $1.to.y - $1.from.y) } }

    /// Names looked at for a way round, at most: a big scene's arrow past more is drawn straight.
    static let mostNamesGoneRound = 40

    /// From `source` to `target`, each a point (an empty rect) or a box the arrow leaves or
    /// reaches at its edge nearest the other; a line `width` wide, bent round the corners of the
    /// names near its way (its ink half a line's width clear of them), by the shortest such way that
    /// crosses none and stays within `bounds`.
    static func between(_ source: CGRect, _ target: CGRect, avoiding names: [CGRect], width: Double, within bounds: CGRect) -> ArrowRoute {
        let start = nearest(in: source, to: CGPoint(x: target.midX, y: target.midY))
        let end = nearest(in: target, to: start)
        let straight = ArrowRoute(points: [start, end])
        // What the line's ink may not touch; a name the arrow starts or ends on (zoomed in, an
        // anchor is nearer a name than the ink is wide) is left at its edge nearest that point.
        let obstacles = names.map { name in
            [start, end].reduce(name.insetBy(dx: 1 - width / 2, dy: 1 - width / 2)) { Self.clear(of: $1, $0) }
        }.filter { !$0.isEmpty }
        guard straight.crossesAny(obstacles) else { return straight }
        // The names near the way: those a detour round the crossed ones could meet.
        let crossed = obstacles.filter(straight.crosses)
        let reach = crossed.reduce(SceneLabelLayout.bounds(of: [start, end]), { $0.union($1) }).insetBy(dx: -4 * width, dy: -4 * width)
        let near = obstacles.filter { $0.intersects(reach) }
        guard near.count <= mostNamesGoneRound else { return straight }
        let corners = near.flatMap { box -> [CGPoint] in
            let out = box.insetBy(dx: -width / 2, dy: -width / 2)
            return [CGPoint(x: out.minX, y: out.minY), CGPoint(x: out.maxX, y: out.minY),
                    CGPoint(x: out.maxX, y: out.maxY), CGPoint(x: out.minX, y: out.maxY)]
        }.filter { corner in bounds.contains(corner) && !near.contains { $0.contains(corner) } }
        return shortestWay(from: start, to: end, via: corners, avoiding: near) ?? straight
    }

    /// `box` cut back from the side nearest `point`, so the point lies just outside it.
    private static func clear(of point: CGPoint, _ box: CGRect) -> CGRect {
        guard box.contains(point) else { return box }
        let cuts = [(point.y - box.minY, CGRect(x: box.minX, y: point.y + 0.5, width: box.width, height: box.maxY - point.y - 0.5)),
                    (box.maxY - point.y, CGRect(x: box.minX, y: box.minY, width: box.width, height: point.y - 0.5 - box.minY)),
                    (point.x - box.minX, CGRect(x: point.x + 0.5, y: box.minY, width: box.maxX - point.x - 0.5, height: box.height)),
                    (box.maxX - point.x, CGRect(x: box.minX, y: box.minY, width: point.x - 0.5 - box.minX, height: box.height))]
        let cut = cuts.min { $0.0 < $1.0 }!.1
        return cut.width > 0 && cut.height > 0 ? cut : .null
    }

    /// Dijkstra over the corners, a leg wherever the straight line between two crosses no name.
    private static func shortestWay(from start: CGPoint, to end: CGPoint, via corners: [CGPoint], avoiding boxes: [CGRect]) -> ArrowRoute? {
        let nodes = [start] + corners + [end]
        let clear = { (a: Int, b: Int) in !boxes.contains { segment(from: nodes[a], to: nodes[b], crosses: $0) } }
        var distance = Array(repeating: Double.infinity, count: nodes.count)
        var previous = Array(repeating: -1, count: nodes.count)
        var done = Array(repeating: false, count: nodes.count)
        distance[0] = 0
        while let current = nodes.indices.filter({ !done[$0] && distance[$0].isFinite }).min(by: { distance[$0] < distance[$1] }) {
            done[current] = true
            if current == nodes.count - 1 { break }
            for next in nodes.indices where !done[next] && clear(current, next) {
                let through = distance[current] + hypot(nodes[next].x - nodes[current].x, nodes[next].y - nodes[current].y)
                if through < distance[next] { distance[next] = through; previous[next] = current }
            }
        }
        guard distance[nodes.count - 1].isFinite else { return nil }
        var path = [nodes.count - 1]
        while let last = path.last, previous[last] >= 0 { path.append(previous[last]) }
        return ArrowRoute(points: path.reversed().map { nodes[$0] })
    }

    func crossesAny(_ rects: [CGRect]) -> Bool {
        rects.contains(where: crosses)
    }

    /// Whether some leg passes through the inside of `rect` (touching its edge is not crossing).
    func crosses(_ rect: CGRect) -> Bool {
        legs.contains { Self.segment(from: $0.from, to: $0.to, crosses: rect) }
    }

    /// The first `fraction` of the way, for an arrow still growing towards its end.
    func prefix(_ fraction: Double) -> ArrowRoute {
        var left = length * min(max(fraction, 0), 1)
        var points = [start]
        for leg in legs {
            let size = hypot(leg.to.x - leg.from.x, leg.to.y - leg.from.y)
            if size >= left {
                let t = size > 0 ? left / size : 0
                points.append(CGPoint(x: leg.from.x + (leg.to.x - leg.from.x) * t, y: leg.from.y + (leg.to.y - leg.from.y) * t))
                return ArrowRoute(points: points)
            }
            left -= size
            points.append(leg.to)
        }
        return self
    }

    /// The box the arrowhead (`head` long, as `DisplayList.arrow` draws it) covers at the end.
    func headBounds(head: Double) -> CGRect? {
        let from = lastBend, to = end
        let dx = to.x - from.x, dy = to.y - from.y
        let length = hypot(dx, dy)
        guard length > 0.5 else { return nil }
        let ux = dx / length, uy = dy / length
        let base = CGPoint(x: to.x - ux * head, y: to.y - uy * head)
        let corners = [to, CGPoint(x: base.x - uy * head * 0.55, y: base.y + ux * head * 0.55),
                       CGPoint(x: base.x + uy * head * 0.55, y: base.y - ux * head * 0.55)]
        return SceneLabelLayout.bounds(of: corners)
    }

    /// Liang–Barsky: the part of the segment inside the rect has a length.
    static func segment(from a: CGPoint, to b: CGPoint, crosses rect: CGRect) -> Bool {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return false }
        let dx = b.x - a.x, dy = b.y - a.y
        var enter = 0.0, leave = 1.0
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q <= 0 { return false }
                continue
            }
            let r = q / p
            if p < 0 { enter = max(enter, r) } else { leave = min(leave, r) }
            if enter >= leave { return false }
        }
        return true
    }

    static func nearest(in rect: CGRect, to point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
    }
}
