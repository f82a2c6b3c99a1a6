import Foundation

/// Lines and columns as libyaml counts them: columns in Unicode scalars, and CR, LF, CR LF,
/// NEL, LS and PS each end a line.
enum SourceLines {
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// The lines of the text, each as its scalars without the break.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if isBreak(scalar) { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        return lines
    }

    /// The line's scalars from the column on; empty past its end.
    static func scalars(atLine line: Int, from column: Int, in text: String) -> ArraySlice<Unicode.Scalar> {
        let lines = lines(of: text)
        guard lines.indices.contains(line - 1), column >= 1, column - 1 <= lines[line - 1].count else { return [] }
        return lines[line - 1][(column - 1)...]
    }

    /// Line and column of the character at `offset` (in Characters, as YAMLComposer gives it).
    static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        let end = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        let before = lines(of: String(text[..<end]))
        return (before.count, (before.last?.count ?? 0) + 1)
    }

    /// The line where a block mapping's key, first written at (line, column), is written again:
    /// the mapping goes on while lines are indented at least to that column.
    static func repeatedBlockKey(_ key: String, line: Int, column: Int, in text: String) -> Int? {
        let lines = lines(of: text)
        let keyScalars = Array(key.unicodeScalars)
        guard line >= 1, line < lines.count else { return nil }
        for index in line..<lines.count {
            let scalars = lines[index]
            let indent = scalars.prefix { $0 == " " }.count
            guard indent < scalars.count, scalars[indent] != "#" else { continue }
            if indent + 1 < column { return nil }
            guard indent + 1 == column, scalars[indent...].starts(with: keyScalars) else { continue }
            let rest = scalars[(indent + keyScalars.count)...].drop { $0 == " " }
            if rest.first == ":" { return index + 1 }
        }
        return nil
    }
}
