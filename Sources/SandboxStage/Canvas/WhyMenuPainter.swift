import Foundation

/// The menu a right-click on a view opens beside the pointer: one item, "why not here?",
/// which Y also asks. Placed as the hover card is: inside the window, off the clicked spot.
struct WhyMenuPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let textSize = 14.0

    /// The item's words for the selected view.
    static func item(for view: String) -> String { "Why not here? — \(view)   Y" }

    static func rect(for view: String, at pointer: CGPoint, viewport: CGSize, measurer: TextMeasuring) -> CGRect {
        let size = CGSize(width: measurer.width(of: item(for: view), size: textSize, bold: true) + 20,
                          height: measurer.lineHeight(size: textSize) + 12)
        return HoverCardPainter.rect(size: size, pointer: pointer, viewport: CGRect(origin: .zero, size: viewport))
    }

    func paint(into list: inout DisplayList) {
        guard let pointer = frame.whyMenu, let view = frame.selection else { return }
        let box = Self.rect(for: view, at: pointer, viewport: frame.layout.viewport, measurer: measurer)
        list.fill(box, Palette.panelBackground)
        list.outline(box, Palette.yellow, width: 1.5)
        list.text(Self.item(for: view), at: CGPoint(x: box.minX + 10, y: box.minY + 6), size: Self.textSize, color: Palette.panelText, bold: true)
    }
}
