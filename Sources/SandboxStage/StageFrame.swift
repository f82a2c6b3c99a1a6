import Foundation
import ResponderCore
import SandboxScenes

/// One frame of the window as a value: everything the canvas, the panel and the chrome
/// draw, taken from the session once per frame. The painters read only this, so the picture
/// is what the frame recorded: the input's steps up to the one shown, where every view is at
/// that step, the selection, the fingers and the marks of the studio and the devices.
/// Immutable once taken; a class so that the many painters holding it share one copy.
public final class StageFrame {
    // MARK: The picture's geometry

    public let layout: StageLayout
    /// The canvas's zoom: the window's automatic zoom times the one asked for.
    public var zoom: Double { layout.canvasZoom }
    /// How far the exploded view has opened (0 flat, 1 fully), and where it is going.
    public let explode: Double
    public let explodeTarget: Double
    /// The exploded view's camera angles, in degrees (see `IsometricProjection`).
    public let explodeYaw: Double
    public let explodePitch: Double

    // MARK: The input on screen

    /// The steps of the latest input, how far the animation has got and how fast it plays.
    public let timeline: Timeline
    /// The input replayed up to the step shown.
    public let episode: TraceEpisode
    /// The log up to the step shown, oldest first.
    public let visibleLog: ArraySlice<TraceStep>
    /// The scroll views' bounds origins at the step shown, where they differ from now.
    public let boundsOrigins: [ObjectIdentifier: CGPoint]
    /// The same when a window's hitTest last returned, up to the step shown; nil before.
    public let hitTestContentOffsets: [ObjectIdentifier: CGPoint]?
    /// Every view of every window where it is drawn at the step shown (scroll views' content
    /// and value controls' thumbs as they were then), back to front.
    public let placements: [ViewPlacement]
    /// The windows besides the main one, back to front, each drawn with its name and level.
    public let furtherWindows: [FurtherWindow]
    /// Every window's name, the main one's included: whose hitTest steps start and end a touch's search.
    public let windowNames: Set<String>
    /// Every gesture recognizer of the window's views, back to front, in each view's order.
    public let recognizers: [RecognizerBadge]
    /// How each recognizer ended in an earlier picture, for a badge this picture does not tell.
    public let earlierRecognizerOutcomes: [String: GestureStateName]
    /// Each placed view's superview, by name: the way up from the hit-test view.
    public let superviews: [String: String]
    /// The scroll views whose indicators show in this frame.
    public let scrollIndicatorsShown: Set<ObjectIdentifier>
    /// Each finger still down (scene points) and the view its touch is bound to, by touch ID.
    public let fingers: [Int: CGPoint]
    public let fingerBindings: [Int: String]
    /// How long each finger still down has been held, in seconds, live (not at the step shown).
    public let heldFingers: [Int: Double]
    /// Where the latest input's fingers went down, moved and lifted.
    public let touchTrails: [TouchTrail]

    // MARK: The scene

    /// The scene's responders as HIERARCHY outlines them, every window's, each with its notable properties.
    public let hierarchy: [HierarchyOutline.Entry]
    /// The rows of HIERARCHY folded: only the outline reads it, never the canvas or the trace.
    public let foldedOutline: Set<String>
    /// The names of the scene's views, in the window or not.
    public let sceneViewNames: Set<String>
    /// The views this picture removed (a `remove` shown so far) and not put back, each where it
    /// was in its window just before.
    public let removedViews: [String: CGRect]
    /// The latest nil-targeted action sent and its sender's name (the trace does not carry it).
    public let lastAction: (action: Selector, sender: String?)?
    /// The first responder at the step shown (a change still to come is not told yet).
    public let firstResponder: String?
    public let sceneTitle: String
    public let sceneName: String
    /// The lesson's place in the catalog and the catalog's size; nil for a scene of one's own.
    public let lesson: (index: Int, count: Int)?
    /// Whether the title shows the catalog's size ("Lesson 1/49") or only the lesson's number.
    public let showsLessonCount: Bool
    public let explanation: String?
    /// What to try first, while no input has happened and edit mode is off.
    public let lessonHint: String?

    // MARK: The viewer

    public let selection: String?
    /// The selected responder as SELECTED describes it.
    public let selected: SelectedResponder?
    /// Where the right-click's menu ("why not here?") is open, in window points; nil when closed.
    public let whyMenu: CGPoint?
    /// The card of the view under the resting mouse; nil when the mouse is over none.
    public let hoverCard: HoverCard?
    /// Y's answer for the selected view: the WHY section and the canvas's marks show it.
    public let why: WhyAnswer?
    public let panelScroll: PanelScroll
    public let isHelpVisible: Bool
    /// The lesson's input as far as the animation has shown it.
    public let lessonInput: LessonInput?
    public let editMenu: EditMenu?
    public let keysToApp: Bool
    public let statusMessage: String?
    public let reloadProblems: [String]

    // MARK: The studio

    public let isEditing: Bool
    public let hasUnsavedEdits: Bool
    public let nameBeingTyped: String?
    /// What the band says before the name being typed ("Rename A", "A's action").
    public let typingPrompt: String?
    /// The studio's palette (M in edit mode) and the lesson's explanation being written.
    public let studioPalette: StudioPalette?
    public let explanationDraft: String?
    public let editDrag: EditDrag?
    /// The selected view's frame (as the scene file says it), its rectangle on the canvas and
    /// whether it is the root view, which has no resize handles.
    public let selectedViewFrame: CGRect?
    public let selectedViewRect: CGRect?
    public let selectedIsRootView: Bool
    /// The rectangle of the view a Shift+drag would drop into.
    public let dropTargetRect: CGRect?
    public let isRecording: Bool

    // MARK: The devices

    public let deviceStatus: String
    public let controllerPointer: CGPoint?
    public let motionPlot: [MotionPlotPoint]
    /// The shake detector's thresholds, drawn as the plot's dashed lines.
    public let shakeThresholds: (acceleration: Double, rotationRate: Double)

    /// The session's state now; `boundsOrigins` replaces where the scroll views' content is drawn.
    public init(session: SandboxSession, boundsOrigins: [ObjectIdentifier: CGPoint]? = nil) {
        let scene = session.scene, application = session.application
        layout = session.layout
        explode = session.viewer.explode
        explodeTarget = session.viewer.explodeTarget
        explodeYaw = session.viewer.explodeYaw
        explodePitch = session.viewer.explodePitch
        timeline = session.history.timeline
        // Replaying the steps shown so far is the frame's main cost: done once for every painter.
        episode = session.history.episode
        visibleLog = session.history.visibleLog
        // Each scroll view where its content was at the step shown, so the ring, the outcomes
        // and the hit-test frame of an earlier step agree with what hitTest found then.
        let origins = boundsOrigins ?? session.history.shownContentOffsets
        self.boundsOrigins = origins
        hitTestContentOffsets = session.history.hitTestContentOffsets
        placements = ViewPlacement.placements(inWindowsOf: application, boundsOrigins: origins,
                                              controlValues: session.history.shownControlValues)
        furtherWindows = FurtherWindow.all(of: application, placements: placements)
        windowNames = Set(application.windows.map(\.name))
        let views = ViewPlacement.views(inWindowsOf: application)
        recognizers = views.flatMap { view in
            (view.gestureRecognizers ?? []).map { RecognizerBadge($0, on: view) }
        }
        earlierRecognizerOutcomes = session.history.earlierRecognizerOutcomes
        superviews = placements.reduce(into: [:]) { superviews, placement in
            superviews[placement.name] = placement.superviewName
        }
        scrollIndicatorsShown = Set(views.compactMap { view in
            (view as? UIScrollView).flatMap { session.history.showsScrollIndicator($0) ? ObjectIdentifier($0) : nil }
        })
        fingers = session.history.fingers
        fingerBindings = session.history.fingers.keys.reduce(into: [:]) { bindings, id in
            bindings[id] = application.boundView(ofTouch: id)?.name
        }
        touchTrails = session.history.touchTrails
        heldFingers = session.viewer.heldFingers

        hierarchy = HierarchyOutline.entries(forWindowsOf: application)
        foldedOutline = session.viewer.foldedOutline
        sceneViewNames = Set(scene.responders.compactMap { $0.value is UIView ? $0.key : nil })
        lastAction = session.runner.lastAction
        removedViews = Self.removedViews(session: session, placed: Set(placements.map(\.name)))
        firstResponder = session.viewer.shownFirstResponder
        sceneTitle = scene.document.title
        sceneName = session.sceneName
        lesson = session.lessonIndex.flatMap { index in session.catalog.map { (index, $0.lessons.count) } }
        showsLessonCount = session.showsLessonCount
        explanation = scene.document.explanation
        lessonHint = session.history.timeline.steps.isEmpty && !session.studio.isEditing ? LessonHint.text(for: session) : nil

        selection = session.viewer.selection
        selected = session.viewer.selectedResponder.map(SelectedResponder.init)
        why = session.viewer.why
        whyMenu = session.viewer.whyMenu
        hoverCard = session.viewer.hover.flatMap { hover in
            scene.view(named: hover.view).map { HoverCard(view: $0, node: SceneViewIndex.node(named: hover.view, in: scene.document), pointer: hover.pointer) }
        }
        panelScroll = session.viewer.panelScroll
        isHelpVisible = session.viewer.isHelpVisible
        lessonInput = session.viewer.shownLessonInput
        editMenu = session.viewer.editMenu
        keysToApp = session.viewer.keysToApp
        statusMessage = session.viewer.statusMessage
        reloadProblems = session.reloadProblems

        isEditing = session.studio.isEditing
        hasUnsavedEdits = session.studio.editor?.hasUnsavedChanges == true
        nameBeingTyped = session.studio.nameBeingTyped
        typingPrompt = session.viewer.selection.map { session.studio.typing.prompt(view: $0) }
        studioPalette = session.studio.palette
        explanationDraft = session.studio.explanationDraft
        editDrag = session.studio.editDrag
        let selected = session.studio.isEditing ? session.viewer.selectedView : nil
        selectedViewFrame = selected?.untransformedFrame
        selectedViewRect = selected.flatMap(session.studio.canvasRect(of:))
        selectedIsRootView = selected.map(session.studio.isRootView) ?? false
        dropTargetRect = session.studio.editDrag.flatMap { drag in
            guard drag.kind == .reparent, let name = drag.dropTarget, let target = scene.view(named: name) else { return nil }
            return session.studio.canvasRect(of: target)
        }
        isRecording = session.studio.isRecording

        deviceStatus = session.devices.status
        controllerPointer = session.devices.controllerPointer
        motionPlot = session.devices.motionPlot
        let detector = session.runner.shakeDetector
        shakeThresholds = (detector.accelerationThreshold, detector.rotationRateThreshold)
    }

    private static func removedViews(session: SandboxSession, placed: Set<String>) -> [String: CGRect] {
        let frames = session.runner.removedFrames
        guard !frames.isEmpty, let current = session.history.timeline.current else { return [:] }
        var removed: [String: CGRect] = [:]
        for case .caption(let text, .removal) in session.history.timeline.steps[...current] {
            for (name, rect) in frames where !placed.contains(name) && text == ScriptCommand.removalCaption(name) { removed[name] = rect }
        }
        return removed
    }
}
