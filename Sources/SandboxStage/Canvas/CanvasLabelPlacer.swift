import Foundation

/// Places the canvas's own labels so that none covers a view's name, another label, a line
/// already drawn (an arrow, a leader) or a mark to keep in view.
///
/// Each label tries its candidate spots in order and takes the first free one; when none is
/// free it takes the nearest free spot around the first candidate, and a leader line joins it
/// to what it labels. A leader is never longer than `longestLeader` (times the canvas's zoom)
/// and crosses no name, label or mark: a label with no free spot that near is left out
/// (`place` answers nil), never carried across the scene, and the outline, the panel and the
/// hover card still name what it would have named. A tag may first take another shape
/// (`CanvasPainter.tag`). Names are reserved first, so nothing of ours ever hides them; the
/// marks a label must leave in view (where the finger touched, the arrowheads) are obstacles.
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

        var leaderLength: Double { leader.map { hypot($0.to.x - $0.from.x, $0.to.y - $0.from.y) } ?? 0 }
    }

    /// What a reserved rectangle holds, for the layout report: a label's words and the view it
    /// is about (nil for room kept free, such as the pills' strip).
    struct Label {
        var text: String?
        var view: String?
        var rect: CGRect
        var leader: (from: CGPoint, to: CGPoint)?
        /// A view's name (or a controller's tab), as opposed to a tag about it.
        var isName: Bool
    }

    /// A line drawn across the canvas (an arrow's leg, a leader) that no label placed later may cover.
    struct Line {
        var from: CGPoint
        var to: CGPoint
        var width: Double
        var what: String
        var box: CGRect
    }

    /// Labels keep this far apart, so two of them never read as one.
    static let gap = 3.0
    /// The longest leader line, in points at zoom ×1 (it grows with the zoom as the labels do):
    /// about three names' height, so a label is always read as its view's neighbour.
    static let longestLeader = 100.0
    /// A label whose edge is this near what it labels needs no leader.
    static let besideDistance = 12.0
    let bounds: CGRect
    /// `longestLeader` at the canvas's zoom.
    let leaderBound: Double
    /// Zoomed in: a label mostly on the rect it rests on needs no leader (`leader(of:to:resting:mostlyResting:)`).
    let mostlyResting: Bool
    private(set) var occupied: [CGRect] = []
    /// What each rectangle of `occupied` holds, in the same order.
    private(set) var labels: [Label] = []
    private(set) var obstacles: [Obstacle] = []
    private(set) var lines: [Line] = []
    /// `occupied` (ids from 0) and `obstacles` (ids from −1 down) by where on the canvas: a
    /// spot is checked against its neighbours only.
    private var grid: RectangleGrid
    /// What the checks read of `obstacles`, `labels` and `lines`, kept apart from their words:
    /// plain values that a check reads without copying (and counting references to) strings.
    private var obstacleRects: [CGRect] = []
    private var labelKinds: [(isName: Bool, hasText: Bool)] = []
    private var lineShapes: [(from: CGPoint, to: CGPoint, width: Double, box: CGRect)] = []

    init(bounds: CGRect, zoom: Double = 1, mostlyResting: Bool = false) {
        self.bounds = bounds
        leaderBound = Self.longestLeader * zoom
        self.mostlyResting = mostlyResting
        grid = RectangleGrid(covering: bounds)
    }

    mutating func reserve(_ rect: CGRect, text: String? = nil, about view: String? = nil, isName: Bool = false,
                          leader: (from: CGPoint, to: CGPoint)? = nil) {
        grid.insert(occupied.count, rect)
        occupied.append(rect)
        labels.append(Label(text: text, view: view, rect: rect, leader: leader, isName: isName))
        labelKinds.append((isName, text != nil))
        if let leader { avoidLine(from: leader.from, to: leader.to, width: 2, what: "the leader of \(text ?? "a label")") }
    }

    /// Keeps every label placed from now on off `rect`.
    mutating func avoid(_ rect: CGRect, what: String) {
        grid.insert(-1 - obstacles.count, rect)
        obstacles.append(Obstacle(rect: rect, what: what, labelsBefore: occupied.count))
        obstacleRects.append(rect)
    }

    /// Keeps every label placed from now on off a line drawn `width` wide.
    mutating func avoidLine(from: CGPoint, to: CGPoint, width: Double, what: String) {
        let box = SceneLabelLayout.bounds(of: [from, to]).insetBy(dx: -width / 2, dy: -width / 2)
        lines.append(Line(from: from, to: to, width: width, what: what, box: box))
        lineShapes.append((from, to, width, box))
    }

    func isFree(_ rect: CGRect) -> Bool {
        guard bounds.encloses(rect) else { return false }
        let padded = rect.insetBy(dx: -Self.gap, dy: -Self.gap)
        if grid.contains(near: padded, where: { id in (id >= 0 ? occupied[id] : obstacleRects[-1 - id]).intersects(padded) }) { return false }
        return !lineShapes.contains { line in
            line.box.intersects(padded)
                && ArrowRoute.segment(from: line.from, to: line.to, crosses: padded.insetBy(dx: -line.width / 2, dy: -line.width / 2))
        }
    }

    /// The leader a label at `rect` needs to reach `target`: nil when it is beside it, or when
    /// it lies wholly on `resting` (a badge anywhere on its own view is read as the view's), or,
    /// with `mostlyResting` (zoomed in), for the most part: one a little wider than what is seen
    /// of a small view still sits on it.
    static func leader(of rect: CGRect, to target: CGPoint, resting: CGRect? = nil, mostlyResting: Bool = false) -> (from: CGPoint, to: CGPoint)? {
        if let resting {
            let shared = resting.intersection(rect)
            if resting.encloses(rect) || (mostlyResting && !shared.isNull && shared.width * shared.height >= rect.width * rect.height / 2) { return nil }
        }
        guard !rect.insetBy(dx: -besideDistance, dy: -besideDistance).contains(target) else { return nil }
        return (closestPoint(on: rect, to: target), target)
    }

    /// Whether a label at `rect` may be tied to `target`: its leader, if it needs one, no
    /// longer than the bound and across no name, no tag or badge and no mark (the touch's
    /// ring, an arrowhead); the rect the leader ends in (a name on the view it labels) aside.
    /// `passingTags`: where no spot is that clear, it may pass under another tag, as a chain's
    /// arrow passes under tags (a handler's tag is not given up for that).
    func leaderIsShortAndClear(_ rect: CGRect, to target: CGPoint, resting: CGRect? = nil, passingTags: Bool = false) -> Bool {
        guard let leader = Self.leader(of: rect, to: target, resting: resting, mostlyResting: mostlyResting) else { return true }
        guard hypot(leader.to.x - leader.from.x, leader.to.y - leader.from.y) <= leaderBound else { return false }
        let box = SceneLabelLayout.bounds(of: [leader.from, leader.to]).insetBy(dx: -1, dy: -1)
        return !grid.contains(near: box) { id in
            guard id < 0 || labelKinds[id].isName || (labelKinds[id].hasText && !passingTags) else { return false }
            let other = id >= 0 ? occupied[id] : obstacleRects[-1 - id]
            // The rect the leader ends at (a name on the view it labels, a mark) is where a leader may end.
            return !other.contains(target) && ArrowRoute.segment(from: leader.from, to: leader.to, crosses: other.insetBy(dx: 0.5, dy: 0.5))
        }
    }

    /// Places a label of `size` beside `target` and reserves it, or answers nil when there is
    /// no free spot within a leader's reach (the label is then left out).
    mutating func place(size: CGSize, candidates: [CGPoint], labelling target: CGPoint, text: String? = nil, about view: String? = nil,
                        isName: Bool = false, preferred: (CGRect) -> Bool = { _ in true }, onlyPreferred: Bool = false) -> Placed? {
        guard let found = freeSpot(size: size, candidates: candidates, labelling: target, preferred: preferred, onlyPreferred: onlyPreferred)
        else { return nil }
        return take(found.rect, moved: found.moved, target: target, text: text, about: view, isName: isName)
    }

    /// Where `place` would put a label of `size` without covering anything: the first free
    /// candidate that is also `preferred`, else the nearest free preferred spot with a short,
    /// clear leader, else (unless `onlyPreferred`) any free candidate, else the nearest such
    /// spot; nil when none is within reach. Candidates are the caller's spots on or beside what
    /// it labels: taken as they are, with no leader (`moved` false).
    func freeSpot(size: CGSize, candidates: [CGPoint], labelling target: CGPoint, resting: CGRect? = nil,
                  preferred: (CGRect) -> Bool = { _ in true }, onlyPreferred: Bool = false) -> (rect: CGRect, moved: Bool)? {
        let rects = candidates.map { CGRect(origin: $0, size: size) }
        let start = candidates.first ?? target
        if let rect = rects.first(where: { isFree($0) && preferred($0) }) { return (rect, false) }
        // Rings out to where a leader from the label's far side would still reach the target.
        let reach = hypot(start.x - target.x, start.y - target.y) + leaderBound + max(size.width, size.height)
        // The four searches below walk the same rings: each spot is checked once for room, once
        // for each kind of leader and once for `preferred`, however many of them ask (a label
        // with no room near made a crowded frame check every spot of 80 rings eight times).
        var rings = RingSearch(size: size, around: start, rings: min(Int(reach / 9) + 1, 80))
        let clear = { (spot: inout RingSearch.Spot) in
            spot.clear = spot.clear ?? self.leaderIsShortAndClear(spot.rect, to: target, resting: resting)
            return spot.clear == true
        }
        let reachable = { (spot: inout RingSearch.Spot) in
            spot.reachable = spot.reachable ?? self.leaderIsShortAndClear(spot.rect, to: target, resting: resting, passingTags: true)
            return spot.reachable == true
        }
        func isPreferred(_ spot: inout RingSearch.Spot) -> Bool {
            spot.preferred = spot.preferred ?? preferred(spot.rect)
            return spot.preferred == true
        }
        // A leader across no other tag first; under one only where no spot near is that clear.
        for leads in [clear, reachable] {
            if let rect = rings.first(in: self, where: { leads(&$0) && isPreferred(&$0) }) { return (rect, true) }
        }
        if onlyPreferred { return nil }
        if let rect = rects.first(where: isFree) { return (rect, false) }
        for leads in [clear, reachable] {
            if let rect = rings.first(in: self, where: leads) { return (rect, true) }
        }
        return nil
    }

    /// A label that labels no one point (the end of the chain's story): its candidates, then
    /// the nearest free spot anywhere on the canvas, off `keepingOff` where there is room
    /// elsewhere; nil when the canvas has no room left.
    mutating func placeCaption(size: CGSize, candidates: [CGPoint], text: String, keepingOff kept: CGRect? = nil) -> CGRect? {
        let rects = candidates.map { CGRect(origin: $0, size: size) }
        let start = candidates.first ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let rings = Int((bounds.width + bounds.height) / 9) + 1
        let off = { (rect: CGRect) in kept.map { !$0.intersects(rect) } ?? true }
        // Both searches of the rings walk them once.
        var search = RingSearch(size: size, around: start, rings: rings)
        let found = kept == nil ? nil : rects.first { isFree($0) && off($0) } ?? search.first(in: self) { off($0.rect) }
            ?? scannedFreeRect(size: size, nearest: start, where: off)
        guard let rect = found ?? rects.first(where: isFree) ?? search.first(in: self, where: { _ in true })
                ?? scannedFreeRect(size: size, nearest: start) else { return nil }
        reserve(rect, text: text)
        return rect
    }

    /// Every spot of the canvas a few points apart, nearest first: the rings' directions spread
    /// wide apart far out, and a big caption on a zoomed, crowded canvas fits only in a gap they miss.
    private func scannedFreeRect(size: CGSize, nearest start: CGPoint, where accept: (CGRect) -> Bool = { _ in true }) -> CGRect? {
        let step = 6.0
        var spots: [CGPoint] = []
        for y in stride(from: bounds.minY, through: bounds.maxY - size.height, by: step) {
            for x in stride(from: bounds.minX, through: bounds.maxX - size.width, by: step) { spots.append(CGPoint(x: x, y: y)) }
        }
        let distance = { (point: CGPoint) in hypot(point.x - start.x, point.y - start.y) }
        return spots.filter { isFree(CGRect(origin: $0, size: size)) && accept(CGRect(origin: $0, size: size)) }.min { distance($0) < distance($1) }.map { CGRect(origin: $0, size: size) }
    }

    /// Takes the first free candidate, or nothing: for a label that is left out rather than moved.
    mutating func placeIfFree(size: CGSize, candidates: [CGPoint], text: String? = nil, about view: String? = nil) -> CGRect? {
        guard let rect = candidates.map({ CGRect(origin: $0, size: size) }).first(where: isFree) else { return nil }
        reserve(rect, text: text, about: view)
        return rect
    }

    /// Reserves `rect` for a label of `target`, with the leader it needs when it was `moved` off its candidates.
    mutating func take(_ rect: CGRect, moved: Bool = true, target: CGPoint, resting: CGRect? = nil, text: String? = nil,
                       about view: String? = nil, isName: Bool = false) -> Placed {
        let leader = moved ? Self.leader(of: rect, to: target, resting: resting, mostlyResting: mostlyResting) : nil
        reserve(rect, text: text, about: view, isName: isName, leader: leader)
        return Placed(rect: rect, leader: leader)
    }

    /// Rings of spots ever further out, so a label strays as little as it can: the free spots
    /// round `start`, found once and kept in order with what was learnt of each (its leaders,
    /// `preferred`), so that searches with different tests walk them again without checking
    /// the canvas again.
    struct RingSearch {
        struct Spot {
            var rect: CGRect
            var clear: Bool?
            var reachable: Bool?
            var preferred: Bool?
        }

        /// The directions of a ring of `count` spots, the first at angle 0 (for 16 to 64 spots).
        private static let directions: [[(cos: Double, sin: Double)]] = (0...64).map { count in
            (0..<count).map { step in
                let angle = Double(step) / Double(count) * 2 * Double.pi
                return (cos(angle), sin(angle))
            }
        }

        let size: CGSize
        let start: CGPoint
        let rings: Int
        private var free: [Spot] = []
        /// The next spot to check: its ring (from 1) and its step round the ring.
        private var ring = 1
        private var step = 0

        init(size: CGSize, around start: CGPoint, rings: Int) {
            self.size = size
            self.start = start
            self.rings = max(1, rings)
        }

        /// The first free spot, nearest ring first, that passes `accept`.
        mutating func first(in placer: CanvasLabelPlacer, where accept: (inout Spot) -> Bool) -> CGRect? {
            var index = 0
            while true {
                if index == free.count {
                    guard let spot = nextFree(in: placer) else { return nil }
                    free.append(Spot(rect: spot))
                }
                if accept(&free[index]) { return free[index].rect }
                index += 1
            }
        }

        private mutating func nextFree(in placer: CanvasLabelPlacer) -> CGRect? {
            while ring <= rings {
                let ringDirections = Self.directions[min(64, 16 + ring / 4)]
                let radius = Double(ring) * 9
                while step < ringDirections.count {
                    let direction = ringDirections[step]
                    step += 1
                    let rect = CGRect(origin: CGPoint(x: start.x + radius * direction.cos, y: start.y + radius * direction.sin), size: size)
                    if placer.isFree(rect) { return rect }
                }
                ring += 1
                step = 0
            }
            return nil
        }
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
