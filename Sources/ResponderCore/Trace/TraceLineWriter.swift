/// Builds trace lines as UTF-8 bytes in one reusable buffer: `trace` writes a whole run's
/// lines without making a String per field or escaping through `unicodeScalars`.
public final class TraceLineWriter {
    public private(set) var bytes: [UInt8] = []
    private var fieldCount = 0

    public init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    public func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: - JSON objects

    /// `{"type":"…"`: the start of a step's object; `endObject()` closes it.
    @discardableResult
    func beginObject(type: StaticString) -> TraceLineWriter {
        bytes.append(UInt8(ascii: "{"))
        fieldCount = 0
        return field("type", type)
    }

    func endObject() {
        bytes.append(UInt8(ascii: "}"))
    }

    private func key(_ key: StaticString) {
        if fieldCount > 0 { bytes.append(UInt8(ascii: ",")) }
        fieldCount += 1
        bytes.append(UInt8(ascii: "\""))
        append(key)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    @discardableResult
    func field(_ name: StaticString, _ value: StaticString) -> TraceLineWriter {
        key(name)
        bytes.append(UInt8(ascii: "\""))
        append(value)
        bytes.append(UInt8(ascii: "\""))
        return self
    }

    @discardableResult
    func field(_ name: StaticString, _ value: String?) -> TraceLineWriter {
        key(name)
        if let value { appendQuoted(value) } else { append("null") }
        return self
    }

    @discardableResult
    func field(_ name: StaticString, _ value: Bool) -> TraceLineWriter {
        key(name)
        append(value ? "true" : "false")
        return self
    }

    @discardableResult
    func field(_ name: StaticString, _ value: Int?) -> TraceLineWriter {
        key(name)
        if let value { appendDecimal(value) } else { append("null") }
        return self
    }

    @discardableResult
    func field(_ name: StaticString, _ values: [String]) -> TraceLineWriter {
        key(name)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendQuoted(value)
        }
        bytes.append(UInt8(ascii: "]"))
        return self
    }

    /// A JSON string: quotes, backslashes and control characters escaped; other bytes,
    /// UTF-8 included, copied as they are (JSON allows them unescaped).
    func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: utf8[start..<index])
                appendEscaped(byte)
                start = index + 1
            }
            bytes.append(contentsOf: utf8[start...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private func appendEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22, 0x5C: bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }

    // MARK: - Plain text

    @discardableResult
    func append(_ text: StaticString) -> TraceLineWriter {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        return self
    }

    @discardableResult
    func append(_ text: String) -> TraceLineWriter {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        return self
    }

    func appendDecimal(_ value: Int) {
        // A small String lives inline: no allocation.
        append(String(value))
    }

    /// Ends the current line.
    public func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }
}
