import Foundation

/// One line of `_printHierarchy` (chisel's `pvc`): `   | <ListViewController 0x7fd8c0c0c3b0>,
/// state: appeared, view: <UITableView 0x7fd8c2036a00>`, with `not in the window` or
/// `presented with: …` after it where UIKit says so.
struct PrintedController: Equatable {
    var className: String
    var address: String
    /// The address of its view; nil for `view: (view not loaded)`.
    var viewAddress: String?
    /// False for `not in the window`: its view is in no dump of the window.
    var isInWindow: Bool

    /// Nil for any line that is not a controller line.
    static func scan(_ line: Substring) -> PrintedController? {
        guard let (className, address, afterController) = classAndAddress(in: line, from: line.startIndex),
              line[afterController...].hasPrefix(">,") || line[afterController...].hasPrefix(">") else { return nil }
        let rest = line[afterController...]
        guard rest.contains("state:") || rest.contains("view:") else { return nil }
        var viewAddress: String?
        if let view = rest.range(of: "view: <"), let (_, printed, _) = classAndAddress(in: rest, from: rest.index(before: view.upperBound)) {
            viewAddress = printed
        }
        return PrintedController(className: className, address: address, viewAddress: viewAddress,
                                 isInWindow: !rest.contains("not in the window"))
    }

    /// `<ClassName 0xADDRESS`: a class and an address with a space between, no colon (a view
    /// line has one).
    private static func classAndAddress(in line: Substring, from start: Substring.Index) -> (String, String, Substring.Index)? {
        guard let open = line[start...].firstIndex(of: "<") else { return nil }
        var index = line.index(after: open)
        let nameStart = index
        while index < line.endIndex, line[index].isASCII, line[index].isLetter || line[index].isNumber || "_.$".contains(line[index]) {
            index = line.index(after: index)
        }
        guard index > nameStart, line[index...].hasPrefix(" 0x") else { return nil }
        let className = String(line[nameStart..<index])
        let digitsStart = line.index(index, offsetBy: 3)
        var end = digitsStart
        while end < line.endIndex, line[end].isHexDigit { end = line.index(after: end) }
        guard end > digitsStart else { return nil }
        return (className, String(line[line.index(index, offsetBy: 1)..<end]), end)
    }
}
