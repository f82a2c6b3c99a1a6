import Foundation

/// Each finger still down, with a line to the view it is bound to: the binding lasts from
/// touchesBegan to touchesEnded wherever the finger goes.
struct FingerPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    func paint(into list: inout DisplayList) {
        let application = canvas.session.application
        for (id, point) in canvas.session.fingers.sorted(by: { $0.key < $1.key }) {
            let center = canvas.layout.canvasPoint(fromScene: point)
            let zoom = canvas.zoom
            if let view = application.boundView(ofTouch: id), let anchor = labels.anchors[view.name] {
                list.line(center, anchor, Palette.ink, width: 3)
            }
            list.append(.polygon(Self.circle(center, radius: 15 * zoom), Palette.ink.withAlpha(200)))
            list.append(.polygon(Self.circle(center, radius: 11 * zoom), Palette.yellow))
            list.text(String(id), at: center, size: 13 * zoom, color: Palette.ink, bold: true, anchor: .center)
        }
    }

    static func circle(_ center: CGPoint, radius: Double, segments: Int = 20) -> [CGPoint] {
        (0..<segments).map { index in
            let angle = Double(index) / Double(segments) * 2 * Double.pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }
}
