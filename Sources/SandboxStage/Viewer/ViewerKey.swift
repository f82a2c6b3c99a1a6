/// The keys that are the viewer's (`StageCommand.viewer`), carried out by `Viewer.perform(_:)`
/// in `Viewer+Commands`: what the person at the window looks at changes, the scene does not.
public enum ViewerKey: Equatable, Sendable {
    /// H, ? or F1: the help over the window, or gone.
    case toggleHelp
    /// E: the exploded view of the nesting, or flat again.
    case toggleExplode
    /// Enter: the lesson's next command at once.
    case runNextLessonCommand
    /// M: the menu of edit actions, remote commands, presses and shake.
    case toggleEditMenu
    /// Ctrl+= / Ctrl+− / Ctrl+0: the scene larger or smaller inside the canvas, or back to ×1.
    case zoomIn
    case zoomOut
    case zoomReset
    /// Z: zoom onto the selected view's subtree, or back to the whole scene.
    case focusOnSelection
    /// Esc: the innermost thing open closes, then the selection goes.
    case deselect
    /// Y: why the selected view does or does not get a touch (at the point right-clicked).
    case askWhy
    /// O: the selected responder's row in HIERARCHY folded (what it holds not listed) or unfolded.
    case toggleFold
    /// 1–9: a property of the selected responder (M's menu open: its item of that number).
    case toggle(SelectionToggle)
    /// F / Shift+F: the selected responder becomes first responder; the first responder resigns.
    case makeFirstResponder
    case resignFirstResponder
    /// W: the log over the whole window's width, or back in the panel.
    case toggleWideLog
    /// I: the hover card off, or on again.
    case toggleHoverCard
    /// End: the log scrolled back to its newest step, which it follows again.
    case showNewestLog
}
