import Foundation

/// Builds trace lines as UTF-8 bytes in one reusable buffer: `trace` writes a whole run's
/// lines without making a String per field or escaping through `unicodeScalars`.
///
/// The buffer is raw memory the writer owns (it cannot be copied, so nothing else can hold
/// it): an append is a capacity check and a store, with none of an array's uniqueness and
/// exclusivity checks, which cost more than the bytes themselves in a trace of short lines.
public struct TraceLineWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    /// Bytes written since the last `removeAll()`.
    public private(set) var count = 0
    private var capacity: Int
    private var fieldCount = 0

    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    public mutating func removeAll() {
        count = 0
    }

    /// The bytes written so far, for writing them out.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes written so far as text.
    public var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        reserve(1)
        start[count] = value
        count += 1
    }

    private mutating func copy(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (start + count).update(from: base, count: source.count)
        count += source.count
    }

    // MARK: - JSON objects

    /// `{"type":"…"`: the start of a step's object; `endObject()` closes it.
    mutating func beginObject(type: StaticString) {
        byte(UInt8(ascii: "{"))
        fieldCount = 0
        field("type", type)
    }

    mutating func endObject() {
        byte(UInt8(ascii: "}"))
    }

    private mutating func key(_ key: StaticString) {
        if fieldCount > 0 { byte(UInt8(ascii: ",")) }
        fieldCount += 1
        byte(UInt8(ascii: "\""))
        append(key)
        byte(UInt8(ascii: "\""))
        byte(UInt8(ascii: ":"))
    }

    mutating func field(_ name: StaticString, _ value: StaticString) {
        key(name)
        byte(UInt8(ascii: "\""))
        append(value)
        byte(UInt8(ascii: "\""))
    }

    mutating func field(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { appendQuoted(value) } else { append("null") }
    }

    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        append(value ? "true" : "false")
    }

    mutating func field(_ name: StaticString, _ value: Int?) {
        key(name)
        if let value { appendDecimal(value) } else { append("null") }
    }

    /// `[x,y]`, each rounded to 0.01 and written as JSON numbers (`[40.0,12.5]`).
    mutating func field(_ name: StaticString, _ point: CGPoint) {
        key(name)
        byte(UInt8(ascii: "["))
        appendHundredths(point.x, wholeSuffix: true)
        byte(UInt8(ascii: ","))
        appendHundredths(point.y, wholeSuffix: true)
        byte(UInt8(ascii: "]"))
    }

    /// A number rounded to 0.01, as a JSON number (`0.62`, `30.0`).
    mutating func field(_ name: StaticString, _ number: Double) {
        key(name)
        appendHundredths(number, wholeSuffix: true)
    }

    mutating func field(_ name: StaticString, _ values: [String]) {
        key(name)
        byte(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { byte(UInt8(ascii: ",")) }
            appendQuoted(value)
        }
        byte(UInt8(ascii: "]"))
    }

    /// A JSON string: quotes, backslashes and control characters escaped; other bytes,
    /// UTF-8 included, copied as they are (JSON allows them unescaped).
    mutating func appendQuoted(_ string: String) {
        byte(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let value = utf8[index]
                guard value < 0x20 || value == 0x22 || value == 0x5C else { continue }
                copy(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscaped(value)
                runStart = index + 1
            }
            copy(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        byte(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ value: UInt8) {
        byte(UInt8(ascii: "\\"))
        switch value {
        case 0x22, 0x5C: byte(value)
        case 0x0A: byte(UInt8(ascii: "n"))
        case 0x0D: byte(UInt8(ascii: "r"))
        case 0x09: byte(UInt8(ascii: "t"))
        default:
            let digits: StaticString = "0123456789abcdef"
            append("u00")
            byte(digits.utf8Start[Int(value >> 4)])
            byte(digits.utf8Start[Int(value & 0xF)])
        }
    }

    // MARK: - Plain text

    mutating func append(_ text: StaticString) {
        copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { copy($0) }
    }

    mutating func appendDecimal(_ value: Int) {
        // A small String lives inline: no allocation.
        append(String(value))
    }

    /// A coordinate rounded to 0.01, written digit by digit (no Foundation formatting):
    /// `12.5`, `-3.25`, and a whole number as `40.0` with `wholeSuffix` (JSON, as Swift
    /// prints a Double) or `40` without (the text log). Not a finite number: `0`.
    mutating func appendHundredths(_ value: Double, wholeSuffix: Bool) {
        let scaled = (value * 100).rounded()
        guard scaled.isFinite, abs(scaled) < 1e17 else { append(wholeSuffix ? "0.0" : "0"); return }
        var hundredths = Int(scaled)
        if hundredths < 0 { byte(UInt8(ascii: "-")); hundredths = -hundredths }
        appendDecimal(hundredths / 100)
        let fraction = hundredths % 100
        if fraction == 0 {
            if wholeSuffix { append(".0") }
            return
        }
        byte(UInt8(ascii: "."))
        byte(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { byte(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Ends the current line.
    public mutating func newline() {
        byte(UInt8(ascii: "\n"))
    }
}
