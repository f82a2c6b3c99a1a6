import CSDL2
import SandboxStage

/// Which key does what (listed for people in `Shortcuts.help`).
enum KeyMap {
    static func command(for key: SDL_Keycode, shift: Bool) -> StageCommand? {
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
        case Int(SDLK_s.rawValue): return .screenshot
        case Int(SDLK_k.rawValue): return .shake
        case Int(SDLK_l.rawValue): return .playLessonEvents
        case Int(SDLK_ESCAPE.rawValue): return .deselect
        case Int(SDLK_f.rawValue): return shift ? .resignFirstResponder : .makeFirstResponder
        case Int(SDLK_w.rawValue): return .toggleWideLog
        case Int(SDLK_END.rawValue): return .showNewestLog
        case Int(SDLK_q.rawValue): return .quit
        case Int(SDLK_1.rawValue)...Int(SDLK_9.rawValue):
            return SelectionToggle(rawValue: Int(key) - Int(SDLK_0.rawValue)).map(StageCommand.toggle)
        default: return nil
        }
    }
}
