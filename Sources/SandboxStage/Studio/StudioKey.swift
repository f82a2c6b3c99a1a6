/// Edit mode's own keys (Ctrl+E), each sent to the studio: A, Delete (or X, Backspace),
/// ] and [, Enter (or F2), C, and M with the palette's number keys and Esc.
public enum StudioKey: Equatable, Sendable {
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
