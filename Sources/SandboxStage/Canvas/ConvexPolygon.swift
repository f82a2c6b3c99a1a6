import Foundation

/// A convex polygon in canvas (or scene) points: a transformed view's drawn shape, and the
/// region its clipping ancestors leave visible. An affine transform maps a view's bounds to
/// a parallelogram and the intersection of convex shapes is convex, so this is all the stage
/// needs to draw rotated, scaled and clipped views without asking SDL for more than
/// triangles and an axis-aligned clip rectangle.
struct ConvexPolygon: Equatable, Sendable {
    /// Corners in order, clockwise on the y-down screen.
    let points: [CGPoint]

    init(_ points: [CGPoint]) {
        // A mirroring scale (a negative factor) turns the corners anticlockwise; the edge tests
        // below expect one winding.
        self.points = Self.signedArea(points) < 0 ? points.reversed() : points
    }

    init(_ rect: CGRect) {
        self.init([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                   CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
    }

    var isEmpty: Bool { points.count < 3 || abs(Self.signedArea(points)) < 1e-9 }

    var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    var centroid: CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce((0.0, 0.0)) { ($0.0 + $1.x, $0.1 + $1.y) }
        return CGPoint(x: sum.0 / Double(points.count), y: sum.1 / Double(points.count))
    }

    /// Whether the polygon is an upright rectangle (to within a thousandth of a point).
    var isAxisAlignedRect: Bool {
        guard points.count == 4 else { return false }
        let box = boundingBox
        return points.allSatisfy { point in
            (abs(point.x - box.minX) < 1e-3 || abs(point.x - box.maxX) < 1e-3) &&
                (abs(point.y - box.minY) < 1e-3 || abs(point.y - box.maxY) < 1e-3)
        }
    }

    func mapped(_ transform: (CGPoint) -> CGPoint) -> ConvexPolygon { ConvexPolygon(points.map(transform)) }

    // MARK: Containment

    /// Inside or on the edge, with `slack` points of tolerance.
    func contains(_ point: CGPoint, slack: Double = 0.01) -> Bool {
        guard points.count >= 3 else { return false }
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            // Clockwise on a y-down screen: the inside is where the cross product is positive.
            let cross = ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length
            if cross < -slack { return false }
        }
        return true
    }

    /// Whether the whole rectangle lies inside (a label placed on the view's drawn shape).
    func encloses(_ rect: CGRect) -> Bool {
        ConvexPolygon(rect).points.allSatisfy { contains($0) }
    }

    /// Whether the polygon and the rectangle overlap by more than an edge (separating axes).
    func intersects(_ rect: CGRect) -> Bool {
        intersects(ConvexPolygon(rect))
    }

    func intersects(_ other: ConvexPolygon) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        for polygon in [self, other] {
            for index in polygon.points.indices {
                let a = polygon.points[index], b = polygon.points[(index + 1) % polygon.points.count]
                let axis = CGPoint(x: -(b.y - a.y), y: b.x - a.x)
                let mine = projection(on: axis), theirs = other.projection(on: axis)
                if mine.max <= theirs.min + 1e-9 || theirs.max <= mine.min + 1e-9 { return false }
            }
        }
        return true
    }

    private func projection(on axis: CGPoint) -> (min: Double, max: Double) {
        let values = points.map { $0.x * axis.x + $0.y * axis.y }
        return (values.min() ?? 0, values.max() ?? 0)
    }

    // MARK: Clipping

    /// Sutherland–Hodgman: the part of `self` inside the convex `clip`.
    func clipped(to clip: ConvexPolygon) -> ConvexPolygon {
        var output = points
        for index in clip.points.indices {
            guard !output.isEmpty else { break }
            let a = clip.points[index], b = clip.points[(index + 1) % clip.points.count]
            let side: (CGPoint) -> Double = { p in (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
            let input = output
            output = []
            for (position, current) in input.enumerated() {
                let previous = input[(position + input.count - 1) % input.count]
                let currentSide = side(current), previousSide = side(previous)
                if currentSide >= 0 {
                    if previousSide < 0 { output.append(Self.crossing(previous, current, previousSide, currentSide)) }
                    output.append(current)
                } else if previousSide >= 0 {
                    output.append(Self.crossing(previous, current, previousSide, currentSide))
                }
            }
        }
        return ConvexPolygon(output)
    }

    private static func crossing(_ p: CGPoint, _ q: CGPoint, _ sideP: Double, _ sideQ: Double) -> CGPoint {
        let t = sideP / (sideP - sideQ)
        return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    /// Cyrus–Beck: the part of the segment inside, or nil when none of it is.
    func clip(from start: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint)? {
        guard points.count >= 3 else { return nil }
        var enter = 0.0, leave = 1.0
        let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            // Positive inside, as in `contains`.
            let atStart = (b.x - a.x) * (start.y - a.y) - (b.y - a.y) * (start.x - a.x)
            let rate = (b.x - a.x) * d.y - (b.y - a.y) * d.x
            if abs(rate) < 1e-12 {
                if atStart < 0 { return nil }
                continue
            }
            let t = -atStart / rate
            if rate > 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            if enter > leave { return nil }
        }
        guard leave - enter > 1e-9 else { return nil }
        return (CGPoint(x: start.x + d.x * enter, y: start.y + d.y * enter), CGPoint(x: start.x + d.x * leave, y: start.y + d.y * leave))
    }

    // MARK: Offsetting

    /// Every edge moved inwards by `distance` (outwards when negative), corners where the moved
    /// edges meet: the frames drawn just inside or around a turned view.
    func inset(by distance: Double) -> ConvexPolygon {
        guard points.count >= 3, distance != 0 else { return self }
        let count = points.count
        var lines: [(point: CGPoint, direction: CGPoint)] = []
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % count]
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 1e-9 else { continue }
            let ux = (b.x - a.x) / length, uy = (b.y - a.y) / length
            // The inward normal of a clockwise (y-down) polygon's edge is (-uy, ux).
            lines.append((CGPoint(x: a.x - uy * distance, y: a.y + ux * distance), CGPoint(x: ux, y: uy)))
        }
        guard lines.count >= 3 else { return self }
        var result: [CGPoint] = []
        for index in lines.indices {
            let first = lines[(index + lines.count - 1) % lines.count], second = lines[index]
            let denominator = first.direction.x * second.direction.y - first.direction.y * second.direction.x
            if abs(denominator) < 1e-12 { result.append(second.point); continue }
            let dx = second.point.x - first.point.x, dy = second.point.y - first.point.y
            let t = (dx * second.direction.y - dy * second.direction.x) / denominator
            result.append(CGPoint(x: first.point.x + first.direction.x * t, y: first.point.y + first.direction.y * t))
        }
        let shrunk = ConvexPolygon(result)
        // Inset further than the shape is wide turns it inside out: keep the edge instead.
        return distance > 0 && Self.signedArea(result) <= 0 ? self : shrunk
    }

    /// Stripes at 45° across the polygon, each clipped to it: the "skipped" hatching on a
    /// turned view.
    func hatchLines(spacing: Double) -> [(CGPoint, CGPoint)] {
        let box = boundingBox
        guard !isEmpty, spacing > 0 else { return [] }
        var lines: [(CGPoint, CGPoint)] = []
        var offset = -Double(box.height)
        while offset < Double(box.width) {
            let from = CGPoint(x: box.minX + offset, y: box.maxY), to = CGPoint(x: box.minX + offset + box.height, y: box.minY)
            if let piece = clip(from: from, to: to) { lines.append(piece) }
            offset += spacing
        }
        return lines
    }

    static func == (lhs: ConvexPolygon, rhs: ConvexPolygon) -> Bool { lhs.points == rhs.points }

    /// Twice the area, positive for corners clockwise on a y-down screen.
    static func signedArea(_ points: [CGPoint]) -> Double {
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}
