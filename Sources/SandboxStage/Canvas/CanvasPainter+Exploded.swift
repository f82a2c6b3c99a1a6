import Foundation
import ResponderCore

/// Exploded, a touch belongs to a layer: the finger is drawn on the plate of the view that got
/// it (the hit-test view), not where it would be on the flat picture, and a ray runs down from
/// it through the plates of the views hitTest went through, to the window's.
extension CanvasPainter {
    /// Where a touch at a scene point is drawn: flat, at it; exploded, on its view's plate.
    func touchPoint(_ point: CGPoint) -> CGPoint {
        isFlat ? layout.canvasPoint(fromScene: point) : projection.project(point, depth: touchDepth(at: point))
    }

    /// The plate a touch at the point lies on: the framed hit-test view's when the point is on
    /// it, else the topmost view drawn there, else the window's (one below the root view's).
    func touchDepth(at point: CGPoint) -> Int {
        if let name = framedHitTestView, let placement = placement(named: name), placement.containsWindowPoint(point) { return placement.depth }
        return placements.last { !$0.isHiddenInTree && $0.containsWindowPoint(point) }?.depth ?? -1
    }

    /// The touch's ray through the layers: from the window's plate up to the hit-test view's,
    /// a dot on each plate of the path (the hit-test view and its superviews).
    func paintExplodedPath(into list: inout DisplayList) {
        guard !isFlat, let name = framedHitTestView, let hit = placement(named: name),
              let point = episode.hitTestPoints[UIWindow.windowName] ?? frame.touchTrails.first?.points.first else { return }
        let depths = [-1] + hit.ancestorNames.compactMap { placement(named: $0)?.depth }.reversed() + [hit.depth]
        let points = depths.map { projection.project(point, depth: $0) }
        list.append(.polyline(points, Palette.ink, width: 5 * zoom, dashed: false))
        list.append(.polyline(points, Palette.hitTestView, width: 2.5 * zoom, dashed: false))
        for each in points.dropLast() {
            list.append(.polygon(FingerPainter.circle(each, radius: 5 * zoom), Palette.ink))
            list.append(.polygon(FingerPainter.circle(each, radius: 3.5 * zoom), Palette.inside))
        }
    }
}
