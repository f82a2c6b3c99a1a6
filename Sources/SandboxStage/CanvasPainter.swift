import Foundation
import ResponderCore

/// Draws the scene and, over it, what the latest input did: numbered hitTest visits with
/// their outcome, the hit-test view, the hops up the responder chain, and who handled it.
struct CanvasPainter {
    let session: SandboxSession
    let layout: StageLayout
    let measurer: TextMeasuring
    let episode: TraceEpisode
    let placements: [ViewPlacement]
    let projection: IsometricProjection
    private let byName: [String: Int]

    static let labelSize = 17.0
    static let tagSize = 14.0

    init(session: SandboxSession, episode: TraceEpisode, measurer: TextMeasuring) {
        self.session = session
        self.layout = session.layout
        self.measurer = measurer
        self.episode = episode
        self.placements = ViewPlacement.placements(in: session.scene.window)
        self.projection = IsometricProjection(layout: layout, amount: session.explode,
                                              maximumDepth: placements.map(\.depth).max() ?? 0)
        var names: [String: Int] = [:]
        for (index, placement) in placements.enumerated() { names[placement.view.name] = index }
        byName = names
    }

    var isFlat: Bool { projection.amount == 0 }

    func paint(into list: inout DisplayList) {
        list.fill(layout.canvasArea, Palette.canvasBackground)
        list.append(.clip(layout.canvasArea))
        paintWindowFrame(into: &list)
        for placement in placements { paintView(placement, into: &list) }
        paintHitTestView(into: &list)
        for placement in placements { paintVisit(placement, into: &list) }
        ChainArrowPainter(canvas: self).paint(into: &list)
        paintFirstResponder(into: &list)
        paintSelection(into: &list)
        FingerPainter(canvas: self).paint(into: &list)
        MotionPlotPainter(canvas: self).paint(into: &list)
        ControllerPointerPainter(canvas: self).paint(into: &list)
        list.append(.unclip)
    }

    // MARK: Geometry

    func corners(of placement: ViewPlacement) -> [CGPoint] {
        projection.corners(of: placement.windowRect, depth: placement.depth)
    }

    func placement(named name: String) -> ViewPlacement? {
        byName[name].map { placements[$0] }
    }

    /// The point arrows start from and end at: just inside the view's top-left corner, by
    /// its name. Nested views' corners step up and to the left, so the chain's arrows follow
    /// the nesting outwards instead of crossing in the middle.
    func anchor(of placement: ViewPlacement) -> CGPoint {
        let points = corners(of: placement)
        let width = Double(points[1].x - points[0].x), height = Double(points[3].y - points[0].y)
        let inset = min(14, max(0, width / 3), max(0, height / 3))
        return CGPoint(x: points[0].x + inset, y: points[0].y + inset + inset * (1 - projection.amount))
    }

    func canvasRect(of placement: ViewPlacement) -> CGRect {
        layout.canvasRect(fromScene: placement.windowRect)
    }

    /// Outlines a view's face, flat or exploded, inset so neighbours' outlines stay apart.
    func outline(_ placement: ViewPlacement, _ color: StageColor, width: Double, dashed: Bool = false,
                 inset: Double = 0, into list: inout DisplayList) {
        if isFlat {
            list.outline(canvasRect(of: placement).insetBy(dx: inset, dy: inset), color, width: width, dashed: dashed)
        } else {
            let points = corners(of: placement)
            list.append(.polyline(points + [points[0]], color, width: width, dashed: dashed))
        }
    }

    /// A small filled label: the tag under a badge, "hit-test view", "HANDLED".
    func tag(_ text: String, at point: CGPoint, fill: StageColor, into list: inout DisplayList) {
        let width = measurer.width(of: text, size: Self.tagSize, bold: true) + 10
        let height = measurer.lineHeight(size: Self.tagSize) + 4
        let x = min(max(point.x, layout.canvasArea.minX + 2), layout.canvasArea.maxX - width - 2)
        let y = min(max(point.y, layout.canvasArea.minY + 2), layout.canvasArea.maxY - height - 2)
        let box = CGRect(x: x, y: y, width: width, height: height)
        list.fill(box, fill)
        list.outline(box, Palette.ink, width: 1)
        list.text(text, at: CGPoint(x: box.minX + 5, y: box.minY + 2), size: Self.tagSize,
                  color: fill.isLight ? Palette.ink : Palette.paper, bold: true)
    }

    // MARK: Scene

    private func paintWindowFrame(into list: inout DisplayList) {
        let points = projection.corners(of: CGRect(origin: .zero, size: layout.sceneSize), depth: -1)
        if isFlat {
            list.fill(layout.sceneRect, Palette.paper)
        } else {
            list.append(.polygon(points, Palette.paper.withAlpha(200)))
        }
        list.append(.polyline(points + [points[0]], Palette.ink, width: 2, dashed: false))
        let corner = points[0]
        list.text("UIWindow", at: CGPoint(x: corner.x, y: corner.y - 20), size: Self.tagSize, color: Palette.ink, bold: true)
        if let visit = episode.visits[UIWindow.windowName] {
            let (word, color) = VisitWording.describe(visit.outcome)
            let labelEnd = corner.x + measurer.width(of: "UIWindow", size: Self.tagSize, bold: true)
            badge(visit.order, at: CGPoint(x: labelEnd + 36, y: corner.y - 26), color: color, into: &list)
            tag(word, at: CGPoint(x: labelEnd + 40, y: corner.y - 22), fill: color, into: &list)
        }
    }

    private func paintView(_ placement: ViewPlacement, into list: inout DisplayList) {
        let invisible = placement.isHiddenInTree || placement.effectiveAlpha < 0.01
        let clipped = isFlat ? placement.clip.map(layout.canvasRect(fromScene:)) : nil
        if let clipped { list.append(.clip(clipped.intersection(layout.canvasArea))) }
        if invisible {
            outline(placement, Palette.ink.withAlpha(150), width: 1.5, dashed: true, into: &list)
        } else {
            fill(placement, color: viewColor(placement), into: &list)
            outline(placement, Palette.ink.withAlpha(120), width: 1, into: &list)
        }
        paintLabel(placement, invisible: invisible, into: &list)
        if clipped != nil { list.append(.clip(layout.canvasArea)) }
    }

    private func fill(_ placement: ViewPlacement, color: StageColor, into list: inout DisplayList) {
        if isFlat {
            list.fill(canvasRect(of: placement), color)
        } else {
            list.append(.polygon(corners(of: placement), color))
        }
    }

    private func viewColor(_ placement: ViewPlacement) -> StageColor {
        let color = placement.view.backgroundColor ?? UIColor(red: 1, green: 1, blue: 1, alpha: 0)
        let alpha = color.alpha * placement.effectiveAlpha * (isFlat ? 1 : 0.92)
        return StageColor(channel(color.red), channel(color.green), channel(color.blue), channel(max(alpha, 0)))
    }

    private func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }

    private func paintLabel(_ placement: ViewPlacement, invisible: Bool, into list: inout DisplayList) {
        let rect = canvasRect(of: placement)
        guard rect.width >= 18, rect.height >= 14 else { return }
        var label = placement.view.name
        if placement.view.isHidden { label += " (hidden)" } else if Double(placement.view.alpha) < 0.01 { label += " (alpha \(placement.view.alpha))" }
        let origin = isFlat ? CGPoint(x: rect.minX + 6, y: rect.minY + 4) : corners(of: placement)[0].offsetBy(dx: 8, dy: 2)
        let background = invisible ? Palette.paper : viewColor(placement).mixed(with: Palette.paper, 1 - placement.effectiveAlpha)
        list.text(label, at: origin, size: Self.labelSize, color: background.isLight ? Palette.ink : Palette.paper, bold: true)
    }

    // MARK: Hit-testing

    private func paintVisit(_ placement: ViewPlacement, into list: inout DisplayList) {
        guard let visit = episode.visits[placement.view.name] else { return }
        let isCurrent = episode.currentStep?.viewName == placement.view.name && !episode.hitTestFinished
        let (word, color) = VisitWording.describe(visit.outcome)
        switch visit.outcome {
        case .inside: outline(placement, color, width: 3, inset: 1.5, into: &list)
        case .outside: outline(placement, color, width: 3, dashed: true, inset: 1.5, into: &list)
        case .skipped:
            if isFlat { list.append(.hatch(canvasRect(of: placement), color.withAlpha(170), spacing: 14)) }
            outline(placement, color, width: 3, dashed: true, inset: 1.5, into: &list)
        case .visiting: break
        }
        if isCurrent { outline(placement, Palette.current, width: 5, inset: -3, into: &list) }
        let corner = isFlat ? CGPoint(x: canvasRect(of: placement).maxX, y: canvasRect(of: placement).minY) : corners(of: placement)[1]
        badge(visit.order, at: corner, color: color, into: &list)
        tag(word, at: CGPoint(x: corner.x - measurer.width(of: word, size: Self.tagSize, bold: true) - 44, y: corner.y + 4),
            fill: color, into: &list)
    }

    /// The call-order number at a view's top-right corner.
    private func badge(_ order: Int, at corner: CGPoint, color: StageColor, into list: inout DisplayList) {
        let size = 26.0
        let box = CGRect(x: corner.x - size - 4, y: corner.y + 4, width: size, height: size)
        list.fill(box, Palette.ink)
        list.outline(box, color, width: 2)
        list.text(String(order), at: CGPoint(x: box.midX, y: box.midY), size: 15, color: Palette.paper, bold: true, anchor: .center)
    }

    private func paintHitTestView(into list: inout DisplayList) {
        guard episode.hitTestFinished else { return }
        guard let name = episode.hitTestView, let placement = placement(named: name) else { return }
        outline(placement, Palette.ink, width: 7, inset: -5, into: &list)
        outline(placement, Palette.hitTestView, width: 4, inset: -4, into: &list)
        let points = corners(of: placement)
        // Below the view, unless a sibling's name would be covered there: then above it.
        let below = CGPoint(x: points[3].x, y: points[3].y + 6)
        let covered = isFlat && placements.contains { other in
            other.view !== placement.view && other.depth >= placement.depth && canvasRect(of: other).insetBy(dx: -2, dy: -26).contains(below)
                && !canvasRect(of: other).contains(canvasRect(of: placement))
        }
        let origin = covered ? CGPoint(x: points[0].x, y: points[0].y - 34) : below
        tag("hit-test view", at: origin, fill: Palette.hitTestView, into: &list)
    }

    private func paintFirstResponder(into list: inout DisplayList) {
        guard let first = session.application.firstResponder, let placement = placement(named: first.name) else { return }
        outline(placement, Palette.firstResponder, width: 3, dashed: true, inset: 6, into: &list)
        let points = corners(of: placement)
        tag("first responder", at: CGPoint(x: points[3].x + 8, y: points[3].y - 30), fill: Palette.firstResponder, into: &list)
    }

    private func paintSelection(into list: inout DisplayList) {
        guard let name = session.selection, let placement = placement(named: name) else { return }
        outline(placement, Palette.blue, width: 2, dashed: true, inset: -9, into: &list)
    }
}

extension CGPoint {
    func offsetBy(dx: Double, dy: Double) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}

extension TraceStep {
    /// The view a hit-testing step is about.
    var viewName: String? {
        switch self {
        case .hitTest(let view), .skipped(let view, _), .pointInside(let view, _), .hitTestReturn(let view, _): return view
        default: return nil
        }
    }
}

/// The words the canvas and the log use for each hitTest outcome.
public enum VisitWording {
    public static func describe(_ outcome: TraceEpisode.Outcome) -> (String, StageColor) {
        switch outcome {
        case .visiting: return ("hitTest…", Palette.current)
        case .inside: return ("inside ✓", Palette.inside)
        case .outside: return ("outside ✗", Palette.outside)
        case .skipped(.hidden): return ("skipped: hidden", Palette.skipped)
        case .skipped(.alpha): return ("skipped: alpha < 0.01", Palette.skipped)
        case .skipped(.userInteractionDisabled): return ("skipped: interaction off", Palette.skipped)
        case .skipped(.disabled): return ("skipped: disabled control", Palette.skipped)
        }
    }
}
