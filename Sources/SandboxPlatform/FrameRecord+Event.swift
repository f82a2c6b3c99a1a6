import CSDL2

extension FrameRecord.Cause {
    /// What an event that changed the picture did, in the words of `--statistics`; nil for one
    /// that names nothing of its own (a dropped file shows as the scene's first frame once read).
    init?(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: self = .click
        case SDL_MOUSEMOTION: self = .pointerMoved
        case SDL_MOUSEWHEEL: self = .wheel
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: self = .touch
        case SDL_KEYDOWN: self = .key(String(cString: SDL_GetKeyName(event.key.keysym.sym)))
        case SDL_TEXTINPUT: self = .typing
        case SDL_CONTROLLERDEVICEADDED, SDL_CONTROLLERDEVICEREMOVED, SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP,
             SDL_CONTROLLERAXISMOTION, SDL_CONTROLLERSENSORUPDATE: self = .controller
        case SDL_WINDOWEVENT: self = .windowChanged
        default: return nil
        }
    }
}
