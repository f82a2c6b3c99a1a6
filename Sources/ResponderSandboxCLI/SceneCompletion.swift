import ArgumentParser
import Foundation
import SandboxScenes

/// Shell completion for a scene argument: the lesson ids and the paths that start with what
/// has been typed (a scene is either), asked of the binary each time Tab is pressed.
enum SceneCompletion {
    static let kind = CompletionKind.custom { _, _, prefix in candidates(for: prefix) }

    /// Lesson ids first, then folders (ending in `/`) and scene files under the typed path.
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
            return ["yaml", "yml", "json"].contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "") ? path : nil
        }
    }
}
