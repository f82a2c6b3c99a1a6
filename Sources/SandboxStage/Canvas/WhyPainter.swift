import Foundation
import ResponderCore
import SandboxScenes

/// Y's answer on the canvas: the point asked about marked, and each view a reason names (the
/// ancestor whose bounds refuse the point, the view in front that covers it, a window in
/// front, the hidden or non-interactive ancestor) outlined and named with what it does.
/// Answered for the whole view (no point), each part of it that does not get touches is
/// hatched and tagged with its reason's words, as `why`'s regions give them. The sentences
/// with their numbers are the panel's WHY section; the point's tag carries the point as
/// `why` prints it.
struct WhyPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    private var answer: WhyAnswer? { canvas.frame.why }

    /// Green when the view gets the touch there, vermillion when it does not.
    private var color: StageColor { answer?.gets == true ? Palette.bluishGreen : Palette.vermillion }

    /// The point on the canvas: on the asked view's plate when exploded.
    private var point: CGPoint? {
        guard let answer, let point = answer.point else { return nil }
        let depth = canvas.placement(named: answer.view)?.depth ?? 0
        return canvas.projection.project(point, depth: depth)
    }

    /// The views the reasons name (every region's, without a point), once each, with the words their tag says.
    var namedViews: [(placement: ViewPlacement, words: String, refuses: Bool)] {
        guard let answer else { return [] }
        var seen: Set<String> = []
        // Each group of parts that get no touches names its view once, the view's own subviews not at all.
        let groups = WhyAnswer.groups(of: (answer.regions ?? []).filter { !$0.gets }).prefix(Self.regionTagsShown)
        let reasons = answer.reasons + groups.compactMap { $0[0].reasons.first }.filter { !WhyAnswer.isOwnSubview($0) }
        return reasons.compactMap { reason in
            guard !seen.contains(reason.view), let placement = canvas.placement(named: reason.view) else { return nil }
            seen.insert(reason.view)
            return (placement, "\(reason.view): \(Self.words(for: reason.kind, bounds: placement.bounds))", Self.refuses(reason.kind))
        }
    }

    /// A tag's words for a reason: short, the numbers only where they are the point.
    static func words(for kind: WhyReason.Kind, bounds: CGRect) -> String {
        switch kind {
        case .hidden: return "hidden"
        case .alpha: return "alpha below 0.01"
        case .userInteractionDisabled: return "interaction off"
        case .disabled: return "disabled control"
        case .outsideBounds: return "point outside its bounds \(WhyAnswer.format(bounds))"
        case .covered: return "in front, takes the touch"
        case .recognizer: return "a recognizer may take or delay it"
        case .noAction: return "no action connected"
        case .otherWindow: return "window in front"
        case .scrollViewKeeps: return "scroll view keeps the touch"
        case .hitTestOverride: return "hitTest overridden"
        case .exclusiveTouch: return "exclusiveTouch"
        case .multipleTouch: return "touched already, multipleTouchEnabled off"
        }
    }

    /// A refused region's tag: where the touch goes instead, in a few words.
    static func regionWords(_ reason: WhyReason) -> String {
        switch reason.kind {
        case .outsideBounds: return "not here: outside \(reason.view)'s bounds"
        case .covered where WhyAnswer.isOwnSubview(reason): return "not here: its subviews take it"
        case .covered: return "not here: \(reason.view) in front takes it"
        case .otherWindow: return "not here: window \(reason.view) in front"
        default: return "not here: \(reason.view) \(words(for: reason.kind, bounds: .zero))"
        }
    }

    /// A reason that keeps the touch from the view, rather than one that may take it later.
    static func refuses(_ kind: WhyReason.Kind) -> Bool {
        kind != .recognizer && kind != .noAction
    }

    /// The parts of the asked view that do not get touches, on the canvas, each with its
    /// first reason; flat only (an exploded plate shows the outlines).
    /// `tagged`: the largest part of each of the first groups (by reason) carries the tag.
    var refusedRegions: [(shape: ConvexPolygon, reason: WhyReason?, tagged: Bool)] {
        guard let answer, let regions = answer.regions, canvas.isFlat, let placement = canvas.placement(named: answer.view) else { return [] }
        let tagged = WhyAnswer.groups(of: regions.filter { !$0.gets }).prefix(Self.regionTagsShown).map { $0[0].rect }
        return regions.filter { !$0.gets }.map { region in
            let corners = [CGPoint(x: region.rect.minX, y: region.rect.minY), CGPoint(x: region.rect.maxX, y: region.rect.minY),
                           CGPoint(x: region.rect.maxX, y: region.rect.maxY), CGPoint(x: region.rect.minX, y: region.rect.maxY)]
            let shape = ConvexPolygon(corners.map { canvas.layout.canvasPoint(fromScene: canvas.scenePoint($0, in: placement)) })
            return (shape, region.reasons.first, tagged.contains(region.rect))
        }
    }

    /// How many groups of parts get a tag; the panel says the rest.
    static let regionTagsShown = 3

    /// The outlines and the hatching of the parts that get no touches, under every name and tag.
    func paintShapes(into list: inout DisplayList) {
        guard answer != nil else { return }
        for region in refusedRegions {
            for (from, to) in region.shape.clipped(to: ConvexPolygon(canvas.layout.canvasArea)).hatchLines(spacing: 10) {
                list.line(from, to, Palette.vermillion, width: 2.5 * canvas.zoom)
            }
            canvas.polyline(region.shape.points, Palette.vermillion, width: 2 * canvas.zoom, dashed: true, clip: nil, into: &list)
        }
        let zoom = canvas.zoom
        for named in namedViews {
            canvas.outline(named.placement, Palette.ink, width: 6 * zoom, into: &list)
            canvas.outline(named.placement, named.refuses ? Palette.vermillion : Palette.orange, width: 3.5 * zoom, dashed: !named.refuses, into: &list)
        }
    }

    /// The point's ring over the names, then its tag (the question), then one tag per view a reason names.
    func paintTags(into list: inout DisplayList) {
        guard let answer else { return }
        if let point { paintRing(at: point, into: &list) }
        for region in refusedRegions where region.tagged {
            let words = region.reason.map(Self.regionWords) ?? "not here"
            let size = canvas.tagSize(words)
            canvas.tag(words, candidates: canvas.insideSpots(of: region.shape, size: size) + canvas.spots(aroundShape: region.shape, size: size),
                       labelling: region.shape.centroid, fill: Palette.vermillion, about: answer.view, labels: labels, into: &list)
        }
        if let point, let spot = answer.point {
            let verdict = answer.coverage.map { "gets touches in \(Int(($0 * 100).rounded()))% of it" } ?? (answer.gets ? "gets it" : "does not get it")
            let text = answer.coverage == nil ? "why? \(WhyAnswer.format(spot)): \(answer.view) \(verdict)" : "why? \(answer.view) \(verdict)"
            let size = canvas.tagSize(text)
            let box = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
            canvas.tag(text, candidates: canvas.spots(around: box.insetBy(dx: -24 * canvas.zoom, dy: -24 * canvas.zoom), size: size, inside: false),
                       labelling: point, fill: color, labels: labels, into: &list)
        }
        for named in namedViews {
            let size = canvas.tagSize(named.words)
            canvas.tag(named.words, candidates: canvas.spots(for: named.placement, size: size, inside: true),
                       labelling: CGPoint(x: canvas.faceBounds(of: named.placement).midX, y: canvas.faceBounds(of: named.placement).minY),
                       fill: named.refuses ? Palette.vermillion : Palette.orange, about: named.placement.name, labels: labels, into: &list)
        }
    }

    private func paintRing(at point: CGPoint, into list: inout DisplayList) {
        let zoom = canvas.zoom
        let radius = 11 * zoom, arm = 18 * zoom
        list.append(.polygon(FingerPainter.circle(point, radius: radius + 2 * zoom), Palette.ink))
        list.append(.polygon(FingerPainter.circle(point, radius: radius), color))
        list.append(.polygon(FingerPainter.circle(point, radius: 3 * zoom), Palette.paper))
        for (from, to) in [(CGPoint(x: point.x - arm, y: point.y), CGPoint(x: point.x + arm, y: point.y)),
                           (CGPoint(x: point.x, y: point.y - arm), CGPoint(x: point.x, y: point.y + arm))] {
            list.line(from, to, Palette.ink, width: 2 * zoom)
        }
        // Tags placed after this keep off the point, so the spot asked about stays seen.
        labels.placer.reserve(CGRect(x: point.x - arm, y: point.y - arm, width: 2 * arm, height: 2 * arm))
    }
}
