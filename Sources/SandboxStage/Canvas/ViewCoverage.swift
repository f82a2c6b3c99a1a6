import Foundation

/// What of each view can still be seen once everything drawn after it is on top. The canvas
/// puts names and the ends of arrows only there: an arrow that ends on a part of the board
/// hidden under tile T1 reads as an arrow to T1.
struct ViewCoverage {
    /// Past this many views, coverage is not worked out (it grows with the square of the
    /// count); every view then counts as visible, as the canvas drew it before.
    static let viewLimit = 400
    /// A view fainter than this lets what is beneath it show through well enough to read.
    static let coveringOpacity = 0.35

    private let rects: [CGRect]
    private let covers: [Bool]
    let isEnabled: Bool

    init(placements: [ViewPlacement], layout: StageLayout) {
        isEnabled = placements.count <= Self.viewLimit
        rects = placements.map { placement in
            let own = layout.canvasRect(fromScene: placement.windowRect)
            return placement.clip.map { own.intersection(layout.canvasRect(fromScene: $0)) } ?? own
        }
        covers = placements.map { placement in
            !placement.isHiddenInTree && placement.effectiveAlpha * (placement.view.backgroundColor?.alpha ?? 0) >= Self.coveringOpacity
        }
    }

    /// Whether nothing drawn after view `index` overlaps `rect`.
    func isVisible(_ rect: CGRect, ofViewAt index: Int) -> Bool {
        guard isEnabled else { return true }
        for later in (index + 1)..<rects.count where covers[later] && rects[later].intersects(rect) {
            return false
        }
        return true
    }

    func isVisible(_ point: CGPoint, ofViewAt index: Int) -> Bool {
        isVisible(CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1), ofViewAt: index)
    }

    /// Whether `rect` lies on no view but `index` and its ancestors: a tag there cannot be
    /// read as another view's.
    func touchesOnlyFamily(_ rect: CGRect, ofViewAt index: Int, ancestors: Set<Int>) -> Bool {
        guard isEnabled else { return true }
        for other in rects.indices where other != index && covers[other] && !ancestors.contains(other) && rects[other].intersects(rect) {
            return false
        }
        return true
    }

    /// The canvas rectangle of the view as drawn (its clipping ancestors applied).
    func drawnRect(ofViewAt index: Int) -> CGRect { rects[index] }
}
