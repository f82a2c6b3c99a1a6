import Foundation

/// What the canvas's marks mean, with a small sample of each: for the help overlay and the
/// panel's LEGEND, so a class need not guess what a dashed outline or a number says.
enum Legend {
    enum Swatch: CaseIterable {
        case badge, inside, outside, skipped, hitTestView, handled, arrow, firstResponder, untransformedFrame, hitTestGhost
    }

    static let entries: [(swatch: Swatch, meaning: String)] = [
        (.badge, "order in which hitTest visited the view"),
        (.inside, "solid green: point inside (pointInside Yes)"),
        (.outside, "dashed blue: outside (pointInside No)"),
        (.skipped, "hatched: skipped (hidden, alpha < 0.01, interaction off)"),
        (.hitTestView, "yellow frame: the hit-test view"),
        (.handled, "★ handled the event"),
        (.arrow, "arrow: passed on to the next responder"),
        (.firstResponder, "dashed purple: first responder"),
        (.untransformedFrame, "dashed grey: a transformed view's frame without its transform"),
        (.hitTestGhost, "dashed yellow: the hit-test view where hitTest found it, before scrolling moved it"),
    ]

    /// The sample drawn in `rect` (about twice as wide as high).
    static func swatch(_ swatch: Swatch, in rect: CGRect, textSize: Double) -> [DrawCommand] {
        let box = rect.insetBy(dx: 2, dy: 2)
        switch swatch {
        case .badge:
            let square = CGRect(x: box.minX, y: box.minY, width: box.height, height: box.height)
            return [.fill(square, Palette.ink), .outline(square, Palette.inside, width: 2, dashed: false),
                    .text("3", CGPoint(x: square.midX, y: square.midY), size: textSize, color: Palette.paper, bold: true, anchor: .center)]
        case .inside: return [.fill(box, Palette.paper), .outline(box, Palette.inside, width: 3, dashed: false)]
        case .outside: return [.fill(box, Palette.paper), .outline(box, Palette.outside, width: 3, dashed: true)]
        case .skipped: return [.fill(box, Palette.paper), .hatch(box, Palette.skipped.withAlpha(170), spacing: 7),
                               .outline(box, Palette.skipped, width: 3, dashed: true)]
        case .hitTestView: return [.fill(box, Palette.paper), .outline(box, Palette.ink, width: 6, dashed: false),
                                   .outline(box, Palette.hitTestView, width: 3, dashed: false)]
        case .handled:
            return [.text("★", CGPoint(x: box.midX, y: box.midY), size: textSize * 1.2, color: Palette.handled, bold: true, anchor: .center)]
        case .arrow:
            var list = DisplayList()
            let from = CGPoint(x: box.minX, y: box.midY), to = CGPoint(x: box.maxX, y: box.midY)
            list.arrow(from, to, Palette.ink, width: 5, head: min(11, box.height))
            list.arrow(from, to, Palette.yellow, width: 3, head: min(9, box.height - 2))
            return list.commands
        case .firstResponder: return [.outline(box, Palette.firstResponder, width: 3, dashed: true)]
        case .untransformedFrame: return [.fill(box, Palette.paper), .outline(box, Palette.untransformedFrame, width: 2, dashed: true)]
        case .hitTestGhost: return [.outline(box, Palette.ink, width: 5, dashed: true), .outline(box, Palette.hitTestView, width: 3, dashed: true)]
        }
    }
}
