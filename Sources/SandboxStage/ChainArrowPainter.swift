import Foundation
import ResponderCore

/// Arrows that walk the responder chain hop by hop. Responders that are not views (the
/// view controllers, UIWindow, UIApplication, the delegate) sit as pills along the canvas's
/// bottom edge, so every hop has somewhere to land.
struct ChainArrowPainter {
    let canvas: CanvasPainter
    static let pillHeight = 30.0

    func paint(into list: inout DisplayList) {
        let episode = canvas.episode
        guard let summary = episode.summary else { return }
        let hops = episode.hops.filter { $0.method == summary.event }
        let pills = pillRects(for: summary.chain, into: &list, hops: hops)
        func anchor(_ name: String) -> CGPoint? {
            if let placement = canvas.placement(named: name), !pills.keys.contains(name) { return canvas.anchor(of: placement) }
            return pills[name].map { CGPoint(x: $0.midX, y: $0.minY) }
        }
        let currentIsHop: Bool = {
            switch episode.currentStep {
            case .deliver, .notForwarded, .sentToTarget: return true
            default: return false
            }
        }()
        for (index, hop) in hops.enumerated() where index > 0 {
            guard let from = anchor(hops[index - 1].responder), let to = anchor(hop.responder) else { continue }
            let growing = currentIsHop && index == hops.count - 1
            let end = growing ? interpolate(from, to, canvas.session.timeline.progress) : to
            list.arrow(from, end, Palette.ink, width: 6, head: 18)
            list.arrow(from, end, Palette.yellow, width: 3, head: 14)
        }
        let discarded = episode.summaryReached && summary.handledBy == nil
        if let last = hops.last { markHop(last, summary: summary, anchor: anchor(last.responder), showTag: !discarded, into: &list) }
        if discarded { paintDiscarded(summary, into: &list) }
        if summary.chain.isEmpty, let note = summary.note { paintStripText("Not delivered: \(note)", into: &list) }
    }

    private func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private func markHop(_ hop: TraceEpisode.Hop, summary: DeliveryResult, anchor: CGPoint?, showTag: Bool, into list: inout DisplayList) {
        if let placement = canvas.placement(named: hop.responder) {
            canvas.outline(placement, hop.handled ? Palette.handled : Palette.ink, width: hop.handled ? 6 : 3, inset: 3, into: &list)
        }
        guard anchor != nil, showTag else { return }
        let words = HopWording.describe(hop, isAction: summary.event.hasSuffix(":"))
        guard let placement = canvas.placement(named: hop.responder) else {
            return paintStripText(words, fill: hop.handled ? Palette.handled : Palette.paper, into: &list)
        }
        let points = canvas.corners(of: placement)
        canvas.tag(words, at: CGPoint(x: points[1].x + 8, y: points[1].y + 36), fill: hop.handled ? Palette.handled : Palette.paper, into: &list)
    }

    private func pillRects(for chain: [String], into list: inout DisplayList, hops: [TraceEpisode.Hop]) -> [String: CGRect] {
        let names = chain.filter { canvas.placement(named: $0) == nil }
        guard !names.isEmpty else { return [:] }
        let area = canvas.layout.canvasArea
        let size = CanvasPainter.tagSize + 1
        var x = area.minX + 12
        let y = area.maxY - Self.pillHeight - 7
        var rects: [String: CGRect] = [:]
        let reached = Set(hops.map(\.responder))
        let handler = hops.first(where: \.handled)?.responder
        for (index, name) in names.enumerated() {
            let width = canvas.measurer.width(of: name, size: size, bold: true) + 20
            let rect = CGRect(x: x, y: y, width: width, height: Self.pillHeight)
            let fill = name == handler ? Palette.handled : reached.contains(name) ? Palette.paper : Palette.canvasBackground
            list.fill(rect, fill)
            list.outline(rect, reached.contains(name) ? Palette.ink : Palette.panelDim, width: name == handler ? 3 : 1.5)
            list.text(name, at: CGPoint(x: rect.midX, y: rect.midY), size: size,
                      color: reached.contains(name) ? (fill.isLight ? Palette.ink : Palette.paper) : Palette.panelDim, bold: true, anchor: .center)
            if index < names.count - 1 {
                list.text("→", at: CGPoint(x: rect.maxX + 11, y: rect.midY), size: size, color: Palette.ink, bold: true, anchor: .center)
            }
            rects[name] = rect
            x = rect.maxX + 22
        }
        return rects
    }

    private func paintDiscarded(_ summary: DeliveryResult, into list: inout DisplayList) {
        let text = summary.note.map { "✗ Not delivered: \($0)" } ?? "✗ Discarded: nobody in the chain handled \(summary.event)"
        paintStripText(text, fill: Palette.discarded, into: &list)
    }

    /// A message about the end of the chain, right-aligned just above the strip of pills.
    private func paintStripText(_ text: String, fill: StageColor = Palette.discarded, into list: inout DisplayList) {
        let area = canvas.layout.canvasArea
        let width = canvas.measurer.width(of: text, size: CanvasPainter.tagSize, bold: true) + 10
        canvas.tag(text, at: CGPoint(x: area.maxX - width - 12, y: area.maxY - Self.pillHeight - 40), fill: fill, into: &list)
    }
}

/// How one responder answered, in the words of the log.
enum HopWording {
    static func describe(_ hop: TraceEpisode.Hop, isAction: Bool) -> String {
        switch hop.kind {
        case .target:
            return hop.handled ? "\(hop.responder): sent \(hop.method) directly → performs it" : "\(hop.responder): does not implement \(hop.method)"
        case .stopped where !hop.handled:
            return "\(hop.responder): \(hop.method) stops here (touchesBegan went no further)"
        case .stopped, .offered:
            break
        }
        if isAction {
            return hop.handled ? "\(hop.responder): canPerformAction Yes → performs \(hop.method)" : "\(hop.responder): canPerformAction No → next"
        }
        return hop.handled ? "HANDLED \(hop.method) ★" : "\(hop.responder): \(hop.method) not implemented → next"
    }
}
