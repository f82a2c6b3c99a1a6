import Foundation

extension Double {
    /// The one way the sandbox writes a number for people: `0.5`, `2`, `12.25`, `0.0099`. At
    /// most `maximumFractionDigits` decimals (rounded as C's printf rounds), trailing zeros
    /// dropped down to `minimumFractionDigits`, no locale, and never `-0`.
    public func formatted(maximumFractionDigits digits: Int, minimumFractionDigits minimum: Int = 0) -> String {
        var text = String(format: "%.\(digits)f", self)
        var fractionDigits = digits
        while fractionDigits > minimum, text.hasSuffix("0") {
            text.removeLast()
            fractionDigits -= 1
        }
        if text.hasSuffix(".") { text.removeLast() }
        // A negative number rounded to zero is zero.
        if text.hasPrefix("-"), !text.contains(where: { $0 >= "1" && $0 <= "9" }) { text.removeFirst() }
        return text
    }

    /// `2.0`, `0.5`: exactly `digits` decimals, for a figure that changes while it is read.
    public func formatted(fractionDigits digits: Int) -> String {
        formatted(maximumFractionDigits: digits, minimumFractionDigits: digits)
    }

    /// The one way a number is written into a scene or events file, and quoted from one in a
    /// message: the shortest text that reads back as the same number, `300` rather than `300.0`,
    /// never `-0`.
    var compact: String {
        return rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
