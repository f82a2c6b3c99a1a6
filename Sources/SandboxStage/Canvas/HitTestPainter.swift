import Foundation
import ResponderCore

/// hitTest's visits: each view's outcome drawn on it (solid inside, dashed outside, hatched
/// skipped) with its call-order tag, the view being visited ringed, and the hit-test view's
/// yellow frame with its tag.
struct HitTestPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    private var episode: TraceEpisode { canvas.episode }
    private var isFlat: Bool { canvas.isFlat }

    func paintVisitShapes(into list: inout DisplayList) {
        for placement in canvas.placements { paintVisitShape(placement, into: &list) }
    }

    private func paintVisitShape(_ placement: ViewPlacement, into list: inout DisplayList) {
        guard let visit = episode.visits[placement.name] else { return }
        let isCurrent = episode.currentStep?.viewName == placement.name && !episode.hitTestFinished
        let color = visitWording(visit, of: placement.name).color
        // The outcome is drawn on what is seen of the view: a clipping ancestor clips it too.
        canvas.clippingToAncestors(of: placement, into: &list) { list in
            switch visit.outcome {
            case .inside: canvas.outline(placement, color, width: 3, inset: 1.5, clipped: true, into: &list)
            case .outside: canvas.outline(placement, color, width: 3, dashed: true, inset: 1.5, clipped: true, into: &list)
            case .skipped:
                canvas.hatch(placement, color.withAlpha(170), into: &list)
                canvas.outline(placement, color, width: 3, dashed: true, inset: 1.5, clipped: true, into: &list)
            case .visiting: break
            }
        }
        if isCurrent { canvas.outline(placement, Palette.current, width: 5, inset: -3, into: &list) }
    }

    func paintVisitTags(into list: inout DisplayList) {
        // Each window's beside its name: a touch asks them front to back.
        let windows = (labels.windowLabel.map { [(UIWindow.windowName, $0)] } ?? [])
            + canvas.frame.furtherWindows.compactMap { window in labels.furtherWindowLabels[window.name].map { (window.name, $0) } }
        for (name, label) in windows {
            guard let visit = episode.visits[name] else { continue }
            let top = max(label.midY - visitTagSize(visit, of: name).height / 2, labels.placer.bounds.minY)
            let right = (0..<6).map { CGPoint(x: label.maxX + 10 + Double($0) * 30 * canvas.zoom, y: top) }
            // A further window's name sits at its frame's right edge: the tag may go below it.
            let below = CGPoint(x: label.maxX - visitTagSize(visit, of: name).width, y: label.maxY + 4)
            paintVisitTag(visit, of: name, candidates: right + [below],
                          labelling: CGPoint(x: label.maxX, y: label.midY), into: &list)
        }
        for (index, placement) in canvas.placements.enumerated() {
            guard let visit = episode.visits[placement.name] else { continue }
            let face = canvas.faceBounds(of: placement)
            let size = visitTagSize(visit, of: placement.name)
            // Inside only where the tag fits whole and nothing drawn later would make it seem another view's.
            let onShape = placement.isAxisAligned ? Array(canvas.spots(around: face, size: size, inside: true).prefix(3))
                : canvas.spots(for: placement, size: size, inside: true)
            let inside = !isFlat ? [] : onShape.filter {
                let rect = CGRect(origin: $0, size: size)
                let onIt = placement.isAxisAligned ? face.encloses(rect) : canvas.coverage.shapeEncloses(rect, ofViewAt: index)
                return onIt && canvas.coverage.isVisible(rect, ofViewAt: index)
            }
            var outside = canvas.spots(around: face, size: size, inside: false)
            if !isFlat, let name = labels.names[placement.name] {
                // Exploded, beside the plate's name, where the eye already is.
                let right = canvas.corners(of: placement)[1]
                outside = [CGPoint(x: name.rect.maxX + 6, y: name.rect.minY), CGPoint(x: right.x - size.width - 8, y: right.y - size.height / 2)] + outside
            }
            guard labels.mustName(placement.name) else {
                // Level of detail: a visit off the hit-test path is tagged only where its tag
                // fits on the view; its outcome's outline says the rest.
                if let rect = labels.placer.placeIfFree(size: size, candidates: inside, text: visitWording(visit, of: placement.name).word, about: placement.name) { drawVisitTag(visit, of: placement.name, in: rect, into: &list) }
                continue
            }
            paintVisitTag(visit, of: placement.name, candidates: Array(inside) + outside, labelling: CGPoint(x: face.maxX - 6, y: face.minY + 6),
                          about: placement.name, into: &list)
        }
    }

    private func visitWording(_ visit: TraceEpisode.Visit, of name: String) -> (word: String, color: StageColor) {
        VisitWording.describe(visit, returned: episode.hitTestReturns[name])
    }

    private func visitTagSize(_ visit: TraceEpisode.Visit, of name: String) -> CGSize {
        let words = canvas.tagSize(visitWording(visit, of: name).word)
        return CGSize(width: words.width + numberWidth(visit, height: words.height) + 2, height: words.height)
    }

    /// The call-order badge: a square while its number fits (two digits do), wider for more.
    private func numberWidth(_ visit: TraceEpisode.Visit, height: Double) -> Double {
        let digits = canvas.measurer.width(of: String(visit.order), size: CanvasPainter.tagSize * canvas.zoom, bold: true)
        return max(height, digits + 3 * canvas.zoom)
    }

    /// The call-order number and the outcome, as one tag: `[3] inside ✓`.
    private func paintVisitTag(_ visit: TraceEpisode.Visit, of name: String, candidates: [CGPoint], labelling target: CGPoint, about view: String? = nil,
                               into list: inout DisplayList) {
        let preferred = view.map(canvas.liesOnFamily(of:)) ?? { _ in true }
        // Its leader ends on the view where no badge or tag lies, in sight (CanvasLabelPlacer+LeaderEnds).
        let face = canvas.placement(named: name).map(canvas.faceBounds(of:))?.intersection(labels.openArea)
        let target = labels.placer.uncoveredTarget(target, within: face, open: labels.openArea, about: name)
        // Beside its view or left out: the outline's solid, dashed or hatched line still tells the outcome.
        guard let spot = labels.placer.freeSpot(size: visitTagSize(visit, of: name), candidates: candidates, labelling: target, preferred: preferred)
        else { return }
        // Zoomed in, within half a leader's reach: every visit's tag led from afar to the canvas's corners is a mesh.
        let leader = spot.moved ? CanvasLabelPlacer.leader(of: spot.rect, to: target) : nil
        if canvas.layout.requestedZoom > 1, let leader, hypot(leader.to.x - leader.from.x, leader.to.y - leader.from.y) > labels.placer.leaderBound / 2 { return }
        let placed = labels.placer.take(spot.rect, moved: spot.moved, target: target, text: "\(visit.order) \(visitWording(visit, of: name).word)", about: name)
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        drawVisitTag(visit, of: name, in: placed.rect, into: &list)
    }

    private func drawVisitTag(_ visit: TraceEpisode.Visit, of name: String, in box: CGRect, into list: inout DisplayList) {
        let (word, color) = visitWording(visit, of: name)
        let number = CGRect(x: box.minX, y: box.minY, width: numberWidth(visit, height: box.height), height: box.height)
        list.fill(number, Palette.ink)
        list.text(String(visit.order), at: CGPoint(x: number.midX, y: number.midY), size: CanvasPainter.tagSize * canvas.zoom,
                  color: Palette.paper, bold: true, anchor: .center)
        canvas.drawTag(word, in: CGRect(x: number.maxX + 2, y: box.minY, width: box.width - number.width - 2, height: box.height),
                       fill: color, into: &list)
    }

    func paintHitTestViewFrame(into list: inout DisplayList) {
        guard let name = canvas.framedHitTestView, let placement = canvas.placement(named: name) else { return }
        canvas.outline(placement, Palette.ink, width: 7, inset: -5, into: &list)
        canvas.outline(placement, Palette.hitTestView, width: 4, inset: -4, into: &list)
    }

    func paintHitTestTag(into list: inout DisplayList) {
        guard let name = canvas.framedHitTestView, let placement = canvas.placement(named: name) else { return }
        let face = canvas.faceBounds(of: placement).insetBy(dx: -6, dy: -6)
        let size = canvas.tagSize("hit-test view")
        var candidates = [CGPoint(x: face.minX, y: face.maxY + 2), CGPoint(x: face.minX, y: face.minY - size.height - 2),
                          CGPoint(x: face.maxX + 2, y: face.maxY - size.height), CGPoint(x: face.minX - size.width - 2, y: face.maxY - size.height)]
        var target = CGPoint(x: face.minX + 8, y: face.maxY)
        if !canvas.isUpright(placement) {
            // Turned: at the frame's own corners, not the empty corners of its box.
            let frame = canvas.canvasShape(of: placement).inset(by: -6)
            candidates = canvas.spots(aroundShape: frame, size: size) + candidates
            target = frame.points.max { $0.y < $1.y } ?? target
        }
        canvas.tag("hit-test view", candidates: candidates, labelling: target,
                   fill: Palette.hitTestView, about: name, labels: labels, into: &list)
    }
}
