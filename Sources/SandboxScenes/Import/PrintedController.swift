import Foundation

/// One line of `_printHierarchy` (chisel's `pvc`): `   | <ListViewController 0x7fd8c0c0c3b0>,
/// state: appeared, view: <UITableView 0x7fd8c2036a00>`, with `not in the window` or
/// `presented with: …` after it where UIKit says so; or of chisel's older `pvc` form.
struct PrintedController: Equatable {
    var className: String
    var address: String
    /// The address of its view; nil for `view: (view not loaded)`.
    var viewAddress: String?
    /// False for `not in the window`: its view is in no dump of the window.
    var isInWindow: Bool

    /// Nil for any line that is not a controller line.
    static func scan(_ line: Substring) -> PrintedController? {
        if let older = scanChiselForm(line) { return older }
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

    /// chisel's `pvc` where `_printHierarchy` is missing (before iOS 8, or chisel's own
    /// walk): `<ListViewController: 0x7fd8c0c0c3b0; view = <UITableView; 0x7fd8c2036a00>;
    /// frame = (0, 0; 375, 667)>`, or `<…: 0x…; view not loaded>`; children under `   |`,
    /// presented ones under `  *M`. It never says whether the view is in the window.
    private static func scanChiselForm(_ line: Substring) -> PrintedController? {
        guard let open = line.firstIndex(of: "<"), let colon = line[open...].range(of: ": 0x") else { return nil }
        let className = line[line.index(after: open)..<colon.lowerBound]
        guard !className.isEmpty, className.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.$".contains($0)) }) else { return nil }
        let digits = line[colon.upperBound...].prefix { $0.isHexDigit }
        guard !digits.isEmpty else { return nil }
        let rest = line[digits.endIndex...]
        let address = "0x" + digits
        if rest.hasPrefix("; view not loaded>") {
            return PrintedController(className: String(className), address: address, viewAddress: nil, isInWindow: true)
        }
        guard rest.hasPrefix("; view = <"), let separator = rest.range(of: "; 0x") else { return nil }
        let viewDigits = rest[separator.upperBound...].prefix { $0.isHexDigit }
        guard !viewDigits.isEmpty, rest[viewDigits.endIndex...].hasPrefix(">") else { return nil }
        return PrintedController(className: String(className), address: address, viewAddress: "0x" + viewDigits, isInWindow: true)
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
