import Foundation
import ResponderCore

/// Each finger still down, with a line to the view it is bound to: the binding lasts from
/// touchesBegan to touchesEnded wherever the finger goes. The lines wait for hitTest's answer.
struct FingerPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    /// The lines, drawn before the tags so that a tag's words stay on top of them.
    func paintBindings(into list: inout DisplayList) {
        // Until hitTest's answer is on screen, the line would give it away.
        guard !awaitsHitTestAnswer else { return }
        for (id, point) in canvas.frame.fingers.sorted(by: { $0.key < $1.key }) {
            guard let view = canvas.frame.fingerBindings[id], let anchor = labels.anchors[view] else { continue }
            list.line(canvas.touchPoint(point), anchor, Palette.ink, width: 3)
        }
    }

    /// The numbered dots, over everything: where the fingers are now.
    func paintFingers(into list: inout DisplayList) {
        let zoom = canvas.zoom
        for (id, point) in canvas.frame.fingers.sorted(by: { $0.key < $1.key }) {
            let center = canvas.touchPoint(point)
            list.append(.polygon(Self.circle(center, radius: 15 * zoom), Palette.ink.withAlpha(200)))
            list.append(.polygon(Self.circle(center, radius: 11 * zoom), Palette.finger))
            list.text(String(id), at: center, size: 13 * zoom, color: Palette.ink, bold: true, anchor: .center)
        }
    }

    /// A lifted finger keeps its number beside the ring where it went down, so `touch 2` in
    /// WHAT HAPPENED is found on the canvas; a finger whose touchesBegan was refused (another
    /// finger already on a view without multipleTouchEnabled, exclusiveTouch) says so.
    func paintLiftedNumbers(into list: inout DisplayList) {
        guard !awaitsHitTestAnswer else { return }
        let refused = refusedTouches
        for trail in canvas.frame.touchTrails where trail.isLifted {
            guard let id = trail.touch, let first = trail.points.first else { continue }
            let ring = canvas.touchPoint(first)
            let words = refused.contains(id) ? "\(id) ✗ refused" : String(id)
            let size = canvas.tagSize(words)
            let gap = 12 * canvas.zoom
            let candidates = [CGPoint(x: ring.x + gap, y: ring.y - size.height - gap / 2), CGPoint(x: ring.x - size.width - gap, y: ring.y - size.height - gap / 2),
                              CGPoint(x: ring.x + gap, y: ring.y + gap / 2), CGPoint(x: ring.x - size.width - gap, y: ring.y + gap / 2)]
            canvas.tag(words, candidates: candidates, labelling: ring, fill: refused.contains(id) ? Palette.discarded : Palette.finger,
                       labels: labels, into: &list)
        }
    }

    /// The touches whose touchesBegan reached no view because UIKit refused the touch itself.
    private var refusedTouches: Set<Int> {
        Set(canvas.episode.phases.compactMap { phase in
            let result = phase.result
            guard result.message == .event(.touchesBegan), let note = result.note, !note.dropsPhase else { return nil }
            return result.touch
        })
    }

    /// Whether the input on screen has a hitTest whose answer (a window's return: a
    /// pass-through window's nil leaves the answer to a window behind it) is still to come.
    private var awaitsHitTestAnswer: Bool {
        let timeline = canvas.frame.timeline
        guard let shown = timeline.current else { return false }
        return timeline.steps[(shown + 1)...].contains { step in
            if case .hitTestReturn(let view, _) = step { return canvas.frame.windowNames.contains(view) }
            return false
        }
    }

    static func circle(_ center: CGPoint, radius: Double, segments: Int = 20) -> [CGPoint] {
        (0..<segments).map { index in
            let angle = Double(index) / Double(segments) * 2 * Double.pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }
}
