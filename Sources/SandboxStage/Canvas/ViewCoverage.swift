import Foundation

/// What of each view can still be seen once everything drawn after it is on top. The canvas
/// puts names and the ends of arrows only there: an arrow that ends on a part of the board
/// hidden under tile T1 reads as an arrow to T1.
struct ViewCoverage {
    /// A view fainter than this lets what is beneath it show through well enough to read.
    static let coveringOpacity = 0.35

    private let rects: [CGRect]
    /// The drawn shape (clipped) of each view that is not an upright rectangle; nil for those that are.
    private let shapes: [ConvexPolygon?]
    private let covers: [Bool]
    /// The views that cover what is beneath them, by where they are drawn.
    private let grid: RectangleGrid

    init(placements: [ViewPlacement], layout: StageLayout) {
        var rects: [CGRect] = [], shapes: [ConvexPolygon?] = []
        for placement in placements {
            if placement.isAxisAligned, placement.clipIsRect {
                let own = layout.canvasRect(fromScene: placement.windowRect)
                rects.append(placement.clip.map { own.intersection(layout.canvasRect(fromScene: $0)) } ?? own)
                shapes.append(nil)
            } else {
                // A turned view, or one a turned ancestor clips: what is drawn of it.
                var shape = placement.shape.mapped(layout.canvasPoint(fromScene:))
                if let clip = placement.clipShape { shape = shape.clipped(to: clip.mapped(layout.canvasPoint(fromScene:))) }
                rects.append(shape.isEmpty ? .null : shape.boundingBox)
                shapes.append(shape)
            }
        }
        self.rects = rects
        self.shapes = shapes
        let covers = placements.map { placement in
            !placement.isHiddenInTree && placement.effectiveAlpha * (placement.backgroundColor?.alpha ?? 0) >= Self.coveringOpacity
        }
        self.covers = covers
        var grid = RectangleGrid(covering: layout.canvasArea)
        for index in rects.indices where covers[index] { grid.insert(index, rects[index]) }
        self.grid = grid
    }

    private func overlaps(_ index: Int, _ rect: CGRect) -> Bool {
        guard rects[index].intersects(rect) else { return false }
        return shapes[index]?.intersects(rect) ?? true
    }

    /// Whether nothing drawn after view `index` overlaps `rect`.
    func isVisible(_ rect: CGRect, ofViewAt index: Int) -> Bool {
        !grid.contains(near: rect) { $0 > index && overlaps($0, rect) }
    }

    func isVisible(_ point: CGPoint, ofViewAt index: Int) -> Bool {
        isVisible(CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1), ofViewAt: index)
    }

    /// Whether `rect` lies on no view but `index` and its ancestors: a tag there cannot be
    /// read as another view's.
    func touchesOnlyFamily(_ rect: CGRect, ofViewAt index: Int, ancestors: Set<Int>) -> Bool {
        !grid.contains(near: rect) { $0 != index && !ancestors.contains($0) && overlaps($0, rect) }
    }

    /// The canvas rectangle of the view as drawn (its clipping ancestors applied); for a
    /// turned view, the upright box around its drawn shape.
    func drawnRect(ofViewAt index: Int) -> CGRect { rects[index] }

    /// The drawn shape of a view that is not an upright rectangle (turned, or clipped by a
    /// turned ancestor); nil when `drawnRect` is exactly what is drawn.
    func drawnShape(ofViewAt index: Int) -> ConvexPolygon? { shapes[index] }

    /// Whether a rectangle lies wholly on the view's drawn shape.
    func shapeEncloses(_ rect: CGRect, ofViewAt index: Int) -> Bool {
        shapes[index]?.encloses(rect) ?? rects[index].encloses(rect)
    }
}
