/// `--format text`: the trace as the NSLog lines of iOS articles
/// (`A --- hitTest`, `A --- pointInside --- Yes`), plus a plain summary after each event.
/// A new step is one more line in `writeText(to:)`.
extension TraceStep {
    public var textLine: String {
        var writer = TraceLineWriter(capacity: 256)
        writeText(to: &writer)
        return writer.text
    }

    /// Appends this step's log line (no line break) to the writer's bytes.
    public func writeText(to w: inout TraceLineWriter) {
        switch self {
        case .hitTest(let view, let point):
            // `B --- hitTest (40, 12.5)`: the point in B's own coordinates, so convert is followable.
            w.append(view); w.append(" --- hitTest (")
            w.appendHundredths(point.x, wholeSuffix: false); w.append(", ")
            w.appendHundredths(point.y, wholeSuffix: false); w.append(")")
        case .skipped(let view, let reason):
            w.append(view); w.append(" --- skipped --- "); w.append(reason.explanation)
        case .pointInside(let view, let inside):
            w.append(view); w.append(inside ? " --- pointInside --- Yes" : " --- pointInside --- No")
        case .hitTestReturn(let view, let result):
            w.append(view); w.append(" --- hitTest --- return "); w.append(result ?? "(null)")
        case .deliver(let message, let responder, let handled):
            Self.writeDelivery(message, responder: responder, handled: handled, to: &w)
        case .notForwarded(let method, let responder):
            w.append(responder); w.append(" --- "); w.append(method.rawValue)
            w.append(" --- stops here: touchesBegan was not passed on from "); w.append(responder)
            w.append(", so UIResponder does not pass on the later phases")
        case .sentToTarget(let action, let target, let implemented):
            w.append(target); w.append(" --- "); w.append(action.name)
            w.append(implemented ? " --- sent to its target, performs it" : " --- sent to its target, which does not implement it")
        case .chainLog(_, let classes):
            for name in classes { w.append(name); w.append(" -> ") }
            w.append("*")
        case .controlEvent(let control, let event, let value):
            // `volume --- sends actions for valueChanged (value 0.62)`, `wifi --- … (on)`
            w.append(control); w.append(" --- sends actions for "); w.append(event)
            switch value {
            case .number(let number): w.append(" (value "); w.appendHundredths(number, wholeSuffix: false); w.append(")")
            case .on(let on): w.append(on ? " (on)" : " (off)")
            case nil: break
            }
        case .firstResponder(let responder):
            if let responder { w.append(responder); w.append(" --- becomes first responder") }
            else { w.append("(first responder resigned: none now)") }
        case .result(let result):
            result.writeSummary(to: &w)
        case .caption(let text, _):
            w.append("-- "); w.append(text)
        case .gesture(let recognizer, _, let state, let detail):
            // `turn --- changed (rotation 30°)`, `zoom --- began (scale 1.5)`,
            // `drag --- changed (translation 40, 0; velocity 400, 0 pt/s)`,
            // `panelTap --- failed --- button.gestureRecognizerShouldBegin(_:) returned false: button is a control`
            w.append(recognizer); w.append(" --- "); w.append(state.rawValue)
            if let rotation = detail.rotation {
                w.append(" (rotation "); w.appendHundredths(rotation, wholeSuffix: false); w.append("°)")
            }
            if let scale = detail.scale {
                w.append(" (scale "); w.appendHundredths(scale, wholeSuffix: false); w.append(")")
            }
            if let translation = detail.translation, let velocity = detail.velocity {
                w.append(" (translation "); w.appendHundredths(translation.x, wholeSuffix: false); w.append(", ")
                w.appendHundredths(translation.y, wholeSuffix: false); w.append("; velocity ")
                w.appendHundredths(velocity.x, wholeSuffix: false); w.append(", ")
                w.appendHundredths(velocity.y, wholeSuffix: false); w.append(" pt/s)")
            }
            if let note = detail.note { w.append(" --- "); w.append(note) }
        case .gestureAction(let recognizer, let action, let target, _):
            w.append(recognizer); w.append(" --- "); w.append(action); w.append(" --> "); w.append(target)
        case .touchDelayed(let method, let touch, let view, let recognizer):
            w.append(view); w.append(" --- "); w.append(method.rawValue); w.append(" (touch "); w.append(String(touch))
            w.append(") --- held back by "); w.append(recognizer)
        case .scroll(let view, let offset, let state):
            // `list --- contentOffset (0, 80) --- decelerating`
            w.append(view); w.append(" --- contentOffset (")
            w.appendHundredths(offset.x, wholeSuffix: false); w.append(", ")
            w.appendHundredths(offset.y, wholeSuffix: false); w.append(") --- "); w.append(state.rawValue)
        case .hover(let point, let view):
            // `pointer --- hover (120, 80) over card`, `pointer --- hover --- out of the window`
            w.append("pointer --- hover")
            if let point {
                w.append(" ("); w.appendHundredths(point.x, wholeSuffix: false); w.append(", ")
                w.appendHundredths(point.y, wholeSuffix: false); w.append(")")
                if let view { w.append(" over "); w.append(view) } else { w.append(" over no view") }
            } else {
                w.append(" --- out of the window")
            }
        }
    }

    private static func writeDelivery(_ message: ResponderMessage, responder: String, handled: Bool, to w: inout TraceLineWriter) {
        w.append(responder); w.append(" --- "); w.append(message.method)
        switch message {
        case .action:
            w.append(handled ? " --- canPerformAction Yes, performs it" : " --- canPerformAction No, asks next")
        case .keyCommandSearch:
            w.append(handled ? " --- match" : " --- no match")
        case .event:
            if !handled { w.append(" --- not implemented, passes to next") }
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
        var writer = TraceLineWriter(capacity: 256)
        writeSummary(to: &writer)
        return writer.text
    }

    func writeSummary(to w: inout TraceLineWriter) {
        w.append("=> "); w.append(event)
        var qualifiers = 0
        func qualifier(_ label: StaticString, _ value: String) {
            w.append(qualifiers == 0 ? " (" : ", "); w.append(label); w.append(value)
            qualifiers += 1
        }
        if let touch { qualifier("touch ", String(touch)) }
        if let subtype { qualifier("", subtype) }
        if let key { qualifier("key ", key) }
        if let window { qualifier("window ", window) }
        if qualifiers > 0 { w.append(")") }
        var parts = 0
        func part(_ label: StaticString, _ value: String) {
            w.append(parts == 0 ? " --- " : "; "); w.append(label); w.append(value)
            parts += 1
        }
        if let hitTestView { part("hit-test view ", hitTestView) }
        if touch == nil, let firstResponder { part("first responder ", firstResponder) }
        if let cause { part("because ", cause) }
        if let note {
            part("not delivered: ", note.text)
            return
        }
        // A later phase that stopped: the chain it climbed, and where and why it stopped.
        let climbed = climbedChain
        if !climbed.isEmpty {
            part("chain ", climbed[0])
            for name in climbed.dropFirst() { w.append(" > "); w.append(name) }
        }
        if let handledBy { part("handled by ", handledBy) }
        else if let stop = stopWording { part("", stop) }
        else { part("discarded: no responder in the chain handled it", "") }
    }
}
