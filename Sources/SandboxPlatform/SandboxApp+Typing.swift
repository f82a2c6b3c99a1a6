import CSDL2
import Foundation
import SandboxStage

/// Typing in edit mode: a name in the band (a view's, an action's, a controller's) from the
/// keys, and the lesson's explanation from SDL's text input, which gives any character a
/// keyboard or input method makes, in UTF-8.
extension SandboxApp {
    /// The key while something is typed: true or false as it was used; nil when nothing is typed.
    func typingKey(_ key: SDL_Keycode, shift: Bool, control: Bool) -> Bool? {
        if session.studio.isWritingExplanation { return explanationKey(key, control: control) }
        guard session.studio.nameBeingTyped != nil, !control else { return nil }
        return typeName(key, shift: shift)
    }

    /// Text input events only while the explanation is written: the key that opens its
    /// sheet (the palette's number) must not arrive in it as text a moment later.
    func syncTextInput() {
        let wanted = session.studio.isWritingExplanation ? SDL_ENABLE : SDL_DISABLE
        if SDL_EventState(SDL_TEXTINPUT.rawValue, SDL_QUERY) != wanted { SDL_EventState(SDL_TEXTINPUT.rawValue, wanted) }
    }

    /// SDL_TEXTINPUT: the characters typed, for the explanation being written.
    func textInput(_ event: SDL_TextInputEvent) -> Bool {
        guard session.studio.isWritingExplanation else { return false }
        let text = withUnsafeBytes(of: event.text) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        session.studio.typeExplanation(text)
        return true
    }

    /// Enter: a new line; Ctrl+Enter: keep; Esc: cancel; Backspace: erase. The characters
    /// themselves come as text input, so every other key is taken and does nothing here.
    private func explanationKey(_ key: SDL_Keycode, control: Bool) -> Bool {
        switch Int(key) {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
            if control { session.studio.finishExplanation(keep: true) } else { session.studio.explanationNewLine() }
        case Int(SDLK_ESCAPE.rawValue): session.studio.finishExplanation(keep: false)
        case Int(SDLK_BACKSPACE.rawValue): session.studio.eraseExplanationCharacter()
        default: return false
        }
        return true
    }

    /// Keys while a name is typed: Enter keeps it, Esc cancels, Backspace erases.
    private func typeName(_ key: SDL_Keycode, shift: Bool) -> Bool {
        switch Int(key) {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): session.studio.finishTyping(keep: true)
        case Int(SDLK_ESCAPE.rawValue): session.studio.finishTyping(keep: false)
        case Int(SDLK_BACKSPACE.rawValue): session.studio.eraseNameCharacter()
        default:
            guard let character = KeyMap.nameCharacter(for: key, shift: shift) else { return false }
            session.studio.typeNameCharacter(character)
        }
        return true
    }
}
