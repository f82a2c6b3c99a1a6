import Foundation

/// The exploded view: each layer of the nesting lifted above its parent in an isometric
/// projection, blended with the flat picture by `amount` (0 flat, 1 exploded).
public struct IsometricProjection: Sendable {
    public let layout: StageLayout
    public let amount: Double
    public let layerGap: Double
    private let shrink = 0.62
    /// Lifts the stack's middle layer to the canvas centre, so the whole stack stays in view.
    private let centringDepth: Double

    public init(layout: StageLayout, amount: Double, maximumDepth: Int) {
        self.layout = layout
        self.amount = max(0, min(1, amount))
        let rect = layout.sceneRect
        layerGap = min(60, Double(rect.height) * 0.45 / Double(max(maximumDepth, 1)))
        centringDepth = Double(maximumDepth) / 2
    }

    public func project(_ scenePoint: CGPoint, depth: Int) -> CGPoint {
        let flat = layout.canvasPoint(fromScene: scenePoint)
        guard amount > 0 else { return flat }
        let rect = layout.sceneRect
        let dx = Double(flat.x - rect.midX) * shrink, dy = Double(flat.y - rect.midY) * shrink
        let cos30 = 0.866, sin30 = 0.5
        let isoX = Double(rect.midX) + (dx - dy) * cos30
        let isoY = Double(rect.midY) + (dx + dy) * sin30 - (Double(depth) - centringDepth) * layerGap
        return CGPoint(x: Double(flat.x) + (isoX - Double(flat.x)) * amount,
                       y: Double(flat.y) + (isoY - Double(flat.y)) * amount)
    }

    /// The four corners of a rectangle in scene coordinates, clockwise from the top left.
    public func corners(of rect: CGRect, depth: Int) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { project($0, depth: depth) }
    }
}
