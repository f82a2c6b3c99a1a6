import Foundation

/// Measures text as the platform's font will draw it, so painters can wrap and place it.
public protocol TextMeasuring {
    func width(of text: String, size: Double, bold: Bool) -> Double
    func lineHeight(size: Double) -> Double
    /// Breaks text into lines no wider than `width`, at spaces; keeps the text's own line breaks.
    /// A requirement so a measurer can remember the lines: the panel wraps the same texts every frame.
    func wrap(_ text: String, width: Double, size: Double, bold: Bool) -> [String]
}

extension TextMeasuring {
    func width(of text: String, size: Double) -> Double { width(of: text, size: size, bold: false) }
}
