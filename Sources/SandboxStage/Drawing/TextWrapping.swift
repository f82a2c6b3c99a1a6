extension TextMeasuring {
    /// Breaks text into lines no wider than `width`, at spaces; keeps the text's own line breaks.
    func wrap(_ text: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ").flatMap({ pieces(of: String($0), width: width, size: size, bold: bold) }) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty, self.width(of: candidate, size: size, bold: bold) > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// A word wider than the line, cut into pieces that fit (a long selector name is still
    /// read in full); any other word as it is.
    private func pieces(of word: String, width: Double, size: Double, bold: Bool) -> [Substring] {
        guard self.width(of: word, size: size, bold: bold) > width else { return [Substring(word)] }
        var pieces: [Substring] = []
        var rest = Substring(word)
        while !rest.isEmpty {
            var count = rest.count
            while count > 1, self.width(of: String(rest.prefix(count)), size: size, bold: bold) > width { count -= 1 }
            pieces.append(rest.prefix(count))
            rest = rest.dropFirst(count)
        }
        return pieces
    }

    /// Shortens text with an ellipsis until it fits `width`.
    func truncate(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        guard self.width(of: text, size: size, bold: bold) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty, self.width(of: String(characters) + "…", size: size, bold: bold) > width {
            characters.removeLast(max(1, characters.count / 8))
        }
        return String(characters) + "…"
    }
}
