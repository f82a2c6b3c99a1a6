import Foundation

/// The built-in lessons: scene files under `Assets/Lessons`, ordered by file name; a lesson's
/// id is its file name without `.yaml`.
public struct LessonCatalog: Sendable {
    public struct Lesson: Sendable, Equatable {
        public var id: String
        public var url: URL
        public var title: String
    }

    public let directory: URL
    public let lessons: [Lesson]
    /// Each lesson's path as `standardizedFileURL` gives it, taken once: standardizing a URL
    /// costs more than the rest of the window's title, which looks its lesson up every frame.
    private let standardizedPaths: [String]

    public init(directory: URL) {
        self.directory = directory
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        lessons = files.filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { url in
                let id = url.deletingPathExtension().lastPathComponent
                return Lesson(id: id, url: url, title: LessonCatalog.title(of: url) ?? id)
            }
        standardizedPaths = lessons.map(\.url.standardizedFileURL.path)
    }

    /// Looks in `$RESPONDER_SANDBOX_ASSETS`, then beside the executable's build folder, then
    /// in the source tree this module was built from.
    public static func locate(executable: URL? = nil) -> LessonCatalog? {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["RESPONDER_SANDBOX_ASSETS"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("Assets"))
                folder = folder.deletingLastPathComponent()
            }
        }
        // This file is Sources/SandboxScenes/Lessons/LessonCatalog.swift.
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Assets"))
        for assets in candidates {
            let lessons = assets.appendingPathComponent("Lessons")
            if FileManager.default.fileExists(atPath: lessons.path) { return LessonCatalog(directory: lessons) }
        }
        return nil
    }

    public func lesson(id: String) -> Lesson? {
        lessons.first { $0.id == id }
    }

    /// The position of the lesson whose file `url` is, however the path is spelled. A lesson
    /// opened by its id has the catalog's own URL, and a file named like no lesson is none:
    /// neither needs the path standardized.
    public func index(of url: URL) -> Int? {
        if let index = lessons.firstIndex(where: { $0.url == url }) { return index }
        let name = url.lastPathComponent
        guard name.hasSuffix(".yaml"), lessons.contains(where: { $0.id[...] == name.dropLast(5) }) else { return nil }
        return standardizedPaths.firstIndex(of: url.standardizedFileURL.path)
    }

    /// The position of the lesson `url` is, or is a saved copy of: the window saves a lesson
    /// as `ID.yaml`, `ID-2.yaml`, … elsewhere, and N from the copy goes on to the next lesson.
    public func position(of url: URL) -> Int? {
        if let index = index(of: url) { return index }
        let name = url.deletingPathExtension().lastPathComponent
        return lessons.firstIndex { lesson in
            guard name.hasPrefix(lesson.id) else { return false }
            let rest = name.dropFirst(lesson.id.count)
            return rest.isEmpty || (rest.first == "-" && Int(rest.dropFirst()).map { $0 >= 2 } == true)
        }
    }

    /// The lesson `offset` places away from the one `url` is (wrapping round); from a scene
    /// that is no lesson, N gives the first and P the last. Nil without lessons.
    public func lesson(_ offset: Int, awayFrom url: URL) -> Lesson? {
        guard !lessons.isEmpty else { return nil }
        let count = lessons.count
        return lessons[((position(of: url) ?? (offset > 0 ? -1 : 0)) + offset % count + count) % count]
    }

    /// What a scene argument names: a file, a lesson, several lessons, or nothing.
    public enum Match: Equatable, Sendable {
        case file(URL)
        case lesson(Lesson)
        /// A prefix that more than one lesson id starts with.
        case ambiguous([Lesson])
        case none
    }

    /// A scene argument is a file path (always first: a file named `05` wins over lesson 05),
    /// a lesson id, or a prefix of exactly one lesson id (`05`, `05-fig`).
    public func match(_ argument: String) -> Match {
        if FileManager.default.fileExists(atPath: argument) { return .file(URL(fileURLWithPath: argument)) }
        if let lesson = lesson(id: argument) { return .lesson(lesson) }
        guard !argument.isEmpty else { return .none }
        let candidates = lessons.filter { $0.id.hasPrefix(argument) }
        switch candidates.count {
        case 0: return .none
        case 1: return .lesson(candidates[0])
        default: return .ambiguous(candidates)
        }
    }

    /// The title without building the scene: enough for `lessons`, cheap for many files.
    private static func title(of url: URL) -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              let scene = try? SceneParser.parse(text, file: url.lastPathComponent) else { return nil }
        return scene.title
    }
}
