import Foundation
import ResponderCore
import SandboxScenes

/// One frame of the window as a value: everything the canvas, the panel and the chrome
/// draw, taken from the session once per frame. The painters read only this, so the picture
/// is what the frame recorded. Each room makes its own part (`history`, `viewer`, `studio`,
/// `devices`, in its own folder's `…Snapshot.swift`); the frame composes them with the scene's
/// own values and the layout. A feature adds its field to its room's snapshot and is read as
/// `frame.viewer.x`; the short names below (`frame.selection`, …) read the rooms' fields.
/// Immutable once taken; a class so that the many painters holding it share one copy.
public final class StageFrame {
    public let layout: StageLayout
    /// The input on screen at the step shown: steps, placements, recognizers, fingers.
    public let history: HistorySnapshot
    /// The selection, the exploded view, the panel's scroll, the menus, the status line.
    public let viewer: ViewerSnapshot
    /// Edit mode and recording.
    public let studio: StudioSnapshot
    /// Controllers, their pointer and the motion plot.
    public let devices: DevicesSnapshot

    // MARK: The scene

    /// The scene's responders as HIERARCHY outlines them, every window's, each with its notable properties.
    public let hierarchy: [HierarchyOutline.Entry]
    /// The names of the scene's views, in the window or not.
    public let sceneViewNames: Set<String>
    public let sceneTitle: String
    public let sceneName: String
    /// The lesson's place in the catalog and the catalog's size; nil for a scene of one's own.
    public let lesson: (index: Int, count: Int)?
    /// Whether the title shows the catalog's size ("Lesson 1/49") or only the lesson's number.
    public let showsLessonCount: Bool
    public let explanation: String?
    /// What to try first, while no input has happened and edit mode is off.
    public let lessonHint: String?
    public let reloadProblems: [String]

    /// The session's state now; `boundsOrigins` replaces where the scroll views' content is drawn.
    public convenience init(session: SandboxSession, boundsOrigins: [ObjectIdentifier: CGPoint]? = nil) {
        self.init(session: session, showing: session.history.timeline, boundsOrigins: boundsOrigins)
    }

    /// The session at the step `timeline` shows, in a picture of `viewport` points (the
    /// window's when nil), without the status line when `hidingStatus`: the frames of an
    /// animation export, taken without changing the session.
    public init(session: SandboxSession, showing timeline: Timeline, viewport: CGSize? = nil, hidingStatus: Bool = false,
                boundsOrigins: [ObjectIdentifier: CGPoint]? = nil) {
        let scene = session.scene
        layout = viewport.map(session.layout(viewport:)) ?? session.layout
        history = session.history.snapshot(showing: timeline, boundsOrigins: boundsOrigins)
        viewer = session.viewer.snapshot(showing: timeline, firstResponder: session.history.shownFirstResponder(showing: timeline),
                                         hidingStatus: hidingStatus)
        studio = session.studio.snapshot()
        devices = session.devices.snapshot()
        hierarchy = HierarchyOutline.entries(forWindowsOf: session.application)
        sceneViewNames = Set(scene.responders.compactMap { $0.value is UIView ? $0.key : nil })
        sceneTitle = scene.document.title
        sceneName = session.sceneName
        lesson = session.lessonIndex.flatMap { index in session.catalog.map { (index, $0.lessons.count) } }
        showsLessonCount = session.showsLessonCount
        explanation = scene.document.explanation
        lessonHint = timeline.steps.isEmpty && !session.studio.isEditing ? LessonHint.text(for: session) : nil
        reloadProblems = session.reloadProblems
    }

    /// The canvas's zoom: the window's automatic zoom times the one asked for.
    public var zoom: Double { layout.canvasZoom }

    // MARK: The rooms' fields by their short names

    public var explode: Double { viewer.explode }
    public var explodeTarget: Double { viewer.explodeTarget }
    public var explodeYaw: Double { viewer.explodeYaw }
    public var explodePitch: Double { viewer.explodePitch }
    public var timeline: Timeline { history.timeline }
    public var episode: TraceEpisode { history.episode }
    public var visibleLog: ArraySlice<TraceStep> { history.visibleLog }
    public var boundsOrigins: [ObjectIdentifier: CGPoint] { history.boundsOrigins }
    public var hitTestContentOffsets: [ObjectIdentifier: CGPoint]? { history.hitTestContentOffsets }
    public var placements: [ViewPlacement] { history.placements }
    public var furtherWindows: [FurtherWindow] { history.furtherWindows }
    public var windowNames: Set<String> { history.windowNames }
    public var recognizers: [RecognizerBadge] { history.recognizers }
    public var earlierRecognizerOutcomes: [String: GestureStateName] { history.earlierRecognizerOutcomes }
    public var scrollIndicatorsShown: Set<ObjectIdentifier> { history.scrollIndicatorsShown }
    public var fingers: [Int: CGPoint] { history.fingers }
    public var fingerBindings: [Int: String] { history.fingerBindings }
    public var heldFingers: [Int: Double] { viewer.heldFingers }
    public var touchTrails: [TouchTrail] { history.touchTrails }
    public var foldedOutline: Set<String> { viewer.foldedOutline }
    public var removedViews: [String: CGRect] { history.removedViews }
    public var lastAction: (action: Selector, sender: String?)? { history.lastAction }
    public var firstResponder: String? { viewer.firstResponder }
    public var selection: String? { viewer.selection }
    public var selected: SelectedResponder? { viewer.selected }
    public var whyMenu: CGPoint? { viewer.whyMenu }
    public var hoverCard: HoverCard? { viewer.hoverCard }
    public var why: WhyAnswer? { viewer.why }
    public var askingWhyAbout: String? { viewer.askingWhyAbout }
    public var panelScroll: PanelScroll { viewer.panelScroll }
    public var isHelpVisible: Bool { viewer.isHelpVisible }
    public var lessonInput: LessonInput? { viewer.lessonInput }
    public var editMenu: EditMenu? { viewer.editMenu }
    public var keysToApp: Bool { viewer.keysToApp }
    public var statusMessage: String? { viewer.statusMessage }
    public var isEditing: Bool { studio.isEditing }
    public var hasUnsavedEdits: Bool { studio.hasUnsavedEdits }
    public var nameBeingTyped: String? { studio.nameBeingTyped }
    public var typingPrompt: String? { studio.typingPrompt }
    public var studioPalette: StudioPalette? { studio.palette }
    public var explanationDraft: String? { studio.explanationDraft }
    public var editDrag: EditDrag? { studio.editDrag }
    public var selectedViewFrame: CGRect? { studio.selectedViewFrame }
    public var selectedViewRect: CGRect? { studio.selectedViewRect }
    public var selectedIsRootView: Bool { studio.selectedIsRootView }
    public var dropTargetRect: CGRect? { studio.dropTargetRect }
    public var isRecording: Bool { studio.isRecording }
    public var deviceStatus: String { devices.status }
    public var controllerPointer: CGPoint? { devices.controllerPointer }
    public var motionPlot: [MotionPlotPoint] { devices.motionPlot }
    public var shakeThresholds: (acceleration: Double, rotationRate: Double) { devices.shakeThresholds }
}
