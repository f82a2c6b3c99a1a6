import Foundation

/// What the canvas's marks mean, with a small sample of each: for the help overlay and the
/// panel's LEGEND, so a class need not guess what a dashed outline or a number says.
enum Legend {
    enum Swatch: CaseIterable {
        case badge, inside, outside, skipped, hitTestView, handled, arrow, chainStart, firstResponder, selection
        case touchRing, liftMark, finger, hitArea, contentOffset, faintContent, gestureBadges, untransformedFrame, hitTestGhost
        case whyRing, whyRefuses, whyMayTake
    }

    static let entries: [(swatch: Swatch, meaning: String)] = [
        (.badge, "order in which hitTest visited the view"),
        (.inside, "solid green: point inside (pointInside Yes)"),
        (.outside, "dashed blue: outside (pointInside No)"),
        (.skipped, "hatched: skipped (hidden, alpha < 0.01, interaction off)"),
        (.hitTestView, "yellow frame: the hit-test view"),
        (.handled, "★ handled the event"),
        (.arrow, "arrow: passed on to the next responder"),
        (.chainStart, "yellow dot: where the responder chain starts"),
        (.firstResponder, "dashed purple: first responder"),
        (.selection, "black and white frame: the selected responder (right click; Esc deselects)"),
        (.touchRing, "ring: where a finger went down"),
        (.liftMark, "×: where a finger lifted, at the end of its path"),
        (.finger, "numbered dot: a finger still down, by its touch number"),
        (.hitArea, "pale dashed: a grown hit area, or a control's touch slop (a drag there stays inside)"),
        (.contentOffset, "contentOffset tag: how far a scroll view's content is scrolled"),
        (.faintContent, "faint: a scroll view's content outside its viewport, out of sight"),
        (.gestureBadges, "gesture badge: idle, watching, began, recognized, failed, cancelled (left to right)"),
        (.untransformedFrame, "dashed grey: a transformed view's frame without its transform"),
        (.hitTestGhost, "dashed yellow: the hit-test view where hitTest found it, before scrolling moved it"),
        (.whyRing, "Y's ring: the point asked about, green if the view gets the touch there, vermillion if not"),
        (.whyRefuses, "solid vermillion (Y): a view keeping the touch away (refusing the point, covering it, off)"),
        (.whyMayTake, "dashed orange (Y): a recognizer that may take or delay it, or a control with no action"),
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
        case .chainStart:
            let center = CGPoint(x: box.minX + box.height / 2, y: box.midY), radius = min(6, box.height / 2)
            return [.polygon(FingerPainter.circle(center, radius: radius), Palette.ink),
                    .polygon(FingerPainter.circle(center, radius: radius * 2 / 3), Palette.yellow)]
        case .firstResponder: return [.outline(box, Palette.firstResponder, width: 3, dashed: true)]
        case .selection: return ViewPainter.selectionFrame(box)
        case .touchRing:
            let center = CGPoint(x: box.minX + box.height / 2, y: box.midY), radius = box.height / 2
            return [.polygon(FingerPainter.circle(center, radius: radius), Palette.ink),
                    .polygon(FingerPainter.circle(center, radius: radius * 0.8), Palette.paper),
                    .polygon(FingerPainter.circle(center, radius: radius * 0.4), Palette.touchTrail)]
        case .liftMark:
            let arm = box.height / 2 - 1, mid = CGPoint(x: box.minX + box.height / 2, y: box.midY)
            return [.line(CGPoint(x: mid.x - arm, y: mid.y - arm), CGPoint(x: mid.x + arm, y: mid.y + arm), Palette.ink, width: 3),
                    .line(CGPoint(x: mid.x - arm, y: mid.y + arm), CGPoint(x: mid.x + arm, y: mid.y - arm), Palette.ink, width: 3)]
        case .finger:
            let center = CGPoint(x: box.minX + box.height / 2, y: box.midY), radius = box.height / 2 + 1
            return [.polygon(FingerPainter.circle(center, radius: radius), Palette.ink.withAlpha(200)),
                    .polygon(FingerPainter.circle(center, radius: radius * 0.75), Palette.finger),
                    .text("1", center, size: textSize, color: Palette.ink, bold: true, anchor: .center)]
        case .hitArea: return [.outline(box, Palette.invisibleProperty, width: 2, dashed: true)]
        case .contentOffset:
            return [.fill(box, Palette.paper), .outline(box, Palette.ink, width: 1, dashed: false),
                    .text("0, 9", CGPoint(x: box.midX, y: box.midY), size: textSize * 0.8, color: Palette.ink, bold: true, anchor: .center)]
        case .faintContent:
            let half = box.width / 2
            return [.fill(CGRect(x: box.minX, y: box.minY, width: half, height: box.height), Palette.inside),
                    .fill(CGRect(x: box.minX + half, y: box.minY, width: half, height: box.height), Palette.inside.withAlpha(ScrollViewPainter.ghostAlpha))]
        case .gestureBadges:
            let colors = [Palette.gestureAtRest, Palette.gestureWatching, Palette.gestureInProgress,
                          Palette.gestureRecognized, Palette.gestureFailed, Palette.gestureCancelled]
            let width = box.width / Double(colors.count)
            return colors.enumerated().flatMap { index, color in
                let cell = CGRect(x: box.minX + Double(index) * width, y: box.minY, width: width - 1, height: box.height)
                return [DrawCommand.fill(cell, color), .outline(cell, Palette.ink, width: 1, dashed: false)]
            }
        case .untransformedFrame: return [.fill(box, Palette.paper), .outline(box, Palette.untransformedFrame, width: 2, dashed: true)]
        case .hitTestGhost: return [.outline(box, Palette.ink, width: 5, dashed: true), .outline(box, Palette.hitTestView, width: 3, dashed: true)]
        case .whyRing:
            // Two rings as WhyPainter draws them: the view gets the touch, then it does not.
            let radius = box.height / 2
            return [Palette.bluishGreen, Palette.vermillion].enumerated().flatMap { index, color -> [DrawCommand] in
                let center = CGPoint(x: box.minX + radius + Double(index) * (2 * radius + 3), y: box.midY)
                return [.polygon(FingerPainter.circle(center, radius: radius), Palette.ink),
                        .polygon(FingerPainter.circle(center, radius: radius * 0.8), color),
                        .polygon(FingerPainter.circle(center, radius: radius * 0.25), Palette.paper)]
            }
        case .whyRefuses: return [.fill(box, Palette.paper), .outline(box, Palette.ink, width: 5, dashed: false),
                                  .outline(box, Palette.vermillion, width: 3, dashed: false)]
        case .whyMayTake: return [.fill(box, Palette.paper), .outline(box, Palette.ink, width: 5, dashed: false),
                                  .outline(box, Palette.orange, width: 3, dashed: true)]
        }
    }
}
