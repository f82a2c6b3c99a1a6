import Foundation

/// A JSON value as the capture importer reads it: objects keep their keys in order, as pairs
/// (a view has a few dozen keys, which a scan finds faster than a hash), and a boolean is never
/// taken for a number.
indirect enum CaptureJSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([CaptureJSON])
    case object([(key: String, value: CaptureJSON)])

    subscript(key: String) -> CaptureJSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    var isNull: Bool { if case .null = self { return true } else { return false } }

    /// Where the text is not JSON, with its line and column.
    struct SyntaxError: Error {
        var message: String
    }

    /// Nesting beyond this is refused rather than followed down the stack.
    static let maximumDepth = 256

    /// Parses `text`, which must be one JSON value with only white space around it. Reads
    /// UTF-8 bytes; about five times faster than JSONSerialization on Linux for a capture.
    static func parse(_ text: String) throws(SyntaxError) -> CaptureJSON {
        var text = text
        let result = text.withUTF8 { bytes -> Result<CaptureJSON, SyntaxError> in
            var parser = Parser(bytes: bytes)
            do throws(SyntaxError) {
                parser.skipBlanks()
                // A byte-order mark, as a file saved by some editors starts.
                if parser.index + 2 < bytes.count, bytes[parser.index] == 0xEF, bytes[parser.index + 1] == 0xBB, bytes[parser.index + 2] == 0xBF {
                    parser.index += 3
                    parser.skipBlanks()
                }
                let value = try parser.value(depth: 0)
                parser.skipBlanks()
                guard parser.index == bytes.count else { throw parser.error("text after the JSON value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipBlanks() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        func error(_ what: String) -> SyntaxError {
            var line = 1, column = 1
            for byte in bytes[0..<min(index, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return SyntaxError(message: "line \(line), column \(column): \(what)")
        }

        mutating func value(depth: Int) throws(SyntaxError) -> CaptureJSON {
            guard depth < CaptureJSON.maximumDepth else { throw error("nested deeper than \(CaptureJSON.maximumDepth) levels") }
            guard index < bytes.count else { throw error("the text ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try word("true", .bool(true))
            case UInt8(ascii: "f"): return try word("false", .bool(false))
            case UInt8(ascii: "n"): return try word("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected character '\(Unicode.Scalar(bytes[index]))'")
            }
        }

        mutating func word(_ text: StaticString, _ value: CaptureJSON) throws(SyntaxError) -> CaptureJSON {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count, memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else {
                throw error("expected \(text)")
            }
            index += count
            return value
        }

        mutating func object(depth: Int) throws(SyntaxError) -> CaptureJSON {
            index += 1
            var pairs: [(key: String, value: CaptureJSON)] = []
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(pairs)
            }
            while true {
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
                index += 1
                skipBlanks()
                pairs.append((key, try value(depth: depth + 1)))
                skipBlanks()
                guard index < bytes.count else { throw error("the text ends inside an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
                throw error("expected ',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> CaptureJSON {
            index += 1
            var items: [CaptureJSON] = []
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipBlanks()
                items.append(try value(depth: depth + 1))
                skipBlanks()
                guard index < bytes.count else { throw error("the text ends inside a list") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                throw error("expected ',' or ']'")
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            let start = index
            // Most strings have no escape: one pass finds the closing quote.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { throw error("a control character inside a string") }
                index += 1
            }
            guard index < bytes.count else { throw error("the text ends inside a string") }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
            }
            var scalars = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: scalars, as: UTF8.self)
                }
                guard byte >= 0x20 else { throw error("a control character inside a string") }
                guard byte == UInt8(ascii: "\\") else {
                    scalars.append(byte)
                    index += 1
                    continue
                }
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    // A surrogate pair: a high surrogate followed by \u and a low one.
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    scalars += Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
                default:
                    throw error("an unknown escape '\\\(Unicode.Scalar(escaped))'")
                }
            }
            throw error("the text ends inside a string")
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
            var code: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw error("a \\u escape needs four hex digits")
                }
                code = code << 4 | digit
                index += 1
            }
            return code
        }

        /// JSON's number grammar; whole numbers of up to 15 digits without `strtod`.
        mutating func number() throws(SyntaxError) -> Double {
            let start = index
            var negative = false
            if bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
            var whole: Int64 = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                if digits < 15 { whole = whole * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw error("a number needs digits") }
            var simple = digits <= 15
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                simple = false
                index += 1
                let before = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                guard index > before else { throw error("a number needs digits after its point") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                simple = false
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                let before = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                guard index > before else { throw error("a number needs digits in its exponent") }
            }
            if simple { return negative ? -Double(whole) : Double(whole) }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text) else { throw error("an unreadable number \(text)") }
            return value
        }
    }
}
