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
    /// Each pill's rectangle by the responder it stands for.
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

    /// One pill of the chain strip: the responder it stands for, or several summarised
    /// ("+3 out of sight") when the strip has no room for each of them.
    struct Pill: Equatable {
        var names: [String]
        var text: String
        var rect: CGRect
    }

    /// Each responder with no view and no tab to its pill's rectangle (those summarised share one).
    static func pillRects(canvas: CanvasPainter, labels: SceneLabelLayout) -> [String: CGRect] {
        var rects: [String: CGRect] = [:]
        for pill in pills(canvas: canvas, labels: labels) {
            for name in pill.names { rects[name] = pill.rect }
        }
        return rects
    }

    /// Responders with no view and no tab: the chain strip's pills, left to right in chain
    /// order, all inside the canvas. Where one row has no room for them all (zoomed in, a
    /// deep chain out of sight), runs of views and controllers out of sight are summarised
    /// first ("+2 out of sight"), then the chain's start, so its end (UIApplication, the
    /// delegate) stays named where it can.
    static func pills(canvas: CanvasPainter, labels: SceneLabelLayout) -> [Pill] {
        guard let chain = canvas.shown?.result?.chain else { return [] }
        let names = chain.filter {
            labels.anchors[$0] == nil && labels.tabs[$0] == nil && (canvas.placement(named: $0) == nil || labels.outOfSight.contains($0))
        }
        guard !names.isEmpty else { return [] }
        let area = canvas.layout.canvasArea
        let scale = pillScale(canvas)
        let size = CanvasPainter.tagSize * scale + 1
        let gap = pillGap(canvas)
        let room = area.width - 24
        let text = { (group: [String]) in group.count == 1 ? pillText(group[0], canvas) : "+\(group.count) out of sight" }
        let width = { (group: [String]) in canvas.measurer.width(of: text(group), size: size, bold: true) + 20 }
        let total = { (groups: [[String]]) in groups.map(width).reduce(0, +) + gap * Double(groups.count - 1) }
        // Only pills next to each other in the chain are made one, so no summary stands for
        // responders on both sides of one drawn in the scene.
        let place = Dictionary(chain.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let follows = { (left: [String], right: [String]) in (place[right[0]] ?? 0) == (place[left[left.count - 1]] ?? 0) + 1 }
        var groups = names.map { [$0] }
        if total(groups) > room {
            // A view or controller in the scene that is not seen: the part of the chain a summary
            // may stand for (the scene's controllers gathered only when pills must be folded).
            let controllers = Set(canvas.placements.compactMap(\.controllerName))
            let unseen = { (name: String) in canvas.placement(named: name) != nil || controllers.contains(name) }
            for shortest in [2, 1] where total(groups) > room {
                groups = foldRuns(of: groups, where: unseen, follows: follows, shortest: shortest)
            }
        }
        // Still too wide: the chain's start folded, two pills at a time, until the rest fits.
        while total(groups) > room, groups.count > 1 {
            let pair = groups.indices.dropLast().first { follows(groups[$0], groups[$0 + 1]) } ?? 0
            groups[pair] += groups.remove(at: pair + 1)
        }
        var x = area.minX + 12
        let height = pillHeight * scale
        let y = area.maxY - height - 7
        return groups.map { group in
            let rect = CGRect(x: x, y: y, width: min(width(group), room), height: height)
            x = rect.maxX + gap
            return Pill(names: group, text: text(group), rect: rect)
        }
    }

    /// Runs of at least `shortest` pills, each of one responder `unseen` answers for and each
    /// one the next in the chain after the one before, made one.
    private static func foldRuns(of groups: [[String]], where unseen: (String) -> Bool, follows: ([String], [String]) -> Bool,
                                 shortest: Int) -> [[String]] {
        var folded: [[String]] = []
        var run: [[String]] = []
        func flush() {
            if run.count >= shortest { folded.append(run.flatMap { $0 }) } else { folded += run }
            run = []
        }
        for group in groups {
            guard group.count == 1, unseen(group[0]) else { flush(); folded.append(group); continue }
            if let last = run.last, !follows(last, group) { flush() }
            run.append(group)
        }
        flush()
        return folded
    }

    /// Room between two pills: an arrow from one to the next, its head whole, fits between them.
    static func pillGap(_ canvas: CanvasPainter) -> Double {
        max(26 * pillScale(canvas), 18 * canvas.zoom + 10)
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
        // The window of an imported dump is one of its views, but it is never "not in the window".
        if name == UIWindow.windowName { return name }
        if canvas.placement(named: name) != nil { return "\(name) (out of sight)" }
        return canvas.frame.sceneViewNames.contains(name) ? "\(name) (not in the window)" : name
    }

    private func paintPills(into list: inout DisplayList) {
        let reached = Set(hops.map(\.responder))
        let handler = hops.first(where: \.handled)?.responder
        let size = CanvasPainter.tagSize * Self.pillScale(canvas) + 1
        // Left to right, as the chain goes: the same frame always makes the same display list.
        for pill in Self.pills(canvas: canvas, labels: labels) {
            let rect = pill.rect
            let isHandler = handler.map(pill.names.contains) ?? false
            let isReached = pill.names.contains(where: reached.contains)
            let fill = isHandler ? Palette.handled : isReached ? Palette.paper : Palette.canvasBackground
            list.fill(rect, fill)
            list.outline(rect, isReached ? Palette.ink : Palette.panelDim, width: isHandler ? 3 : 1.5)
            list.text(pill.text, at: CGPoint(x: rect.midX, y: rect.midY), size: size,
                      color: isReached ? (fill.isLight ? Palette.ink : Palette.paper) : Palette.panelDim, bold: true, anchor: .center)
        }
    }

    // MARK: Tags

    /// Which of the chain's tags a layer paints: zoomed in, the handlers' are placed before the
    /// recognizers' badges and the hitTest tags (`CanvasPainter.paint`), the others after them.
    enum TagSet { case all, handlers, others }

    func paintTags(_ set: TagSet = .all, into list: inout DisplayList) {
        guard let shown = canvas.shown, let result = shown.result else { return }
        if set != .handlers {
            if shown.isReached, result.chain.isEmpty || result.handledBy == nil {
                paintEnd(result, whole: shown.isWholeInput, into: &list)
            }
            paintSender(of: result, into: &list)
        }
        for word in tagWords(shown, result) where set == .all || word.handled == (set == .handlers) {
            paintTag(word.lines, on: word.responder, handled: word.handled, into: &list)
        }
    }

    /// Each responder's tag: its lines and whether it handled something.
    private func tagWords(_ shown: ShownPhase, _ result: DeliveryResult) -> [(responder: String, lines: [String], handled: Bool)] {
        // Each responder asked about an action or searched for a key command says its answer;
        // for an event every responder that handled it keeps its tag (with callsSuper, a child
        // and its parent both do) and so does the last one reached, where it stands now.
        // Where nobody handled it, the red end tag says so; the last hop needs no tag of its own.
        let asksEach = result.message.isAction || result.message.isKeyCommandSearch
        let discarded = shown.isReached && result.handledBy == nil
        let tagged = asksEach ? hops : discarded ? [] : hops.enumerated().filter { $0.element.handled || $0.offset == hops.count - 1 }.map(\.element)
        // The final picture of an input's events tells every phase on its responder's tag: a
        // shake's motionBegan and motionEnded, a tap's touchesEnded stopping where touchesBegan
        // was taken; the phase shown's last hop keeps its own answer where it is not one of them.
        if shown.isWholeInput, !asksEach {
            let phases = canvas.episode.phases
            let named = HopWording.inputTagged(phases)
            let words = named.map { (responder: $0, lines: HopWording.inputTagLines(for: $0, phases: phases)) }
                + tagged.filter { !named.contains($0.responder) }.map { (responder: $0.responder, lines: [HopWording.tag(for: $0)]) }
            return words.map { responder, lines in
                let handled = !HopWording.eventMethods(of: responder, in: phases).handled.isEmpty
                    || tagged.contains { $0.responder == responder && $0.handled }
                return (responder, lines, handled)
            }
        }
        // An action a key command sent: the keyCommands search that found it is half the story
        // (who has the key command), so its answers are tagged too, beside the action's own.
        return (tagged + (canvas.keyCommandSearchShown?.hops ?? [])).map { ($0.responder, [HopWording.tag(for: $0)], $0.handled) }
    }

    /// A tag of one or more lines beside the responder's anchor, green where it handled something.
    /// Where a crowded, zoomed canvas has no room for it, a handler's tag takes its short form
    /// (`board ★ HANDLED`, then `board ★`) at the zoomed size before any form at the unzoomed
    /// size, and never vanishes: the ★ says who took the input, read from the back of a room;
    /// the panel's chain still tells every phase.
    private func paintTag(_ lines: [String], on responder: String, handled: Bool, into list: inout DisplayList) {
        guard let point = anchor(responder) else { return }
        // A tag naming several phases, too wide for the room beside a small view: the same
        // words in lines half as wide, rather than no tag.
        let textSize = CanvasPainter.tagSize * zoom
        let widest = lines.map { canvas.measurer.width(of: $0, size: textSize, bold: true) }.max() ?? 0
        let narrow = lines.flatMap { canvas.measurer.wrap($0, width: widest / 2 + 10 * zoom, size: textSize, bold: true) }
        let forms = [lines] + (narrow.count > lines.count ? [narrow] : [])
            + (handled ? HopWording.shortTags(for: responder, lines: lines).map { [$0] } : [])
        let fill = handled ? Palette.handled : Palette.paper
        for smallerToo in [false, true] {
            for form in forms {
                let size = form.count == 1 ? canvas.tagSize(form[0]) : canvas.tagSize(lines: form)
                let candidates = [CGPoint(x: point.x + 12, y: point.y - size.height / 2), CGPoint(x: point.x - size.width - 12, y: point.y - size.height / 2),
                                  CGPoint(x: point.x - size.width / 2, y: point.y + 12), CGPoint(x: point.x - size.width / 2, y: point.y - size.height - 12)]
                let placed = form.count == 1
                    ? canvas.tag(form[0], candidates: candidates, labelling: point, fill: fill, about: responder, smallerToo: smallerToo,
                                 labels: labels, into: &list)
                    : canvas.tag(lines: form, candidates: candidates, labelling: point, fill: fill, about: responder, smallerToo: smallerToo,
                                 labels: labels, into: &list)
                if placed != nil { return }
            }
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
        canvas.tag(lines: lines, candidates: candidates, labelling: nil, fill: Palette.discarded,
                   keepingOff: Self.smallHitTestView(canvas), labels: labels, into: &list)
    }

    /// The hit-test view's frame, where it is small enough that a caption over it would hide
    /// what was tapped (up to a quarter of the canvas): the end caption keeps off it.
    static func smallHitTestView(_ canvas: CanvasPainter) -> CGRect? {
        guard let name = canvas.framedHitTestView, let placement = canvas.placement(named: name) else { return nil }
        let face = canvas.faceBounds(of: placement).insetBy(dx: -6, dy: -6)
        let area = canvas.layout.canvasArea
        let shown = face.intersection(area)
        guard !shown.isNull, shown.width * shown.height <= area.width * area.height / 4 else { return nil }
        return shown
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
