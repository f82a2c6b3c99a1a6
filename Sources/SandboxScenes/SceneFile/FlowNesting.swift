import Foundation

/// Counts bracket nesting before libyaml sees the text, so that a file of a million '[' is
/// refused at once, at the first bracket past the limit, rather than read into a tree a
/// million levels deep (YAMLComposer stops at 1000 open collections; freeing such a tree
/// recurses).
enum FlowNesting {
    static func firstPlaceDeeperThan(_ limit: Int, in text: String) -> (Int, Int)? {
        var text = text
        return text.withUTF8 { firstPlaceDeeperThan(limit, in: $0) }
    }

    /// Reads the UTF-8 bytes (a 673 KB scene in a few milliseconds) but counts as libyaml
    /// counts, so positions match its marks: a column per Unicode scalar (at its first byte),
    /// and CR, LF, CR LF, NEL (C2 85), LS (E2 80 A8) and PS (E2 80 A9) each end a line.
    private static func firstPlaceDeeperThan(_ limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        var depth = 0, line = 1, column = 0
        var quote: UInt8 = 0
        var inComment = false
        var previousWasCR = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte & 0xC0 == 0x80 { continue }
            if byte == 0x0A && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            column += 1
            let isBreak = byte == 0x0A || byte == 0x0D
                || (byte == 0xC2 && index < bytes.count && bytes[index] == 0x85)
                || (byte == 0xE2 && index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9))
            if isBreak {
                line += 1
                column = 0
                inComment = false
                continue
            }
            // Quotes, '#' and brackets are ASCII; any other scalar only takes a column.
            if inComment || byte >= 0x80 { continue }
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return (line, column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
