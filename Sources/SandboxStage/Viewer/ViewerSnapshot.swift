import Foundation
import SandboxScenes

/// What the person at the window looks at, as the viewer shows it in one frame: the frame's
/// `viewer`. Taken by `Viewer.snapshot(showing:hidingStatus:)`; a feature of the viewer adds its
/// field here and takes it there.
public struct ViewerSnapshot {
    /// How far the exploded view has opened (0 flat, 1 fully), and where it is going.
    public let explode: Double
    public let explodeTarget: Double
    /// The exploded view's camera angles, in degrees (see `IsometricProjection`).
    public let explodeYaw: Double
    public let explodePitch: Double
    /// How long each finger still down has been held, in seconds, live (not at the step shown).
    public let heldFingers: [Int: Double]
    /// The rows of HIERARCHY folded: only the outline reads it, never the canvas or the trace.
    public let foldedOutline: Set<String>
    /// The first responder at the step shown (a change still to come is not told yet).
    public let firstResponder: String?
    public let selection: String?
    /// The selected responder as SELECTED describes it.
    public let selected: SelectedResponder?
    /// Where the right-click's menu ("why not here?") is open, in window points; nil when closed.
    public let whyMenu: CGPoint?
    /// The card of the view under the resting mouse; nil when the mouse is over none.
    public let hoverCard: HoverCard?
    /// Y's answer for the selected view: the WHY section and the canvas's marks show it.
    public let why: WhyAnswer?
    /// The view Y's answer is being worked out for off the frame (a large scene); nil when none is.
    public let askingWhyAbout: String?
    public let panelScroll: PanelScroll
    public let isHelpVisible: Bool
    /// The lesson's input as far as the animation has shown it.
    public let lessonInput: LessonInput?
    public let editMenu: EditMenu?
    public let keysToApp: Bool
    public let statusMessage: String?
}

extension Viewer {
    /// The viewer at the step `timeline` shows, where `firstResponder` is the first responder
    /// (the history's, as the picture shows it); `hidingStatus`: without the status line (an
    /// export's frames show the animation, not the export's progress).
    func snapshot(showing timeline: Timeline, firstResponder: String?, hidingStatus: Bool = false) -> ViewerSnapshot {
        let scene = session.scene
        return ViewerSnapshot(
            explode: explode, explodeTarget: explodeTarget, explodeYaw: explodeYaw, explodePitch: explodePitch,
            heldFingers: heldFingers,
            foldedOutline: foldedOutline,
            firstResponder: firstResponder,
            selection: selection,
            selected: selectedResponder.map(SelectedResponder.init),
            whyMenu: whyMenu,
            hoverCard: hover.flatMap { hover in
                scene.view(named: hover.view).map { view in
                    HoverCard(view: view, node: SceneViewIndex.node(named: hover.view, in: scene.document),
                              taker: hover.taker.flatMap(scene.view(named:)), windowsFrontToBack: session.application.windowsFrontToBack,
                              windowOverrides: view.window.map { SceneViewIndex.windowOverrides(named: $0.name, in: scene.document) } ?? [],
                              pointer: hover.pointer)
                }
            },
            why: why,
            askingWhyAbout: askingWhyAbout,
            panelScroll: panelScroll,
            isHelpVisible: isHelpVisible,
            lessonInput: shownLessonInput(showing: timeline),
            editMenu: editMenu,
            keysToApp: keysToApp,
            statusMessage: hidingStatus ? nil : statusMessage)
    }
}
