/// Where a scene's `events:` script sits in the scene file, so that a problem in it is
/// reported at the scene's own `FILE:LINE:COLUMN` rather than at a line of the script.
public struct EmbeddedScriptPlace: Sendable, Equatable {
    /// The scene file's line and column of the script's first character.
    public var line: Int
    public var column: Int
    /// A block scalar (`events: |`) keeps its lines: the script's line N is the file's line
    /// `line + N - 1`, indented by `column - 1`. A quoted or plain scalar folds its lines, so
    /// every problem in it is placed where the value starts.
    public var keepsLines: Bool

    public init(line: Int, column: Int, keepsLines: Bool) {
        self.line = line
        self.column = column
        self.keepsLines = keepsLines
    }

    /// The problems of the script, placed in the scene file `file`.
    public func place(_ problems: [SourceDiagnostic], file: String) -> [SourceDiagnostic] {
        problems.map { problem in
            var placed = problem
            placed.file = file
            if keepsLines {
                placed.line = line + problem.line - 1
                placed.column = column + problem.column - 1
            } else {
                (placed.line, placed.column) = (line, column)
            }
            return placed
        }
    }

    /// The place of a literal block whose `|` is on `indicatorLine`: its lines start on the
    /// next line (a leading empty line is the script's first), at the indentation of its first
    /// line that is not blank.
    static func block(after indicatorLine: Int, in text: String) -> EmbeddedScriptPlace? {
        var number = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            guard number > indicatorLine, !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            let indentation = line.prefix { $0 == " " }.count
            return EmbeddedScriptPlace(line: indicatorLine + 1, column: indentation + 1, keepsLines: true)
        }
        return nil
    }
}
