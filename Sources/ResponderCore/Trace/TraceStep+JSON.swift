/// CONTRACT §4: one JSON object per step, with its fields in a fixed order so that golden
/// files and diffs stay stable. A new step is one more line in `writeJSON(to:)`.
extension TraceStep {
    public var jsonLine: String {
        let writer = TraceLineWriter(capacity: 256)
        writeJSON(to: writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Appends this step's JSON object (no line break) to the writer's bytes.
    public func writeJSON(to w: TraceLineWriter) {
        switch self {
        case .hitTest(let view):
            w.beginObject(type: "hitTest").field("view", view)
        case .skipped(let view, let reason):
            w.beginObject(type: "skipped").field("view", view).field("reason", reason.rawValue)
        case .pointInside(let view, let inside):
            w.beginObject(type: "pointInside").field("view", view).field("inside", inside)
        case .hitTestReturn(let view, let result):
            w.beginObject(type: "hitTestReturn").field("view", view).field("result", result)
        case .deliver(let method, let responder, let handled):
            w.beginObject(type: "deliver").field("method", method).field("responder", responder).field("handled", handled)
        case .notForwarded(let method, let responder):
            w.beginObject(type: "notForwarded").field("method", method).field("responder", responder)
        case .sentToTarget(let action, let target, let implemented):
            w.beginObject(type: "sentToTarget").field("action", action).field("target", target).field("implemented", implemented)
        case .chainLog(let responder, let classes):
            w.beginObject(type: "chainLog").field("responder", responder).field("classes", classes)
        case .controlEvent(let control, let event):
            w.beginObject(type: "controlEvent").field("control", control).field("event", event)
        case .firstResponder(let responder):
            w.beginObject(type: "firstResponder").field("responder", responder)
        case .result(let result):
            w.beginObject(type: "result").field("event", result.event).field("touch", result.touch)
                .field("hitTestView", result.hitTestView).field("firstResponder", result.firstResponder)
                .field("chain", result.chain).field("handledBy", result.handledBy).field("note", result.note)
            if let subtype = result.subtype { w.field("subtype", subtype) }
            if let key = result.key { w.field("key", key) }
            if let cause = result.cause { w.field("cause", cause) }
        }
        w.endObject()
    }
}
