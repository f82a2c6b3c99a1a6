import Foundation
import ResponderCore

/// One delivered phase of an input in a line, for WHAT HAPPENED: where it went and who took
/// it, in the trace's own words (`touchesBegan → C ★`, `touchesEnded → discarded …`,
/// `save: → ViewController ★`).
enum PhaseWording {
    static func line(for phase: TraceEpisode.Phase) -> String {
        let result = phase.result
        let event = result.event
        let handlers = handlerNames(of: phase)
        if !handlers.isEmpty {
            let stars = handlers.map { "\($0) ★" }.joined(separator: ", ")
            let verb = event.hasSuffix(":") ? " performs it" : isKeyCommandSearch(phase) ? " has the key command" : " handled"
            return "\(event) → \(stars)" + verb
        }
        if let note = result.note { return "\(event) → not delivered: \(note)" }
        if let first = phase.hops.first?.responder, phase.hops.count > 1 {
            let verb = event.hasSuffix(":") ? "performs" : isKeyCommandSearch(phase) ? "has" : "handled"
            return "\(event) → discarded: nobody from \(first) up \(verb) it"
        }
        if let first = phase.hops.first?.responder { return "\(event) → discarded: \(first) did not handle it" }
        return "\(event) → discarded: no responder handled it"
    }

    /// Everyone who handled the phase, in chain order: with callsSuper, more than one.
    static func handlerNames(of phase: TraceEpisode.Phase) -> [String] {
        var names: [String] = []
        for hop in phase.hops where hop.handled && !names.contains(hop.responder) { names.append(hop.responder) }
        if names.isEmpty, let handler = phase.result.handledBy { names.append(handler) }
        return names
    }

    /// For an action or a key: each responder's answer in order (canPerformAction, or
    /// whether one of its keyCommands matched). An action sent to an explicit target asks
    /// no canPerformAction (UIApplication.sendAction(_:to:from:for:) messages the target).
    static func answers(for phase: TraceEpisode.Phase) -> String? {
        if isKeyCommandSearch(phase) {
            return "keyCommands: " + phase.hops.map { "\($0.responder) \($0.handled ? "match" : "no match")" }.joined(separator: ", ")
        }
        let event = phase.result.event
        let asked = phase.hops.filter { $0.method == event && $0.kind != .target }
        guard event.hasSuffix(":"), !asked.isEmpty else { return nil }
        return "canPerformAction: " + asked.map { "\($0.responder) \($0.handled ? "Yes" : "No")" }.joined(separator: ", ")
    }

    /// A key press searches the chain's keyCommands before its action is sent.
    static func isKeyCommandSearch(_ phase: TraceEpisode.Phase) -> Bool {
        !phase.hops.isEmpty && phase.hops.allSatisfy { $0.method == "keyCommands" }
    }
}

/// How a responder in the chain answered, for the chain list.
enum ChainWording {
    static func answer(for hop: TraceEpisode.Hop, isAction: Bool) -> String {
        switch hop.kind {
        case .target: return hop.handled ? "sent directly ★" : "does not implement it"
        case .stopped where !hop.handled: return "stops here: began went no further"
        case .stopped, .offered: break
        }
        if hop.method == "keyCommands" { return hop.handled ? "key command matches ★" : "no matching key command" }
        if isAction { return hop.handled ? "canPerformAction Yes ★" : "canPerformAction No" }
        return hop.handled ? "HANDLED ★" : "not implemented → next"
    }
}
