import Foundation

/// Where a leader line ends: on what it labels, never inside another label (a leader ending
/// inside a recognizer's badge reads as tied to the badge, not to the view) nor under the
/// chain's pills.
extension CanvasLabelPlacer {
    /// Whether a tag, a badge or another view's name lies over `point` (`view`'s own name may:
    /// a leader ending on the name of the view it labels is read as that view's).
    func labelCovers(_ point: CGPoint, about view: String?) -> Bool {
        labels.contains { Self.isAnother($0, than: view) && $0.rect.insetBy(dx: -2, dy: -2).contains(point) }
    }

    /// Whether `label` is a tag or badge, or the name of a view other than `view` (a view's own
    /// name, or its controller's tab when `view` is the controller, is not another).
    static func isAnother(_ label: Label, than view: String?) -> Bool {
        label.text != nil && (!label.isName || (label.view != view && label.text != view))
    }

    /// `target`, or when a label covers it or it lies out of `open` (off the canvas, under the
    /// chain's pills) the nearest point of `area` (what is seen of the view) that no label
    /// covers, within a leader's reach; `target` when there is none.
    func uncoveredTarget(_ target: CGPoint, within area: CGRect?, open: CGRect, about view: String?) -> CGPoint {
        guard labelCovers(target, about: view) || !open.contains(target) else { return target }
        // A target beside the view (a tag tied to the view's corner, a ghost's box): the nearest uncovered point around it.
        let around = CGRect(x: target.x - leaderBound, y: target.y - leaderBound, width: 2 * leaderBound, height: 2 * leaderBound).intersection(open)
        let area = (area.flatMap { $0.contains(target) || !open.contains(target) ? $0 : nil } ?? around).insetBy(dx: 2, dy: 2)
        guard !area.isNull, area.width > 0, area.height > 0 else { return target }
        // Off the canvas, the target may be far from what is seen: the rings reach across it.
        let gap = hypot(max(area.minX - target.x, 0, target.x - area.maxX), max(area.minY - target.y, 0, target.y - area.maxY))
        // Further off than the canvas is wide (a view scaled a millionfold), the rings start at
        // the area's nearest point instead: rings reaching that far would never end.
        let far = gap > hypot(open.width, open.height)
        let origin = far ? CGPoint(x: min(max(target.x, area.minX), area.maxX), y: min(max(target.y, area.minY), area.maxY)) : target
        let reach = leaderBound + (far ? 0 : gap)
        // Well clear of the label that covered it (a line ending at a badge's edge still reads as
        // tied to the badge), or, on a small view crowded with tags, just off them.
        for clearance in [Self.besideDistance * leaderBound / Self.longestLeader, 2] {
            if let found = nearestUncovered(origin, within: area, clearance: clearance, reach: reach, about: view) { return found }
        }
        return target
    }

    /// Square rings of points ever further out from `target`; the nearest free one of the first ring that has one.
    private func nearestUncovered(_ target: CGPoint, within area: CGRect, clearance: Double, reach: Double, about view: String?) -> CGPoint? {
        let step = 4.0
        let nearby = labels.filter { Self.isAnother($0, than: view) && $0.rect.insetBy(dx: -clearance, dy: -clearance).intersects(area) }
        let free = { (point: CGPoint) in area.contains(point) && !nearby.contains { $0.rect.insetBy(dx: -clearance, dy: -clearance).contains(point) } }
        let distance = { (point: CGPoint) in hypot(point.x - target.x, point.y - target.y) }
        for ring in 1...max(1, Int(reach / step)) {
            let radius = Double(ring) * step
            var points: [CGPoint] = []
            for offset in stride(from: -radius, through: radius, by: step) {
                points += [CGPoint(x: target.x + offset, y: target.y - radius), CGPoint(x: target.x + offset, y: target.y + radius),
                           CGPoint(x: target.x - radius, y: target.y + offset), CGPoint(x: target.x + radius, y: target.y + offset)]
            }
            if let found = points.filter(free).min(by: { distance($0) < distance($1) || (distance($0) == distance($1) && ($0.y, $0.x) < ($1.y, $1.x)) }) {
                return found
            }
        }
        return nil
    }
}
