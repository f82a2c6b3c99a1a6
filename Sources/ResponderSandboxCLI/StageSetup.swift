import ArgumentParser
import Foundation
import SandboxPlatform
import SandboxScenes
import SandboxStage

/// What `open` and `render` both need: SDL started, the fonts, and a session on the scene.
enum StageSetup {
    static func session(for argument: String?) throws -> SandboxSession {
        let catalog = try SceneArgument.catalog()
        let located = try SceneArgument.locate(argument ?? catalog.lessons.first?.id ?? "", catalog: catalog)
        let loaded = try SceneArgument.load(located)
        return SandboxSession(scene: loaded, url: located.url, name: located.name, catalog: catalog)
    }

    static func startSDL(video: Bool) throws -> FontBook {
        do {
            try SDLLibrary.start(video: video)
            return try FontBook()
        } catch {
            throw failure("\(error)")
        }
    }

    /// A one-line message on stderr and exit status 1: the machine, not the input, is at fault.
    static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("responder-sandbox: \(message)\n".utf8))
        return ExitCode(1)
    }
}
