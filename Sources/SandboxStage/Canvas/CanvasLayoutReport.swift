import Foundation
import ResponderCore

/// What the canvas placed in a frame, for checking the picture without looking at it: each
/// label with the view it is about, its rectangle and its leader's length; each line (an
/// arrow up the chain, a cancellation's arrow, a leader) with what it crosses; and the
/// problems, none when the picture is clean. The layout tests ask it of every lesson at every
/// step, zoomed and at a projector's size; `render … --layout-report FILE.json` writes it.
public struct CanvasLayoutReport {
    public struct Problem: CustomStringConvertible, Sendable {
        public var description: String
    }

    /// A name, tab or tag on the canvas.
    public struct Label: Codable, Sendable {
        public var text: String
        /// The view (or window) it names or is about; nil for a caption of the whole picture.
        public var view: String?
        /// x, y, width, height in window points.
        public var rect: [Double]
        /// 0 when it sits beside what it labels.
        public var leader: Double
        public var isName: Bool
    }

    /// A line drawn across the canvas and the labels and marks it crosses.
    public struct Line: Codable, Sendable {
        public var what: String
        public var length: Double
        public var crosses: [String]
    }

    /// A pill of the chain strip along the canvas's bottom: its words and the responders it stands for.
    public struct Pill: Codable, Sendable {
        public var text: String
        public var responders: [String]
        public var rect: [Double]
    }

    public let labels: [Label]
    public let lines: [Line]
    public let pills: [Pill]
    public let problems: [Problem]
    /// The longest leader allowed in this frame (`CanvasLabelPlacer.longestLeader` at its zoom).
    public let leaderBound: Double

    public init(frame: StageFrame, measurer: TextMeasuring) {
        let canvas = CanvasPainter(frame: frame, measurer: measurer)
        var list = DisplayList()
        let labels = canvas.paint(into: &list)
        let placer = labels.placer
        leaderBound = placer.leaderBound
        self.labels = placer.labels.compactMap { label in
            label.text.map { Label(text: $0, view: label.view, rect: Self.numbers(label.rect), leader: Self.length(label.leader), isName: label.isName) }
        }
        let lines = Self.lines(labels)
        self.lines = lines
        let pills = ChainArrowPainter.pills(canvas: canvas, labels: labels)
        self.pills = pills.map { Pill(text: $0.text, responders: $0.names, rect: Self.numbers($0.rect)) }
        var problems: [Problem] = []
        problems += Self.misplacedCaptions(canvas, placer)
        problems += pills.filter { !canvas.layout.canvasArea.encloses($0.rect) }.map { Problem(description: "pill outside the canvas: '\($0.text)' at \(Self.numbers($0.rect))") }
        problems += Self.overlaps(in: placer.labels)
        problems += Self.outside(placer.occupied, canvas.layout.labelArea)
        problems += Self.coveredMarks(placer)
        problems += Self.hiddenNames(canvas, labels)
        problems += Self.badAnchors(canvas, labels)
        problems += Self.crossedNames(labels)
        problems += Self.leadersEndingInLabels(placer)
        problems += Self.untaggedHandlers(canvas, placer)
        // A leader ties a label to its view above the chain's pills, never across their words.
        problems += placer.labels.compactMap { label in
            guard let leader = label.leader, let pill = pills.first(where: { ArrowRoute.segment(from: leader.from, to: leader.to, crosses: $0.rect.insetBy(dx: 1, dy: 1)) })
            else { return nil }
            return Problem(description: "the leader of '\(label.text ?? "?")' crosses the pill '\(pill.text)'")
        }
        problems += placer.labels.filter { Self.length($0.leader) > placer.leaderBound + 0.5 }.map {
            Problem(description: "the leader of '\($0.text ?? "?")' is \(Int(Self.length($0.leader))) points long, over the bound of \(Int(placer.leaderBound))")
        }
        // An arrow crosses out no tag or badge and passes not where the finger touched (the names it crosses are told above).
        problems += lines.filter { !$0.what.hasPrefix("the leader") }.compactMap { line in
            let crossed = line.crosses.filter { !$0.hasPrefix("name ") }
            return crossed.isEmpty ? nil : Problem(description: "\(line.what) crosses \(crossed.joined(separator: ", "))")
        }
        // A leader may pass under another tag (where no clearer spot is near), never across a name or the touch's marks.
        problems += lines.filter { $0.what.hasPrefix("the leader") }.compactMap { line in
            let crossed = line.crosses.filter { !$0.hasPrefix("tag ") }
            return crossed.isEmpty ? nil : Problem(description: "\(line.what) crosses \(crossed.joined(separator: ", "))")
        }
        self.problems = problems
    }

    /// The report as JSON: `leaderBound`, `labels`, `lines`, `pills` and `problems` (a list of sentences, empty when the picture is clean).
    public func json() throws -> Data {
        struct Document: Codable {
            var leaderBound: Double
            var labels: [Label]
            var lines: [Line]
            var pills: [Pill]
            var problems: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(leaderBound: leaderBound, labels: labels, lines: lines, pills: pills, problems: problems.map(\.description)))
    }

    private static func numbers(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { ($0 * 10).rounded() / 10 }
    }

    private static func length(_ leader: (from: CGPoint, to: CGPoint)?) -> Double {
        leader.map { (hypot($0.to.x - $0.from.x, $0.to.y - $0.from.y) * 10).rounded() / 10 } ?? 0
    }

    /// Every arrow and leader, with the labels (but those at its own ends) and the touch marks it crosses.
    private static func lines(_ layout: SceneLabelLayout) -> [Line] {
        let placer = layout.placer
        let marks = placer.obstacles.filter { [SceneLabelLayout.touchPoint, SceneLabelLayout.liftPoint, SceneLabelLayout.fingerPoint].contains($0.what) }
        var lines: [Line] = []
        for arrow in layout.arrows {
            // An arrow starts and ends at a point of a responder, which may lie by its name or tab.
            let ends = [arrow.route.start, arrow.route.end]
            let crossed = placer.labels.filter { label in
                label.text != nil && !ends.contains { label.rect.insetBy(dx: -2, dy: -2).contains($0) }
                    && arrow.route.crosses(label.rect.insetBy(dx: 1, dy: 1))
            }.map { "\($0.isName ? "name" : "tag") '\($0.text ?? "")'" }
            let marksCrossed = marks.filter { mark in !ends.contains { mark.rect.contains($0) } && arrow.route.crosses(mark.rect) }.map(\.what)
            lines.append(Line(what: arrow.what, length: (arrow.route.length * 10).rounded() / 10, crosses: crossed + marksCrossed))
        }
        for (index, label) in placer.labels.enumerated() {
            guard let leader = label.leader else { continue }
            let crossed = placer.labels.enumerated().filter { other in
                other.offset != index && other.element.text != nil && !other.element.rect.contains(leader.to)
                    && ArrowRoute.segment(from: leader.from, to: leader.to, crosses: other.element.rect.insetBy(dx: 1, dy: 1))
            }.map { "\($0.element.isName ? "name" : "tag") '\($0.element.text ?? "")'" }
            let marksCrossed = marks.filter {
                !$0.rect.contains(leader.to) && ArrowRoute.segment(from: leader.from, to: leader.to, crosses: $0.rect.insetBy(dx: 0.5, dy: 0.5))
            }.map(\.what)
            lines.append(Line(what: "the leader of '\(label.text ?? "")'", length: length(leader), crosses: crossed + marksCrossed))
        }
        return lines
    }

    /// How many views the canvas names in the frame: its names placed as a frame places them,
    /// nothing drawn (the placement benchmark times this).
    public static func placedNames(frame: StageFrame, measurer: TextMeasuring) -> Int {
        let canvas = CanvasPainter(frame: frame, measurer: measurer)
        return SceneLabelLayout(canvas: canvas, anchorsFor: []).names.count
    }

    /// A leader ends on the view it labels: inside a badge, a tag or another view's name it
    /// would read as tied to that. (A finger's number points at the finger, wherever it is.)
    private static func leadersEndingInLabels(_ placer: CanvasLabelPlacer) -> [Problem] {
        placer.labels.enumerated().compactMap { index, label in
            guard let end = label.leader?.to, label.view != nil else { return nil }
            let inside = placer.labels.enumerated().first { other in
                other.offset != index && CanvasLabelPlacer.isAnother(other.element, than: label.view) && other.element.rect.contains(end)
            }
            return inside.map { Problem(description: "the leader of '\(label.text ?? "?")' ends inside \($0.element.isName ? "the name" : "the badge or tag") '\($0.element.text ?? "")'") }
        }
    }

    /// Whoever handled the phase shown, and in the final picture each responder that handled
    /// one of the input's events, keeps its tag (the ★ says who took the input): smaller,
    /// wrapped or shortened where room is short, never left out.
    private static func untaggedHandlers(_ canvas: CanvasPainter, _ placer: CanvasLabelPlacer) -> [Problem] {
        guard let shown = canvas.shown, let result = shown.result else { return [] }
        let asksEach = result.message.isAction || result.message.isKeyCommandSearch
        var handlers = shown.isReached && result.handledBy == nil && !asksEach ? [] : shown.hops.filter(\.handled).map(\.responder)
        if shown.isWholeInput, !asksEach {
            let phases = canvas.episode.phases
            handlers += HopWording.inputTagged(phases).filter { !HopWording.eventMethods(of: $0, in: phases).handled.isEmpty }
        }
        var seen: Set<String> = []
        return handlers.filter { seen.insert($0).inserted }.filter { handler in
            !placer.labels.contains { !$0.isName && $0.view == handler && ($0.text ?? "").contains("★") }
        }.map { Problem(description: "\($0) handled the input but its tag is not drawn") }
    }

    private static func overlaps(in labels: [CanvasLabelPlacer.Label]) -> [Problem] {
        var problems: [Problem] = []
        let inner = labels.map { $0.rect.insetBy(dx: 0.5, dy: 0.5) }
        for i in labels.indices {
            for j in labels.indices where j > i && inner[i].intersects(inner[j]) {
                problems.append(Problem(description: "labels overlap: \(describe(labels[i])) and \(describe(labels[j]))"))
            }
        }
        return problems
    }

    private static func describe(_ label: CanvasLabelPlacer.Label) -> String {
        "\(label.text.map { "'\($0)'" } ?? "room kept") at \(numbers(label.rect))"
    }

    /// No label placed after a mark to keep in view (the touch point, an arrowhead) covers it.
    private static func coveredMarks(_ placer: CanvasLabelPlacer) -> [Problem] {
        placer.obstacles.flatMap { obstacle in
            placer.occupied[obstacle.labelsBefore...].filter { $0.insetBy(dx: 0.5, dy: 0.5).intersects(obstacle.rect) }
                .map { Problem(description: "a label covers \(obstacle.what): \($0)") }
        }
    }

    /// The end of the chain's caption covers no small tapped view, and the window's name,
    /// flat, lies above the window, not on a view it holds.
    private static func misplacedCaptions(_ canvas: CanvasPainter, _ placer: CanvasLabelPlacer) -> [Problem] {
        var problems: [Problem] = []
        if let tapped = ChainArrowPainter.smallHitTestView(canvas) {
            problems += placer.labels.filter { ($0.text ?? "").hasPrefix("✗") && $0.view == nil && $0.rect.intersects(tapped) }.map {
                Problem(description: "the caption '\($0.text ?? "")' lies on the tapped view \(canvas.framedHitTestView ?? "")")
            }
        }
        if canvas.isFlat, let name = placer.labels.first(where: { $0.isName && $0.view == UIWindow.windowName }) {
            let window = canvas.layout.canvasRect(fromScene: CGRect(origin: .zero, size: canvas.layout.sceneSize)).insetBy(dx: 2, dy: 2)
            if name.rect.intersects(window) { problems.append(Problem(description: "the window's name lies on a view the window holds")) }
        }
        return problems
    }

    private static func outside(_ rects: [CGRect], _ area: CGRect) -> [Problem] {
        rects.filter { !area.encloses($0) }.map { Problem(description: "label outside the canvas: \($0)") }
    }

    /// A name drawn on its view must lie where nothing drawn later covers it. A view may be
    /// left unnamed by level of detail (a big scene), or when zoomed in its name finds no room
    /// on or beside it (the outline and the hover card name it); unzoomed, every view a lesson
    /// has is named, and at any zoom the hit-test view is.
    private static func hiddenNames(_ canvas: CanvasPainter, _ labels: SceneLabelLayout) -> [Problem] {
        guard canvas.isFlat else { return [] }
        var problems: [Problem] = []
        for (index, placement) in canvas.placements.enumerated() {
            let drawn = canvas.coverage.drawnRect(ofViewAt: index)
            guard let name = labels.names[placement.name] else {
                // A view clipped away whole has nothing on screen to name.
                // The hit-test view is named wherever some of it is seen (covered whole, it is a pill).
                let seen = labels.anchors[placement.name] != nil || canvas.framedHitTestView != placement.name
                let mayDrop = (canvas.layout.requestedZoom > 1 || labels.alwaysNamed != nil) && (placement.name != canvas.framedHitTestView || !seen)
                if labels.mustName(placement.name), !mayDrop, !(drawn.isNull || (drawn.isEmpty && !placement.windowRect.isEmpty)) {
                    problems.append(Problem(description: "\(placement.name) has no name on screen"))
                }
                continue
            }
            if name.isInside, !canvas.coverage.isVisible(name.rect, ofViewAt: index) {
                problems.append(Problem(description: "\(placement.name)'s name is covered"))
            }
            // Upright text on a turned view: wholly on the turned shape, or it reads as its neighbour's.
            if name.isInside, !canvas.coverage.shapeEncloses(name.rect, ofViewAt: index) {
                problems.append(Problem(description: "\(placement.name)'s name is off its drawn shape"))
            }
        }
        return problems
    }

    /// No arrow's line, as wide as it is drawn, crosses a view's name out (touching its edge is not crossing it).
    private static func crossedNames(_ labels: SceneLabelLayout) -> [Problem] {
        labels.arrows.flatMap { arrow in
            labels.names.sorted { $0.key < $1.key }.filter { arrow.route.crosses($0.value.rect.insetBy(dx: 1 - arrow.width / 2, dy: 1 - arrow.width / 2)) }
                .map { Problem(description: "\(arrow.what) crosses \($0.key)'s name") }
        }
    }

    /// Every hop's arrow ends on a visible part of its responder: a view's uncovered area, a
    /// controller's tab, the window's label, or a pill.
    private static func badAnchors(_ canvas: CanvasPainter, _ labels: SceneLabelLayout) -> [Problem] {
        guard canvas.isFlat, let hops = canvas.shown?.hops else { return [] }
        var problems: [Problem] = []
        for hop in hops {
            guard let point = labels.anchors[hop.responder] else { continue }
            if let index = canvas.index(ofView: hop.responder) {
                let rect = canvas.coverage.drawnRect(ofViewAt: index)
                let inside = rect.insetBy(dx: -0.5, dy: -0.5).contains(point)
                    && (canvas.coverage.drawnShape(ofViewAt: index)?.contains(point, slack: 0.5) ?? true)
                if !inside || !canvas.coverage.isVisible(point, ofViewAt: index) {
                    problems.append(Problem(description: "the arrow to \(hop.responder) ends on a part of it that is not seen"))
                }
            } else if let tab = labels.tabs[hop.responder], !tab.rect.contains(point) {
                problems.append(Problem(description: "the arrow to \(hop.responder) misses its tab"))
            }
        }
        return problems
    }
}
