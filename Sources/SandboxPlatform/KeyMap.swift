import CSDL2
import ResponderCore
import SandboxStage

/// Which key does what (listed for people in `Shortcuts.help`).
enum KeyMap {
    static func command(for key: SDL_Keycode, shift: Bool, control: Bool = false, editing: Bool = false, palette: Bool = false) -> StageCommand? {
        if control { return controlCommand(for: key, shift: shift) }
        if palette, let command = paletteCommand(for: key) { return command }
        if editing, let command = editCommand(for: key) { return command }
        switch Int(key) {
        case Int(SDLK_SPACE.rawValue): return .togglePause
        case Int(SDLK_RIGHT.rawValue), Int(SDLK_PERIOD.rawValue): return .stepForward
        case Int(SDLK_LEFT.rawValue), Int(SDLK_COMMA.rawValue): return .stepBackward
        case Int(SDLK_r.rawValue): return .replay
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue): return .faster
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return .slower
        case Int(SDLK_c.rawValue): return .clear
        case Int(SDLK_n.rawValue), Int(SDLK_PAGEDOWN.rawValue): return .nextLesson
        case Int(SDLK_p.rawValue), Int(SDLK_PAGEUP.rawValue): return .previousLesson
        case Int(SDLK_h.rawValue), Int(SDLK_QUESTION.rawValue), Int(SDLK_F1.rawValue): return .toggleHelp
        case Int(SDLK_SLASH.rawValue): return shift ? .toggleHelp : nil
        case Int(SDLK_e.rawValue): return .toggleExplode
        case Int(SDLK_s.rawValue): return shift ? .exportAnimation : .screenshot
        case Int(SDLK_k.rawValue): return .shake
        case Int(SDLK_l.rawValue): return .playLessonEvents
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .runNextLessonCommand
        case Int(SDLK_BACKSPACE.rawValue): return .resetLesson
        case Int(SDLK_m.rawValue): return .toggleEditMenu
        case Int(SDLK_TAB.rawValue): return .toggleKeysToApp
        case Int(SDLK_ESCAPE.rawValue): return .deselect
        case Int(SDLK_f.rawValue): return shift ? .resignFirstResponder : .makeFirstResponder
        case Int(SDLK_w.rawValue): return .toggleWideLog
        case Int(SDLK_i.rawValue): return .toggleHoverCard
        case Int(SDLK_z.rawValue): return .focusOnSelection
        case Int(SDLK_y.rawValue): return .askWhy
        case Int(SDLK_o.rawValue): return .toggleFold
        case Int(SDLK_END.rawValue): return .showNewestLog
        case Int(SDLK_q.rawValue): return .quit
        case Int(SDLK_1.rawValue)...Int(SDLK_9.rawValue):
            return SelectionToggle(rawValue: Int(key) - Int(SDLK_0.rawValue)).map(StageCommand.toggle)
        default: return nil
        }
    }

    /// A key for the app's key commands (Tab mode): its input as UIKeyCommand spells it and
    /// its modifiers; nil for Tab, which leaves the mode, and for keys with no input text.
    static func appKey(for key: SDL_Keycode, modifiers: UInt32) -> (input: String, flags: UIKeyCommand.ModifierFlags)? {
        guard Int(key) != Int(SDLK_TAB.rawValue), key > 32, key < 127, let scalar = UnicodeScalar(UInt32(key)) else { return nil }
        var flags: UIKeyCommand.ModifierFlags = []
        if modifiers & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if modifiers & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if modifiers & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if modifiers & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        return (String(Character(scalar)), flags)
    }

    /// Edit mode's own keys, shown in its band; every other key keeps its meaning.
    private static func editCommand(for key: SDL_Keycode) -> StageCommand? {
        switch Int(key) {
        case Int(SDLK_a.rawValue): return .studio(.addSubview)
        case Int(SDLK_DELETE.rawValue), Int(SDLK_BACKSPACE.rawValue), Int(SDLK_x.rawValue): return .studio(.deleteView)
        case Int(SDLK_RIGHTBRACKET.rawValue): return .studio(.bringForward)
        case Int(SDLK_LEFTBRACKET.rawValue): return .studio(.sendBackward)
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue), Int(SDLK_F2.rawValue): return .studio(.renameView)
        case Int(SDLK_c.rawValue): return .studio(.recolorView)
        case Int(SDLK_m.rawValue): return .studio(.togglePalette)
        default: return nil
        }
    }

    /// The studio's palette open: its numbers choose, Esc goes back a page; other keys as in edit mode.
    private static func paletteCommand(for key: SDL_Keycode) -> StageCommand? {
        switch Int(key) {
        case Int(SDLK_0.rawValue)...Int(SDLK_9.rawValue): return .studio(.paletteItem(Int(key) - Int(SDLK_0.rawValue)))
        case Int(SDLK_KP_1.rawValue)...Int(SDLK_KP_9.rawValue): return .studio(.paletteItem(Int(key) - Int(SDLK_KP_1.rawValue) + 1))
        case Int(SDLK_KP_0.rawValue): return .studio(.paletteItem(0))
        case Int(SDLK_ESCAPE.rawValue), Int(SDLK_BACKSPACE.rawValue): return .studio(.paletteBack)
        default: return nil
        }
    }

    /// A letter, digit or _ typed into a view's new name (Enter in edit mode).
    static func nameCharacter(for key: SDL_Keycode, shift: Bool) -> Character? {
        guard key < 128, let scalar = UnicodeScalar(UInt32(key)) else { return nil }
        let character = Character(scalar)
        if character.isLetter { return shift ? Character(character.uppercased()) : character }
        if character.isNumber { return character }
        if character == "-" && shift { return "_" }
        return nil
    }

    /// Ctrl (or Cmd) with a key: the zoom, as in a browser, so a projector's back row can
    /// read; E, Z, Y and S for editing, as in every editor; R records (R alone replays).
    private static func controlCommand(for key: SDL_Keycode, shift: Bool) -> StageCommand? {
        switch Int(key) {
        case Int(SDLK_e.rawValue): return .toggleEditMode
        case Int(SDLK_v.rawValue): return .pasteScene
        case Int(SDLK_z.rawValue): return shift ? .redoEdit : .undoEdit
        case Int(SDLK_y.rawValue): return .redoEdit
        case Int(SDLK_s.rawValue): return .saveScene
        case Int(SDLK_EQUALS.rawValue), Int(SDLK_PLUS.rawValue), Int(SDLK_KP_PLUS.rawValue): return .zoomIn
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return .zoomOut
        case Int(SDLK_0.rawValue), Int(SDLK_KP_0.rawValue): return .zoomReset
        case Int(SDLK_r.rawValue): return .toggleRecording
        default: return nil
        }
    }
}
