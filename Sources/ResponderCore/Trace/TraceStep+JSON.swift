/// CONTRACT §4: one JSON object per step, with its fields in a fixed order so that golden
/// files and diffs stay stable.
extension TraceStep {
    public var jsonLine: String {
        let object = JSONObjectWriter()
        switch self {
        case .hitTest(let view):
            object.add("type", "hitTest").add("view", view)
        case .skipped(let view, let reason):
            object.add("type", "skipped").add("view", view).add("reason", reason.rawValue)
        case .pointInside(let view, let inside):
            object.add("type", "pointInside").add("view", view).add("inside", inside)
        case .hitTestReturn(let view, let result):
            object.add("type", "hitTestReturn").add("view", view).add("result", result)
        case .deliver(let method, let responder, let handled):
            object.add("type", "deliver").add("method", method).add("responder", responder).add("handled", handled)
        case .controlEvent(let control, let event):
            object.add("type", "controlEvent").add("control", control).add("event", event)
        case .firstResponder(let responder):
            object.add("type", "firstResponder").add("responder", responder)
        case .result(let result):
            object.add("type", "result").add("event", result.event).add("touch", result.touch)
                .add("hitTestView", result.hitTestView).add("firstResponder", result.firstResponder)
                .add("chain", result.chain).add("handledBy", result.handledBy).add("note", result.note)
            if let subtype = result.subtype { object.add("subtype", subtype) }
            if let cause = result.cause { object.add("cause", cause) }
        case .caption(let text):
            object.add("type", "caption").add("text", text)
        }
        return object.text
    }
}

/// Just enough JSON for flat trace objects; Foundation's encoder cannot keep key order.
final class JSONObjectWriter {
    private var fields: [String] = []

    var text: String { "{" + fields.joined(separator: ",") + "}" }

    @discardableResult
    func add(_ key: String, _ value: String?) -> JSONObjectWriter {
        fields.append(Self.quoted(key) + ":" + (value.map(Self.quoted) ?? "null"))
        return self
    }

    @discardableResult
    func add(_ key: String, _ value: Bool) -> JSONObjectWriter {
        fields.append(Self.quoted(key) + ":" + (value ? "true" : "false"))
        return self
    }

    @discardableResult
    func add(_ key: String, _ value: Int?) -> JSONObjectWriter {
        fields.append(Self.quoted(key) + ":" + (value.map(String.init) ?? "null"))
        return self
    }

    @discardableResult
    func add(_ key: String, _ values: [String]) -> JSONObjectWriter {
        fields.append(Self.quoted(key) + ":[" + values.map(Self.quoted).joined(separator: ",") + "]")
        return self
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
