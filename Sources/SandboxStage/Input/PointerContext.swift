import Foundation

/// What the pointer's table reads of the window to choose a row, as values the session takes
/// before each input (`SandboxSession.pointerContext`): the table is a function of the input
/// and these, so a test can ask it what a click does in any mode without a session or SDL.
struct PointerContext {
    /// What has the window's attention besides the scene (`SandboxSession.mode`).
    var mode = StageMode.plain
    /// Edit mode is on; an edit drag is under way (the studio's).
    var isEditing = false
    var isEditDragging = false
    /// The exploded view is open, even partly; a pan or a turn of it is under way (the viewer's).
    var isExploded = false
    var isPanning = false
    var isTurning = false
    /// The log lies over the window's width (the viewer's).
    var isLogWide = false
    /// The window's parts and how scene points map onto the canvas.
    var layout: StageLayout
    /// The touches the mouse and the touch surface hold.
    var touches = PointerTouches()
}
