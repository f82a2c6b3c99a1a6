import Foundation
import ResponderCore

/// Arrows that walk the responder chain hop by hop, from a visible point of each responder
/// to the next, bent round any name in the way as `SceneLabelLayout` routed them: views at a
/// part of them nothing covers, view controllers at their tab on their view's edge, UIWindow
/// at the window's label. The application, the delegate (and
/// any other responder with no place in the scene) sit as pills along the canvas's bottom.
struct ChainArrowPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout
    private let pills: [String: CGRect]

    init(canvas: CanvasPainter, labels: SceneLabelLayout) {
        self.canvas = canvas
        self.labels = labels
        self.pills = Self.pillRects(canvas: canvas, labels: labels)
    }

    private var hops: [TraceEpisode.Hop] { canvas.shown?.hops ?? [] }
    private var zoom: Double { canvas.zoom }

    func anchor(_ name: String) -> CGPoint? {
        if let point = labels.anchors[name] { return point }
        return pills[name].map { CGPoint(x: $0.midX, y: $0.minY) }
    }

    // MARK: Shapes

    func paintShapes(into list: inout DisplayList) {
        guard let shown = canvas.shown else { return }
        paintPills(into: &list)
        for hop in hops { markResponder(hop, into: &list) }
        let currentIsHop: Bool = {
            switch canvas.episode.currentStep {
            case .deliver, .notForwarded, .sentToTarget: return true
            default: return false
            }
        }()
        for index in hops.indices where index > 0 {
            guard let whole = labels.chainArrows[index] else { continue }
            let growing = !shown.isWholeInput && currentIsHop && index == hops.count - 1
            let route = growing ? whole.prefix(canvas.frame.timeline.progress) : whole
            for (color, width, head) in [(Palette.ink, 6 * zoom, 18 * zoom), (Palette.yellow, 3 * zoom, 14 * zoom)] {
                list.arrow(along: route, color, width: width, head: head)
                // Round where the line bends round a name, so its legs meet without a notch.
                for bend in route.points.dropFirst().dropLast() { list.append(.polygon(FingerPainter.circle(bend, radius: width / 2), color)) }
            }
        }
        if let first = hops.first, let point = anchor(first.responder) {
            list.append(.polygon(FingerPainter.circle(point, radius: 6 * zoom), Palette.ink))
            list.append(.polygon(FingerPainter.circle(point, radius: 4 * zoom), Palette.yellow))
        }
    }

    /// The responder the event reached: a thick outline, green where it was handled.
    private func markResponder(_ hop: TraceEpisode.Hop, into list: inout DisplayList) {
        let isLast = hop == hops.last
        guard hop.handled || isLast else { return }
        if let placement = canvas.placement(named: hop.responder) {
            // On what is seen of it: a clipping ancestor clips this frame as it clips the view.
            canvas.outline(placement, hop.handled ? Palette.handled : Palette.ink, width: hop.handled ? 6 : 3, inset: 3, clipped: true, into: &list)
        } else if let tab = labels.tabs[hop.responder] {
            list.outline(tab.rect.insetBy(dx: -3, dy: -3), hop.handled ? Palette.handled : Palette.ink, width: hop.handled ? 4 : 2)
        }
    }

    /// Responders with no view and no tab: the chain strip's pills, left to right in chain order.
    static func pillRects(canvas: CanvasPainter, labels: SceneLabelLayout) -> [String: CGRect] {
        guard let chain = canvas.shown?.result?.chain else { return [:] }
        let names = chain.filter {
            labels.anchors[$0] == nil && labels.tabs[$0] == nil && (canvas.placement(named: $0) == nil || labels.outOfSight.contains($0))
        }
        guard !names.isEmpty else { return [:] }
        let area = canvas.layout.canvasArea
        let scale = pillScale(canvas)
        let size = CanvasPainter.tagSize * scale + 1
        let height = pillHeight * scale
        var x = area.minX + 12
        let y = area.maxY - height - 7
        var rects: [String: CGRect] = [:]
        for name in names {
            let width = canvas.measurer.width(of: pillText(name, canvas), size: size, bold: true) + 20
            let rect = CGRect(x: x, y: y, width: width, height: height)
            rects[name] = rect
            x = rect.maxX + 26 * scale
        }
        return rects
    }

    static let pillHeight = 30.0

    /// The pills' size: the window's own enlargement, not the zoom asked for, so the chain's
    /// end stays in one row across the canvas when the scene is zoomed in.
    static func pillScale(_ canvas: CanvasPainter) -> Double {
        min(canvas.zoom, canvas.layout.zoom)
    }

    /// A view no longer in the window (removed mid-touch) says so, and so does a view with no
    /// part seen on the canvas (covered whole, or zoomed out of it), so its pill is not read as
    /// one more step of the chain's end.
    private static func pillText(_ name: String, _ canvas: CanvasPainter) -> String {
        if canvas.placement(named: name) != nil { return "\(name) (out of sight)" }
        return canvas.frame.sceneViewNames.contains(name) ? "\(name) (not in the window)" : name
    }

    private func paintPills(into list: inout DisplayList) {
        let reached = Set(hops.map(\.responder))
        let handler = hops.first(where: \.handled)?.responder
        let size = CanvasPainter.tagSize * Self.pillScale(canvas) + 1
        // Left to right, as the chain goes: the same frame always makes the same display list.
        for (name, rect) in pills.sorted(by: { $0.value.minX < $1.value.minX }) {
            let fill = name == handler ? Palette.handled : reached.contains(name) ? Palette.paper : Palette.canvasBackground
            list.fill(rect, fill)
            list.outline(rect, reached.contains(name) ? Palette.ink : Palette.panelDim, width: name == handler ? 3 : 1.5)
            list.text(Self.pillText(name, canvas), at: CGPoint(x: rect.midX, y: rect.midY), size: size,
                      color: reached.contains(name) ? (fill.isLight ? Palette.ink : Palette.paper) : Palette.panelDim, bold: true, anchor: .center)
        }
    }

    // MARK: Tags

    func paintTags(into list: inout DisplayList) {
        guard let shown = canvas.shown, let result = shown.result else { return }
        if shown.isReached, result.chain.isEmpty || result.handledBy == nil {
            paintEnd(result, whole: shown.isWholeInput, into: &list)
        }
        // Each responder asked about an action or searched for a key command says its answer;
        // for an event every responder that handled it keeps its tag (with callsSuper, a child
        // and its parent both do) and so does the last one reached, where it stands now.
        // Where nobody handled it, the red end tag says so; the last hop needs no tag of its own.
        paintSender(of: result, into: &list)
        let asksEach = result.message.isAction || result.message.isKeyCommandSearch
        let discarded = shown.isReached && result.handledBy == nil
        let tagged = asksEach ? hops : discarded ? [] : hops.enumerated().filter { $0.element.handled || $0.offset == hops.count - 1 }.map(\.element)
        // An action a key command sent: the keyCommands search that found it is half the story
        // (who has the key command), so its answers are tagged too, beside the action's own.
        for hop in tagged + (canvas.keyCommandSearchShown?.hops ?? []) {
            guard let point = anchor(hop.responder) else { continue }
            let words = HopWording.tag(for: hop)
            let size = canvas.tagSize(words)
            let candidates = [CGPoint(x: point.x + 12, y: point.y - size.height / 2), CGPoint(x: point.x - size.width - 12, y: point.y - size.height / 2),
                              CGPoint(x: point.x - size.width / 2, y: point.y + 12), CGPoint(x: point.x - size.width / 2, y: point.y - size.height - 12)]
            canvas.tag(words, candidates: candidates, labelling: point, fill: hop.handled ? Palette.handled : Palette.paper,
                       about: hop.responder, labels: labels, into: &list)
        }
    }

    /// A nil-targeted action's sender, on its view: where the search starts, or that it is not asked.
    private func paintSender(of result: DeliveryResult, into list: inout DisplayList) {
        guard case .some(.some(let sender)) = SenderWording.sender(of: result, lastAction: canvas.frame.lastAction),
              let placement = canvas.placement(named: sender) else { return }
        let face = canvas.faceBounds(of: placement)
        let words = SenderWording.tag(firstResponder: result.firstResponder)
        let size = canvas.tagSize(words)
        let spots = canvas.spots(around: face, size: size, inside: true) + canvas.spots(around: face, size: size, inside: false)
        canvas.tag(words, candidates: spots, labelling: CGPoint(x: face.minX + 6, y: face.maxY - 6), fill: Palette.paper,
                   about: sender, labels: labels, into: &list)
    }

    /// Where the event ended without a handler: discarded, or never delivered, and why.
    private func paintEnd(_ result: DeliveryResult, whole: Bool, into list: inout DisplayList) {
        let area = canvas.layout.canvasArea
        let lines = Self.endTexts(result, phases: whole ? canvas.episode.phases : []).flatMap {
            canvas.measurer.wrap($0, width: area.width * 0.7, size: CanvasPainter.tagSize * zoom, bold: true)
        }
        let size = canvas.tagSize(lines: lines)
        let pillsTop = pills.values.map(\.minY).min() ?? area.maxY
        let candidates = [CGPoint(x: area.maxX - size.width - 12, y: pillsTop - size.height - 8),
                          CGPoint(x: area.minX + 12, y: pillsTop - size.height - 8)]
        // A caption of the whole chain, tied to no one responder: the arrows show where it ended.
        canvas.tag(lines: lines, candidates: candidates, labelling: nil, fill: Palette.discarded, labels: labels, into: &list)
    }

    /// The end tag's lines: what happened to the phase shown, in the words of WHAT HAPPENED and
    /// the log; for the whole input, every phase nobody took, alike ones on one line
    /// (`✗ motionBegan, motionEnded discarded: …`), so no half is told as the other.
    static func endTexts(_ result: DeliveryResult, phases: [TraceEpisode.Phase]) -> [String] {
        func fate(_ result: DeliveryResult) -> String {
            if let note = result.note { return "not delivered: \(note.text)" }
            return result.stopWording ?? "discarded: nobody in the chain handled it"
        }
        var lines: [(events: [String], fate: String)] = []
        for phase in phases where phase.result.handledBy == nil {
            let said = fate(phase.result)
            if let index = lines.firstIndex(where: { $0.fate == said }) {
                if !lines[index].events.contains(phase.result.event) { lines[index].events.append(phase.result.event) }
            } else {
                lines.append(([phase.result.event], said))
            }
        }
        if lines.isEmpty { lines = [([result.event], fate(result))] }
        return lines.map { "✗ \($0.events.joined(separator: ", ")) \($0.fate)" }
    }
}
