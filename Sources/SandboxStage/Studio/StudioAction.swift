import Foundation

/// The pointer's actions that are the studio's (`PointerAction.studio`), carried out by
/// `Studio.perform(_:)` in `Studio+Drag`. Points are window points.
enum StudioAction: Equatable {
    /// A click on the palette: its item, or outside it closes it.
    case clickPalette(at: CGPoint)
    /// Edit mode's drag: a press (Shift: reparenting), a move, a release.
    case beginEditDrag(at: CGPoint, reparenting: Bool)
    case continueEditDrag(to: CGPoint)
    case endEditDrag(at: CGPoint)
}
