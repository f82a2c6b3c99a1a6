import Foundation

/// Where the studio's palette and each of its items are, in window points: one geometry
/// for drawing it and for finding the item under a click. It sits in the canvas's corner
/// farthest from the selected view (under edit mode's band at the top, above the status
/// line's message at the bottom), so the view it changes and what the edit says stay in sight.
public struct StudioPaletteLayout: Sendable {
    public let frame: CGRect
    public let titleBar: CGRect
    /// Each item's rectangle, in the order of `palette.items`.
    public let itemRects: [CGRect]
    public let zoom: Double

    /// `avoiding`: the selected view's rectangle on the canvas, if any.
    public init(palette: StudioPalette, layout: StageLayout, avoiding selected: CGRect?) {
        zoom = layout.zoom
        let rowHeight = 26 * zoom, titleHeight = 30 * zoom, padding = 8 * zoom
        let area = layout.canvasArea
        let top = Double(area.minY) + EditModePainter.height(zoom: zoom) + 6
        let width = min(560 * zoom, Double(area.width) - 24)
        let height = titleHeight + Double(palette.items.count) * rowHeight + padding * 2
        let left = selected.map { Double($0.midX) < Double(area.midX) } ?? false
        let up = selected.map { Double($0.midY) < Double(area.midY) } ?? false
        let x = left ? Double(area.maxX) - 12 - width : Double(area.minX) + 12
        // At the bottom it stays above the status line's box (two lines of it, over the strip of
        // responders), where an edit's message appears: the message never covers an item.
        let message = StageLayout.chainStripHeight + layout.size(8) + 2 * layout.size(16 * 1.4) + layout.size(16)
        let y = up ? max(top, Double(area.maxY) - message - 6 - height) : top
        let box = CGRect(x: x, y: y, width: width, height: height)
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
