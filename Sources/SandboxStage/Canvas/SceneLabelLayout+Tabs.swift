import Foundation

/// Where a view controller's tab may go: on the edge of the view it manages, and, when the
/// edges are taken, anywhere on what is seen of that view.
extension SceneLabelLayout {
    /// The spots for the tab of the controller of the view at `index`, in order, the point of
    /// the view it is tied to, and whether it must lie on the view or its superviews only (the
    /// view is zoomed past the canvas's edges: anywhere else the tab would read as another view's).
    func tabSpots(ofViewAt index: Int, size: CGSize, _ canvas: CanvasPainter) -> (candidates: [CGPoint], target: CGPoint, onlyOnFamily: Bool) {
        let placement = canvas.placements[index]
        let drawn = canvas.coverage.drawnRect(ofViewAt: index)
        let shown = drawn.intersection(placer.bounds)
        // On the view's own edges (zoomed in, they may be off the canvas: at the canvas's edge a tab would lie on other views).
        let view = canvas.isFlat ? drawn : Self.bounds(of: canvas.corners(of: placement))
        let plate = canvas.corners(of: placement)
        let front = plate[Self.frontCorner(of: plate)]
        guard canvas.isFlat else {
            // Tied to the plate's front corner, or where that is under the chain's pills or another name, to the nearest point clear of them.
            let target = placer.uncoveredTarget(front, within: view.intersection(openArea), open: openArea, about: placement.name)
            return ([CGPoint(x: front.x + 10, y: front.y - size.height), CGPoint(x: front.x - size.width - 10, y: front.y - size.height),
                     CGPoint(x: front.x + 10, y: front.y + 4)], target, false)
        }
        // Near the view's name first: the hop view → controller should be short.
        let afterName = names[placement.name].map { $0.isInside ? $0.rect.maxX + 8 : view.minX + 4 } ?? view.minX + 4
        let edges = [CGPoint(x: view.minX + 4, y: view.minY - size.height),
                     CGPoint(x: afterName, y: view.minY + 2),
                     CGPoint(x: view.maxX - size.width - 4, y: view.minY - size.height),
                     CGPoint(x: view.maxX - size.width - 4, y: view.minY + 2),
                     CGPoint(x: view.minX + 4, y: view.maxY),
                     CGPoint(x: view.maxX - size.width - 4, y: view.maxY)]
        // Tied to the view's top-left corner, or, when that is off the canvas or covered, to a point of it that is seen.
        var target = CGPoint(x: view.minX + 8, y: view.minY)
        if shown.isNull { return (edges, target, false) }
        let zoomedPast = shown != drawn
        if !openArea.contains(target) || (zoomedPast && !canvas.coverage.isVisible(target, ofViewAt: index)) {
            target = visiblePoint(ofViewAt: index, canvas) ?? target
        }
        target = placer.uncoveredTarget(target, within: shown.intersection(openArea), open: openArea, about: placement.name)
        guard zoomedPast || !edges.contains(where: { placer.isFree(CGRect(origin: $0, size: size)) }) else { return (edges, target, false) }
        // Its edges taken (by the subviews' names, or zoomed off the canvas): anywhere on
        // what is seen of the view itself, lying on no other view (on one it would read as that view's controller).
        let onFamily = canvas.liesOnFamily(of: placement.name)
        let onView = GestureBadgePainter.spread(over: shown, size: size).filter { onFamily(CGRect(origin: $0, size: size)) }
        return (edges + onView, target, zoomedPast)
    }
}
