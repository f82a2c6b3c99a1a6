/// What a responder was offered, and what a delivery's summary is about: the message UIKit
/// sends, typed, so that readers of the trace switch on it instead of reading its words.
public enum ResponderMessage: Hashable, Sendable {
    /// An event method: a touches phase, a motion, a press or a remote-control event.
    case event(ResponderMethod)
    /// An action message, searched for up the chain by `canPerformAction` or sent to its target.
    case action(Selector)
    /// A key's search of the chain's `keyCommands` for a command that matches it (`cmd+c`).
    case keyCommandSearch(key: String)

    /// The responder's method, as a `deliver` step names it: `touchesBegan`, `copy:`, `keyCommands`.
    public var method: String {
        switch self {
        case .event(let method): return method.rawValue
        case .action(let selector): return selector.name
        case .keyCommandSearch: return "keyCommands"
        }
    }

    /// The delivery, as its summary names it: `touchesBegan`, `copy:`, `key cmd+c`.
    public var event: String {
        switch self {
        case .event(let method): return method.rawValue
        case .action(let selector): return selector.name
        case .keyCommandSearch(let key): return "key \(key)"
        }
    }

    /// The event method, when this is one.
    public var eventMethod: ResponderMethod? {
        if case .event(let method) = self { return method }
        return nil
    }

    /// Whether this is an action message (not a key's search, which comes before its action).
    public var isAction: Bool {
        if case .action = self { return true }
        return false
    }

    /// Whether this is a key's search of the chain's `keyCommands`.
    public var isKeyCommandSearch: Bool {
        if case .keyCommandSearch = self { return true }
        return false
    }
}
