import Foundation

/// The value syntaxes of UIView's `description`: `(x y; w h)` rectangles, `{x, y}` points
/// and sizes, `[a, b, c, d, tx, ty]` matrices, `YES`/`NO`, and `'…'` texts with `\uXXXX`
/// escapes.
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
