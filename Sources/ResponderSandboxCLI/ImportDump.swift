import ArgumentParser
import Foundation
import SandboxScenes

/// `responder-sandbox import FILE|- [--out SCENE.yaml]`: a pasted `recursiveDescription`
/// dump, or a capture, as a scene file.
struct ImportDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a view hierarchy printed by recursiveDescription, or a capture, into a scene file.",
        discussion: """
        Paste what lldb prints for 'expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]' (prompts, quotes and all), chisel's 'pviews', Frida's or cycript's; '_printHierarchy' ('pvc') output in the same text attaches the view controllers. Every line that is not a view is skipped with a warning on standard error naming its line. A capture (the JSON Capture/ResponderSandboxCapture.swift writes, docs/capture.md) is recognised by its content and imported with its recognizers, actions and windows. 'trace', 'render', 'why' and the window also take a dump or a capture directly.
          responder-sandbox import dump.txt --out app.yaml
          pbpaste | responder-sandbox import - > app.yaml
        """
    )

    @Argument(help: ArgumentHelp("The dump or capture: a text file, or - for standard input.", valueName: "FILE"), completion: .file())
    var file: String

    @Option(help: ArgumentHelp("Write the scene to this file instead of standard output; a file that exists is refused unless --force is given.", valueName: "SCENE.yaml"), completion: .file(extensions: ["yaml"]))
    var out: String?

    @Flag(help: "Let --out replace a file that already exists (through a symbolic link, the file it names).")
    var force = false

    func validate() throws {
        if force, out == nil { throw ValidationError("--force is for --out SCENE.yaml: give the file it may replace") }
    }

    /// A dump read from a pipe stops here: four times a scene file's limit, since a dump's
    /// lines are longer than the scene written from them.
    static let maximumDumpSize = 4 * SceneParser.maximumFileSize

    func run() throws {
        let text = try SceneArgument.readText(file, what: "dump", maximumSize: Self.maximumDumpSize)
        let name = file == "-" ? "stdin" : file
        let document: SceneDocument
        let isCapture = CaptureImporter.looksLikeCapture(text)
        do {
            document = isCapture ? try CaptureImporter.parse(text, file: name) : try RecursiveDescriptionImporter.parse(text, file: name)
        } catch {
            throw SceneArgument.failure(error.description)
        }
        if !document.warnings.isEmpty {
            FileHandle.standardError.write(Data((SourceDiagnostics(document.warnings).description + "\n").utf8))
        }
        let yaml = ImportedSceneWriter.yaml(document, source: name, capture: isCapture)
        // Nothing is written that the loader would refuse (a scene past its size limit, a
        // number past its range): the import says why instead, and the file stays as it was.
        let sceneName = out.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "imported.yaml"
        do {
            _ = try SceneParser.parse(yaml, file: sceneName)
        } catch {
            let first = error.diagnostics.first.map { $0.message } ?? "\(error)"
            throw SceneArgument.failure("\(name): the scene imported from it would be refused when loaded (\(sceneName): \(first)); nothing was written")
        }
        guard let out else {
            FileHandle.standardOutput.write(Data(yaml.utf8))
            return
        }
        try write(yaml, to: out)
    }

    /// The scene written as the window's Ctrl+S writes one (through a symbolic link to the file
    /// it names, in place for a file with hard links, else beside it and renamed over it), and
    /// only over a file that exists when --force says so: a hand-written scene or the dump
    /// itself is not replaced by a slip of the shell's history.
    private func write(_ yaml: String, to out: String) throws {
        let url = URL(fileURLWithPath: out)
        let existing: String?
        if FileManager.default.fileExists(atPath: url.resolvingSymlinksInPath().path) {
            guard force else {
                throw SceneArgument.error("--out \(out.pathShownInMessage) exists: give --force to replace it, or another file name")
            }
            // --force replaces a scene file, never a folder, a device or a pipe.
            if let reason = SourceFile.notAFile(url.resolvingSymlinksInPath().path, pipesAllowed: false) {
                throw SceneArgument.error("--out \(out.pathShownInMessage): \(reason); give a scene file's name")
            }
            guard let data = FileManager.default.contents(atPath: url.resolvingSymlinksInPath().path) else {
                throw StageSetup.failure("cannot write \(out.pathShownInMessage): it cannot be read")
            }
            existing = String(decoding: data, as: UTF8.self)
        } else {
            existing = nil
        }
        do {
            try SceneFileWriter.save(yaml, to: url, expected: existing)
        } catch {
            throw StageSetup.failure("\(error)")
        }
    }
}
