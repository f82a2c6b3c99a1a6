import Foundation
import ResponderCore

/// An events file: one command a line, `#` comments, checked as a whole so that
/// every bad line is reported with its number.
public struct EventScript: Sendable {
    public var lines: [ScriptLine]

    public init(lines: [ScriptLine]) {
        self.lines = lines
    }

    public static let maximumFileSize = 4 << 20
    public static let maximumTouchID = 1_000_000
    public static let maximumWait: TimeInterval = 3600
    /// A file of garbage would otherwise print one line per line of garbage.
    public static let maximumDiagnostics = 50

    public static func parse(_ text: String, file: String) throws(SourceDiagnostics) -> EventScript {
        try SourceFile.checkSize(text.utf8.count, file: file, maximum: maximumFileSize)
        var parser = EventLineParser(file: file)
        // Any line break ends a line: "\r\n" is one Character, so splitting on "\n" alone would
        // read a Windows file as a single line.
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard parser.parse(line: String(rawLine), number: index + 1) else { break }
        }
        guard parser.diagnostics.isEmpty else { throw SourceDiagnostics(parser.diagnostics) }
        return EventScript(lines: parser.lines)
    }

    /// Names that the scene does not have, each reported at its line.
    public func diagnostics(against scene: LoadedScene, file: String) -> [SourceDiagnostic] {
        // A view an earlier `add` or `rename` named is known from that line on; a renamed one's old name is not.
        var introduced: Set<String> = [], renamedAway: Set<String> = []
        // Recognizers a `gesture` line made known, and those a `removeGesture` line took away.
        var recognizers = Set(scene.recognizers.keys)
        // A recognizer's relations may name one a later `gesture` line adds: it is wired then.
        let addedAnywhere = Set(lines.compactMap { line -> String? in
            if case .gesture(_, let node) = line.command { return node.name }
            return nil
        })
        // Views a `control` line made a scroll view, or made another class.
        var scrollViews = Set(scene.responders.filter { $0.value is UIScrollView }.keys)
        let unknown = lines.flatMap { line in
            defer {
                if case .rename(let old, _) = line.command { renamedAway.insert(old); introduced.remove(old) }
                if let name = line.command.introducedName { introduced.insert(name); renamedAway.remove(name) }
                if case .gesture(_, let node) = line.command { recognizers.insert(node.name) }
                if case .removeGesture(let name) = line.command { recognizers.remove(name) }
                if case .control(let name, let made) = line.command {
                    if made.kind == .scroll { scrollViews.insert(name) } else { scrollViews.remove(name) }
                }
            }
            if case .set(let name, .gesture) = line.command {
                return recognizers.contains(name) ? [] : [SourceDiagnostic(
                    file: file, line: line.line, column: 1, path: line.command.verb,
                    message: "the scene has no gesture recognizer named '\(name)'")]
            }
            if case .removeGesture(let name) = line.command {
                return recognizers.contains(name) ? [] : [SourceDiagnostic(
                    file: file, line: line.line, column: 1, path: line.command.verb,
                    message: "the scene has no gesture recognizer named '\(name)'")]
            }
            if case .set(let name, .contentOffset) = line.command, scene.responders[name] != nil,
               !renamedAway.contains(name), !scrollViews.contains(name) {
                return [SourceDiagnostic(file: file, line: line.line, column: 1, path: line.command.verb,
                                         message: "'\(name)' is not a scroll view; contentOffset needs a view with a scroll key")]
            }
            var missingRecognizers: [String] = []
            if case .gesture(_, let node) = line.command {
                missingRecognizers = SceneChange.relations(of: node).filter { !recognizers.contains($0) && !addedAnywhere.contains($0) }
            }
            return line.command.referencedNames.filter {
                !introduced.contains($0) && (scene.responders[$0] == nil || renamedAway.contains($0))
            }.map { name in
                SourceDiagnostic(file: file, line: line.line, column: 1, path: line.command.verb,
                                 message: "the scene has no responder named '\(name)'")
            } + missingRecognizers.map { name in
                SourceDiagnostic(file: file, line: line.line, column: 1, path: line.command.verb,
                                 message: "the scene has no gesture recognizer named '\(name)'")
            }
        }
        return SourceDiagnostics.first(EventScript.maximumDiagnostics, of: unknown)
    }
}
