import Foundation
import ResponderCore

/// `why`'s answer: whether a view gets a touch at a point, every reason it does not (or may
/// lose it), and when it gets it, its responder chain and the responder that handles it.
public struct WhyAnswer: Equatable, Sendable {
    public var view: String
    /// On the screen (the main window's coordinates); nil when no point of the view is visible.
    public var point: CGPoint?
    /// True when hitTest returns the view at the point.
    public var gets: Bool
    public var reasons: [WhyReason]
    /// Reasons that do not change the outcome at the point, but qualify the answer.
    public var remarks: [WhyReason] = []
    /// From the view up, when it gets the touch.
    public var chain: [String] = []
    /// The first responder of the chain that handles touchesBegan; nil when none does.
    public var handler: String?
    /// How the point was chosen, when `--tap` did not give it, or why another view is asked about.
    public var pointNote: String?

    /// Plain sentences, one a line.
    public var text: String {
        var lines: [String] = []
        if let pointNote { lines.append(pointNote) }
        lines.append(headline)
        lines += reasons.map { "- \($0.detail)" }
        lines += remarks.map { "Note: \($0.detail)." }
        if gets {
            lines.append("Responder chain: \(chain.joined(separator: " > ")).")
            lines.append(handler.map { "\($0) handles touchesBegan." } ?? "No responder in the chain handles touchesBegan: the touch goes unhandled.")
        }
        return lines.joined(separator: "\n")
    }

    /// The first sentence: whether the view gets a touch at the point.
    public var headline: String {
        guard let point else { return "\(view) cannot get a touch: no point of it is visible." }
        return gets ? "\(view) gets a touch at \(Self.format(point))." : "\(view) does not get a touch at \(Self.format(point))."
    }

    /// One JSON object: `{"view":…,"point":[x,y],"gets":false,"reasons":[{"kind":…,"view":…,"detail":…}]}`,
    /// with `chain` and `handler` added.
    public var json: String {
        var fields = ["\"view\":\(Self.string(view))"]
        fields.append("\"point\":" + (point.map { "[\(Self.number($0.x)),\(Self.number($0.y))]" } ?? "null"))
        fields.append("\"gets\":\(gets)")
        let reasonObjects = reasons.map { "{\"kind\":\(Self.string($0.kind.rawValue)),\"view\":\(Self.string($0.view)),\"detail\":\(Self.string($0.detail))}" }
        fields.append("\"reasons\":[\(reasonObjects.joined(separator: ","))]")
        let remarkObjects = remarks.map { "{\"kind\":\(Self.string($0.kind.rawValue)),\"view\":\(Self.string($0.view)),\"detail\":\(Self.string($0.detail))}" }
        fields.append("\"remarks\":[\(remarkObjects.joined(separator: ","))]")
        fields.append("\"chain\":[\(chain.map(Self.string).joined(separator: ","))]")
        fields.append("\"handler\":" + (handler.map(Self.string) ?? "null"))
        return "{\(fields.joined(separator: ","))}"
    }

    /// `(310, 40)`, rounded to 0.01 as the trace's points are.
    public static func format(_ point: CGPoint) -> String {
        "(\(compact(point.x)), \(compact(point.y)))"
    }

    public static func format(_ rect: CGRect) -> String {
        "(\(compact(rect.minX)), \(compact(rect.minY)), \(compact(rect.width)), \(compact(rect.height)))"
    }

    public static func compact(_ value: CGFloat) -> String {
        ((Double(value) * 100).rounded() / 100).compact
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return String(rounded == 0 ? 0 : rounded)
    }

    private static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
