import ArgumentParser
import Foundation
import ResponderCore
import SandboxScenes

/// Shell completion for a scene argument: the lesson ids and the paths that start with what
/// has been typed (a scene file or a dump is either), asked of the binary each time Tab is
/// pressed; and for `why`'s view, the names of the views of the scene typed before it.
enum SceneCompletion {
    static let kind = CompletionKind.custom { _, _, prefix in candidates(for: prefix) }

    /// The view names of the scene given before the view (the first word after `why` that is
    /// not an option), starting with what has been typed, in any case.
    static let viewKind = CompletionKind.custom { words, _, prefix in viewNames(words: words, prefix: prefix) }

    static func viewNames(words: [String], prefix: String) -> [String] {
        guard let command = words.firstIndex(of: "why"),
              let scene = words[(command + 1)...].first(where: { !$0.hasPrefix("-") && $0 != prefix }),
              let catalog = LessonCatalog.locate(executable: URL(fileURLWithPath: CommandLine.arguments[0])) else { return [] }
        let url: URL
        switch catalog.match(scene) {
        case .file(let file): url = file
        case .lesson(let lesson): url = lesson.url
        case .ambiguous, .none: return []
        }
        guard let loaded = try? LoadedScene.load(contentsOf: url) else { return [] }
        let lowered = prefix.lowercased()
        return loaded.responders.values.compactMap { $0 as? UIView }.filter { $0.window != nil }
            .map(\.name).filter { $0.lowercased().hasPrefix(lowered) }.sorted()
    }

    /// Lesson ids first, then folders (ending in `/`), scene files and dumps under the typed path.
    static func candidates(for prefix: String) -> [String] {
        let lessons = LessonCatalog.locate(executable: URL(fileURLWithPath: CommandLine.arguments[0]))?.lessons.map(\.id) ?? []
        return lessons.filter { $0.hasPrefix(prefix) } + paths(startingWith: prefix)
    }

    static func paths(startingWith prefix: String) -> [String] {
        let lead = prefix.lastIndex(of: "/").map { String(prefix[...$0]) } ?? ""
        let names = (try? FileManager.default.contentsOfDirectory(atPath: lead.isEmpty ? "." : lead)) ?? []
        return names.sorted().compactMap { name in
            let path = lead + name
            // Hidden entries only when a dot has been typed, as shells do.
            guard path.hasPrefix(prefix), !name.hasPrefix(".") || prefix.hasPrefix(lead + ".") else { return nil }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return path + "/" }
            if ["yaml", "yml", "json"].contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "") { return path }
            return isDump(path) ? path : nil
        }
    }

    /// A dump is known by its content, whatever its name: the start of a file small enough to
    /// be one is read and asked.
    static func isDump(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 64 << 10), let text = String(data: data, encoding: .utf8) else { return false }
        return RecursiveDescriptionImporter.looksLikeDump(text)
    }
}
