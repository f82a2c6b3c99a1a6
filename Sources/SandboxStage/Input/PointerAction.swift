import Foundation
import ResponderCore

/// What the pointer's table (`PointerRouter.table`) says an input does, as a value: the
/// session carries it out, each case by the room it belongs to (`SandboxSession.perform(_:measurer:)`).
/// Points are window points unless named scene points. A few actions may be declined where
/// they are done, and the input goes on down the table: a click off the right-click menu's
/// item (where it is drawn depends on the window's font), a wheel over no scroll view that
/// can move (the live scroll views say), a move whose mouse touches the scene already ended.
enum PointerAction: Equatable {
    /// The row takes the input and nothing more happens; `redraw`: the window draws again.
    case take(redraw: Bool)
    /// A line on the status bar (the viewer's): the click taken, saying why nothing else happened.
    case say(String)

    // MARK: The modes
    /// A click on the studio's palette: its item, or outside it closes it (the studio's).
    case clickPalette(at: CGPoint)
    /// A left click on M's menu: its item, or outside it closes it (the viewer's).
    case clickEditMenu(at: CGPoint)
    /// Another button on M's menu closes it (the viewer's).
    case closeEditMenu
    /// A click on the help closes it (the viewer's).
    case closeHelp
    /// A click while the right-click's menu is open: on its item, Y's answer; declined elsewhere (the viewer's).
    case clickWhyMenu(at: CGPoint)

    // MARK: The panel and the canvas
    /// A click on the panel (or the wide log): a row selects its responder, a triangle folds (the viewer's).
    case clickPanel(at: CGPoint)
    /// The right button: the view drawn at the scene point is selected (nothing off the
    /// scene), its "why not here?" menu opens at `menuAt` (the viewer's).
    case select(scenePoint: CGPoint?, menuAt: CGPoint)
    /// A pan of the canvas starts, follows the pointer, ends (the viewer's).
    case beginPan(at: CGPoint)
    case pan(to: CGPoint)
    case endPan
    /// A drag turning the exploded view starts, follows the pointer, ends (the viewer's).
    case beginTurn(at: CGPoint)
    case turn(to: CGPoint)
    case endTurn
    /// Edit mode's drag: a press, a move, a release (the studio's).
    case beginEditDrag(at: CGPoint, reparenting: Bool)
    case continueEditDrag(to: CGPoint)
    case endEditDrag(at: CGPoint)

    // MARK: Input for the app
    /// The left button: a finger (two, mirrored, with Alt) goes down, moves, lifts (the session's `touch`).
    case beginMouseTouch(at: CGPoint, mirrored: Bool)
    case moveMouseTouches(to: CGPoint)
    case endMouseTouch(at: CGPoint)
    /// The mouse with no button held: the hover card follows it (the viewer's), and the app's
    /// hover recognizers at `appPoint`, a scene point, nil when the app's pointer left its window (the history's).
    case hover(at: CGPoint?, appPoint: CGPoint?)
    /// The wheel over the scene scrolls the innermost scroll view at the scene point; declined
    /// when none can move (the history's).
    case scrollWheel(scenePoint: CGPoint, dx: Double, dy: Double)
    /// The wheel over the panel scrolls the pane under it (the viewer's).
    case scrollPanel(at: CGPoint, lines: Double)
    /// A touch surface's finger at a window point (the session's `touch`).
    case finger(TouchSurfaceFinger, UITouch.Phase, at: CGPoint)
    /// Every touch ends: the window changed under the fingers.
    case interrupt(cause: String)
}
