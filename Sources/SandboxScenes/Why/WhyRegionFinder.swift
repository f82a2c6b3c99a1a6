import Foundation
import ResponderCore

/// `why` over the whole of a view: its bounds are cut along every edge that can change where
/// a touch goes (the bounds of the view and its ancestors, the frames of the views and windows
/// in front of it, its subviews'), so that inside each cell the answer is the same; each cell
/// is asked at its centre (a sample that checks the geometry), cells that agree are joined
/// into rectangles, and one tap per view hitTest answers is delivered for the outcome
/// (`WhyTapper`: as on a fresh copy of the scene).
/// A view turned by a transform off the axes gets an even grid as well, so its cells stay small.
struct WhyRegionFinder {
    let analyzer: WhyAnalyzer
    let view: UIView
    /// Past this many cuts on an axis, deeper views in front add no more.
    static let maximumCuts = 40
    /// The even grid's lines on each axis, added for transforms off the axes.
    static let gridLines = 16

    private var scene: LoadedScene { analyzer.scene }

    func answer() -> WhyAnswer {
        let bounds = view.bounds
        guard let window = view.window, bounds.width > 0, bounds.height > 0 else { return emptyAnswer() }
        let (xs, ys) = cuts(in: bounds, window: window)
        // Each cell's key: the view hitTest answers there (or nil), and what stands in the way.
        var keys: [String] = [], index: [String: Int] = [:], cells: [[Int]] = Array(repeating: Array(repeating: -1, count: xs.count - 1), count: ys.count - 1)
        var samples: [String: (point: CGPoint, reasons: [WhyReason], hit: String?)] = [:]
        for row in 0..<(ys.count - 1) {
            for column in 0..<(xs.count - 1) {
                let local = CGPoint(x: (xs[column] + xs[column + 1]) / 2, y: (ys[row] + ys[row + 1]) / 2)
                let inWindow = view.convert(local, to: nil)
                guard isVisible(inWindow, window: window) else { continue }
                let screen = WhyAnalyzer.screenPoint(inWindow, of: window)
                let hit = hitTestView(at: screen)
                let gets = hit === view
                let reasons = gets ? [] : analyzer.blockers(of: view, at: screen)
                let key = "\(hit?.name ?? "-")|" + reasons.map { "\($0.kind.rawValue):\($0.view)" }.joined(separator: ",")
                if index[key] == nil {
                    samples[key] = (screen, reasons, hit?.name)
                    index[key] = keys.count
                    keys.append(key)
                }
                cells[row][column] = index[key]!
            }
        }
        let area = Double(bounds.width * bounds.height)
        var outcomes: [String: WhyOutcome] = [:]
        let tapper = WhyTapper(scene: scene)
        var regions: [WhyRegion] = []
        for (number, rect) in Self.rectangles(cells, xs: xs, ys: ys) {
            let key = keys[number], sample = samples[key]!
            // The tap is delivered at the rectangle's centre: inside it, the cell's answer holds.
            let centre = WhyAnalyzer.screenPoint(view.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil), of: window)
            let outcome = outcomes[sample.hit ?? "-"] ?? tapper.tap(at: centre)
            outcomes[sample.hit ?? "-"] = outcome
            let gets = outcome.hitTestView == view.name
            var found = analyzer.reasons(for: view, at: centre, outcome: outcome)
            if !gets, found.reasons.isEmpty { found.reasons = sample.reasons }
            regions.append(WhyRegion(rect: rect, share: Double(rect.width * rect.height) / area, gets: gets,
                                     reasons: found.reasons, remarks: found.remarks, outcome: outcome, point: centre))
        }
        regions.sort { $0.share != $1.share ? $0.share > $1.share : ($0.rect.minY, $0.rect.minX) < ($1.rect.minY, $1.rect.minX) }
        let coverage = regions.filter(\.gets).reduce(0) { $0 + $1.share }
        let representative = regions.first { !$0.gets } ?? regions.first
        var answer = WhyAnswer(view: view.name, point: representative?.point, gets: coverage >= 1 - 1e-9,
                               outcome: representative?.outcome)
        answer.reasons = representative?.reasons ?? []
        answer.remarks = representative?.remarks ?? []
        answer.regions = regions
        answer.coverage = min(1, coverage)
        answer.bounds = bounds
        if regions.isEmpty { answer.pointNote = offScreenNote(window: window) }
        return answer
    }

    // MARK: - Cuts

    /// The x and y lines, in the view's coordinates, sorted, from its bounds' edges to each other.
    private func cuts(in bounds: CGRect, window: UIWindow) -> ([CGFloat], [CGFloat]) {
        var rects: [CGRect] = []
        var turned = false
        for ancestor in WhyAnalyzer.path(to: view) {
            let grown = ancestor.bounds.insetBy(dx: -ancestor.hitTestOutset, dy: -ancestor.hitTestOutset)
            rects.append(view.convert(grown, from: ancestor))
            rects.append(view.convert(ancestor.bounds, from: ancestor))
            if ancestor.transform.b != 0 || ancestor.transform.c != 0 { turned = true }
        }
        var front: [CGRect] = []
        for each in viewsInFront(window: window) {
            front.append(view.convert(each.bounds.insetBy(dx: -each.hitTestOutset, dy: -each.hitTestOutset), from: each))
            if each.transform.b != 0 || each.transform.c != 0 { turned = true }
        }
        for other in scene.application.windowsFrontToBack {
            if other === window { break }
            let frame = other.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
            front.append(view.convert(frame, from: nil))
        }
        var xs = Set([bounds.minX, bounds.maxX]), ys = Set([bounds.minY, bounds.maxY])
        func add(_ rect: CGRect) {
            for x in [rect.minX, rect.maxX] where x > bounds.minX && x < bounds.maxX { xs.insert(x) }
            for y in [rect.minY, rect.maxY] where y > bounds.minY && y < bounds.maxY { ys.insert(y) }
        }
        rects.forEach(add)
        // Nearest first (the views in front, then what is inside them), as long as the cuts stay few:
        // a deeper view's edges are then left to the cells' centres.
        for rect in front where rect.intersects(bounds) {
            guard xs.count < Self.maximumCuts, ys.count < Self.maximumCuts else { break }
            add(rect)
        }
        if turned {
            for step in 1..<Self.gridLines {
                xs.insert(bounds.minX + bounds.width * CGFloat(step) / CGFloat(Self.gridLines))
                ys.insert(bounds.minY + bounds.height * CGFloat(step) / CGFloat(Self.gridLines))
            }
        }
        return (xs.sorted(), ys.sorted())
    }

    /// The views hitTest may reach before `view`: its subviews and the subviews in front of
    /// its path at every ancestor, with everything inside them, that hitTest does not skip.
    private func viewsInFront(window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        var pending: [UIView] = []
        let path = WhyAnalyzer.path(to: view)
        for (index, ancestor) in path.enumerated() {
            if index + 1 < path.count, let position = ancestor.subviews.firstIndex(where: { $0 === path[index + 1] }) {
                pending += ancestor.subviews[(position + 1)...]
            } else if ancestor === view {
                pending += ancestor.subviews
            }
        }
        // Breadth first: a level's views before the views inside them.
        var index = 0
        while index < pending.count {
            let each = pending[index]
            index += 1
            guard each.hitTestSkipReason == nil else { continue }
            found.append(each)
            pending += each.subviews
        }
        return found
    }

    // MARK: - Cells

    /// Inside the window and every ancestor that clips: a part of the view the user can see.
    private func isVisible(_ point: CGPoint, window: UIWindow) -> Bool {
        guard window.bounds.containsForHitTesting(point) else { return false }
        var current = view.superview
        while let each = current {
            if each.clipsToBounds, !each.bounds.containsForHitTesting(each.convert(point, from: nil)) { return false }
            current = each.superview
        }
        return true
    }

    /// The view a touch at the screen point goes to: the front window that answers, else nil.
    private func hitTestView(at screen: CGPoint) -> UIView? {
        for each in scene.application.windowsFrontToBack {
            if let hit = each.hitTest(WhyAnalyzer.point(screen, in: each), with: nil) { return hit }
        }
        return nil
    }

    /// Cells of one key joined into rectangles, row by row then downwards, each with its key.
    static func rectangles(_ cells: [[Int]], xs: [CGFloat], ys: [CGFloat]) -> [(Int, CGRect)] {
        var used = cells.map { $0.map { $0 < 0 } }
        var found: [(Int, CGRect)] = []
        for row in cells.indices {
            for column in cells[row].indices where !used[row][column] {
                let key = cells[row][column]
                var end = column
                while end + 1 < cells[row].count, !used[row][end + 1], cells[row][end + 1] == key { end += 1 }
                var bottom = row
                while bottom + 1 < cells.count, (column...end).allSatisfy({ !used[bottom + 1][$0] && cells[bottom + 1][$0] == key }) { bottom += 1 }
                for each in row...bottom { for c in column...end { used[each][c] = true } }
                found.append((key, CGRect(x: xs[column], y: ys[row], width: xs[end + 1] - xs[column], height: ys[bottom + 1] - ys[row])))
            }
        }
        return found
    }

    // MARK: - No area

    private func emptyAnswer() -> WhyAnswer {
        var answer = WhyAnswer(view: view.name, point: nil, gets: false, outcome: nil)
        answer.regions = []
        answer.coverage = 0
        answer.bounds = view.bounds
        answer.pointNote = "\(view.name) gets no touches: it has no area (its bounds are \(WhyAnswer.format(view.bounds)))."
        return answer
    }

    private func offScreenNote(window: UIWindow) -> String {
        "\(view.name) gets no touches: no part of it is visible (it lies outside \(window.name) or outside a superview that clips it)."
    }
}
