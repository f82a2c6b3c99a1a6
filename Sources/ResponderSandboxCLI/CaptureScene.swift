import ArgumentParser
import Foundation
import ResponderSandboxCapture
import SandboxScenes

/// `responder-sandbox capture SCENE [--out FILE]`: the model's own capture of a scene, written
/// by the same ResponderSandboxCapture.swift an app's debug build runs.
struct CaptureScene: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Write the capture JSON of a scene, as Capture/ResponderSandboxCapture.swift writes an app's.",
        discussion: """
        The same source file an app runs in its debug build captures the sandbox's model of the scene; each view's name goes into its accessibilityIdentifier, so importing the capture gives the scene back name for name. Compare it with an app's capture, or feed it to 'trace', 'why' and 'import' (docs/capture.md).
          responder-sandbox capture 01-hit-testing-basics --out lesson01.json
          responder-sandbox why lesson01.json C
        """
    )

    @Argument(help: "A scene file, a recursiveDescription dump or capture, a lesson id, or the start of one lesson's id (05).", completion: SceneCompletion.kind)
    var scene: String

    @Option(help: ArgumentHelp("Write the JSON to this file instead of standard output.", valueName: "FILE"), completion: .file(extensions: ["json"]))
    var out: String?

    func run() throws {
        let catalog = try SceneArgument.catalog()
        let loaded = try SceneArgument.load(scene, catalog: catalog)
        loaded.identifyViewsByName()
        let json = ResponderSandboxCapture.json(of: loaded.application)
        guard let out else {
            FileHandle.standardOutput.write(Data(json.utf8))
            return
        }
        do {
            try Data(json.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw StageSetup.failure("cannot write \(out.pathShownInMessage): \(error.localizedDescription)")
        }
    }
}
