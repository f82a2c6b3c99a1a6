import Foundation

/// Reads one line of `recursiveDescription` output: `   |    | <UILabel: 0x7fb…; frame =
/// (16 20; 343 21); text = 'Hello'; …>`. Values may hold `;`, `<`, `>` and quotes of their
/// own (`animations = { position=<CABasicAnimation: 0x…>; }`, `text = 'a; b'`), so the pairs
/// are split only at a `;` outside every bracket and quote. Everything the line is split
/// at is ASCII, so the scan reads UTF-8 bytes (a 9,330-view dump in milliseconds) and
/// decodes only keys and values.
enum PrintedViewScanner {
    enum Line: Equatable {
        case view(PrintedView)
        /// `<CALayer: 0x…> (layer)`: a sublayer UIKit lists among the views.
        case sublayer
        /// Not a view line (a prompt, a legend, a controller line, text, an object's
        /// description without a frame such as `<MyViewController: 0x7fb…>`).
        case other
    }

    static func scan(_ line: Substring) -> Line {
        let bytes = Array(line.utf8)
        guard let start = viewStart(in: bytes) else { return .other }
        let level = bytes[..<start].reduce(0) { $1 == pipe ? $0 + 1 : $0 }
        var index = start
        while index < bytes.count, bytes[index] == open { index += 1 }
        guard let afterClass = identifierEnd(in: bytes, from: index),
              let afterAddress = addressEnd(in: bytes, from: afterClass + 1) else { return .other }
        let className = text(bytes[index..<afterClass])
        let address = text(bytes[addressStart(in: bytes, from: afterClass + 1)..<afterAddress])
        let rest = bytes[afterAddress...]
        if isSublayer(rest) { return .sublayer }
        // A class whose `description` wraps UIView's opens one `<` more, closed after the address.
        let (attributes, closedAt) = pairs(in: rest, closes: index - start)
        // Every UIView's description prints its frame; other objects print none. chisel's older
        // `pvc` prints a controller with its view's frame: `<Controller: 0x…; view = <UIView; 0x…>;
        // frame = (0, 0; 375, 667)>`; that is a controller line, not a view.
        guard attributes.contains(where: { $0.key == "frame" }),
              !attributes.contains(where: { $0.key == "view" && $0.value.hasPrefix("<") }) else { return .other }
        var printed = PrintedView(level: level, className: className, address: address, attributes: attributes, isComplete: closedAt != nil)
        if let closedAt { printed.trailingText = text(trimmed(trailer(of: rest, after: closedAt))) }
        return .view(printed)
    }

    private static let open = UInt8(ascii: "<"), close = UInt8(ascii: ">"), pipe = UInt8(ascii: "|")
    private static let colon = UInt8(ascii: ":"), space = UInt8(ascii: " "), semicolon = UInt8(ascii: ";")
    private static let quote = UInt8(ascii: "'"), equals = UInt8(ascii: "=")

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Where the description begins: the first `<` followed by a class name, a colon and an
    /// address (after any more `<`, for classes whose own `description` wraps UIView's).
    private static func viewStart(in bytes: [UInt8]) -> Int? {
        var search = 0
        while let first = bytes[search...].firstIndex(of: open) {
            var index = first
            while index < bytes.count, bytes[index] == open { index += 1 }
            if let afterClass = identifierEnd(in: bytes, from: index), addressEnd(in: bytes, from: afterClass + 1) != nil { return first }
            // Every `<` of the run leads to the same class name: go on after the run, so a line
            // of a million `<` is read once.
            search = index
        }
        return nil
    }

    /// The index of the colon after a class name: letters, digits, `_`, `.` (Swift's
    /// `Module.Class`) and `$`.
    private static func identifierEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        guard index > start, index < bytes.count, bytes[index] == colon else { return nil }
        return index
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
    }

    private static func addressStart(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == space { index += 1 }
        return index
    }

    /// The end of ` 0x7fb7c8c0a270`, the address kept as printed.
    private static func addressEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let index = addressStart(in: bytes, from: start)
        guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "x") else { return nil }
        var end = index + 2
        while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
        return end > index + 2 ? end : nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    /// Wrapper characters a paste leaves after the closing `>`: blanks, quotes, backticks, a comma.
    private static func isTrailingWrapper(_ byte: UInt8) -> Bool {
        byte == space || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "`") || byte == quote || byte == UInt8(ascii: ",")
    }

    private static func isSublayer(_ rest: ArraySlice<UInt8>) -> Bool {
        var end = rest.endIndex
        while end > rest.startIndex, isTrailingWrapper(rest[end - 1]) { end -= 1 }
        let suffix = Array("(layer)".utf8)
        return end - rest.startIndex >= suffix.count && Array(rest[(end - suffix.count)..<end]) == suffix
    }

    /// The `key = value` (or `key: value`, as UIScrollView prints its offsets) pairs after
    /// the address, up to the description's closing `>` (the `closes`-th one outside every
    /// bracket), and where that `>` is; nil when the line ends first (a paste cut short).
    private static func pairs(in rest: ArraySlice<UInt8>, closes: Int) -> ([(key: String, value: String)], Int?) {
        let end = wrapperStart(of: rest)
        var pairs: [(key: String, value: String)] = []
        var segmentStart = rest.startIndex
        var depth = 0
        var inText = false
        var closesLeft = closes
        var index = rest.startIndex
        while index < end {
            let byte = rest[index]
            if inText {
                // A text value ends at a quote followed by `;` or `>` (UIKit escapes no quote inside).
                let next = index + 1 < end ? rest[index + 1] : close
                if byte == quote, next == semicolon || next == close { inText = false }
                index += 1
                continue
            }
            switch byte {
            case quote where lastNonBlank(rest, from: segmentStart, before: index) == equals: inText = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), open: depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case close where depth == 0:
                flush(rest[segmentStart..<index], into: &pairs)
                segmentStart = index + 1
                closesLeft -= 1
                if closesLeft <= 0 { return (pairs, index) }
            case close: depth -= 1
            case semicolon where depth == 0:
                flush(rest[segmentStart..<index], into: &pairs)
                segmentStart = index + 1
            default: break
            }
            index += 1
        }
        if segmentStart < end { flush(rest[segmentStart..<end], into: &pairs) }
        return (pairs, nil)
    }

    /// Where the wrapper characters a paste leaves at the end of the line begin.
    private static func wrapperStart(of rest: ArraySlice<UInt8>) -> Int {
        var end = rest.endIndex
        while end > rest.startIndex, isTrailingWrapper(rest[end - 1]) { end -= 1 }
        return end
    }

    /// What follows the closing `>` at `closedAt`, wrappers at either end left out.
    private static func trailer(of rest: ArraySlice<UInt8>, after closedAt: Int) -> ArraySlice<UInt8> {
        var start = closedAt + 1
        let end = max(start, wrapperStart(of: rest))
        while start < end, isTrailingWrapper(rest[start]) { start += 1 }
        return rest[start..<end]
    }

    private static func lastNonBlank(_ bytes: ArraySlice<UInt8>, from start: Int, before end: Int) -> UInt8? {
        var index = end - 1
        while index >= start, bytes[index] == space { index -= 1 }
        return index >= start ? bytes[index] : nil
    }

    /// `key = value`, else `key: value`, else `key=value`; blanks around either trimmed.
    private static func flush(_ segment: ArraySlice<UInt8>, into pairs: inout [(key: String, value: String)]) {
        guard let (keyEnd, valueStart) = separator(in: segment) else { return }
        let key = trimmed(segment[segment.startIndex..<keyEnd])
        guard !key.isEmpty else { return }
        pairs.append((text(key), text(trimmed(segment[valueStart..<segment.endIndex]))))
    }

    private static func separator(in segment: ArraySlice<UInt8>) -> (Int, Int)? {
        var index = segment.startIndex
        var firstEquals: Int?
        while index < segment.endIndex {
            let byte = segment[index]
            let followedBySpace = index + 1 < segment.endIndex && segment[index + 1] == space
            if byte == equals, index > segment.startIndex, segment[index - 1] == space, followedBySpace { return (index - 1, index + 2) }
            if byte == colon, followedBySpace { return (index, index + 2) }
            if byte == equals, firstEquals == nil { firstEquals = index }
            index += 1
        }
        return firstEquals.map { ($0, $0 + 1) }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == space || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == 0x09 { end -= 1 }
        return bytes[start..<end]
    }
}
