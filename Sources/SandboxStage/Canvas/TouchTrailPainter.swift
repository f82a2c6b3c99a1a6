import Foundation

/// Where the input's fingers went down, the path each one took and where it lifted: after a
/// tap the finger is gone, but a class still needs to see where it landed.
struct TouchTrailPainter {
    let canvas: CanvasPainter

    func paint(into list: inout DisplayList) {
        let zoom = canvas.zoom
        for trail in canvas.frame.touchTrails {
            // Exploded, on the plate of the view it went to (see `CanvasPainter.touchPoint`).
            let points = trail.points(shown: canvas.shownStepCount).map(canvas.touchPoint)
            guard let first = points.first, let last = points.last else { continue }
            if points.count > 1 {
                list.append(.polyline(points, Palette.ink, width: 5 * zoom, dashed: false))
                list.append(.polyline(points, Palette.touchTrail, width: 2.5 * zoom, dashed: false))
            }
            // Down: a ring with a dot, like the touch indicators of screen recordings.
            list.append(.polygon(FingerPainter.circle(first, radius: 10 * zoom), Palette.ink))
            list.append(.polygon(FingerPainter.circle(first, radius: 8 * zoom), Palette.paper))
            list.append(.polygon(FingerPainter.circle(first, radius: 4 * zoom), Palette.touchTrail))
            if points.count > 1, trail.isLifted(shown: canvas.shownStepCount) {
                // Lifted: a cross where the finger left the glass.
                let arm = 7 * zoom
                list.line(CGPoint(x: last.x - arm, y: last.y - arm), CGPoint(x: last.x + arm, y: last.y + arm), Palette.ink, width: 3 * zoom)
                list.line(CGPoint(x: last.x - arm, y: last.y + arm), CGPoint(x: last.x + arm, y: last.y - arm), Palette.ink, width: 3 * zoom)
            }
        }
    }
}
