import Foundation

/// One view line of a `recursiveDescription` dump, as printed: its nesting level, class,
/// address and `key = value` pairs, before any of them is interpreted.
struct PrintedView: Equatable {
    /// The number of `|` before the view: 0 for the top view.
    var level: Int
    var className: String
    var address: String
    /// In printed order; keys are as printed (`frame`, `contentOffset`, …).
    var attributes: [(key: String, value: String)]
    /// False when the line ends before the description's closing `>` (a paste cut short).
    var isComplete: Bool
    /// Text printed on the same line after the description's closing `>` (and the quotes or
    /// commas a paste wraps it in), such as a log line run on; empty for most lines.
    var trailingText = ""

    func value(_ key: String) -> String? {
        attributes.first { $0.key == key }?.value
    }

    static func == (lhs: PrintedView, rhs: PrintedView) -> Bool {
        lhs.level == rhs.level && lhs.className == rhs.className && lhs.address == rhs.address
            && lhs.attributes.map(\.key) == rhs.attributes.map(\.key) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
            && lhs.isComplete == rhs.isComplete && lhs.trailingText == rhs.trailingText
    }
}
