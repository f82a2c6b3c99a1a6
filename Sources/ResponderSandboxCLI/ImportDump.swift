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

    @Option(help: ArgumentHelp("Write the scene to this file instead of standard output.", valueName: "SCENE.yaml"), completion: .file(extensions: ["yaml"]))
    var out: String?

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
        let yaml = isCapture ? CapturedSceneWriter.yaml(document, source: name) : ImportedSceneWriter.yaml(document, source: name)
        guard let out else {
            FileHandle.standardOutput.write(Data(yaml.utf8))
            return
        }
        do {
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw StageSetup.failure("cannot write \(out): \(error.localizedDescription)")
        }
    }
}
