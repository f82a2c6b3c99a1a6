import Foundation
import ResponderCore

/// Draws the scene and, over it, what the latest input did: numbered hitTest visits with
/// their outcome, the hit-test view, the hops up the responder chain, and who handled it.
///
/// Shapes go first and words last: every name and tag is placed by one `CanvasLabelPlacer`,
/// names before tags, so our own labels never cover a view's name or each other.
struct CanvasPainter {
    let session: SandboxSession
    let layout: StageLayout
    let measurer: TextMeasuring
    let episode: TraceEpisode
    let placements: [ViewPlacement]
    /// The scroll views' bounds origins at the step shown, where they differ from now.
    let boundsOrigins: [ObjectIdentifier: CGPoint]
    let projection: IsometricProjection
    let coverage: ViewCoverage
    /// The phase the canvas tells: the one being delivered while the animation plays, the
    /// input's key phase once it has finished.
    let shown: ShownPhase?
    private let byName: [String: Int]

    static let labelSize = 17.0
    static let tagSize = 14.0

    /// `boundsOrigins`: where to draw scroll views' content instead of the step shown's.
    init(session: SandboxSession, episode: TraceEpisode, measurer: TextMeasuring, boundsOrigins: [ObjectIdentifier: CGPoint]? = nil) {
        self.session = session
        self.layout = session.layout
        self.measurer = measurer
        self.episode = episode
        // Each scroll view where its content was at the step shown, so the ring, the outcomes
        // and the hit-test frame of an earlier step agree with what hitTest found then.
        self.boundsOrigins = boundsOrigins ?? session.shownContentOffsets
        self.placements = ViewPlacement.placements(in: session.scene.window, boundsOrigins: self.boundsOrigins)
        self.projection = IsometricProjection(layout: layout, amount: session.explode,
                                              maximumDepth: placements.map(\.depth).max() ?? 0)
        self.coverage = ViewCoverage(placements: placements, layout: layout)
        self.shown = ShownPhase(episode: episode, inputFinished: session.timeline.isFinished)
        var names: [String: Int] = [:]
        for (index, placement) in placements.enumerated() { names[placement.view.name] = index }
        byName = names
    }

    var isFlat: Bool { projection.amount == 0 }

    /// A point in a view's bounds in scene (window) coordinates, as drawn at the step shown.
    func scenePoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        ViewPlacement.windowPoint(point, in: view, boundsOrigins: boundsOrigins)
    }

    /// A scroll view's contentOffset at the step shown.
    func contentOffset(of scrollView: UIScrollView) -> CGPoint {
        boundsOrigins[ObjectIdentifier(scrollView)] ?? scrollView.contentOffset
    }
    var zoom: Double { layout.zoom }

    @discardableResult
    func paint(into list: inout DisplayList) -> SceneLabelLayout {
        list.fill(layout.canvasArea, Palette.canvasBackground)
        list.append(.clip(layout.canvasArea))
        paintWindowFrame(into: &list)
        for placement in placements { paintView(placement, into: &list) }
        let scrolling = ScrollViewPainter(canvas: self)
        scrolling.paintContent(into: &list)
        // Over every view (a view scaled up would hide its own), under every mark of the input.
        for placement in placements { paintUntransformedFrame(placement, into: &list) }
        let labels = SceneLabelLayout(canvas: self, anchorsFor: anchorsNeeded)
        let marks = PropertyMarkPainter(canvas: self, labels: labels)
        marks.paintShapes(into: &list)
        for placement in placements { paintVisitShape(placement, into: &list) }
        paintHitTestViewFrame(into: &list)
        scrolling.paintHitTestGhost(into: &list)
        let chain = ChainArrowPainter(canvas: self, labels: labels)
        chain.paintShapes(into: &list)
        paintFirstResponderFrame(into: &list)
        paintSelection(into: &list)
        TouchTrailPainter(canvas: self).paint(into: &list)
        let points = HitTestPointPainter(canvas: self, labels: labels)
        points.reserveCrosshair()
        points.paintShapes(into: &list)
        let fingers = FingerPainter(canvas: self, labels: labels)
        fingers.paintBindings(into: &list)
        paintNames(labels, into: &list)
        // Tags in order of importance: the earlier ones get the best spots.
        paintHitTestTag(labels, into: &list)
        // Before the visit tags: a recognizer's badge belongs inside its view, a visit tag can move.
        GestureBadgePainter(canvas: self, labels: labels).paint(into: &list)
        paintVisitTags(labels, into: &list)
        chain.paintTags(into: &list)
        paintFirstResponderTag(labels, into: &list)
        marks.paintTags(into: &list)
        scrolling.paintTags(labels, into: &list)
        scrolling.paintHitTestGhostTag(labels, into: &list)
        fingers.paintFingers(into: &list)
        // Last: the point table takes only room no name or tag needs, and is left out without it.
        points.paintTable(into: &list)
        MotionPlotPainter(canvas: self).paint(into: &list)
        ControllerPointerPainter(canvas: self).paint(into: &list)
        list.append(.unclip)
        return labels
    }

    /// The responders whose arrows or finger lines need a point on screen.
    private var anchorsNeeded: Set<String> {
        var names = Set(shown?.hops.map(\.responder) ?? [])
        for id in session.fingers.keys {
            if let view = session.application.boundView(ofTouch: id) { names.insert(view.name) }
        }
        return names
    }

    // MARK: Geometry

    /// The view's corners on screen: exploded, its plate's (a turned view's plate is turned
    /// on it, not its bounding box); flat, its drawn shape.
    func corners(of placement: ViewPlacement) -> [CGPoint] {
        if placement.isAxisAligned { return projection.corners(of: placement.windowRect, depth: placement.depth) }
        return placement.windowCorners.map { projection.project($0, depth: placement.depth) }
    }

    func placement(named name: String) -> ViewPlacement? {
        byName[name].map { placements[$0] }
    }

    func index(ofView name: String) -> Int? { byName[name] }

    func canvasRect(of placement: ViewPlacement) -> CGRect {
        layout.canvasRect(fromScene: placement.windowRect)
    }

    /// The view's drawn shape on the canvas, flat: its bounds' corners through every transform.
    func canvasShape(of placement: ViewPlacement) -> ConvexPolygon {
        placement.shape.mapped(layout.canvasPoint(fromScene:))
    }

    /// What its clipping ancestors leave visible, on the canvas, when that is not an upright
    /// rectangle (SDL's clip rectangle does upright ones).
    func polygonClip(of placement: ViewPlacement) -> ConvexPolygon? {
        guard isFlat, !placement.clipIsRect else { return nil }
        return placement.clipShape?.mapped(layout.canvasPoint(fromScene:))
    }

    /// Whether the view is drawn as an upright rectangle with SDL's rectangle primitives.
    func isUpright(_ placement: ViewPlacement) -> Bool { !isFlat || placement.isAxisAligned }

    /// The view's face on screen: its rectangle, or the exploded plate's bounding box.
    func faceBounds(of placement: ViewPlacement) -> CGRect {
        isFlat ? canvasRect(of: placement) : SceneLabelLayout.bounds(of: corners(of: placement))
    }

    /// Outlines a view's face, flat or exploded, inset so neighbours' outlines stay apart;
    /// a turned view's outline turns with it. `clipped` draws only what its clipping
    /// ancestors leave visible, when they are turned.
    func outline(_ placement: ViewPlacement, _ color: StageColor, width: Double, dashed: Bool = false,
                 inset: Double = 0, clipped: Bool = false, into list: inout DisplayList) {
        // An upright clip: SDL's clip rectangle, for this outline only.
        let rectClip = clipped && isFlat && placement.clipIsRect ? placement.clip.map(layout.canvasRect(fromScene:)) : nil
        if let rectClip { list.append(.clip(rectClip.intersection(layout.canvasArea))) }
        defer { if rectClip != nil { list.append(.clip(layout.canvasArea)) } }
        if isFlat, placement.isAxisAligned {
            // A view drawn smaller than twice the inset (a small window) is outlined on its edge:
            // insetting it would give CGRect.null, whose infinite origin cannot be drawn.
            let rect = canvasRect(of: placement), inset = rect.insetBy(dx: inset, dy: inset)
            if clipped, let clip = polygonClip(of: placement) {
                polyline(ConvexPolygon(inset.isNull ? rect : inset).points, color, width: width, dashed: dashed, clip: clip, into: &list)
            } else {
                list.outline(inset.isNull ? rect : inset, color, width: width, dashed: dashed)
            }
        } else if isFlat {
            let shape = canvasShape(of: placement).inset(by: inset)
            polyline(shape.points, color, width: width, dashed: dashed, clip: clipped ? polygonClip(of: placement) : nil, into: &list)
        } else {
            let points = corners(of: placement)
            list.append(.polyline(points + [points[0]], color, width: width, dashed: dashed))
        }
    }

    /// A closed outline through `points`, only its parts inside `clip` when one is given.
    private func polyline(_ points: [CGPoint], _ color: StageColor, width: Double, dashed: Bool, clip: ConvexPolygon?,
                          into list: inout DisplayList) {
        guard let first = points.first else { return }
        guard let clip else {
            list.append(.polyline(points + [first], color, width: width, dashed: dashed))
            return
        }
        for index in points.indices {
            if let (from, to) = clip.clip(from: points[index], to: points[(index + 1) % points.count]) {
                list.append(.polyline([from, to], color, width: width, dashed: dashed))
            }
        }
    }

    /// The "skipped" hatching over a view: SDL's hatched rectangle when upright, stripes
    /// clipped to the drawn shape (and to what its clipping ancestors leave) when turned.
    func hatch(_ placement: ViewPlacement, _ color: StageColor, into list: inout DisplayList) {
        guard isFlat else { return }
        let clip = polygonClip(of: placement)
        if placement.isAxisAligned, clip == nil {
            list.append(.hatch(canvasRect(of: placement), color, spacing: 14))
            return
        }
        // Only the part on the canvas is striped: a view scaled a millionfold is not.
        for (from, to) in canvasShape(of: placement).clipped(to: ConvexPolygon(layout.canvasArea)).hatchLines(spacing: 14) {
            if let clip {
                if let (a, b) = clip.clip(from: from, to: to) { list.line(a, b, color, width: 2.5) }
            } else {
                list.line(from, to, color, width: 2.5)
            }
        }
    }

    /// Top-left corners for a box of `size` that lies wholly on the view's drawn shape, near
    /// its corners first (the view's own top-left first), then towards its middle.
    func insideSpots(of shape: ConvexPolygon, size: CGSize, startingAt first: CGPoint? = nil) -> [CGPoint] {
        guard !shape.isEmpty else { return [] }
        let centre = shape.centroid
        var corners = shape.points
        if let first, let start = corners.indices.min(by: { hypot(corners[$0].x - first.x, corners[$0].y - first.y) < hypot(corners[$1].x - first.x, corners[$1].y - first.y) }) {
            corners = Array(corners[start...] + corners[..<start])
        }
        var spots: [CGPoint] = []
        for fraction in [0.3, 0.45, 0.6] {
            for corner in corners {
                let middle = CGPoint(x: corner.x + (centre.x - corner.x) * fraction, y: corner.y + (centre.y - corner.y) * fraction)
                spots.append(CGPoint(x: middle.x - size.width / 2, y: middle.y - size.height / 2))
            }
        }
        spots.append(CGPoint(x: centre.x - size.width / 2, y: centre.y - size.height / 2))
        return spots.filter { shape.encloses(CGRect(origin: $0, size: size)) }
    }

    /// Spots just outside a turned shape: beyond its lowest, leftmost, rightmost and highest
    /// corners, where a tag reads as the shape's and not as the empty corner of its box.
    func spots(aroundShape shape: ConvexPolygon, size: CGSize) -> [CGPoint] {
        guard !shape.isEmpty else { return [] }
        let gap = 4.0
        let lowest = shape.points.max { $0.y < $1.y }!, leftmost = shape.points.min { $0.x < $1.x }!
        let rightmost = shape.points.max { $0.x < $1.x }!, highest = shape.points.min { $0.y < $1.y }!
        return [CGPoint(x: lowest.x - size.width / 2, y: lowest.y + gap), CGPoint(x: leftmost.x - size.width - gap, y: leftmost.y - size.height / 2),
                CGPoint(x: rightmost.x + gap, y: rightmost.y - size.height / 2), CGPoint(x: highest.x - size.width / 2, y: highest.y - size.height - gap)]
    }

    /// Spots for a tag about a view: on it and just outside it, following its drawn shape.
    func spots(for placement: ViewPlacement, size: CGSize, inside: Bool) -> [CGPoint] {
        let face = faceBounds(of: placement)
        guard !isUpright(placement) else { return spots(around: face, size: size, inside: inside) }
        let shape = canvasShape(of: placement)
        let onIt = inside ? insideSpots(of: shape, size: size, startingAt: layout.canvasPoint(fromScene: placement.windowCorners[1])) : []
        return onIt + spots(aroundShape: shape, size: size) + spots(around: face, size: size, inside: false)
    }

    // MARK: Tags

    /// Whether a tag at `rect` lies on no view but `name` and its ancestors, so it cannot be
    /// read as belonging to a view it happens to lie across.
    func liesOnFamily(of name: String) -> (CGRect) -> Bool {
        guard isFlat, let index = byName[name] else { return { _ in true } }
        var ancestors: Set<Int> = []
        var view = placements[index].view.superview
        while let current = view {
            if let found = byName[current.name] { ancestors.insert(found) }
            view = current.superview
        }
        return { [coverage] rect in coverage.touchesOnlyFamily(rect, ofViewAt: index, ancestors: ancestors) }
    }

    func tagSize(_ text: String) -> CGSize {
        CGSize(width: measurer.width(of: text, size: Self.tagSize * zoom, bold: true) + 10 * zoom,
               height: measurer.lineHeight(size: Self.tagSize * zoom) + 4 * zoom)
    }

    /// A small filled label placed where it covers no name and no other label; one too wide
    /// for a good part of the canvas wraps onto more lines rather than run off it.
    @discardableResult
    func tag(_ text: String, candidates: [CGPoint], labelling target: CGPoint, fill: StageColor, about view: String? = nil,
             labels: SceneLabelLayout, into list: inout DisplayList) -> CGRect {
        let widest = layout.canvasArea.width * 0.6
        if tagSize(text).width > widest {
            let lines = measurer.wrap(text, width: widest - 10 * zoom, size: Self.tagSize * zoom, bold: true)
            return tag(lines: lines, candidates: candidates, labelling: target, fill: fill, about: view, labels: labels, into: &list)
        }
        let preferred = view.map(liesOnFamily(of:)) ?? { _ in true }
        let placed = labels.placer.place(size: tagSize(text), candidates: candidates, labelling: target, preferred: preferred)
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        drawTag(text, in: placed.rect, fill: fill, into: &list)
        return placed.rect
    }

    /// A tag of several lines, for a message too long for one line across the canvas.
    func tagSize(lines: [String]) -> CGSize {
        let width = lines.map { measurer.width(of: $0, size: Self.tagSize * zoom, bold: true) }.max() ?? 0
        return CGSize(width: width + 10 * zoom, height: Double(lines.count) * measurer.lineHeight(size: Self.tagSize * zoom) + 4 * zoom)
    }

    @discardableResult
    func tag(lines: [String], candidates: [CGPoint], labelling target: CGPoint, fill: StageColor, about view: String? = nil,
             labels: SceneLabelLayout, into list: inout DisplayList) -> CGRect {
        let preferred = view.map(liesOnFamily(of:)) ?? { _ in true }
        let placed = labels.placer.place(size: tagSize(lines: lines), candidates: candidates, labelling: target, preferred: preferred)
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        list.fill(placed.rect, fill)
        list.outline(placed.rect, Palette.ink, width: 1)
        let lineHeight = measurer.lineHeight(size: Self.tagSize * zoom)
        for (index, line) in lines.enumerated() {
            list.text(line, at: CGPoint(x: placed.rect.minX + 5 * zoom, y: placed.rect.minY + 2 * zoom + Double(index) * lineHeight),
                      size: Self.tagSize * zoom, color: fill.isLight ? Palette.ink : Palette.paper, bold: true)
        }
        return placed.rect
    }

    func drawTag(_ text: String, in box: CGRect, fill: StageColor, into list: inout DisplayList) {
        list.fill(box, fill)
        list.outline(box, Palette.ink, width: 1)
        list.text(text, at: CGPoint(x: box.minX + 5 * zoom, y: box.minY + 2 * zoom), size: Self.tagSize * zoom,
                  color: fill.isLight ? Palette.ink : Palette.paper, bold: true)
    }

    /// Spots around a rectangle for a tag of `size`: inside corners first when asked, then
    /// just outside its edges.
    func spots(around rect: CGRect, size: CGSize, inside: Bool) -> [CGPoint] {
        let gap = 4.0
        var spots: [CGPoint] = []
        if inside {
            spots += [CGPoint(x: rect.maxX - size.width - gap, y: rect.minY + gap),
                      CGPoint(x: rect.maxX - size.width - gap, y: rect.maxY - size.height - gap),
                      CGPoint(x: rect.minX + gap, y: rect.maxY - size.height - gap)]
        }
        spots += [CGPoint(x: rect.maxX - size.width, y: rect.minY - size.height - gap),
                  CGPoint(x: rect.minX, y: rect.maxY + gap),
                  CGPoint(x: rect.maxX + gap, y: rect.minY),
                  CGPoint(x: rect.maxX - size.width, y: rect.maxY + gap),
                  CGPoint(x: rect.minX - size.width - gap, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.minY - size.height - gap)]
        return spots
    }

    // MARK: Scene

    private func paintWindowFrame(into list: inout DisplayList) {
        let points = projection.corners(of: CGRect(origin: .zero, size: layout.sceneSize), depth: -1)
        if isFlat {
            list.fill(layout.sceneRect, Palette.paper)
        } else {
            list.append(.polygon(points, Palette.paper.withAlpha(200)))
        }
        list.append(.polyline(points + [points[0]], Palette.ink, width: 2, dashed: false))
    }

    private func paintView(_ placement: ViewPlacement, into list: inout DisplayList) {
        let invisible = placement.isHiddenInTree || placement.effectiveAlpha < 0.01
        // An upright clip is SDL's clip rectangle; a turned one is applied to each shape here.
        let clipped = isFlat && placement.clipIsRect ? placement.clip.map(layout.canvasRect(fromScene:)) : nil
        if let clipped { list.append(.clip(clipped.intersection(layout.canvasArea))) }
        if invisible {
            outline(placement, Palette.ink.withAlpha(150), width: 1.5, dashed: true, clipped: true, into: &list)
        } else {
            fill(placement, color: viewColor(placement), into: &list)
            outline(placement, Palette.ink.withAlpha(120), width: 1, clipped: true, into: &list)
        }
        if clipped != nil { list.append(.clip(layout.canvasArea)) }
    }

    /// Where a transformed view's frame would be without its transform: a thin dashed grey
    /// rectangle, so a class sees that the drawing, and the touches, moved with the transform.
    private func paintUntransformedFrame(_ placement: ViewPlacement, into list: inout DisplayList) {
        guard isFlat, let corners = placement.untransformedCorners, !placement.isHiddenInTree else { return }
        let points = corners.map(layout.canvasPoint(fromScene:))
        let clipped = placement.clipIsRect ? placement.clip.map(layout.canvasRect(fromScene:)) : nil
        if let clipped { list.append(.clip(clipped.intersection(layout.canvasArea))) }
        polyline(points, Palette.untransformedFrame, width: 2, dashed: true, clip: polygonClip(of: placement), into: &list)
        if clipped != nil { list.append(.clip(layout.canvasArea)) }
    }

    private func fill(_ placement: ViewPlacement, color: StageColor, into list: inout DisplayList) {
        if isFlat, placement.isAxisAligned, placement.clipIsRect {
            list.fill(canvasRect(of: placement), color)
        } else if isFlat {
            var shape = canvasShape(of: placement)
            if let clip = polygonClip(of: placement) { shape = shape.clipped(to: clip) }
            if !shape.isEmpty { list.append(.polygon(shape.points, color)) }
        } else {
            list.append(.polygon(corners(of: placement), color))
        }
    }

    func viewColor(_ placement: ViewPlacement) -> StageColor {
        let color = placement.view.backgroundColor ?? UIColor(red: 1, green: 1, blue: 1, alpha: 0)
        let alpha = color.alpha * placement.effectiveAlpha * (isFlat ? 1 : 0.92)
        return StageColor(channel(color.red), channel(color.green), channel(color.blue), channel(max(alpha, 0)))
    }

    private func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }

    private func paintNames(_ labels: SceneLabelLayout, into list: inout DisplayList) {
        list.text(UIWindow.windowName, at: labels.windowLabel.origin, size: Self.tagSize * zoom, color: Palette.ink, bold: true)
        for placement in placements {
            guard let name = labels.names[placement.view.name] else { continue }
            let invisible = placement.isHiddenInTree || placement.effectiveAlpha < 0.01
            if name.isInside {
                let background = invisible ? Palette.paper : viewColor(placement).mixed(with: Palette.paper, 1 - placement.effectiveAlpha)
                // The view's own colour behind its name, so an arrow passing under it never cuts the letters.
                if !invisible { list.fill(name.rect, background.withAlpha(255)) }
                list.text(name.text, at: CGPoint(x: name.rect.minX + 2, y: name.rect.minY), size: labels.nameSize,
                          color: background.isLight ? Palette.ink : Palette.paper, bold: true)
            } else {
                // A chip of the view's own colour, tied to the view by a line when it had to move away.
                if let leader = name.leader { list.line(leader.from, leader.to, Palette.ink.withAlpha(200), width: 1.5) }
                let chip = invisible ? Palette.paper : viewColor(placement).withAlpha(255)
                list.fill(name.rect, chip)
                list.outline(name.rect, Palette.ink, width: 1, dashed: invisible)
                list.text(name.text, at: CGPoint(x: name.rect.minX + 2, y: name.rect.minY), size: labels.nameSize,
                          color: chip.isLight ? Palette.ink : Palette.paper, bold: true)
            }
        }
        for tab in labels.tabs.values.sorted(by: { $0.controller < $1.controller }) {
            if let leader = tab.leader { list.line(leader.from, leader.to, Palette.controller, width: 2) }
            list.fill(tab.rect, Palette.controller)
            list.outline(tab.rect, Palette.ink, width: 1)
            list.text(tab.controller, at: CGPoint(x: tab.rect.midX, y: tab.rect.midY), size: labels.tabSize,
                      color: Palette.paper, bold: true, anchor: .center)
        }
    }

    // MARK: Hit-testing

    private func paintVisitShape(_ placement: ViewPlacement, into list: inout DisplayList) {
        guard let visit = episode.visits[placement.view.name] else { return }
        let isCurrent = episode.currentStep?.viewName == placement.view.name && !episode.hitTestFinished
        let color = visitWording(visit, of: placement.view.name).color
        // The outcome is drawn on what is seen of the view: a clipping ancestor clips it too.
        let clipped = isFlat && placement.clipIsRect ? placement.clip.map(layout.canvasRect(fromScene:)) : nil
        if let clipped { list.append(.clip(clipped.intersection(layout.canvasArea))) }
        switch visit.outcome {
        case .inside: outline(placement, color, width: 3, inset: 1.5, clipped: true, into: &list)
        case .outside: outline(placement, color, width: 3, dashed: true, inset: 1.5, clipped: true, into: &list)
        case .skipped:
            hatch(placement, color.withAlpha(170), into: &list)
            outline(placement, color, width: 3, dashed: true, inset: 1.5, clipped: true, into: &list)
        case .visiting: break
        }
        if clipped != nil { list.append(.clip(layout.canvasArea)) }
        if isCurrent { outline(placement, Palette.current, width: 5, inset: -3, into: &list) }
    }

    private func paintVisitTags(_ labels: SceneLabelLayout, into list: inout DisplayList) {
        if let visit = episode.visits[UIWindow.windowName] {
            let label = labels.windowLabel
            let top = max(label.midY - visitTagSize(visit, of: UIWindow.windowName).height / 2, labels.placer.bounds.minY)
            let spots = (0..<6).map { CGPoint(x: label.maxX + 10 + Double($0) * 30 * zoom, y: top) }
            paintVisitTag(visit, of: UIWindow.windowName, candidates: spots,
                          labelling: CGPoint(x: label.maxX, y: label.midY), labels: labels, into: &list)
        }
        for (index, placement) in placements.enumerated() {
            guard let visit = episode.visits[placement.view.name] else { continue }
            let face = faceBounds(of: placement)
            let size = visitTagSize(visit, of: placement.view.name)
            // Inside spots only where nothing drawn later would make the tag seem another view's.
            // Inside only where the tag fits whole and nothing drawn later would make it seem another view's.
            let onShape = placement.isAxisAligned ? Array(spots(around: face, size: size, inside: true).prefix(3))
                : spots(for: placement, size: size, inside: true)
            let inside = !isFlat ? [] : onShape.filter {
                let rect = CGRect(origin: $0, size: size)
                let onIt = placement.isAxisAligned ? face.encloses(rect) : coverage.shapeEncloses(rect, ofViewAt: index)
                return onIt && coverage.isVisible(rect, ofViewAt: index)
            }
            var outside = spots(around: face, size: size, inside: false)
            if !isFlat, let name = labels.names[placement.view.name] {
                // Exploded, beside the plate's name, where the eye already is.
                let right = corners(of: placement)[1]
                outside = [CGPoint(x: name.rect.maxX + 6, y: name.rect.minY), CGPoint(x: right.x - size.width - 8, y: right.y - size.height / 2)] + outside
            }
            paintVisitTag(visit, of: placement.view.name, candidates: Array(inside) + outside, labelling: CGPoint(x: face.maxX - 6, y: face.minY + 6),
                          about: placement.view.name, labels: labels, into: &list)
        }
    }

    func visitWording(_ visit: TraceEpisode.Visit, of name: String) -> (word: String, color: StageColor) {
        VisitWording.describe(visit, returned: episode.hitTestReturns[name])
    }

    func visitTagSize(_ visit: TraceEpisode.Visit, of name: String) -> CGSize {
        let words = tagSize(visitWording(visit, of: name).word)
        return CGSize(width: words.width + words.height + 2, height: words.height)
    }

    /// The call-order number and the outcome, as one tag: `[3] inside ✓`.
    private func paintVisitTag(_ visit: TraceEpisode.Visit, of name: String, candidates: [CGPoint], labelling target: CGPoint, about view: String? = nil,
                               labels: SceneLabelLayout, into list: inout DisplayList) {
        let (word, color) = visitWording(visit, of: name)
        let preferred = view.map(liesOnFamily(of:)) ?? { _ in true }
        let placed = labels.placer.place(size: visitTagSize(visit, of: name), candidates: candidates, labelling: target, preferred: preferred)
        if let leader = placed.leader { list.line(leader.from, leader.to, Palette.ink, width: 2) }
        let box = placed.rect
        let number = CGRect(x: box.minX, y: box.minY, width: box.height, height: box.height)
        list.fill(number, Palette.ink)
        list.text(String(visit.order), at: CGPoint(x: number.midX, y: number.midY), size: Self.tagSize * zoom,
                  color: Palette.paper, bold: true, anchor: .center)
        drawTag(word, in: CGRect(x: number.maxX + 2, y: box.minY, width: box.width - number.width - 2, height: box.height),
                fill: color, into: &list)
    }

    /// The view whose yellow frame the canvas shows: the hit-test view of the phase shown.
    var framedHitTestView: String? {
        guard episode.hitTestFinished else { return nil }
        if let result = shown?.result, result.touch != nil, shown?.isWholeInput == true { return result.hitTestView }
        return episode.hitTestView
    }

    private func paintHitTestViewFrame(into list: inout DisplayList) {
        guard let name = framedHitTestView, let placement = placement(named: name) else { return }
        outline(placement, Palette.ink, width: 7, inset: -5, into: &list)
        outline(placement, Palette.hitTestView, width: 4, inset: -4, into: &list)
    }

    private func paintHitTestTag(_ labels: SceneLabelLayout, into list: inout DisplayList) {
        guard let name = framedHitTestView, let placement = placement(named: name) else { return }
        let face = faceBounds(of: placement).insetBy(dx: -6, dy: -6)
        let size = tagSize("hit-test view")
        var candidates = [CGPoint(x: face.minX, y: face.maxY + 2), CGPoint(x: face.minX, y: face.minY - size.height - 2),
                          CGPoint(x: face.maxX + 2, y: face.maxY - size.height), CGPoint(x: face.minX - size.width - 2, y: face.maxY - size.height)]
        var target = CGPoint(x: face.minX + 8, y: face.maxY)
        if !isUpright(placement) {
            // Turned: at the frame's own corners, not the empty corners of its box.
            let frame = canvasShape(of: placement).inset(by: -6)
            candidates = spots(aroundShape: frame, size: size) + candidates
            target = frame.points.max { $0.y < $1.y } ?? target
        }
        tag("hit-test view", candidates: candidates, labelling: target,
            fill: Palette.hitTestView, about: name, labels: labels, into: &list)
    }

    private func paintFirstResponderFrame(into list: inout DisplayList) {
        guard let first = session.application.firstResponder, let placement = placement(named: first.name) else { return }
        outline(placement, Palette.firstResponder, width: 3, dashed: true, inset: 6, into: &list)
    }

    private func paintFirstResponderTag(_ labels: SceneLabelLayout, into list: inout DisplayList) {
        guard let first = session.application.firstResponder else { return }
        if let placement = placement(named: first.name) {
            let face = faceBounds(of: placement)
            let size = tagSize("first responder")
            var candidates = spots(around: face, size: size, inside: false)
            candidates.insert(CGPoint(x: face.minX + 8, y: face.maxY - size.height - 8), at: 0)
            tag("first responder", candidates: candidates, labelling: CGPoint(x: face.minX + 4, y: face.maxY - 4),
                fill: Palette.firstResponder, about: first.name, labels: labels, into: &list)
        } else if let tab = labels.tabs[first.name] {
            let size = tagSize("first responder")
            tag("first responder", candidates: [CGPoint(x: tab.rect.maxX + 4, y: tab.rect.minY), CGPoint(x: tab.rect.minX - size.width - 4, y: tab.rect.minY)],
                labelling: CGPoint(x: tab.rect.maxX, y: tab.rect.midY), fill: Palette.firstResponder, labels: labels, into: &list)
        }
    }

    private func paintSelection(into list: inout DisplayList) {
        guard let name = session.selection, let placement = placement(named: name) else { return }
        outline(placement, Palette.blue, width: 2, dashed: true, inset: -9, into: &list)
    }
}

/// The phase the canvas draws arrows and tags for.
struct ShownPhase {
    var hops: [TraceEpisode.Hop]
    var result: DeliveryResult?
    /// Whether the delivery has summed up (its handler, or that nobody handled it, is known).
    var isReached: Bool
    /// Whether this is the whole input's key phase, shown once the animation has ended.
    var isWholeInput: Bool

    init?(episode: TraceEpisode, inputFinished: Bool) {
        if inputFinished, let key = episode.keyPhase {
            self.init(hops: key.hops, result: key.result, isReached: true, isWholeInput: true)
        } else if let summary = episode.summary {
            self.init(hops: episode.hops.filter { $0.belongs(to: summary) }, result: summary,
                      isReached: episode.summaryReached, isWholeInput: false)
        } else {
            return nil
        }
    }

    init(hops: [TraceEpisode.Hop], result: DeliveryResult?, isReached: Bool, isWholeInput: Bool) {
        self.hops = hops
        self.result = result
        self.isReached = isReached
        self.isWholeInput = isWholeInput
    }
}

extension CGPoint {
    func offsetBy(dx: Double, dy: Double) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}

extension TraceStep {
    /// The view a hit-testing step is about.
    var viewName: String? {
        switch self {
        case .hitTest(let view, _), .skipped(let view, _), .pointInside(let view, _), .hitTestReturn(let view, _): return view
        default: return nil
        }
    }
}

/// The words the canvas and the log use for each hitTest outcome.
public enum VisitWording {
    public static func describe(_ outcome: TraceEpisode.Outcome) -> (String, StageColor) {
        switch outcome {
        case .visiting: return ("hitTest…", Palette.current)
        case .inside: return ("inside ✓", Palette.inside)
        case .outside: return ("outside ✗", Palette.outside)
        case .skipped(.hidden): return ("skipped: hidden", Palette.skipped)
        case .skipped(.alpha): return ("skipped: alpha < 0.01", Palette.skipped)
        case .skipped(.userInteractionDisabled): return ("skipped: interaction off", Palette.skipped)
        case .skipped(.disabled): return ("skipped: disabled control", Palette.skipped)
        }
    }

    /// The outcome with what hitTest returned when that is not the view itself: a view that
    /// says inside but returns nil (a passthrough) must not look as if it were hit.
    public static func describe(_ visit: TraceEpisode.Visit, returned: String?? = nil) -> (word: String, color: StageColor) {
        let (word, color) = describe(visit.outcome)
        guard visit.outcome == .inside, case .some(let returned) = returned, returned == nil else { return (word, color) }
        return ("inside ✓ · returns nil", Palette.outside)
    }
}
