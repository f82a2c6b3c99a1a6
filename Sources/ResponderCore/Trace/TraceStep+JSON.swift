/// `--format json`: one JSON object per step, with its fields in a fixed order so that golden
/// files and diffs stay stable. A new step is one more line in `writeJSON(to:)`.
extension TraceStep {
    public var jsonLine: String {
        var writer = TraceLineWriter(capacity: 256)
        writeJSON(to: &writer)
        return writer.text
    }

    /// Appends this step's JSON object (no line break) to the writer's bytes.
    public func writeJSON(to w: inout TraceLineWriter) {
        switch self {
        case .hitTest(let view, let point):
            w.beginObject(type: "hitTest"); w.field("view", view); w.field("point", point)
        case .skipped(let view, let reason):
            w.beginObject(type: "skipped"); w.field("view", view); w.field("reason", reason.rawValue)
        case .pointInside(let view, let inside):
            w.beginObject(type: "pointInside"); w.field("view", view); w.field("inside", inside)
        case .hitTestReturn(let view, let result):
            w.beginObject(type: "hitTestReturn"); w.field("view", view); w.field("result", result)
        case .deliver(let message, let responder, let handled):
            w.beginObject(type: "deliver"); w.field("method", message.method); w.field("responder", responder); w.field("handled", handled)
        case .notForwarded(let method, let responder):
            w.beginObject(type: "notForwarded"); w.field("method", method.rawValue); w.field("responder", responder)
        case .sentToTarget(let action, let target, let implemented):
            w.beginObject(type: "sentToTarget"); w.field("action", action.name); w.field("target", target); w.field("implemented", implemented)
        case .chainLog(let responder, let classes):
            w.beginObject(type: "chainLog"); w.field("responder", responder); w.field("classes", classes)
        case .controlEvent(let control, let event, let value):
            w.beginObject(type: "controlEvent"); w.field("control", control); w.field("event", event)
            switch value {
            case .number(let number): w.field("value", number)
            case .on(let on): w.field("value", on)
            case nil: break
            }
        case .firstResponder(let responder):
            w.beginObject(type: "firstResponder"); w.field("responder", responder)
        case .result(let result):
            w.beginObject(type: "result"); w.field("event", result.event); w.field("touch", result.touch)
            w.field("hitTestView", result.hitTestView); w.field("firstResponder", result.firstResponder)
            w.field("chain", result.chain); w.field("handledBy", result.handledBy); w.field("note", result.note?.text)
            if let window = result.window { w.field("window", window) }
            if let subtype = result.subtype { w.field("subtype", subtype) }
            if let key = result.key { w.field("key", key) }
            if let cause = result.cause { w.field("cause", cause) }
        case .caption(let text, _):
            w.beginObject(type: "caption"); w.field("text", text)
        case .gesture(let recognizer, let view, let state, let detail):
            w.beginObject(type: "gesture"); w.field("recognizer", recognizer); w.field("view", view); w.field("state", state.rawValue)
            if let rotation = detail.rotation { w.field("rotation", rotation) }
            if let scale = detail.scale { w.field("scale", scale) }
            if let translation = detail.translation { w.field("translation", translation) }
            if let velocity = detail.velocity { w.field("velocity", velocity) }
            if let note = detail.note { w.field("note", note) }
        case .gestureAction(let recognizer, let action, let target, let state):
            w.beginObject(type: "gestureAction"); w.field("recognizer", recognizer); w.field("action", action)
            w.field("target", target); w.field("state", state.rawValue)
        case .touchDelayed(let method, let touch, let view, let recognizer):
            w.beginObject(type: "touchDelayed"); w.field("method", method.rawValue); w.field("touch", touch)
            w.field("view", view); w.field("recognizer", recognizer)
        case .scroll(let view, let offset, let state):
            w.beginObject(type: "scroll"); w.field("view", view); w.field("contentOffset", offset); w.field("state", state.rawValue)
        case .hover(let point, let view):
            w.beginObject(type: "hover")
            if let point { w.field("point", point) }
            w.field("view", view)
        }
        w.endObject()
    }
}
