import Foundation

/// The JSON pieces `why`'s answer is written with: strings escaped as the trace's are,
/// numbers rounded to 0.01.
enum WhyJSON {
    static func string(_ text: String) -> String {
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

    static func optional(_ text: String?) -> String {
        text.map(string) ?? "null"
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return String(rounded == 0 ? 0 : rounded)
    }

    static func point(_ point: CGPoint) -> String {
        "[\(number(point.x)),\(number(point.y))]"
    }

    static func rect(_ rect: CGRect) -> String {
        "[\(number(rect.minX)),\(number(rect.minY)),\(number(rect.width)),\(number(rect.height))]"
    }
}
