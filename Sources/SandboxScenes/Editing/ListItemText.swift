import Foundation

/// One list item's text: its first line is what follows the dash, the others are indented
/// relative to the dash's column.
struct ListItemText {
    var lines: [String]

    /// The item written in a block list whose dashes are at `indent`, ending with a line break.
    func block(indent: String, lineBreak: String) -> String {
        let first = indent + "- " + lines[0]
        let rest = lines.dropFirst().map { $0.isEmpty ? $0 : indent + $0 }
        return ([first] + rest).joined(separator: lineBreak) + lineBreak
    }
}
