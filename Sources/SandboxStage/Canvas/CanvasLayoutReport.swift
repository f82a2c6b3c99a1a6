import Foundation
import ResponderCore

/// What the canvas placed in a frame, for checking the picture without looking at it: the
/// layout tests ask of every lesson at every step that labels never overlap, names are seen,
/// arrows end on visible parts of their responders and cross no name.
public struct CanvasLayoutReport {
    public struct Problem: CustomStringConvertible, Sendable {
        public var description: String
    }

    public let problems: [Problem]

    public init(frame: StageFrame, measurer: TextMeasuring) {
        let canvas = CanvasPainter(frame: frame, measurer: measurer)
        var list = DisplayList()
        let labels = canvas.paint(into: &list)
        var problems: [Problem] = []
        problems += Self.overlaps(in: labels.placer.occupied)
        problems += Self.outside(labels.placer.occupied, canvas.layout.labelArea)
        problems += Self.coveredMarks(labels.placer)
        problems += Self.hiddenNames(canvas, labels)
        problems += Self.badAnchors(canvas, labels)
        problems += Self.crossedNames(labels)
        self.problems = problems
    }

    /// How many views the canvas names in the frame: its names placed as a frame places them,
    /// nothing drawn (the placement benchmark times this).
    public static func placedNames(frame: StageFrame, measurer: TextMeasuring) -> Int {
        let canvas = CanvasPainter(frame: frame, measurer: measurer)
        return SceneLabelLayout(canvas: canvas, anchorsFor: []).names.count
    }

    private static func overlaps(in rects: [CGRect]) -> [Problem] {
        var problems: [Problem] = []
        for i in rects.indices {
            for j in rects.indices where j > i && rects[i].insetBy(dx: 0.5, dy: 0.5).intersects(rects[j].insetBy(dx: 0.5, dy: 0.5)) {
                problems.append(Problem(description: "labels overlap: \(rects[i]) and \(rects[j])"))
            }
        }
        return problems
    }

    /// No label placed after a mark to keep in view (the touch point, an arrowhead) covers it.
    private static func coveredMarks(_ placer: CanvasLabelPlacer) -> [Problem] {
        placer.obstacles.flatMap { obstacle in
            placer.occupied[obstacle.labelsBefore...].filter { $0.insetBy(dx: 0.5, dy: 0.5).intersects(obstacle.rect) }
                .map { Problem(description: "a label covers \(obstacle.what): \($0)") }
        }
    }

    private static func outside(_ rects: [CGRect], _ area: CGRect) -> [Problem] {
        rects.filter { !area.encloses($0) }.map { Problem(description: "label outside the canvas: \($0)") }
    }

    /// A name drawn on its view must lie where nothing drawn later covers it; a view left
    /// unnamed is one level of detail names on hover only.
    private static func hiddenNames(_ canvas: CanvasPainter, _ labels: SceneLabelLayout) -> [Problem] {
        guard canvas.isFlat else { return [] }
        var problems: [Problem] = []
        for (index, placement) in canvas.placements.enumerated() {
            let drawn = canvas.coverage.drawnRect(ofViewAt: index)
            guard let name = labels.names[placement.name] else {
                // A view clipped away whole has nothing on screen to name.
                if labels.mustName(placement.name), !(drawn.isNull || (drawn.isEmpty && !placement.windowRect.isEmpty)) {
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
