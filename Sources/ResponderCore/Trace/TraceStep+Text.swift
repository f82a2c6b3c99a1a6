/// CONTRACT §4's `--format text`: the trace as the NSLog lines of iOS articles
/// (`A --- hitTest`, `A --- pointInside --- Yes`), plus a plain summary after each event.
extension TraceStep {
    public var textLine: String {
        switch self {
        case .hitTest(let view):
            return "\(view) --- hitTest"
        case .skipped(let view, let reason):
            return "\(view) --- skipped --- \(reason.explanation)"
        case .pointInside(let view, let inside):
            return "\(view) --- pointInside --- \(inside ? "Yes" : "No")"
        case .hitTestReturn(let view, let result):
            return "\(view) --- hitTest --- return \(result ?? "(null)")"
        case .deliver(let method, let responder, let handled):
            return Self.deliveryLine(method: method, responder: responder, handled: handled)
        case .controlEvent(let control, let event):
            return "\(control) --- sends actions for \(event)"
        case .firstResponder(let responder):
            return responder.map { "\($0) --- becomes first responder" } ?? "(first responder resigned: none now)"
        case .result(let result):
            return result.summaryText
        case .caption(let text):
            return "-- \(text)"
        }
    }

    private static func deliveryLine(method: String, responder: String, handled: Bool) -> String {
        if method.hasSuffix(":") {
            return handled ? "\(responder) --- \(method) --- canPerformAction Yes, performs it"
                : "\(responder) --- \(method) --- canPerformAction No, asks next"
        }
        if method == "keyCommands" {
            return handled ? "\(responder) --- keyCommands --- match" : "\(responder) --- keyCommands --- no match"
        }
        return handled ? "\(responder) --- \(method)" : "\(responder) --- \(method) --- not implemented, passes to next"
    }
}

extension HitTestSkipReason {
    /// Why UIKit's hitTest returned nil without asking pointInside, in a student's words.
    public var explanation: String {
        switch self {
        case .hidden: return "hidden"
        case .alpha: return "alpha < 0.01"
        case .userInteractionDisabled: return "userInteractionEnabled = NO"
        }
    }
}

extension DeliveryResult {
    /// `=> touchesBegan (touch 1) --- hit-test view C; chain C > B > …; handled by B`
    public var summaryText: String {
        var head = "=> \(event)"
        var qualifiers: [String] = []
        if let touch { qualifiers.append("touch \(touch)") }
        if let subtype { qualifiers.append(subtype) }
        if !qualifiers.isEmpty { head += " (" + qualifiers.joined(separator: ", ") + ")" }
        var parts: [String] = []
        if let hitTestView { parts.append("hit-test view \(hitTestView)") }
        if touch == nil, let firstResponder { parts.append("first responder \(firstResponder)") }
        if let cause { parts.append("because \(cause)") }
        if let note {
            parts.append("not delivered: \(note)")
        } else {
            if !chain.isEmpty { parts.append("chain " + chain.joined(separator: " > ")) }
            parts.append(handledBy.map { "handled by \($0)" } ?? "discarded: no responder in the chain handled it")
        }
        return head + " --- " + parts.joined(separator: "; ")
    }
}
