/// A mouse button, as the window's table tells them apart.
public enum PointerButton: Equatable, Sendable {
    /// Touches (a finger), edits in edit mode, chooses in a menu.
    case left
    /// Pans the zoomed canvas.
    case middle
    /// Selects the view under the pointer and opens "why not here?".
    case right
    /// Any further button (a mouse's side buttons): only the menus and the panel take it.
    case other
}
