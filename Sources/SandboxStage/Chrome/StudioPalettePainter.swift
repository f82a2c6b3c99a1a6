import Foundation

/// Draws the studio's palette (M in edit mode): its page's title, then each item with the
/// number that chooses it.
struct StudioPalettePainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let titleSize = 15.0
    static let itemSize = 15.0

    func paint(into list: inout DisplayList) {
        guard let palette = frame.studioPalette else { return }
        let geometry = StudioPaletteLayout(palette: palette, layout: frame.layout, avoiding: frame.selectedViewRect)
        let zoom = geometry.zoom
        list.fill(geometry.frame.offsetBy(dx: 4, dy: 4), Palette.ink.withAlpha(90))
        list.fill(geometry.frame, Palette.panelBackground.withAlpha(245))
        list.outline(geometry.frame, Palette.vermillion, width: 2)
        let titleSize = Self.titleSize * zoom
        list.text(measurer.truncate(palette.title, width: geometry.titleBar.width - 20, size: titleSize, bold: true),
                  at: CGPoint(x: geometry.titleBar.minX + 10, y: geometry.titleBar.midY), size: titleSize,
                  color: Palette.yellow, bold: true, anchor: .left)
        let size = Self.itemSize * zoom
        for (item, rect) in zip(palette.items, geometry.itemRects) {
            list.fill(rect.insetBy(dx: 0, dy: 1), Palette.barBackground)
            list.text(measurer.truncate("\(item.number)  \(item.title)", width: rect.width - 12, size: size),
                      at: CGPoint(x: rect.minX + 6, y: rect.midY), size: size, color: Palette.panelText, anchor: .left)
        }
    }
}
