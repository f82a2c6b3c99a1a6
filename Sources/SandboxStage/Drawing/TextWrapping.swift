extension TextMeasuring {
    func wrap(_ text: String, width: Double, size: Double) -> [String] { wrap(text, width: width, size: size, bold: false) }

    func wrap(_ text: String, width: Double, size: Double, bold: Bool) -> [String] { lines(of: text, width: width, size: size, bold: bold) }

    /// Breaks text into lines no wider than `width`, at spaces; keeps the text's own line breaks.
    public func lines(of text: String, width: Double, size: Double, bold: Bool) -> [String] {
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
            let count = fittingCount(of: rest, width: width, size: size, bold: bold)
            pieces.append(rest.prefix(count))
            rest = rest.dropFirst(count)
        }
        return pieces
    }

    /// How many characters from the start fit `width` (at least one): found by doubling, then
    /// halving the step, so a piece of k characters costs about 2 log k measurements of at most
    /// 2k characters, whatever the word's length (measuring every shorter prefix of a
    /// 10,000-character name took minutes).
    private func fittingCount(of text: Substring, width: Double, size: Double, bold: Bool) -> Int {
        func fits(_ count: Int) -> Bool { self.width(of: String(text.prefix(count)), size: size, bold: bold) <= width }
        let total = text.count
        var fitting = 1, tooLong = total + 1
        var probe = 2
        while probe <= total, fits(probe) {
            fitting = probe
            probe *= 2
        }
        if probe <= total { tooLong = probe }
        while tooLong - fitting > 1 {
            let middle = (fitting + tooLong) / 2
            if fits(middle) { fitting = middle } else { tooLong = middle }
        }
        return min(fitting, total)
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
