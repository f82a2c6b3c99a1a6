/// CONTRACT §4's `--format text`: the trace as the NSLog lines of iOS articles
/// (`A --- hitTest`, `A --- pointInside --- Yes`), plus a plain summary after each event.
/// A new step is one more line in `writeText(to:)`.
extension TraceStep {
    public var textLine: String {
        let writer = TraceLineWriter(capacity: 256)
        writeText(to: writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Appends this step's log line (no line break) to the writer's bytes.
    public func writeText(to w: TraceLineWriter) {
        switch self {
        case .hitTest(let view):
            w.append(view).append(" --- hitTest")
        case .skipped(let view, let reason):
            w.append(view).append(" --- skipped --- ").append(reason.explanation)
        case .pointInside(let view, let inside):
            w.append(view).append(inside ? " --- pointInside --- Yes" : " --- pointInside --- No")
        case .hitTestReturn(let view, let result):
            w.append(view).append(" --- hitTest --- return ").append(result ?? "(null)")
        case .deliver(let method, let responder, let handled):
            Self.writeDelivery(method: method, responder: responder, handled: handled, to: w)
        case .notForwarded(let method, let responder):
            w.append(responder).append(" --- ").append(method)
                .append(" --- stops here: touchesBegan was not passed on from ").append(responder)
                .append(", so UIResponder does not pass on the later phases")
        case .sentToTarget(let action, let target, let implemented):
            w.append(target).append(" --- ").append(action)
                .append(implemented ? " --- sent to its target, performs it" : " --- sent to its target, which does not implement it")
        case .chainLog(_, let classes):
            for name in classes { w.append(name).append(" -> ") }
            w.append("*")
        case .controlEvent(let control, let event):
            w.append(control).append(" --- sends actions for ").append(event)
        case .firstResponder(let responder):
            if let responder { w.append(responder).append(" --- becomes first responder") }
            else { w.append("(first responder resigned: none now)") }
        case .result(let result):
            result.writeSummary(to: w)
        }
    }

    private static func writeDelivery(method: String, responder: String, handled: Bool, to w: TraceLineWriter) {
        w.append(responder).append(" --- ").append(method)
        if method.hasSuffix(":") {
            w.append(handled ? " --- canPerformAction Yes, performs it" : " --- canPerformAction No, asks next")
        } else if method == "keyCommands" {
            w.append(handled ? " --- match" : " --- no match")
        } else if !handled {
            w.append(" --- not implemented, passes to next")
        }
    }
}

extension HitTestSkipReason {
    /// Why UIKit's hitTest returned nil without asking pointInside, in a student's words.
    public var explanation: String {
        switch self {
        case .hidden: return "hidden"
        case .alpha: return "alpha < 0.01"
        case .userInteractionDisabled: return "userInteractionEnabled = NO"
        case .disabled: return "enabled = NO (a disabled control)"
        }
    }
}

extension DeliveryResult {
    /// `=> touchesBegan (touch 1) --- hit-test view C; chain C > B > …; handled by B`
    public var summaryText: String {
        let writer = TraceLineWriter(capacity: 256)
        writeSummary(to: writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    func writeSummary(to w: TraceLineWriter) {
        w.append("=> ").append(event)
        var qualifiers = 0
        func qualifier(_ label: StaticString, _ value: String) {
            w.append(qualifiers == 0 ? " (" : ", ").append(label).append(value)
            qualifiers += 1
        }
        if let touch { qualifier("touch ", String(touch)) }
        if let subtype { qualifier("", subtype) }
        if let key { qualifier("key ", key) }
        if qualifiers > 0 { w.append(")") }
        var parts = 0
        func part(_ label: StaticString, _ value: String) {
            w.append(parts == 0 ? " --- " : "; ").append(label).append(value)
            parts += 1
        }
        if let hitTestView { part("hit-test view ", hitTestView) }
        if touch == nil, let firstResponder { part("first responder ", firstResponder) }
        if let cause { part("because ", cause) }
        if let note {
            part("not delivered: ", note)
            return
        }
        if !chain.isEmpty {
            part("chain ", chain[0])
            for name in chain.dropFirst() { w.append(" > ").append(name) }
        }
        if let handledBy { part("handled by ", handledBy) } else { part("discarded: no responder in the chain handled it", "") }
    }
}
