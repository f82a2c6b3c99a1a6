import Foundation

/// The game controller's pointer: a crosshair the left stick moves and A touches at.
struct ControllerPointerPainter {
    let canvas: CanvasPainter

    func paint(into list: inout DisplayList) {
        guard let pointer = canvas.frame.controllerPointer else { return }
        let center = canvas.layout.canvasPoint(fromScene: pointer)
        for (dx, dy) in [(1.0, 0.0), (0.0, 1.0)] {
            let from = CGPoint(x: center.x - 16 * dx, y: center.y - 16 * dy), to = CGPoint(x: center.x + 16 * dx, y: center.y + 16 * dy)
            list.line(from, to, Palette.ink, width: 5)
            list.line(from, to, Palette.reddishPurple, width: 2.5)
        }
        list.text("A", at: CGPoint(x: center.x + 10, y: center.y + 8), size: 12, color: Palette.ink, bold: true)
    }
}
