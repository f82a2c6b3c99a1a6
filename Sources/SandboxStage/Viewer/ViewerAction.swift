import Foundation

/// The pointer's actions that are the viewer's (`PointerAction.viewer`), carried out by
/// `Viewer.perform(_:measurer:)` in `Viewer+Pointer`. Points are window points unless named
/// scene points.
enum ViewerAction: Equatable {
    /// A line on the status bar: the click taken, saying why nothing else happened.
    case say(String)
    /// A left click on M's menu: its item, or outside it closes it.
    case clickEditMenu(at: CGPoint)
    /// Another button on M's menu closes it.
    case closeEditMenu
    /// A click on the help closes it.
    case closeHelp
    /// A click while the right-click's menu is open: on its item, Y's answer; declined elsewhere.
    case clickWhyMenu(at: CGPoint)
    /// A click on the panel (or the wide log): a row selects its responder, a triangle folds.
    case clickPanel(at: CGPoint)
    /// The right button: the view drawn at the scene point is selected (nothing off the
    /// scene), its "why not here?" menu opens at `menuAt`.
    case select(scenePoint: CGPoint?, menuAt: CGPoint)
    /// A pan of the canvas starts, follows the pointer, ends.
    case beginPan(at: CGPoint)
    case pan(to: CGPoint)
    case endPan
    /// A drag turning the exploded view starts, follows the pointer, ends.
    case beginTurn(at: CGPoint)
    case turn(to: CGPoint)
    case endTurn
    /// The wheel over the panel scrolls the pane under it.
    case scrollPanel(at: CGPoint, lines: Double)
    /// The mouse with no button held: the hover card follows it (nil: the mouse left).
    case hover(at: CGPoint?)
}
