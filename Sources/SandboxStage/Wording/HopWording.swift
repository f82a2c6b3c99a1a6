import ResponderCore

/// How one responder on the event's road answered, in one wording for the panel's chain list
/// and the canvas's tags. The chain list's heading names the event; a tag on the canvas has no
/// heading, so it names the responder and, where the answer is about it, the method too.
enum HopWording {
    /// `HANDLED ★`, `canPerformAction No`, `no matching key command`; with `namingMethod`,
    /// `HANDLED touchesBegan ★`, `touchesEnded stops here: touchesBegan was not passed on`.
    static func answer(for hop: TraceEpisode.Hop, namingMethod: Bool = false) -> String {
        let method = hop.message.method
        func named(_ text: String) -> String { namingMethod ? "\(method) \(text)" : text }
        switch hop.kind {
        case .target:
            return hop.handled ? (namingMethod ? "sent \(method) directly ★" : "sent directly ★")
                : "does not implement \(namingMethod ? method : "it")"
        case .stopped where !hop.handled: return named("stops here: touchesBegan was not passed on")
        case .stopped, .offered: break
        }
        switch hop.message {
        case .keyCommandSearch: return hop.handled ? "key command matches ★" : "no matching key command"
        case .action: return hop.handled ? "canPerformAction Yes ★" : "canPerformAction No"
        case .event: return hop.handled ? (namingMethod ? "HANDLED \(method) ★" : "HANDLED ★") : named("not implemented → next")
        }
    }

    /// The canvas's tag beside the responder: `C: HANDLED touchesBegan ★`.
    static func tag(for hop: TraceEpisode.Hop) -> String {
        "\(hop.responder): \(answer(for: hop, namingMethod: true))"
    }
}
