import Foundation

/// Gives every imported view and controller a unique name a teacher can type in an events
/// file (`set Done hidden true`): the text a view shows where it shows one, else its class
/// and the end of its address (`UIButton-4a70`). A dump's import and a capture's share it.
struct ImportedNames {
    private var used: Set<String>
    private var nextNumber: [String: Int] = [:]
    static let longestText = 32

    init(reserved: Set<String>) {
        used = reserved
    }

    /// A controller's name: its class (`ListViewController`), with the end of its address
    /// where two share a class.
    mutating func controllerName(className: String, address: String) -> String {
        claim(Self.shortClass(className)) ?? classAndAddress(className, address)
    }

    /// A view shows text of its own only where `text = '…'` is printed on its line (or, for an
    /// empty text field, `placeholder = …`, which UIKit shows in its place): a control's caption
    /// is a label inside it (UIButtonLabel), which takes that name, so the control and the label
    /// are never confused.
    mutating func name(_ view: ImportedView) {
        if let text = view.node.shownText, let word = Self.word(text) {
            view.node.name = claim(word) ?? numbered(word)
            return
        }
        view.node.name = classAndAddress(view.node.className ?? "UIView", view.node.address ?? "")
    }

    /// A text as a scene keeps it: nil when it shows nothing (empty, or blanks only).
    static func shown(_ text: String) -> String? {
        text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) ? nil : text
    }

    /// The text as one word: no `...` or `…` of truncation, blanks and `#` as `_`, at most 32 characters.
    static func word(_ text: String) -> String? {
        text.utf8.count <= 256 && text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWord(text) : unicodeWord(text)
    }

    /// `word` character by character, for any text.
    static func unicodeWord(_ text: String) -> String? {
        var text = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        while text.hasSuffix("...") { text = text.dropLast(3) }
        while text.hasSuffix("…") { text = text.dropLast() }
        var word = ""
        var lastWasBlank = false
        for character in text.prefix(longestText) {
            let blank = character.isWhitespace || character == "#" || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            if blank {
                if !lastWasBlank { word.append("_") }
            } else {
                word.append(character)
            }
            lastWasBlank = blank
        }
        let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: "_"))
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `word` for plain ASCII text, byte by byte: an import names thousands of labels by their
    /// text, and most are plain ASCII.
    static func asciiWord(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        while let last = bytes.last, last == 0x20 || (0x09...0x0D).contains(last) { bytes.removeLast() }
        while bytes.count >= 3, bytes.suffix(3).allSatisfy({ $0 == UInt8(ascii: ".") }) { bytes.removeLast(3) }
        var word: [UInt8] = []
        var lastWasBlank = false
        var first = bytes.startIndex
        while first < bytes.endIndex, bytes[first] == 0x20 || (0x09...0x0D).contains(bytes[first]) { first += 1 }
        for byte in bytes[first...].prefix(longestText) {
            let blank = byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "#")
            if blank {
                if !lastWasBlank { word.append(UInt8(ascii: "_")) }
            } else {
                word.append(byte)
            }
            lastWasBlank = blank
        }
        while word.first == UInt8(ascii: "_") { word.removeFirst() }
        while word.last == UInt8(ascii: "_") { word.removeLast() }
        return word.isEmpty ? nil : String(decoding: word, as: UTF8.self)
    }

    /// `name` itself, unless empty or taken.
    mutating func claim(_ name: String) -> String? {
        guard !name.isEmpty, !used.contains(name) else { return nil }
        used.insert(name)
        return name
    }

    /// `base`, else `base-2`, `base-3`, …
    mutating func unique(_ base: String) -> String {
        claim(base) ?? numbered(base)
    }

    /// `Row-2`, `Row-3`, …: the next number is kept per word, so a thousand labels that say
    /// "Row" cost a thousand lookups, not half a million.
    private mutating func numbered(_ word: String) -> String {
        var number = nextNumber[word, default: 2]
        while true {
            defer { number += 1 }
            if let name = claim("\(word)-\(number)") {
                nextNumber[word] = number + 1
                return name
            }
        }
    }

    /// The class and the shortest end of the address that is free: `UIButton-4a70`.
    mutating func classAndAddress(_ className: String, _ address: String) -> String {
        let base = Self.shortClass(className)
        let digits = address.hasPrefix("0x") ? String(address.dropFirst(2)) : address
        for length in [4, 6, 8, digits.count] where length <= digits.count && length > 0 {
            if let name = claim("\(base)-\(digits.suffix(length))") { return name }
        }
        return numbered(digits.isEmpty ? base : "\(base)-\(digits)")
    }

    /// `MyApp.RoundButton` → `RoundButton`.
    static func shortClass(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }
}
