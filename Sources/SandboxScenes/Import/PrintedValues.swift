import Foundation
import ResponderCore

/// The value syntaxes of UIView's `description`: `(x y; w h)` rectangles, `{x, y}` points
/// and sizes, `[a, b, c, d, tx, ty]` matrices, `YES`/`NO`, `'…'` texts with `\uXXXX`
/// escapes, and colours.
enum PrintedValues {
    /// `count` finite numbers, whatever separates them; nil when there are more, fewer, or
    /// one is not a finite number (a huge `1e999` reads as infinity and is refused too).
    static func numbers(_ value: String, count: Int) -> [Double]? {
        let words = value.split { " ;,()[]{}\t".contains($0) }
        guard words.count == count else { return nil }
        var numbers: [Double] = []
        for word in words {
            guard let number = Double(word), number.isFinite, abs(number) < 1e12 else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    static func flag(_ value: String) -> Bool? {
        switch value {
        case "YES", "yes", "true", "1": return true
        case "NO", "no", "false", "0": return false
        default: return nil
        }
    }

    /// `UIExtendedSRGBColorSpace 1 0.5 0 1`, `UIExtendedGrayColorSpace 1 1` (and the older
    /// `UIDeviceRGBColorSpace`, `UIDeviceWhiteColorSpace`), or a named system colour, as the
    /// `#RRGGBB` a scene file keeps; nil for a clear colour and for what is not known.
    static func color(_ value: String) -> UIColor? {
        if value.hasPrefix("<") {
            guard let name = value.range(of: "name = ").map({ value[$0.upperBound...].prefix { $0.isLetter || $0.isNumber } }) else { return nil }
            return systemColors[String(name)].flatMap(ColorNames.color)
        }
        let words = value.split(separator: " ")
        guard let space = words.first else { return nil }
        let components = words.dropFirst().compactMap { Double($0) }.filter(\.isFinite)
        let rgb: [Double]
        switch (space.hasSuffix("RGBColorSpace"), space.hasSuffix("GrayColorSpace") || space.hasSuffix("WhiteColorSpace"), components.count) {
        case (true, _, 4): rgb = Array(components.prefix(3))
        case (_, true, 2): rgb = [components[0], components[0], components[0]]
        default: return nil
        }
        // Hit-testing skips a view below alpha 0.01, not a clear background: such a view keeps
        // the scene's default fill.
        guard components.last! >= 0.01 else { return nil }
        return ColorNames.color(UIColor(red: rgb[0], green: rgb[1], blue: rgb[2]).hexString)
    }

    /// iOS's light-mode values of the system colours dumps name most.
    static let systemColors: [String: String] = [
        "systemBackgroundColor": "#FFFFFF", "secondarySystemBackgroundColor": "#F2F2F7",
        "tertiarySystemBackgroundColor": "#FFFFFF", "systemGroupedBackgroundColor": "#F2F2F7",
        "secondarySystemGroupedBackgroundColor": "#FFFFFF", "systemFillColor": "#787880",
        "systemBlueColor": "#007AFF", "systemRedColor": "#FF3B30", "systemGreenColor": "#34C759",
        "systemOrangeColor": "#FF9500", "systemYellowColor": "#FFCC00", "systemGrayColor": "#8E8E93",
        "systemGray5Color": "#E5E5EA", "systemGray6Color": "#F2F2F7", "whiteColor": "#FFFFFF", "blackColor": "#000000",
    ]

    /// `'Hello\u2026'` → `Hello…`: the quotes dropped, UIKit's `\uXXXX` escapes decoded
    /// (a surrogate pair as one character).
    static func text(_ value: String) -> String {
        var text = Substring(value)
        if text.hasPrefix("'") { text = text.dropFirst() }
        if text.hasSuffix("'") { text = text.dropLast() }
        var scalars: [UInt32] = []
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let (code, next) = escape(in: text, at: index) {
                scalars.append(code)
                index = next
                continue
            }
            result += decode(&scalars)
            result.append(text[index])
            index = text.index(after: index)
        }
        return result + decode(&scalars)
    }

    private static func escape(in text: Substring, at index: Substring.Index) -> (UInt32, Substring.Index)? {
        guard text[index...].hasPrefix("\\u"), let end = text.index(index, offsetBy: 6, limitedBy: text.endIndex),
              let code = UInt32(text[text.index(index, offsetBy: 2)..<end], radix: 16) else { return nil }
        return (code, end)
    }

    /// UTF-16 code units to text: a pair of surrogates is one character; a lone one is U+FFFD.
    private static func decode(_ units: inout [UInt32]) -> String {
        defer { units = [] }
        guard !units.isEmpty else { return "" }
        return String(decoding: units.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self)
    }
}
