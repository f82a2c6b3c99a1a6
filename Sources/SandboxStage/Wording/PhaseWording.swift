import Foundation
import ResponderCore

/// One delivered phase of an input in a line, for WHAT HAPPENED: where it went and who took
/// it, in the trace's own words (`touchesBegan → C ★`, `touchesEnded → discarded …`,
/// `save: → ViewController ★`).
enum PhaseWording {
    /// What the input was, for WHAT HAPPENED's heading: `touch 1`, `motion · motionShake`,
    /// `press · cmd+c`, `remote control · remoteControlPlay`, `key cmd+c`, `paste:`. The kind of input, not
    /// its first phase: a shake is motionBegan then motionEnded, and the heading names both.
    static func title(of result: DeliveryResult) -> String {
        if let touch = result.touch { return "touch \(touch)" }
        var title: String
        switch result.message.eventMethod {
        case let method? where Set<ResponderMethod>.motion.contains(method): title = "motion"
        case let method? where Set<ResponderMethod>.presses.contains(method): title = "press"
        case .remoteControlReceived?: title = "remote control"
        default: title = result.event
        }
        if title == "press", let key = result.key { title += " · \(key)" }
        if let subtype = result.subtype { title += " · \(subtype)" }
        return title
    }

    /// `count` phases alike read as one line: `touchesMoved ×12 → button ★ handled`.
    static func line(for phase: TraceEpisode.Phase, count: Int = 1) -> String {
        let result = phase.result
        let event = count > 1 ? "\(result.event) ×\(count)" : result.event
        let handlers = handlerNames(of: phase)
        if !handlers.isEmpty {
            let stars = handlers.map { "\($0) ★" }.joined(separator: ", ")
            let verb = result.message.isAction ? " performs it" : isKeyCommandSearch(phase) ? " has the key command" : " handled"
            return "\(event) → \(stars)" + verb
        }
        if let note = result.note { return "\(event) → not delivered: \(note.text)" }
        if let stop = result.stopWording { return "\(event) → \(stop)" }
        if let first = phase.hops.first?.responder, phase.hops.count > 1 {
            let verb = result.message.isAction ? "performs" : isKeyCommandSearch(phase) ? "has" : "handled"
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
        let message = phase.result.message
        let asked = phase.hops.filter { $0.message == message && $0.kind != .target }
        guard message.isAction, !asked.isEmpty else { return nil }
        return "canPerformAction: " + asked.map { "\($0.responder) \($0.handled ? "Yes" : "No")" }.joined(separator: ", ")
    }

    /// A key press searches the chain's keyCommands before its action is sent.
    static func isKeyCommandSearch(_ phase: TraceEpisode.Phase) -> Bool {
        !phase.hops.isEmpty && phase.hops.allSatisfy(\.message.isKeyCommandSearch)
    }
}
