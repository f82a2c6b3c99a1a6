import Foundation
import ResponderCore

/// What the pointer's table (`PointerRouter.table`) says an input does, as a value: the
/// session carries it out (`SandboxSession.pointer(_:measurer:)`), each case by the one it
/// belongs to, in that one's own enum, so each room's switch names every case it may be sent
/// and nothing else: the viewer's (`ViewerAction`), the studio's (`StudioAction`), the touches
/// the pointer holds (`TouchAction`), the history's wheel, and the hover both follow.
/// Points are window points unless named scene points. A few actions may be declined where
/// they are done, and the input goes on down the table: a click off the right-click menu's
/// item (where it is drawn depends on the window's font), a wheel over no scroll view that
/// can move (the live scroll views say), a move whose mouse touches the scene already ended.
enum PointerAction: Equatable {
    /// The row takes the input and nothing more happens; `redraw`: the window draws again.
    case take(redraw: Bool)
    /// The viewer's: the menus and the help, the panel, the selection, the pan and the turn.
    case viewer(ViewerAction)
    /// The studio's: the palette's click and edit mode's drag.
    case studio(StudioAction)
    /// The mouse and the touch surface's fingers touching the app (`PointerTouches`, then the session's `touch`).
    case touch(TouchAction)
    /// The mouse with no button held: the hover card follows it (the viewer's), and the app's
    /// hover recognizers at `appPoint`, a scene point, nil when the app's pointer left its window (the history's).
    case hover(at: CGPoint?, appPoint: CGPoint?)
    /// The wheel over the scene scrolls the innermost scroll view at the scene point; declined
    /// when none can move (the history's).
    case scrollWheel(scenePoint: CGPoint, dx: Double, dy: Double)
    /// Every touch ends: the window changed under the fingers.
    case interrupt(cause: String)
}
