import ArgumentParser
import Foundation
import SandboxScenes

/// Shared by the commands: find the lessons, load a scene or events file, and turn a bad
/// file into its error lines on stderr and exit status 2.
enum SceneArgument {
    static func catalog(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> LessonCatalog {
        // A folder named on purpose that is not there is a mistake to report, not a reason to
        // fall back silently on the lessons of the source tree the binary was built from.
        if let assets = environment["RESPONDER_SANDBOX_ASSETS"] {
            let lessons = URL(fileURLWithPath: assets).appendingPathComponent("Lessons")
            guard FileManager.default.fileExists(atPath: lessons.path) else {
                throw StageSetup.failure("RESPONDER_SANDBOX_ASSETS=\(assets.pathShownInMessage): no Lessons folder there; set it to the folder that holds Lessons/, or unset it")
            }
            guard !LessonCatalog(directory: lessons).lessons.isEmpty else {
                throw StageSetup.failure("RESPONDER_SANDBOX_ASSETS=\(assets.pathShownInMessage): its Lessons folder holds no lessons (.yaml files); set it to the folder that holds the lessons, or unset it")
            }
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        guard let catalog = LessonCatalog.locate(executable: executable) else {
            throw StageSetup.failure("cannot find the lessons folder (Assets/Lessons); set RESPONDER_SANDBOX_ASSETS to the Assets folder")
        }
        guard !catalog.lessons.isEmpty else {
            throw StageSetup.failure("the lessons folder \(catalog.directory.path) holds no lessons (.yaml files); set RESPONDER_SANDBOX_ASSETS to the Assets folder")
        }
        return catalog
    }

    /// The scene file an argument names and the name to show for it: a lesson's full id
    /// when a prefix named it, else the argument as given.
    static func locate(_ argument: String, catalog: LessonCatalog) throws -> (url: URL, name: String) {
        switch catalog.match(argument) {
        case .file(let url): return (url, argument)
        case .lesson(let lesson): return (lesson.url, lesson.id)
        case .ambiguous(let lessons):
            throw error("\(argument.pathShownInMessage): more than one lesson id starts with this: \(lessons.map(\.id).joined(separator: ", "))")
        case .none:
            throw error("\(argument.pathShownInMessage): no such file, and no lesson has that id; 'responder-sandbox lessons' lists them")
        }
    }

    static func load(_ argument: String, catalog: LessonCatalog) throws -> LoadedScene {
        try load(locate(argument, catalog: catalog))
    }

    static func load(_ located: (url: URL, name: String)) throws -> LoadedScene {
        do {
            let loaded = try LoadedScene.load(contentsOf: located.url, displayName: located.name)
            if !loaded.warnings.isEmpty {
                FileHandle.standardError.write(Data((SourceDiagnostics(loaded.warnings).description + "\n").utf8))
            }
            return loaded
        } catch {
            throw failure(error.description)
        }
    }

    static func events(_ path: String) throws -> EventScript {
        let text = try readText(path, what: "events file", maximumSize: EventScript.maximumFileSize)
        do {
            return try EventScript.parse(text, file: path)
        } catch {
            throw failure(error.description)
        }
    }

    /// Reads a whole file, a pipe such as `<(…)`, or standard input for "-", as UTF-8 text,
    /// up to `maximumSize` bytes. A folder, a device (`/dev/zero` never ends) or a socket is
    /// refused before anything is read; a pipe is read until it passes the limit.
    static func readText(_ path: String, what: String, maximumSize: Int) throws -> String {
        if path != "-", let reason = SourceFile.notAFile(path, pipesAllowed: true) {
            throw failure("\(path.pathShownInMessage):1:1: cannot read the \(what) (\(reason))")
        }
        let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
        guard let handle else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw failure("\(path.pathShownInMessage):1:1: cannot read the \(what) (\(reason))")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw failure("\(path.pathShownInMessage):1:1: cannot read the \(what) (\((error as NSError).localizedDescription))")
        }
        guard data.count <= maximumSize else {
            throw failure("\(path.pathShownInMessage):1:1: the file is larger than \(maximumSize >> 20) MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure("\(path.pathShownInMessage):1:1: cannot read the \(what) (not UTF-8 text)")
        }
        return text
    }

    /// One line on stderr with the command's prefix, and the exit status for bad input.
    static func error(_ message: String) -> ExitCode {
        failure("responder-sandbox: \(message)")
    }

    /// Prints the lines to stderr as they are (a file's problems start `FILE:LINE:COLUMN:`)
    /// and gives the exit status for bad input.
    static func failure(_ lines: String) -> ExitCode {
        FileHandle.standardError.write(Data((lines + "\n").utf8))
        return ExitCode(2)
    }
}
