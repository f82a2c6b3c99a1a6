import Foundation
import Testing
@testable import SandboxStage

/// The label placer's look-ups, made cheap for 2,000-view frames, against the plain searches
/// they replace: the same answers on crowded canvases, so no picture changes.
@Suite("Label search: the grid and the rings against plain scans")
struct LabelSearchTests {
    /// A repeatable stream of numbers (no dependence on the run or the platform's generator).
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        mutating func rect(in area: CGRect, largest: Double) -> CGRect {
            CGRect(x: next(area.minX...area.maxX), y: next(area.minY...area.maxY), width: next(0...largest), height: next(0...largest))
        }
    }

    @Test("the grid finds an overlapping rectangle exactly when a scan of all of them does", arguments: [1, 2, 3] as [UInt64])
    func gridAgreesWithAScan(seed: UInt64) {
        // Precondition: 400 rectangles over a canvas, some reaching past its edges.
        var numbers = Numbers(state: seed)
        let area = CGRect(x: 0, y: 0, width: 1280, height: 800)
        var grid = RectangleGrid(covering: area)
        let rects = (0..<400).map { _ in numbers.rect(in: area.insetBy(dx: -50, dy: -50), largest: 90) }
        for (id, rect) in rects.enumerated() { grid.insert(id, rect) }
        // Action and assertion: every query answers as the scan does.
        for _ in 0..<600 {
            let query = numbers.rect(in: area, largest: 60)
            #expect(grid.contains(near: query) { rects[$0].intersects(query) } == rects.contains { $0.intersects(query) })
        }
    }

    /// The search `freeSpot` made before its rings were shared: each of up to four walks of
    /// the rings checks every spot from scratch.
    static func plainFreeSpot(_ placer: CanvasLabelPlacer, size: CGSize, candidates: [CGPoint], labelling target: CGPoint,
                              preferred: (CGRect) -> Bool, onlyPreferred: Bool) -> (rect: CGRect, moved: Bool)? {
        let clear = { (rect: CGRect) in placer.isFree(rect) && placer.leaderIsShortAndClear(rect, to: target) }
        let reachable = { (rect: CGRect) in placer.isFree(rect) && placer.leaderIsShortAndClear(rect, to: target, passingTags: true) }
        let rects = candidates.map { CGRect(origin: $0, size: size) }
        let start = candidates.first ?? target
        if let rect = rects.first(where: { placer.isFree($0) && preferred($0) }) { return (rect, false) }
        let reach = hypot(start.x - target.x, start.y - target.y) + placer.leaderBound + max(size.width, size.height)
        let rings = min(Int(reach / 9) + 1, 80)
        func walk(_ accept: (CGRect) -> Bool) -> CGRect? {
            for ring in 1...max(1, rings) {
                let directions = min(64, 16 + ring / 4)
                for step in 0..<directions {
                    let angle = Double(step) / Double(directions) * 2 * Double.pi
                    let rect = CGRect(origin: CGPoint(x: start.x + Double(ring) * 9 * cos(angle), y: start.y + Double(ring) * 9 * sin(angle)), size: size)
                    if placer.isFree(rect), accept(rect) { return rect }
                }
            }
            return nil
        }
        for leads in [clear, reachable] {
            if let rect = walk({ leads($0) && preferred($0) }) { return (rect, true) }
        }
        if onlyPreferred { return nil }
        if let rect = rects.first(where: placer.isFree) { return (rect, false) }
        for leads in [clear, reachable] {
            if let rect = walk(leads) { return (rect, true) }
        }
        return nil
    }

    @Test("freeSpot's shared rings give the spot four separate walks give, on canvases ever more crowded", arguments: [7, 8] as [UInt64])
    func sharedRingsAgreeWithSeparateWalks(seed: UInt64) {
        // Precondition: a canvas filling up with names, tags, obstacles and lines, so that
        // labels are placed at once, moved with a leader, pass under tags or are left out.
        var numbers = Numbers(state: seed)
        let area = CGRect(x: 0, y: 0, width: 1000, height: 700)
        var placer = CanvasLabelPlacer(bounds: area)
        var outcomes: Set<String> = []
        for round in 0..<220 {
            let size = CGSize(width: numbers.next(30...160), height: numbers.next(12...30))
            let target = CGPoint(x: numbers.next(0...1000), y: numbers.next(0...700))
            let candidates = [CGPoint(x: target.x + 4, y: target.y - size.height - 2), CGPoint(x: target.x - size.width - 4, y: target.y + 2)]
            let forbidden = numbers.rect(in: area, largest: 400)
            let preferred = { (rect: CGRect) in !rect.intersects(forbidden) }
            let onlyPreferred = round % 3 == 0
            // Action: the placer's search and the plain one.
            let found = placer.freeSpot(size: size, candidates: candidates, labelling: target, preferred: preferred, onlyPreferred: onlyPreferred)
            let plain = Self.plainFreeSpot(placer, size: size, candidates: candidates, labelling: target, preferred: preferred, onlyPreferred: onlyPreferred)
            // Assertion: the same spot, moved or not, or none.
            #expect(found?.rect == plain?.rect && found?.moved == plain?.moved)
            outcomes.insert(found.map { $0.moved ? "moved" : "at a candidate" } ?? "left out")
            if let found { _ = placer.take(found.rect, moved: found.moved, target: target, text: round % 2 == 0 ? "tag \(round)" : nil, isName: round % 5 == 0) }
            switch round % 4 {
            case 0: placer.avoid(numbers.rect(in: area, largest: 40), what: "a mark")
            case 1: placer.avoidLine(from: target, to: CGPoint(x: numbers.next(0...1000), y: numbers.next(0...700)), width: 4, what: "an arrow")
            default: placer.reserve(numbers.rect(in: area, largest: 120), text: "name \(round)", isName: true)
            }
        }
        // The searches took each way at least once, so each was compared.
        #expect(outcomes == ["moved", "at a candidate", "left out"])
    }
}
