import Foundation

/// The picture's own rectangle in points, with a margin, that every primitive is cut to
/// before it becomes pixels. A scene may put a view a million points away or scale it a
/// millionfold: cut here, no outline is dashed, no stripe hatched and no triangle handed to
/// SDL beyond what can be seen, and no coordinate is too large for an integer pixel.
struct DrawingArea {
    /// Points beyond each edge still drawn, so a thick line's end or an outline just off the
    /// picture keeps its shape at the edge.
    static let margin = 64.0

    let rect: CGRect
    /// Its edges, for the renderer's quick tests.
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    init(pixelWidth: Int32, pixelHeight: Int32, pixelScale: Double) {
        let scale = pixelScale > 0 ? pixelScale : 1
        rect = CGRect(x: 0, y: 0, width: Double(max(0, pixelWidth)) / scale, height: Double(max(0, pixelHeight)) / scale)
            .insetBy(dx: -Self.margin, dy: -Self.margin)
        minX = -Self.margin
        minY = -Self.margin
        maxX = Double(max(0, pixelWidth)) / scale + Self.margin
        maxY = Double(max(0, pixelHeight)) / scale + Self.margin
    }

    /// The part of the rectangle inside, or nil when nothing of it is (or it is not a number).
    func clip(_ other: CGRect) -> CGRect? {
        // A negative size draws nothing, as SDL draws an empty rectangle.
        guard Self.isFinite(other), other.width >= 0, other.height >= 0 else { return nil }
        if rect.contains(other) { return other }
        let inside = other.intersection(rect)
        return inside.isNull ? nil : inside
    }

    /// Liang–Barsky: the part of the segment inside, or nil when none of it is.
    func clip(from start: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint)? {
        guard Self.isFinite(start), Self.isFinite(end) else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y
        var enter = 0.0, leave = 1.0
        for (p, q) in [(-dx, start.x - rect.minX), (dx, rect.maxX - start.x), (-dy, start.y - rect.minY), (dy, rect.maxY - start.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            if enter > leave { return nil }
        }
        // Ends inside are kept exactly as they were, so an uncut line draws the same pixels.
        return (enter == 0 ? start : CGPoint(x: start.x + dx * enter, y: start.y + dy * enter),
                leave == 1 ? end : CGPoint(x: start.x + dx * leave, y: start.y + dy * leave))
    }

    /// Sutherland–Hodgman: the part of the convex polygon inside (fewer than three corners
    /// when nothing of it is).
    func clip(_ polygon: [CGPoint]) -> [CGPoint] {
        guard polygon.allSatisfy(Self.isFinite) else { return [] }
        if polygon.allSatisfy(rect.contains) { return polygon }
        var points = polygon
        let edges: [(CGPoint) -> Double] = [{ $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y }]
        for inside in edges {
            guard !points.isEmpty else { break }
            var kept: [CGPoint] = []
            for index in points.indices {
                let p = points[index], q = points[(index + 1) % points.count]
                let sideP = inside(p), sideQ = inside(q)
                if sideP >= 0 { kept.append(p) }
                if (sideP >= 0) != (sideQ >= 0) {
                    let t = sideP / (sideP - sideQ)
                    kept.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
                }
            }
            points = kept
        }
        return points
    }

    static func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// A pixel coordinate as SDL's integer: NaN as 0, anything else within ±2^30, so no
    /// conversion traps and no sum of two such values overflows.
    static func pixel(_ value: Double) -> Int32 {
        guard !value.isNaN else { return 0 }
        return Int32(min(max(value.rounded(), -1_073_741_824), 1_073_741_824))
    }
}
