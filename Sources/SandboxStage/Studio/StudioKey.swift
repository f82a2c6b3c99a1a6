/// The studio's keys (`StageCommand.studio`), carried out by `Studio.perform(_:)`: edit mode
/// on or off, its undo and redo, saving, and edit mode's own keys (Ctrl+E): A, Delete (or X,
/// Backspace), ] and [, Enter (or F2), C, and M with the palette's number keys and Esc.
public enum StudioKey: Equatable, Sendable {
    /// Ctrl+E: edit mode on or off.
    case toggleEditMode
    /// Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y): undo or redo an edit.
    case undoEdit
    case redoEdit
    /// Ctrl+S: write the edited scene to its file (a built-in lesson: to a copy).
    case saveScene
    case addSubview
    case deleteView
    case bringForward
    case sendBackward
    case renameView
    case recolorView
    /// M: the studio's palette opens, or closes.
    case togglePalette
    /// 1–9 and 0 while the palette is open: its item of that number.
    case paletteItem(Int)
    /// Esc while the palette is open: the page before, or closed from its first page.
    case paletteBack
}
