import CSDL2

/// An SDL call that failed, with SDL's own words.
public struct SDLFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ what: String) {
        let reason = String(cString: SDL_GetError())
        description = reason.isEmpty ? what : "\(what): \(reason)"
    }

    public init(message: String) {
        description = message
    }
}
