import Foundation
import ResponderCore
import SandboxScenes

/// Y's answer on the canvas: the point asked about marked, and each view a reason names (the
/// ancestor whose bounds refuse the point, the view in front that covers it, the hidden or
/// non-interactive ancestor, the recognizer's view) outlined and named with what it does. The
/// sentences with their numbers are the panel's WHY section; the point's tag carries the
/// point as `why` prints it.
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

    /// The views the reasons name, once each, with the words their tag says.
    var namedViews: [(placement: ViewPlacement, words: String, refuses: Bool)] {
        guard let answer else { return [] }
        var seen: Set<String> = []
        return answer.reasons.compactMap { reason in
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
        case .hitTestOverride: return "own hitTest: not run"
        }
    }

    /// A reason that keeps the touch from the view, rather than one that may take it later.
    static func refuses(_ kind: WhyReason.Kind) -> Bool {
        kind != .recognizer && kind != .noAction && kind != .hitTestOverride
    }

    /// The outlines, under every name and tag.
    func paintShapes(into list: inout DisplayList) {
        guard answer != nil else { return }
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
        if let point, let spot = answer.point {
            let text = "why? \(WhyAnswer.format(spot)): \(answer.view) \(answer.gets ? "gets it" : "does not get it")"
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
