import ResponderCore

/// What one command did, in one short line, read from the steps it recorded: the hit-test
/// view, each phase's handler (or why nobody took it), the control events, a caption.
/// "hit-test view C · touchesBegan → C ★ · touchesEnded → stops at C"; a hover event's,
/// "pointer over link · linkHover began · hovering: → ViewController".
enum CommandOutcome {
    /// `windows`: the names of the scene's windows, asked front to back until one's hitTest
    /// returns a view (a pass-through window's nil lets the touch on to the next).
    /// `isWhole`: false for the first steps only, where a window's nil is no answer yet (a
    /// window behind it may still return a view).
    static func describe<Steps: Collection>(_ steps: Steps, windows: Set<String> = [UIWindow.windowName],
                                            message: String? = nil, isWhole: Bool = true) -> String where Steps.Element == TraceStep {
        var parts: [String] = []
        var seenMoves = false
        var controlEvents: [String] = []
        var actions = 0
        // Whether the hit-test view leads the line: an action then goes right after it.
        var hitTestViewLeads = false
        // Who took the phase being delivered: more than one when a handler calls super.
        var handlers: [(message: ResponderMessage, responder: String)] = []
        // A window answered nil: "none" only if no window behind it returns a view.
        var unanswered = false
        func hitTestView(_ name: String) {
            let text = "hit-test view \(name)"
            guard !parts.contains(text) else { return }
            if parts.isEmpty { hitTestViewLeads = true }
            parts.append(text)
        }
        // Within a hover event's steps: its recognizers' states and actions are its outcome.
        var inHover = false
        for step in steps {
            switch step {
            case .hover(_, let view):
                inHover = true
                parts.append("pointer over \(view ?? "no view")")
            case .gesture(let recognizer, _, let state, _) where inHover:
                if state != .possible { parts.append("\(recognizer) \(state.rawValue)") }
            case .gestureAction(_, let action, let target, _) where inHover:
                parts.append("\(action) → \(target)")
            case .hitTestReturn(let view, let result) where windows.contains(view):
                unanswered = result == nil
                if let result { hitTestView(result) }
            case .controlEvent(_, let event, _):
                if !controlEvents.contains(event) { controlEvents.append(event); parts.append(event) }
            case .firstResponder(let responder):
                parts.append(responder.map { "first responder: \($0)" } ?? "no first responder")
            case .caption(let text, _):
                parts.append(text)
            case .deliver(let message, let responder, let handled):
                if handled { handlers.append((message, responder)) }
            case .result(let result):
                if unanswered { hitTestView("none"); unanswered = false }
                // A drag's many moves say one thing: where the moving touch went.
                defer { handlers = [] }
                if result.message == .event(.touchesMoved) {
                    guard !seenMoves else { continue }
                    seenMoves = true
                }
                let phase = describe(result, handlers: handlers.filter { $0.message == result.message }.map(\.responder))
                if result.message.isAction {
                    // An action is what a button's tap is for: it goes first, where a cut line keeps it.
                    parts.insert(phase, at: actions + (hitTestViewLeads ? 1 : 0))
                    actions += 1
                } else if let last = parts.last, let merged = merge(last, phase) {
                    // Phases that ended alike read once: "motionBegan, motionEnded → ViewController ★".
                    parts[parts.count - 1] = merged
                } else {
                    parts.append(phase)
                }
            default:
                break
            }
            if inHover, !step.belongsToHover { inHover = false }
        }
        if unanswered, isWhole { hitTestView("none") }
        if let message { parts.append(message) }
        return parts.isEmpty ? nothingDelivered : parts.joined(separator: " · ")
    }

    /// What the first steps of a command say so far; nil while they name nothing yet (the
    /// window's hitTest still searching): the line grows as the animation reaches each part.
    static func describeSoFar<Steps: Collection>(_ steps: Steps, windows: Set<String> = [UIWindow.windowName]) -> String? where Steps.Element == TraceStep {
        let text = describe(steps, windows: windows, isWhole: false)
        return text == nothingDelivered ? nil : text
    }

    static let nothingDelivered = "nothing was delivered"

    /// "a → X" and "b → X" make "a, b → X"; nil when the parts differ after their arrows.
    private static func merge(_ first: String, _ second: String) -> String? {
        guard let arrow = first.range(of: " → "), let other = second.range(of: " → "),
              first[arrow.upperBound...] == second[other.upperBound...] else { return nil }
        return first[..<arrow.lowerBound] + ", " + second[..<other.lowerBound] + " → " + first[arrow.upperBound...]
    }

    private static func describe(_ result: DeliveryResult, handlers: [String]) -> String {
        // A remote command's subtype says which button; a shake's (motionShake) adds nothing.
        let subtype = result.message == .event(.remoteControlReceived) ? result.subtype : nil
        let event = subtype.map { "\(result.event) (\($0))" } ?? result.event
        if let handler = result.handledBy {
            let all = handlers.first == handler ? handlers : [handler]
            return "\(event) → " + all.map { "\($0) ★" }.joined(separator: ", ")
        }
        if let note = result.note { return "\(event) → not delivered (\(note.text))" }
        // The log's words, short: where a later phase stopped (why is in WHAT HAPPENED and the log).
        if result.stopWording != nil, let stop = result.stoppedAt { return "\(event) → stops at \(stop)" }
        return "\(event) → nobody"
    }
}

extension TraceStep {
    /// A hover event's own steps: the event, then its recognizers' states and actions.
    var belongsToHover: Bool {
        switch self {
        case .hover, .gesture, .gestureAction: return true
        default: return false
        }
    }
}
