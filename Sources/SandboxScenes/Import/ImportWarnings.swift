import Foundation

/// An import's warnings, bounded as a scene's problems are: the first `listed` by line are
/// kept, the rest only counted, so a small dump followed by two million lines of junk costs
/// fifty warnings of memory, not two million.
struct ImportWarnings {
    /// As many as a scene file's problems listed (`SourceDiagnostics.first`).
    static let listed = 50

    /// The earliest warnings by line, in the order added among equal lines; one more than
    /// listed, so that the counting line can say where the unlisted ones begin.
    private(set) var kept: [(line: Int, message: String)] = []
    /// Every warning added, kept or not.
    private(set) var total = 0

    mutating func append(_ warning: (line: Int, message: String)) {
        total += 1
        // Lines mostly come in order: a warning after the last kept one, when all are kept, is dropped at once.
        guard kept.count <= Self.listed || warning.line < kept[kept.count - 1].line else { return }
        let index = kept.lastIndex { $0.line <= warning.line }.map { $0 + 1 } ?? 0
        kept.insert(warning, at: index)
        if kept.count > Self.listed + 1 { kept.removeLast() }
    }

    static func += (warnings: inout ImportWarnings, more: [(line: Int, message: String)]) {
        for warning in more { warnings.append(warning) }
    }

    static func += (warnings: inout ImportWarnings, more: ImportWarnings) {
        for warning in more.kept { warnings.append(warning) }
        warnings.total += more.total - more.kept.count
    }

    /// The warning lines: the first `listed`, then one saying how many more from where.
    func diagnostics(file: String) -> [SourceDiagnostic] {
        let shown = kept.prefix(Self.listed).map {
            SourceDiagnostic(file: file, line: $0.line, column: 1, path: "", message: "warning: \($0.message)")
        }
        guard total > Self.listed, kept.count > Self.listed else { return shown }
        return shown + [SourceDiagnostic(file: file, line: kept[Self.listed].line, column: 1, path: "",
                                         message: "warning: too many warnings; the \(total - Self.listed) from here on are not listed")]
    }
}
