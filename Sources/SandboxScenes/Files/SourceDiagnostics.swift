import Foundation

/// Every problem found in one file, in the order they appear.
public struct SourceDiagnostics: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [SourceDiagnostic]

    public init(_ diagnostics: [SourceDiagnostic]) {
        self.diagnostics = diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// The first `limit` problems in the file's order, then one line where the unlisted ones
    /// begin, for checks that find every problem before any is shown.
    public static func first(_ limit: Int, of diagnostics: [SourceDiagnostic]) -> [SourceDiagnostic] {
        let sorted = SourceDiagnostics(diagnostics).diagnostics
        guard sorted.count > limit, let file = sorted.first?.file else { return sorted }
        let next = sorted[limit]
        let rest = SourceDiagnostic(file: file, line: next.line, column: next.column, path: "",
                                    message: "too many problems; the \(sorted.count - limit) from here on are not listed")
        return sorted.prefix(limit) + [rest]
    }
}
