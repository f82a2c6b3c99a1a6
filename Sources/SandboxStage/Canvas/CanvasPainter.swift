import Foundation
import ResponderCore

/// Draws the scene and, over it, what the latest input did: numbered hitTest visits with
/// their outcome, the hit-test view, the hops up the responder chain, and who handled it.
///
/// Shapes go first and words last: every name and tag is placed by one `CanvasLabelPlacer`,
/// names before tags, so our own labels never cover a view's name or each other. The order
/// is the table in `paint(into:)`; the geometry and the tags are in the extensions beside.
struct CanvasPainter {
    let frame: StageFrame
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
    /// Each view's index in `placements`, by name.
    let viewIndex: [String: Int]

    static let labelSize = 17.0
    static let tagSize = 14.0

    init(frame: StageFrame, measurer: TextMeasuring) {
        self.frame = frame
        self.layout = frame.layout
        self.measurer = measurer
        self.episode = frame.episode
        self.boundsOrigins = frame.boundsOrigins
        self.placements = frame.placements
        self.projection = IsometricProjection(layout: layout, amount: frame.explode, maximumDepth: placements.map(\.depth).max() ?? 0,
                                              yaw: frame.explodeYaw, pitch: frame.explodePitch)
        self.coverage = ViewCoverage(placements: placements, layout: layout)
        self.shown = ShownPhase(episode: episode, inputFinished: frame.timeline.isFinished)
        var names: [String: Int] = [:]
        for (index, placement) in placements.enumerated() { names[placement.name] = index }
        viewIndex = names
    }

    /// One layer of the picture: what it draws, and the drawing.
    typealias Layer = (name: String, paint: (inout DisplayList) -> Void)

    @discardableResult
    func paint(into list: inout DisplayList) -> SceneLabelLayout {
        // The names are placed before anything is drawn; the tags take the room they leave.
        let labels = SceneLabelLayout(canvas: self, anchorsFor: anchorsNeeded)
        let views = ViewPainter(canvas: self, labels: labels)
        let hitTest = HitTestPainter(canvas: self, labels: labels)
        let scrolling = ScrollViewPainter(canvas: self)
        let marks = PropertyMarkPainter(canvas: self, labels: labels)
        let chain = ChainArrowPainter(canvas: self, labels: labels)
        let points = HitTestPointPainter(canvas: self, labels: labels)
        let fingers = FingerPainter(canvas: self, labels: labels)
        let why = WhyPainter(canvas: self, labels: labels)
        let neverAsked = NeverAskedPainter(canvas: self, labels: labels)
        let removed = RemovedViewPainter(canvas: self, labels: labels)
        // Bottom to top. Each layer covers the ones above it in this table.
        let layers: [Layer] = [
            ("background", { $0.fill(layout.canvasArea, Palette.canvasBackground); $0.append(.clip(layout.canvasArea)) }),
            ("window frame", views.paintWindowFrame),
            ("views", views.paintViews),
            ("value controls", ValueControlPainter(canvas: self).paint),
            ("further windows' frames", views.paintFurtherWindowFrames),
            ("scroll views' content outside them", scrolling.paintContent),
            // Over every view (a view scaled up would hide its own), under every mark of the input.
            ("untransformed frames", views.paintUntransformedFrames),
            ("changed properties", marks.paintShapes),
            ("hitTest outcomes", hitTest.paintVisitShapes),
            ("views hitTest never asked", neverAsked.paintShapes),
            ("removed views' ghosts", removed.paintShapes),
            ("hit-test view frame", hitTest.paintHitTestViewFrame),
            ("where hitTest found it", scrolling.paintHitTestGhost),
            ("chain arrows", chain.paintShapes),
            ("first responder frame", views.paintFirstResponderFrame),
            ("selection", views.paintSelection),
            // Y's answer over the input's marks: it was asked for last.
            ("why: outlines", why.paintShapes),
            // Exploded: the touch's ray down through the plates of the hit-test view's path, under its trail.
            ("exploded touch path", paintExplodedPath),
            ("touch trails", TouchTrailPainter(canvas: self).paint),
            ("tested points", { list in points.reserveCrosshair(); points.paintShapes(into: &list) }),
            // Under names and tags: a line to the bound view never crosses out a tag's words.
            ("finger lines", fingers.paintBindings),
            ("names", views.paintNames),
            // Tags in order of importance: the earlier ones get the best spots.
            // Y's point over the names, and the first tags: its ring keeps the others off the point.
            ("why: point and tags", why.paintTags),
            ("hit-test view tag", hitTest.paintHitTestTag),
            // Zoomed in, who took the input next: a crowded canvas has room for fewer tags, and
            // the handler's is the lesson's answer.
            ("handler tags, zoomed in", { if tagsStayOnTheirViews { chain.paintTags(.handlers, into: &$0) } }),
            // Before the visit tags: a recognizer's badge belongs inside its view, a visit tag can move.
            ("recognizer badges", GestureBadgePainter(canvas: self, labels: labels).paint),
            ("hitTest tags", hitTest.paintVisitTags),
            // Who took the input before the views hitTest never asked: the handler's tag is the
            // lesson's answer, and there is not always room for both.
            ("chain tags", { chain.paintTags(tagsStayOnTheirViews ? .others : .all, into: &$0) }),
            ("never asked tags", neverAsked.paintTags),
            ("removed views' names", removed.paintTags),
            ("first responder tag", views.paintFirstResponderTag),
            ("changed property tags", marks.paintTags),
            ("contentOffset tags", { scrolling.paintTags(labels, into: &$0) }),
            ("hit-test ghost tag", { scrolling.paintHitTestGhostTag(labels, into: &$0) }),
            // The dots over everything: where the fingers are now.
            ("fingers", fingers.paintFingers),
            // The hover's pointer with the fingers: where the input is now, over every tag.
            ("hover pointer", HoverPointerPainter(canvas: self).paint),
            ("lifted fingers' numbers", fingers.paintLiftedNumbers),
            // Last: the point table takes only room no name or tag needs, and is left out without it.
            ("point table", { _ = points.paintTable(into: &$0) }),
            ("motion plot", MotionPlotPainter(canvas: self).paint),
            ("controller pointer", ControllerPointerPainter(canvas: self).paint),
            ("end of the canvas's clip", { $0.append(.unclip) }),
        ]
        for layer in layers { layer.paint(&list) }
        return labels
    }

    /// How many of the input's steps the animation has drawn; nil once it has finished.
    var shownStepCount: Int? {
        frame.timeline.isFinished ? nil : (frame.timeline.current ?? -1) + 1
    }

    /// The responders whose arrows or finger lines need a point on screen.
    private var anchorsNeeded: Set<String> {
        var names = Set(shown?.hops.map(\.responder) ?? [])
        names.formUnion(keyCommandSearchShown?.hops.map(\.responder) ?? [])
        // The final picture tags each responder that handled one of the input's phases, or where one stopped.
        if shown?.isWholeInput == true { names.formUnion(HopWording.inputTagged(episode.phases)) }
        names.formUnion(frame.fingerBindings.values)
        return names
    }

    /// The keyCommands search that sent the action the finished input shows, whose answers
    /// are tagged beside the action's.
    var keyCommandSearchShown: TraceEpisode.Phase? {
        guard let shown, shown.isWholeInput, shown.result?.message.isAction == true else { return nil }
        return episode.phases.last(where: PhaseWording.isKeyCommandSearch)
    }

    /// The view whose yellow frame the canvas shows: the hit-test view of the phase shown.
    var framedHitTestView: String? {
        guard episode.hitTestFinished else { return nil }
        if let result = shown?.result, result.touch != nil, shown?.isWholeInput == true { return result.hitTestView }
        return episode.hitTestView
    }
}
