import Foundation

/// Where the menu and each of its items are, in window points: one geometry for drawing it
/// and for finding the item under a click, so what is hit is what is seen.
public struct EditMenuLayout: Sendable {
    /// The groups of each column, left to right.
    static let columns: [[EditMenu.Group]] = [[.edit], [.remote, .motion], [.presses]]

    public let frame: CGRect
    public let titleBar: CGRect
    /// Each item's rectangle, by its index in `menu.items`.
    public let itemRects: [Int: CGRect]
    /// Each group's heading rectangle.
    public let groupRects: [EditMenu.Group: CGRect]
    public let rowHeight: Double
    public let zoom: Double

    public init(menu: EditMenu, layout: StageLayout) {
        let zoom = layout.zoom
        self.zoom = zoom
        let area = layout.canvasArea.insetBy(dx: 8, dy: 8)
        let padding = 10 * zoom
        rowHeight = 24 * zoom
        let titleHeight = 30 * zoom
        let columnWidth = max(80, min(250 * zoom, (Double(area.width) - padding * 4) / Double(Self.columns.count)))
        let columnHeights = Self.columns.map { groups in
            groups.reduce(0.0) { total, group in total + Double(menu.items(in: group).count + 1) * (24 * zoom) }
        }
        let width = columnWidth * Double(Self.columns.count) + padding * Double(Self.columns.count + 1)
        let height = titleHeight + (columnHeights.max() ?? 0) + padding * 2
        // The menu opens at the pointer and is moved, never cut, to stay on the canvas.
        // A menu taller or wider than the margin allows gives up the margin before it would be cut.
        let canvas = layout.canvasArea
        let room = CGRect(x: width <= area.width ? area.minX : canvas.minX, y: height <= area.height ? area.minY : canvas.minY,
                          width: width <= area.width ? area.width : canvas.width, height: height <= area.height ? area.height : canvas.height)
        let x = min(max(Double(room.minX), Double(menu.anchor.x)), max(Double(room.minX), Double(room.maxX) - width))
        let y = min(max(Double(room.minY), Double(menu.anchor.y)), max(Double(room.minY), Double(room.maxY) - height))
        frame = CGRect(x: x, y: y, width: width, height: height)
        titleBar = CGRect(x: x, y: y, width: width, height: titleHeight)
        var items: [Int: CGRect] = [:]
        var groups: [EditMenu.Group: CGRect] = [:]
        for (column, columnGroups) in Self.columns.enumerated() {
            let left = x + padding + Double(column) * (columnWidth + padding)
            var top = y + titleHeight + padding
            for group in columnGroups {
                groups[group] = CGRect(x: left, y: top, width: columnWidth, height: rowHeight)
                top += rowHeight
                for index in menu.items.indices where menu.items[index].group == group {
                    items[index] = CGRect(x: left, y: top, width: columnWidth, height: rowHeight)
                    top += rowHeight
                }
            }
        }
        itemRects = items
        groupRects = groups
    }

    /// The item under a window point, enabled or not; nil between items or outside.
    public func item(at point: CGPoint) -> Int? {
        itemRects.first { $0.value.contains(point) }?.key
    }
}
