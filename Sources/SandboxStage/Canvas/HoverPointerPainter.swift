import Foundation

/// The pointer of a hover (`hover` trace steps): an arrow whose tip is where the latest hover
/// event shown put it, so the class sees which view it is over while the badge says what the
/// hover recognizer made of it. Nothing once it has left the window, or in a picture with no hover.
struct HoverPointerPainter {
    let canvas: CanvasPainter

    /// A pointer arrow, tip at (0, 0), pointing up and left as a desktop pointer does.
    static let arrow: [CGPoint] = [(0, 0), (0, 24), (6.5, 18.5), (11, 28), (15.5, 26), (11, 17), (18, 17)].map { CGPoint(x: $0.0, y: $0.1) }

    func paint(into list: inout DisplayList) {
        guard let pointer = canvas.frame.episode.pointer else { return }
        let tip = canvas.touchPoint(pointer)
        let zoom = canvas.zoom
        let outline = Self.arrow.map { CGPoint(x: tip.x + $0.x * 1.25 * zoom, y: tip.y + $0.y * 1.25 * zoom) }
        list.append(.polygon(outline, Palette.paper))
        list.append(.polyline(outline + [outline[0]], Palette.ink, width: 2.5, dashed: false))
    }
}
