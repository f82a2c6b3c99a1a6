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
        for (id, point) in canvas.frame.fingers {
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

    /// Whether the input on screen has a hitTest whose answer (the window's return) is still to come.
    private var awaitsHitTestAnswer: Bool {
        let timeline = canvas.frame.timeline
        guard let shown = timeline.current else { return false }
        return timeline.steps[(shown + 1)...].contains { step in
            if case .hitTestReturn(let view, _) = step { return view == UIWindow.windowName }
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
