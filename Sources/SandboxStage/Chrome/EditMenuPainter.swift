import Foundation

/// Draws the menu M opens over the canvas: the edit actions, remote commands, controller
/// presses and shake, each with where its event starts, none with who would take it.
struct EditMenuPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let titleSize = 15.0
    static let itemSize = 15.0
    static let detailSize = 12.0

    func paint(into list: inout DisplayList) {
        guard let menu = frame.editMenu else { return }
        let geometry = EditMenuLayout(menu: menu, layout: frame.layout)
        let zoom = geometry.zoom
        list.fill(geometry.frame.offsetBy(dx: 4, dy: 4), Palette.ink.withAlpha(90))
        list.fill(geometry.frame, Palette.panelBackground.withAlpha(245))
        list.outline(geometry.frame, Palette.yellow, width: 2)
        let title = measurer.truncate("Send an event: click an item (edit items: its number) · Esc closes",
                                      width: geometry.titleBar.width - 20, size: Self.titleSize * zoom, bold: true)
        list.text(title, at: CGPoint(x: geometry.titleBar.minX + 10, y: geometry.titleBar.midY), size: Self.titleSize * zoom,
                  color: Palette.yellow, bold: true, anchor: .left)
        // In the menu's own order, not the dictionaries' (which changes from run to run).
        for group in EditMenu.Group.allCases {
            guard let rect = geometry.groupRects[group] else { continue }
            list.text(measurer.truncate(group.rawValue, width: rect.width, size: Self.detailSize * zoom, bold: true),
                      at: CGPoint(x: rect.minX, y: rect.midY), size: Self.detailSize * zoom, color: Palette.skyBlue, bold: true, anchor: .left)
        }
        for (index, rect) in geometry.itemRects.sorted(by: { $0.key < $1.key }) {
            paint(menu.items[index], in: rect, zoom: zoom, into: &list)
        }
    }

    /// Every item drawn alike, with where its event starts: whether anyone takes it is the
    /// class's prediction, told once the item is chosen.
    private func paint(_ item: EditMenu.Item, in rect: CGRect, zoom: Double, into list: inout DisplayList) {
        list.fill(rect.insetBy(dx: 0, dy: 1), Palette.barBackground)
        let label = (item.number.map { "\($0)  " } ?? "") + item.title
        let labelSize = Self.itemSize * zoom, detailSize = Self.detailSize * zoom
        let labelWidth = min(measurer.width(of: label, size: labelSize, bold: true), rect.width * 0.55)
        list.text(measurer.truncate(label, width: labelWidth + 1, size: labelSize, bold: true),
                  at: CGPoint(x: rect.minX + 6, y: rect.midY), size: labelSize, color: Palette.panelText, bold: true, anchor: .left)
        let detailWidth = rect.width - labelWidth - 18
        guard detailWidth > 20 else { return }
        let detail = measurer.truncate(item.start, width: detailWidth, size: detailSize)
        list.text(detail, at: CGPoint(x: rect.maxX - 4, y: rect.midY - detailSize * 0.6), size: detailSize,
                  color: Palette.panelDim, anchor: .topRight)
    }
}
