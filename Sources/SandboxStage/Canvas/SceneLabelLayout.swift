import Foundation
import ResponderCore

/// Where each view's name and each view controller's tab go on the canvas, and the visible
/// point each responder's arrows start from and end at. Worked out once a frame, before any
/// of our tags, so that no tag can cover a name.
///
/// Level of detail: a scene of lesson size names every view, outside it with a leader line
/// when its name does not fit on it. A bigger one names a view where its name fits on what is
/// seen of it at the current zoom, and names outside only the views the input is about (the
/// hit-test view and its superviews, the responder chain, the views fingers are bound to,
/// the first responder and the selection); the others are named by the outline and on hover,
/// so a real app's screen is not a mesh of leader lines.
final class SceneLabelLayout {
    /// Scenes up to this many views name every view, as every lesson (at most a dozen) does.
    static let everyNameLimit = 30

    struct Name {
        var text: String
        var rect: CGRect
        /// Inside the view on its own colour; otherwise a chip of that colour just outside it.
        var isInside: Bool
        var leader: (from: CGPoint, to: CGPoint)?
    }

    /// A view controller drawn with its view: a tab on the edge of the view it manages.
    struct Tab {
        var controller: String
        var viewName: String
        var rect: CGRect
        var leader: (from: CGPoint, to: CGPoint)?
        /// The controller's name's size: `tabSize`, or the unzoomed size where a zoomed view had no room for it.
        var textSize: Double
    }

    private(set) var names: [String: Name] = [:]
    private(set) var tabs: [String: Tab] = [:]
    private(set) var anchors: [String: CGPoint] = [:]
    /// Views an arrow goes to with no part seen on the canvas: they are pills along the bottom.
    private(set) var outOfSight: Set<String> = []
    /// The arrows up the chain, by the index of the hop each goes to.
    private(set) var chainArrows: [Int: ArrowRoute] = [:]
    /// Every arrow drawn across the canvas and what it is, for the layout report: the chain's,
    /// and those the painters add (a cancellation's, from its recognizer's badge).
    var arrows: [(route: ArrowRoute, width: Double, what: String)] = []
    /// The window's name above its top-left corner; nil when that corner is off the zoomed canvas.
    private(set) var windowLabel: CGRect?
    /// Each further window's tag, by window name.
    private(set) var furtherWindowLabels: [String: CGRect] = [:]
    var placer: CanvasLabelPlacer
    /// Where labels and the ends of their leaders go: the placer's bounds above the chain's pills.
    private(set) var openArea: CGRect

    let nameSize: Double
    let tabSize: Double
    /// The views named even when their names must go outside them; nil when every view is.
    let alwaysNamed: Set<String>?

    init(canvas: CanvasPainter, anchorsFor needed: Set<String>) {
        let layout = canvas.layout
        alwaysNamed = canvas.placements.count <= Self.everyNameLimit ? nil : Self.viewsTheInputIsAbout(canvas, needed)
        nameSize = CanvasPainter.labelSize * layout.canvasZoom
        tabSize = CanvasPainter.tagSize * layout.canvasZoom
        placer = CanvasLabelPlacer(bounds: layout.labelArea.insetBy(dx: 2, dy: 2), zoom: layout.canvasZoom, mostlyResting: layout.requestedZoom > 1)
        openArea = placer.bounds
        // The strip first: the window's name, exploded, is not put under the pills.
        reservePillStrip(canvas)
        placeWindowLabel(canvas)
        placeFurtherWindowLabels(canvas)
        avoidTouchPoints(canvas)
        if canvas.isFlat {
            placeNamesInside(canvas)
            placeNamesOutside(canvas)
        } else {
            placeExplodedNames(canvas)
        }
        placeTabs(canvas)
        placeAnchors(canvas, needed: needed)
        routeChainArrows(canvas)
    }

    /// The chain's pills (the application, the delegate) sit along the canvas's bottom: no
    /// name or tag may go under them.
    private func reservePillStrip(_ canvas: CanvasPainter) {
        guard let chain = canvas.shown?.result?.chain, chain.contains(where: { canvas.placement(named: $0) == nil }) else { return }
        let area = canvas.layout.canvasArea
        let height = ChainArrowPainter.pillHeight * ChainArrowPainter.pillScale(canvas) + 7
        let strip = CGRect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        placer.reserve(strip)
        openArea.size.height = max(0, min(openArea.maxY, strip.minY) - openArea.minY)
    }

    /// Where a finger touched (the ring, the cross where it lifted) and where fingers are now:
    /// the point of a lesson about a small view is where the finger is, so no name or tag covers it.
    private func avoidTouchPoints(_ canvas: CanvasPainter) {
        let zoom = canvas.zoom
        func square(_ point: CGPoint, _ half: Double) -> CGRect {
            CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half)
        }
        for trail in canvas.frame.touchTrails {
            let points = trail.points(shown: canvas.shownStepCount).map(canvas.layout.canvasPoint(fromScene:))
            // TouchTrailPainter's ring is 10 points across the radius, its cross 7 points an arm.
            if let first = points.first { placer.avoid(square(first, 11 * zoom), what: Self.touchPoint) }
            if points.count > 1, trail.isLifted(shown: canvas.shownStepCount), let last = points.last { placer.avoid(square(last, 9 * zoom), what: Self.liftPoint) }
        }
        for point in canvas.frame.fingers.values {
            placer.avoid(square(canvas.layout.canvasPoint(fromScene: point), 15 * zoom), what: Self.fingerPoint)
        }
    }

    /// The way of each arrow up the chain, by the index of the hop it goes to, bent round the
    /// names it would cross; its head is an obstacle, so the tags placed after the names leave it in view.
    private func routeChainArrows(_ canvas: CanvasPainter) {
        guard let hops = canvas.shown?.hops else { return }
        // The application and the delegate are pills along the bottom, reached at their top.
        let pills = ChainArrowPainter.pillRects(canvas: canvas, labels: self)
        let gap = ChainArrowPainter.pillGap(canvas)
        let anchor = { (name: String) in self.anchors[name] ?? pills[name].map { CGPoint(x: $0.midX, y: $0.minY) } }
        // The names and the touch's marks stay as they are while the arrows are routed: sorted once.
        let nameBoxes = nameRects, marks = touchMarks
        for (index, hop) in hops.enumerated() where index > 0 {
            guard var from = anchor(hops[index - 1].responder), var to = anchor(hop.responder) else { continue }
            if let left = pills[hops[index - 1].responder], let right = pills[hop.responder] {
                // Within one summarised pill: no arrow. From a pill to the next one: side to
                // side across the gap between them, clear of both pills' words.
                if left == right { continue }
                if abs(right.minX - left.maxX - gap) < 0.5 {
                    from = CGPoint(x: left.maxX, y: left.midY)
                    to = CGPoint(x: right.minX, y: right.midY)
                }
            } else if let pill = pills[hop.responder] ?? pills[hops[index - 1].responder] {
                // Between a pill and a responder in the scene right above it: at the point of the
                // pill's top under the responder, so the arrow drops straight down to the strip
                // rather than cross the canvas on a long diagonal (zoomed in, the scene's end of
                // the chain is often far above the pills).
                let other = pills[hop.responder] == nil ? to : from
                if let top = Self.top(of: pill, under: other, canvas) {
                    if pills[hop.responder] != nil { to = top } else { from = top }
                }
            }
            // Round the names, the other controllers' tabs and where the finger touched.
            let ends = [hops[index - 1].responder, hop.responder]
            let obstacles = nameBoxes + tabRects(except: ends) + marks
            let way = { (from: CGPoint, to: CGPoint) in
                ArrowRoute.between(CGRect(origin: from, size: .zero), CGRect(origin: to, size: .zero), avoiding: obstacles,
                                   width: 6 * canvas.zoom, within: canvas.layout.canvasArea)
            }
            var route = way(from, to)
            // Bent round a name on its way down to a pill: its last leg drops straight from the bend.
            if let pill = pills[hop.responder], pills[hops[index - 1].responder] == nil, route.points.count > 2,
               let below = Self.top(of: pill, under: route.lastBend, canvas) {
                let straighter = way(from, below)
                if straighter.points.count <= route.points.count { route = straighter }
            }
            chainArrows[index] = route
            arrows.append((route, 6 * canvas.zoom, "the arrow into \(hop.responder)"))
            for leg in route.legs { placer.avoidLine(from: leg.from, to: leg.to, width: 6 * canvas.zoom, what: "the arrow into \(hop.responder)") }
            if let head = route.headBounds(head: 18 * canvas.zoom) { placer.avoid(head, what: "the arrowhead into \(hop.responder)") }
        }
    }

    // MARK: Names

    /// The names' rectangles, in the names' order: an arrow goes round them the same way on every run.
    var nameRects: [CGRect] { names.sorted { $0.key < $1.key }.map(\.value.rect) }

    /// The controllers' tabs but those of `responders`, in the controllers' order.
    func tabRects(except responders: [String]) -> [CGRect] {
        tabs.sorted { $0.key < $1.key }.filter { !responders.contains($0.key) }.map(\.value.rect)
    }

    /// Where a finger touched, lifted or is: no arrow is drawn across them.
    var touchMarks: [CGRect] {
        placer.obstacles.filter { $0.what == Self.touchPoint || $0.what == Self.liftPoint || $0.what == Self.fingerPoint }.map(\.rect)
    }

    static let touchPoint = "the touch point", liftPoint = "where the finger lifted", fingerPoint = "a finger"

    /// Whether the view's name is placed wherever it must go, outside the view if need be.
    func mustName(_ view: String) -> Bool {
        alwaysNamed?.contains(view) ?? true
    }

    private func placeWindowLabel(_ canvas: CanvasPainter) {
        let corners = canvas.projection.corners(of: CGRect(origin: .zero, size: canvas.layout.sceneSize), depth: -1)
        let height = canvas.measurer.lineHeight(size: tabSize)
        let width = canvas.measurer.width(of: UIWindow.windowName, size: tabSize, bold: true)
        // Flat, above the window's top-left corner; exploded, at the bottom plate's front
        // corner, the one part of it the plates above leave in view.
        let label = canvas.isFlat ? CGRect(x: corners[0].x, y: corners[0].y - height - 3, width: width, height: height)
            : CGRect(x: corners[Self.frontCorner(of: corners)].x + 10, y: corners[Self.frontCorner(of: corners)].y - height / 2, width: width, height: height)
        // Zoomed in, the corner may be off the canvas: exploded, the name stays at the canvas's
        // edge; flat, that edge is over a view the window holds, where the name would read as
        // that view's, so the window is named by a pill along the bottom instead, as UIApplication is.
        let area = canvas.layout.labelArea
        let clamped = CGRect(x: min(max(label.minX, area.minX), area.maxX - width),
                             y: min(max(label.minY, area.minY), area.maxY - height), width: width, height: height)
        if canvas.isFlat, abs(clamped.minX - label.minX) > 2 || abs(clamped.minY - label.minY) > 2 { return }
        // Exploded, the front corner may lie on the pills' strip: then left of it, or a pill too.
        let front = CGPoint(x: label.minX - 10, y: label.midY)
        let spots = canvas.isFlat ? [clamped.origin] : [clamped.origin, CGPoint(x: front.x - width - 10, y: clamped.minY),
                                                        CGPoint(x: front.x - width / 2, y: front.y - height - 8)]
        guard let kept = spots.map({ CGRect(origin: $0, size: clamped.size) }).first(where: placer.isFree) ?? (canvas.isFlat ? clamped : nil)
        else { return }
        windowLabel = kept
        placer.reserve(kept, text: UIWindow.windowName, about: UIWindow.windowName, isName: true)
        // Just under the name's first letters: an arrowhead into the window ends there, not on its word.
        anchors[UIWindow.windowName] = CGPoint(x: kept.minX + 6, y: kept.maxY + 2)
    }

    /// A further window's tag just inside its frame's top-right corner (the root view's name
    /// takes the top-left), or the nearest free spot; the window's arrows start there.
    private func placeFurtherWindowLabels(_ canvas: CanvasPainter) {
        let height = canvas.measurer.lineHeight(size: tabSize)
        for window in canvas.frame.furtherWindows {
            let width = canvas.measurer.width(of: window.label, size: tabSize, bold: true) + 8
            let corners = canvas.projection.corners(of: window.frame, depth: window.depth)
            // Zoomed in, the corner may be off the canvas: the tag stays at the canvas's edge.
            let area = placer.bounds
            let start = CGPoint(x: min(max(corners[1].x - width - 4, area.minX), area.maxX - width),
                                y: min(max(corners[1].y + 4, area.minY), area.maxY - height))
            let size = CGSize(width: width, height: height)
            // Placed second, after the key window's name only: a spot is all but always free.
            let rect = placer.place(size: size, candidates: [start], labelling: corners[1], text: window.label, about: window.name, isName: true)?.rect
                ?? placer.take(CGRect(origin: start, size: size), target: start, text: window.label, about: window.name, isName: true).rect
            furtherWindowLabels[window.name] = rect
            anchors[window.name] = CGPoint(x: rect.minX + 6, y: rect.maxY - 2)
        }
    }

    static func labelText(for placement: ViewPlacement) -> String {
        var label = placement.name
        if placement.isHidden { label += " (hidden)" } else if Double(placement.alpha) < 0.01 { label += " (alpha \(placement.alpha))" }
        return label
    }

    private func labelSize(_ text: String, _ canvas: CanvasPainter) -> CGSize {
        CGSize(width: canvas.measurer.width(of: text, size: nameSize, bold: true) + 4, height: canvas.measurer.lineHeight(size: nameSize))
    }

    /// On the view itself, in the first corner that nothing drawn later covers.
    private func placeNamesInside(_ canvas: CanvasPainter) {
        let lineHeight = canvas.measurer.lineHeight(size: nameSize)
        for (index, placement) in canvas.placements.enumerated() {
            // On the part of the view the canvas shows: zoomed in, its corners may be off it.
            let view = canvas.coverage.drawnRect(ofViewAt: index).intersection(placer.bounds)
            guard !view.isNull else { continue }
            // Too low for a line of text: no corner can hold the name (spares measuring it).
            guard view.height + 0.02 >= lineHeight else { continue }
            let text = Self.labelText(for: placement)
            let size = labelSize(text, canvas)
            let inset = 5.0 * canvas.layout.canvasZoom
            var corners = [CGPoint(x: view.minX + inset, y: view.minY + inset * 0.6),
                           CGPoint(x: view.maxX - size.width - inset, y: view.minY + inset * 0.6),
                           CGPoint(x: view.minX + inset, y: view.maxY - size.height - inset * 0.6),
                           CGPoint(x: view.maxX - size.width - inset, y: view.maxY - size.height - inset * 0.6)]
            // A big view whose corners hold other labels (zoomed in, the canvas's edges): along its edges, then across it.
            if view.width > 3 * size.width, view.height > 4 * size.height {
                for row in [0.1, 0.3, 0.5, 0.7] {
                    for column in [0.0, 0.35, 0.7] {
                        corners.append(CGPoint(x: view.minX + inset + (view.width - size.width - 2 * inset) * column,
                                               y: view.minY + inset + (view.height - size.height - 2 * inset) * row))
                    }
                }
            }
            if let shape = canvas.coverage.drawnShape(ofViewAt: index) {
                // A turned view: upright text, wholly on the turned shape, its own top-left corner first.
                corners = canvas.insideSpots(of: shape, size: size, startingAt: canvas.layout.canvasPoint(fromScene: placement.windowCorners[0]))
            }
            for origin in corners {
                let rect = CGRect(origin: origin, size: size)
                if canvas.coverage.shapeEncloses(rect, ofViewAt: index), canvas.coverage.isVisible(rect, ofViewAt: index), placer.isFree(rect) {
                    placer.reserve(rect, text: text, about: placement.name, isName: true)
                    names[placement.name] = Name(text: text, rect: rect, isInside: true, leader: nil)
                    break
                }
            }
        }
    }

    /// Views too small or too covered for their name: a chip of their colour beside them.
    private func placeNamesOutside(_ canvas: CanvasPainter) {
        for (index, placement) in canvas.placements.enumerated() where names[placement.name] == nil && mustName(placement.name) {
            let text = Self.labelText(for: placement)
            let size = labelSize(text, canvas)
            let drawn = canvas.coverage.drawnRect(ofViewAt: index)
            let hidden = drawn.isNull || (drawn.isEmpty && !placement.windowRect.isEmpty)
            // Clipped away whole: content scrolled out of a scroll view is named beside its faint
            // copy (ScrollViewPainter draws it); under any other clipping parent nothing is drawn to name.
            if hidden && !ScrollViewPainter.drawsGhost(of: placement, in: canvas) { continue }
            let shown = (hidden ? canvas.canvasRect(of: placement) : drawn).intersection(placer.bounds)
            // Wholly off the zoomed canvas: nothing seen to name.
            guard !shown.isNull else { continue }
            let view = shown
            let candidates = [CGPoint(x: view.minX, y: view.minY - size.height - 2),
                              CGPoint(x: view.maxX - size.width, y: view.minY - size.height - 2),
                              CGPoint(x: view.minX, y: view.maxY + 2),
                              CGPoint(x: view.maxX + 2, y: view.minY),
                              CGPoint(x: view.minX - size.width - 2, y: view.minY)]
            // Beside the view or not at all: a name carried across the scene would read as another
            // view's; the outline and the hover card still name a view left unnamed here.
            // Tied to a point of the view that is seen and under no other name, and lying on no view but it and its
            // superviews where it can (on a sibling or a subview it would read as theirs); zoomed
            // in, only there, or left out: a zoomed canvas has no room to carry it further.
            let target = placer.uncoveredTarget((hidden ? nil : visiblePoint(ofViewAt: index, canvas)) ?? CGPoint(x: view.midX, y: view.midY),
                                                within: view.intersection(openArea), open: openArea, about: placement.name)
            guard let placed = placer.place(size: size, candidates: candidates, labelling: target, text: text, about: placement.name,
                                            isName: true, preferred: canvas.liesOnFamily(of: placement.name),
                                            onlyPreferred: !hidden && canvas.layout.requestedZoom > 1)
            else { continue }
            names[placement.name] = Name(text: text, rect: placed.rect, isInside: false, leader: placed.leader)
        }
    }

    /// Exploded, each plate's name sits on its own plate, near the corner nearest the viewer:
    /// first the names that must be read (the hit-test view and its path, the chain, the
    /// selection, what Y's answer names), moved aside with a leader when their plate has no
    /// room; then the rest, top plate first, each only where it fits on its plate and covers
    /// no name already placed (so a deep stack does not pile its names at one corner).
    private func placeExplodedNames(_ canvas: CanvasPainter) {
        let important = Self.namesToRead(canvas)
        let order = canvas.placements.indices.filter { important.contains(canvas.placements[$0].name) }
            + canvas.placements.indices.reversed().filter { !important.contains(canvas.placements[$0].name) }
        for index in order {
            let placement = canvas.placements[index]
            let text = Self.labelText(for: placement)
            let size = labelSize(text, canvas)
            let corners = canvas.corners(of: placement)
            let front = corners[Self.frontCorner(of: corners)]
            let plate = ConvexPolygon(corners)
            let onPlate = canvas.insideSpots(of: plate, size: size, startingAt: front) + Self.centredSpots(on: plate, size: size, from: front)
            if let spot = onPlate.first(where: { placer.isFree(CGRect(origin: $0, size: size)) }) {
                let rect = CGRect(origin: spot, size: size)
                placer.reserve(rect, text: text, about: placement.name, isName: true)
                names[placement.name] = Name(text: text, rect: rect, isInside: false, leader: nil)
            } else if important.contains(placement.name) {
                guard let placed = placer.place(size: size, candidates: [CGPoint(x: front.x + 6, y: front.y + 2),
                                                                         CGPoint(x: front.x + 6, y: front.y - size.height - 2)],
                                                labelling: front, text: text, about: placement.name, isName: true) else { continue }
                names[placement.name] = Name(text: text, rect: placed.rect, isInside: false, leader: placed.leader)
            }
        }
    }

    // MARK: Controllers

    private func placeTabs(_ canvas: CanvasPainter) {
        for (index, placement) in canvas.placements.enumerated() {
            guard let controller = placement.controllerName else { continue }
            let text = controller
            // Zoomed in, where the view's margin has no room for the tab, at the unzoomed size (as a tag is).
            let sizes = canvas.layout.requestedZoom > 1 ? [tabSize, CanvasPainter.tagSize * canvas.layout.canvasZoom / canvas.layout.requestedZoom] : [tabSize]
            var found: (placed: CanvasLabelPlacer.Placed, textSize: Double)?
            for textSize in sizes where found == nil {
                let size = CGSize(width: canvas.measurer.width(of: text, size: textSize, bold: true) + 14 * textSize / tabSize, height: canvas.measurer.lineHeight(size: textSize) + 4 * textSize / tabSize)
                let spots = tabSpots(ofViewAt: index, size: size, canvas)
                // With its view or not at all: left out, a pill when the chain reaches it, named by the outline and the hover card.
                found = placer.place(size: size, candidates: spots.candidates, labelling: spots.target, text: text, about: placement.name,
                                     isName: true, preferred: spots.onlyOnFamily ? canvas.liesOnFamily(of: placement.name) : { _ in true },
                                     onlyPreferred: spots.onlyOnFamily).map { ($0, textSize) }
            }
            guard let (placed, textSize) = found else { continue }
            tabs[controller] = Tab(controller: controller, viewName: placement.name, rect: placed.rect, leader: placed.leader, textSize: textSize)
            // On the tab's lower edge, towards its view: the arrowhead into it stays in view, and
            // no line ends across the controller's name.
            anchors[controller] = CGPoint(x: placed.rect.midX, y: placed.rect.maxY - 1)
        }
    }

    // MARK: Anchors

    /// A point of each needed view that is seen on screen and is not on its name. Zoomed in,
    /// nested views' corners lie off the canvas and what is seen of them meets at its edge:
    /// each view's point keeps four arrowheads' length from the other responders' (their tabs,
    /// the views placed before it) where the view has room, so the arrows up a nesting do not
    /// end in one knot.
    private func placeAnchors(_ canvas: CanvasPainter, needed: Set<String>) {
        let spacing = canvas.isFlat && canvas.layout.requestedZoom > 1 ? 4 * 18 * canvas.zoom : 0
        for (index, placement) in canvas.placements.enumerated() where needed.contains(placement.name) {
            let others = anchors.sorted { $0.key < $1.key }.map(\.value)
            anchors[placement.name] = canvas.isFlat ? visiblePoint(ofViewAt: index, canvas, apartFrom: others, spacing: spacing)
                : explodedAnchor(placement, canvas)
            if anchors[placement.name] == nil { outOfSight.insert(placement.name) }
        }
    }
}
