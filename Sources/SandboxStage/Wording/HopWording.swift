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

    /// The final picture's tag on a responder, for the whole input: every event phase it
    /// handled on one line, every one that stopped at it on the next, each named once
    /// (`B: HANDLED touchesBegan ★`, `touchesEnded stops here: touchesBegan was not passed on`),
    /// so a shake's tag says both halves and a tap's says where its touchesEnded ended.
    /// Empty when the responder did neither.
    static func inputTagLines(for responder: String, phases: [TraceEpisode.Phase]) -> [String] {
        let (handled, stopped) = eventMethods(of: responder, in: phases)
        var lines: [String] = []
        if !handled.isEmpty { lines.append("HANDLED \(handled.joined(separator: " · ")) ★") }
        if !stopped.isEmpty { lines.append("\(stopped.joined(separator: " · ")) stops here: touchesBegan was not passed on") }
        if !lines.isEmpty { lines[0] = "\(responder): \(lines[0])" }
        return lines
    }

    /// The event methods a responder handled, and those that stopped at it unhandled, in
    /// the order the input first delivered them.
    static func eventMethods(of responder: String, in phases: [TraceEpisode.Phase]) -> (handled: [String], stopped: [String]) {
        var handled: [String] = [], stopped: [String] = []
        for phase in phases where phase.result.message.eventMethod != nil {
            for hop in phase.hops where hop.responder == responder && hop.message.eventMethod != nil {
                let method = hop.message.method
                if hop.handled {
                    if !handled.contains(method) { handled.append(method) }
                } else if hop.kind == .stopped, !stopped.contains(method) {
                    stopped.append(method)
                }
            }
        }
        return (handled, stopped)
    }

    /// A handler's tag in short, for a canvas with no room for its whole: `board ★ HANDLED`
    /// (where the tag said HANDLED), then `board ★`.
    static func shortTags(for responder: String, lines: [String]) -> [String] {
        lines.contains { $0.contains("HANDLED") } ? ["\(responder) ★ HANDLED", "\(responder) ★"] : ["\(responder) ★"]
    }

    /// The responders the final picture tags for the input's events: each that handled an
    /// event phase or where one stopped, in the order the input reached them.
    static func inputTagged(_ phases: [TraceEpisode.Phase]) -> [String] {
        var names: [String] = []
        for phase in phases where phase.result.message.eventMethod != nil {
            for hop in phase.hops where hop.message.eventMethod != nil && (hop.handled || hop.kind == .stopped) && !names.contains(hop.responder) {
                names.append(hop.responder)
            }
        }
        return names
    }
}
