import Foundation

/// Measures text as the platform's font will draw it, so painters can wrap and place it.
public protocol TextMeasuring {
    func width(of text: String, size: Double, bold: Bool) -> Double
    func lineHeight(size: Double) -> Double
}

extension TextMeasuring {
    func width(of text: String, size: Double) -> Double { width(of: text, size: size, bold: false) }
}
