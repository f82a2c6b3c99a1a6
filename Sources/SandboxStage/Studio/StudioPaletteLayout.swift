import Foundation

/// Where the studio's palette and each of its items are, in window points: one geometry
/// for drawing it and for finding the item under a click. It sits at the canvas's top left,
/// under edit mode's band, so the selected view stays in sight to its right or below.
public struct StudioPaletteLayout: Sendable {
    public let frame: CGRect
    public let titleBar: CGRect
    /// Each item's rectangle, in the order of `palette.items`.
    public let itemRects: [CGRect]
    public let zoom: Double

    public init(palette: StudioPalette, layout: StageLayout) {
        zoom = layout.zoom
        let rowHeight = 26 * zoom, titleHeight = 30 * zoom, padding = 8 * zoom
        let area = layout.canvasArea
        let top = Double(area.minY) + EditModePainter.height(zoom: zoom) + 6
        let width = min(620 * zoom, Double(area.width) - 24)
        let height = titleHeight + Double(palette.items.count) * rowHeight + padding * 2
        let box = CGRect(x: Double(area.minX) + 12, y: top, width: width, height: height)
        frame = box
        titleBar = CGRect(x: box.minX, y: box.minY, width: width, height: titleHeight)
        itemRects = palette.items.indices.map { index in
            CGRect(x: box.minX + padding, y: box.minY + titleHeight + padding + Double(index) * rowHeight,
                   width: width - padding * 2, height: rowHeight)
        }
    }

    /// The index of the item under a window point; nil between items or outside.
    public func item(at point: CGPoint) -> Int? {
        itemRects.firstIndex { $0.contains(point) }
    }
}
