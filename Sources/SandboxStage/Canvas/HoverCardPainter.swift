import Foundation

/// The hover card: a small box beside the mouse naming the view under it, its class and
/// address, and the properties that decide its touches. Drawn over everything, inside the
/// window, never over the spot the mouse points at, and still: it moves only when the mouse
/// comes onto another view.
struct HoverCardPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    /// Points between the mouse and the card, so the pointed spot and the arrow stay in view.
    static let gap = 14.0

    private var textSize: Double { frame.layout.size(12) }
    private var nameSize: Double { frame.layout.size(14) }
    private var padding: Double { frame.layout.size(6) }

    func paint(into list: inout DisplayList) {
        guard let card = frame.hoverCard, !frame.isHelpVisible, frame.editMenu == nil, frame.whyMenu == nil else { return }
        let lines = [card.identity] + card.facts
        let width = max(measurer.width(of: card.name, size: nameSize, bold: true), lines.map { measurer.width(of: $0, size: textSize, bold: false) }.max() ?? 0)
        let lineHeight = measurer.lineHeight(size: textSize)
        let size = CGSize(width: width + 2 * padding, height: measurer.lineHeight(size: nameSize) + Double(lines.count) * lineHeight + 2 * padding)
        let box = Self.rect(size: size, pointer: card.pointer, viewport: CGRect(origin: .zero, size: frame.layout.viewport))
        list.fill(box, Palette.panelBackground.withAlpha(240))
        list.outline(box, Palette.panelDim, width: 1)
        var y = box.minY + padding
        list.text(card.name, at: CGPoint(x: box.minX + padding, y: y), size: nameSize, color: Palette.panelText, bold: true)
        y += measurer.lineHeight(size: nameSize)
        for (index, line) in lines.enumerated() {
            let color = index == 0 ? Palette.skyBlue : Self.matters(line) ? Palette.orange : Palette.panelText
            list.text(line, at: CGPoint(x: box.minX + padding, y: y), size: textSize, color: color, bold: false)
            y += lineHeight
        }
    }

    /// A fact that keeps touches away, lit so it is seen first.
    static func matters(_ fact: String) -> Bool {
        fact.hasPrefix("hidden: true") || fact.contains("inside hidden") || fact.contains("below 0.01")
            || fact == "userInteractionEnabled: false" || fact == "enabled: false" || fact.hasPrefix("a touch here goes to")
            || (!fact.contains(": ") && fact.hasSuffix(" takes the touch")) || (fact.hasPrefix("the window ") && fact.contains(" in front takes the touch ("))
    }

    /// Below and to the right of the pointer, else to its left or above it, as tooltips go; kept
    /// inside the viewport and clear of the pointer's own spot (the gap around it).
    static func rect(size: CGSize, pointer: CGPoint, viewport: CGRect) -> CGRect {
        let right = pointer.x + gap, left = pointer.x - gap - size.width
        let below = pointer.y + gap, above = pointer.y - gap - size.height
        let x = right + size.width <= viewport.maxX || left < viewport.minX ? right : left
        let y = below + size.height <= viewport.maxY || above < viewport.minY ? below : above
        let fitted = CGRect(x: min(max(x, viewport.minX), max(viewport.minX, viewport.maxX - size.width)),
                            y: min(max(y, viewport.minY), max(viewport.minY, viewport.maxY - size.height)),
                            width: size.width, height: size.height)
        return fitted
    }
}
