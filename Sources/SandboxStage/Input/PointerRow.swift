/// A row of the pointer's table (`PointerRouter.table`), named for what it does: what tests
/// and the architecture's notes call it.
public enum PointerRow: String, CaseIterable, Sendable {
    case explanationSheet
    case palette
    case editMenu
    case help
    case whyMenu
    case panel
    case select
    case pan
    case unusedButton
    case editDrag
    case turn
    case touch
    case editDragMove
    case turnMove
    case panMove
    case touchMove
    case hover
    case wheelWithoutMotion
    case wheelScrollView
    case wheelPanel
    case finger
    case exit
    case interruption
}
