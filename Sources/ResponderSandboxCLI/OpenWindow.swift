import ArgumentParser
import Foundation
import SandboxScenes

/// `responder-sandbox [SCENE]`: the window is not part of this build yet, so say so plainly
/// and point at what works, after checking the scene so a typo is still caught.
struct OpenWindow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the window on a scene (not available in this build: use 'trace')."
    )

    @Argument(help: "A scene file or a lesson id (default: the first lesson).")
    var scene: String?

    func run() throws {
        let catalog = try SceneArgument.catalog()
        let sceneName = scene ?? catalog.lessons.first?.id ?? ""
        _ = try SceneArgument.load(sceneName, catalog: catalog)
        FileHandle.standardError.write(Data("""
        The window is not part of this build yet. Scene '\(sceneName)' is valid; see what a tap does with:
          responder-sandbox trace \(sceneName) --tap X,Y --format text

        """.utf8))
        throw ExitCode(1)
    }
}
