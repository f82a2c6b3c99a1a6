import Foundation
import ResponderCore
import SandboxScenes

/// While a hit-test animates: a crosshair where the touch is being tested, the axes of the
/// view being asked drawn from its own origin to that point, and a small table of the point
/// each visited view was asked about, in its own coordinates. So `convert` is seen step by
/// step: the same spot on the glass is (250, 250) to A and (40, 12.5) to a turned B.
///
/// Only while the hit-test runs: once it has returned the table goes, and the end picture
/// (a slide) keeps the touch's ring and the outcomes, which read on a projector; the
/// numbers belong to the step-by-step telling.
struct HitTestPointPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    /// More rows than this and the oldest go: the table must not bury the scene.
    static let maximumRows = 6

    var isShown: Bool {
        let episode = canvas.episode
        // Flat only: exploded, the plates are lifted apart and no one spot on screen is the touch.
        return canvas.isFlat && !episode.hitTestFinished && !episode.hitTestOrder.isEmpty && !canvas.frame.timeline.isFinished
    }

    /// The rows of the table, oldest first: each visited view and its point, rounded.
    var rows: [(view: String, text: String)] {
        let episode = canvas.episode
        return episode.hitTestOrder.suffix(Self.maximumRows).compactMap { name in
            episode.hitTestPoints[name].map { (name, "\(name)  \(Self.describe($0))") }
        }
    }

    /// `(40, 12.5)`: to a tenth of a point, whole numbers without their `.0`.
    static func describe(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    static func number(_ value: Double) -> String {
        value.formatted(maximumFractionDigits: 1)
    }

    /// A window's points are its own: a further window's sit at its frame's origin on the screen.
    private func view(named name: String) -> WindowMap? {
        if name == UIWindow.windowName { return .window }
        if let window = canvas.frame.furtherWindows.first(where: { $0.name == name }) {
            return WindowMap(steps: [], offset: window.frame.origin)
        }
        return canvas.placement(named: name)?.map
    }

    /// The tested point on the canvas: the step's point converted from its view to the window.
    func canvasPoint(of name: String) -> CGPoint? {
        guard let point = canvas.episode.hitTestPoints[name], let view = view(named: name) else { return nil }
        return canvas.layout.canvasPoint(fromScene: canvas.scenePoint(point, through: view))
    }

    /// The view being asked now (or last asked, between its steps).
    private var current: String? {
        canvas.episode.currentStep?.viewName ?? canvas.episode.hitTestOrder.last
    }

    /// The crosshair's square, kept free of tags (placed after this) so the point stays seen.
    func reserveCrosshair() {
        guard isShown, canvas.isFlat, let name = current, let point = canvasPoint(of: name) else { return }
        let arm = 16 * canvas.zoom
        let square = CGRect(x: point.x - arm, y: point.y - arm, width: 2 * arm, height: 2 * arm)
        // Only where it does not cover a name already placed: those were there first.
        if labels.placer.isFree(square) { labels.placer.reserve(square) }
    }

    func paintShapes(into list: inout DisplayList) {
        guard isShown, canvas.isFlat, let name = current, let point = canvasPoint(of: name) else { return }
        let zoom = canvas.zoom
        if let view = view(named: name), let local = canvas.episode.hitTestPoints[name] {
            // The view's own axes, from its coordinate origin (where bounds.origin puts it)
            // along x then y to the point: the coordinates counted out in its own, maybe turned, space.
            let origin = canvas.layout.canvasPoint(fromScene: canvas.scenePoint(.zero, through: view))
            let corner = canvas.layout.canvasPoint(fromScene: canvas.scenePoint(CGPoint(x: local.x, y: 0), through: view))
            list.append(.polyline([origin, corner, point], Palette.ink, width: 4 * zoom, dashed: true))
            list.append(.polyline([origin, corner, point], Palette.current, width: 2 * zoom, dashed: true))
            list.append(.polygon(FingerPainter.circle(origin, radius: 5 * zoom), Palette.ink))
        }
        let arm = 16 * zoom
        for (from, to) in [(CGPoint(x: point.x - arm, y: point.y), CGPoint(x: point.x + arm, y: point.y)),
                           (CGPoint(x: point.x, y: point.y - arm), CGPoint(x: point.x, y: point.y + arm))] {
            list.line(from, to, Palette.ink, width: 5 * zoom)
            list.line(from, to, Palette.current, width: 2.5 * zoom)
        }
    }

    static let title = "point in each view"

    /// Where the table went, for the layout tests. With too little room for every row it
    /// keeps the latest ones, down to the view being asked; with no room at all, or with the
    /// point under the chain's pills, it is left out rather than drawn over a name, a tag or a pill.
    @discardableResult
    func paintTable(into list: inout DisplayList) -> CGRect? {
        guard isShown, let name = current, let point = canvasPoint(of: name) else { return nil }
        // A point under the chain's pills (zoomed in): its leader would cross their words; the crosshair still marks it.
        guard labels.openArea.contains(point) else { return nil }
        let allRows = self.rows
        guard !allRows.isEmpty else { return nil }
        let zoom = canvas.zoom
        let size = CanvasPainter.tagSize * zoom
        let lineHeight = canvas.measurer.lineHeight(size: size) + 2 * zoom
        let gap = 22 * zoom
        for count in stride(from: allRows.count, through: 1, by: -1) {
            let rows = Array(allRows.suffix(count))
            let width = (rows.map(\.text) + [Self.title]).map { canvas.measurer.width(of: $0, size: size, bold: true) }.max() ?? 0
            let box = CGSize(width: width + 12 * zoom, height: lineHeight * Double(rows.count + 1) + 4 * zoom)
            let candidates = [CGPoint(x: point.x + gap, y: point.y + gap), CGPoint(x: point.x + gap, y: point.y - gap - box.height),
                              CGPoint(x: point.x - gap - box.width, y: point.y + gap), CGPoint(x: point.x - gap - box.width, y: point.y - gap - box.height)]
            guard let placed = labels.placer.place(size: box, candidates: candidates, labelling: point, text: Self.title) else { continue }
            draw(rows, current: name, in: placed, lineHeight: lineHeight, into: &list)
            return placed.rect
        }
        return nil
    }

    private func draw(_ rows: [(view: String, text: String)], current name: String, in placed: CanvasLabelPlacer.Placed,
                      lineHeight: Double, into list: inout DisplayList) {
        let zoom = canvas.zoom
        let size = CanvasPainter.tagSize * zoom
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        let rect = placed.rect
        list.fill(rect, Palette.paper)
        list.outline(rect, Palette.ink, width: 1)
        list.text(Self.title, at: CGPoint(x: rect.minX + 6 * zoom, y: rect.minY + 2 * zoom), size: size, color: Palette.ink, bold: false)
        for (index, row) in rows.enumerated() {
            let top = rect.minY + 2 * zoom + lineHeight * Double(index + 1)
            let isCurrent = row.view == name
            if isCurrent { list.fill(CGRect(x: rect.minX + 1, y: top, width: rect.width - 2, height: lineHeight), Palette.current) }
            list.text(row.text, at: CGPoint(x: rect.minX + 6 * zoom, y: top + 1 * zoom), size: size, color: Palette.ink, bold: isCurrent)
        }
    }
}
