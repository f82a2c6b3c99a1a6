import Foundation

/// Places the canvas's own labels so that none covers a view's name or another label.
///
/// Each label tries its candidate spots in order and takes the first free one; when none is
/// free it takes the nearest free spot around the first candidate, and a leader line joins it
/// to what it labels. A tag that finds no free spot anywhere may take another shape
/// (`CanvasPainter.tag`) before it is let cover what is there. Names are reserved first, so nothing of ours ever hides them; the marks
/// a label must leave in view (where the finger touched, the arrowheads) are obstacles.
struct CanvasLabelPlacer {
    /// A mark no label may cover, and how many labels were placed before it (those were
    /// there first and are not moved for it).
    struct Obstacle {
        var rect: CGRect
        var what: String
        var labelsBefore: Int
    }

    struct Placed: Equatable {
        var rect: CGRect
        /// From the label's edge to the thing it labels, when the label had to move away.
        var leader: (from: CGPoint, to: CGPoint)?

        static func == (lhs: Placed, rhs: Placed) -> Bool {
            lhs.rect == rhs.rect && lhs.leader?.from == rhs.leader?.from && lhs.leader?.to == rhs.leader?.to
        }
    }

    /// Labels keep this far apart, so two of them never read as one.
    static let gap = 3.0
    let bounds: CGRect
    private(set) var occupied: [CGRect] = []
    private(set) var obstacles: [Obstacle] = []
    /// `occupied` (ids from 0) and `obstacles` (ids from −1 down) by where on the canvas: a
    /// spot is checked against its neighbours only.
    private var grid: RectangleGrid

    init(bounds: CGRect) {
        self.bounds = bounds
        grid = RectangleGrid(covering: bounds)
    }

    mutating func reserve(_ rect: CGRect) {
        grid.insert(occupied.count, rect)
        occupied.append(rect)
    }

    /// Keeps every label placed from now on off `rect`.
    mutating func avoid(_ rect: CGRect, what: String) {
        grid.insert(-1 - obstacles.count, rect)
        obstacles.append(Obstacle(rect: rect, what: what, labelsBefore: occupied.count))
    }

    func isFree(_ rect: CGRect) -> Bool {
        guard bounds.encloses(rect) else { return false }
        let padded = rect.insetBy(dx: -Self.gap, dy: -Self.gap)
        return !grid.contains(near: padded) { id in (id >= 0 ? occupied[id] : obstacles[-1 - id].rect).intersects(padded) }
    }

    /// Takes the first free candidate (top-left corners) that is also `preferred`, else a
    /// free preferred spot nearby, else any free candidate, else the nearest free spot; with
    /// no free spot on the whole canvas, the first candidate, over what is there.
    mutating func place(size: CGSize, candidates: [CGPoint], labelling target: CGPoint,
                        preferred: (CGRect) -> Bool = { _ in true }) -> Placed {
        if let found = freeSpot(size: size, candidates: candidates, labelling: target, preferred: preferred) {
            return take(found.rect, moved: found.moved, target: target)
        }
        return take(clamped(CGRect(origin: candidates.first ?? target, size: size)), moved: true, target: target)
    }

    /// Where `place` would put a label of `size` without covering anything, or nil when the
    /// canvas has no such room left; whether it moved off its candidates.
    func freeSpot(size: CGSize, candidates: [CGPoint], labelling target: CGPoint,
                  preferred: (CGRect) -> Bool = { _ in true }) -> (rect: CGRect, moved: Bool)? {
        let rects = candidates.map { CGRect(origin: $0, size: size) }
        let start = candidates.first ?? target
        if let rect = rects.first(where: { isFree($0) && preferred($0) }) { return (rect, false) }
        if let rect = nearestFreeRect(size: size, around: start, rings: 14, where: preferred) { return (rect, true) }
        if let rect = rects.first(where: isFree) { return (rect, false) }
        // As far as the whole canvas, before giving up.
        let rings = Int((bounds.width + bounds.height) / 9) + 1
        // A zoomed scene's view may lie off the canvas: then from the canvas's nearest edge,
        // where the rings are close enough together to find the room that is left.
        let edge = clamped(CGRect(origin: start, size: size))
        let rect = nearestFreeRect(size: size, around: start, rings: rings, where: { _ in true })
            ?? nearestFreeRect(size: size, around: edge.origin, rings: rings, where: { _ in true })
            ?? scannedFreeRect(size: size, nearest: start)
        return rect.map { ($0, true) }
    }

    /// Every spot of the canvas a few points apart, nearest first: the rings' directions spread
    /// wide apart far out, and a big tag on a zoomed, crowded canvas fits only in a gap they miss.
    private func scannedFreeRect(size: CGSize, nearest start: CGPoint) -> CGRect? {
        let step = 6.0
        var spots: [CGPoint] = []
        for y in stride(from: bounds.minY, through: bounds.maxY - size.height, by: step) {
            for x in stride(from: bounds.minX, through: bounds.maxX - size.width, by: step) { spots.append(CGPoint(x: x, y: y)) }
        }
        let distance = { (point: CGPoint) in hypot(point.x - start.x, point.y - start.y) }
        return spots.filter { isFree(CGRect(origin: $0, size: size)) }.min { distance($0) < distance($1) }.map { CGRect(origin: $0, size: size) }
    }

    /// Takes the first free candidate, or nothing: for a label that is left out rather than moved.
    mutating func placeIfFree(size: CGSize, candidates: [CGPoint]) -> CGRect? {
        guard let rect = candidates.map({ CGRect(origin: $0, size: size) }).first(where: isFree) else { return nil }
        reserve(rect)
        return rect
    }

    mutating func take(_ rect: CGRect, moved: Bool, target: CGPoint) -> Placed {
        reserve(rect)
        guard moved, !rect.insetBy(dx: -12, dy: -12).contains(target) else { return Placed(rect: rect, leader: nil) }
        return Placed(rect: rect, leader: (Self.closestPoint(on: rect, to: target), target))
    }

    /// Rings of spots ever further out, so a label strays as little as it can.
    private func nearestFreeRect(size: CGSize, around start: CGPoint, rings: Int, where accept: (CGRect) -> Bool) -> CGRect? {
        for ring in 1...max(1, rings) {
            let directions = min(64, 16 + ring / 4)
            let radius = Double(ring) * 9
            for step in 0..<directions {
                let angle = Double(step) / Double(directions) * 2 * Double.pi
                let origin = CGPoint(x: start.x + radius * cos(angle), y: start.y + radius * sin(angle))
                let rect = CGRect(origin: origin, size: size)
                if isFree(rect), accept(rect) { return rect }
            }
        }
        return nil
    }

    private func clamped(_ rect: CGRect) -> CGRect {
        let x = min(max(rect.minX, bounds.minX), bounds.maxX - rect.width)
        let y = min(max(rect.minY, bounds.minY), bounds.maxY - rect.height)
        return CGRect(x: x, y: y, width: rect.width, height: rect.height)
    }

    static func closestPoint(on rect: CGRect, to point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
    }
}

extension CGRect {
    /// Whether `other` lies wholly inside, to within a hundredth of a point (Foundation's
    /// `contains` on Linux rounds and refuses rectangles that touch an edge).
    func encloses(_ other: CGRect) -> Bool {
        let slack = 0.01
        return other.minX >= minX - slack && other.maxX <= maxX + slack && other.minY >= minY - slack && other.maxY <= maxY + slack
    }
}
