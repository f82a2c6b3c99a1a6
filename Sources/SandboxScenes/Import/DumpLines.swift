import Foundation

/// Splits a pasted dump into lines. A dump printed as one quoted string (cycript's
/// `@"<UIWindow: …>\n   | <UIView: …>"`, lldb's `p`, Frida's `send`) is unwrapped into
/// its lines, each keeping the number of the line it was printed on.
enum DumpLines {
    static func split(_ text: String) -> [DumpLine] {
        var lines: [DumpLine] = []
        var number = 0
        for physical in physicalLines(text) {
            number += 1
            if hasEscapedLineBreak(physical), let unwrapped = unwrapEscapedString(physical) {
                lines += unwrapped.split(separator: "\n", omittingEmptySubsequences: false).map { DumpLine(number: number, text: Substring($0)) }
            } else {
                lines.append(DumpLine(number: number, text: physical))
            }
        }
        return lines
    }

    /// Lines ended by LF, CR LF or CR, read as UTF-8 bytes (the breaks are ASCII); at most
    /// `limit` of them.
    static func physicalLines(_ text: String, limit: Int = .max) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if lines.count == limit { return lines }
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            start = index
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// A backslash followed by `n`: the line is a string literal printed with its breaks escaped.
    private static func hasEscapedLineBreak(_ line: Substring) -> Bool {
        var previous: UInt8 = 0
        for byte in line.utf8 {
            if previous == UInt8(ascii: "\\"), byte == UInt8(ascii: "n") { return true }
            previous = previous == UInt8(ascii: "\\") ? 0 : byte
        }
        return false
    }

    /// A line holding a quoted string with `\n` escapes in it and a view in it: the string's
    /// content with the escapes undone; nil for any other line.
    private static func unwrapEscapedString(_ line: Substring) -> String? {
        guard let firstView = line.firstIndex(of: "<") else { return nil }
        guard let open = line[..<firstView].lastIndex(where: { $0 == "\"" || $0 == "`" || $0 == "'" }) else { return nil }
        let quote = line[open]
        let contentStart = line.index(after: open)
        var contentEnd = line.endIndex
        if let close = line[contentStart...].lastIndex(of: quote), close > firstView { contentEnd = close }
        return unescape(line[contentStart..<contentEnd])
    }

    /// A C, JavaScript or Objective-C string literal's escapes; `\uXXXX` stays, for the
    /// reader of `text = '…'` decodes it as UIKit prints it.
    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "\"", "'", "`", "\\": result.append(escaped)
            default: result += "\\\(escaped)"
            }
        }
        return result
    }
}
