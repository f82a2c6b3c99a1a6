import ArgumentParser
import Foundation
import SandboxPlatform
import SandboxScenes

/// `responder-sandbox new FILE.yaml`: a scene to build with the mouse, from nothing but a
/// root view, opened in edit mode.
struct NewScene: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new scene file (a root view controller and its view) and open it in edit mode.",
        discussion: """
        In edit mode, A adds a view inside the selected one, dragging moves it, a corner resizes it, and Ctrl+S saves the file. The file is never overwritten: choose a new name. Without a display, the file is written and the command says how to open it later.
        """
    )

    @Argument(help: ArgumentHelp("The scene file to create.", valueName: "FILE.yaml"), completion: .file(extensions: ["yaml"]))
    var file: String

    @Option(help: ArgumentHelp("The scene's size in points, written as its 'size:' (default 800x600): the app's window the scene stands for, not the sandbox's window.", valueName: "WIDTHxHEIGHT"), transform: { try WindowSize.parse($0) })
    var size: WindowSize?

    @Option(help: ArgumentHelp("The size of the sandbox's window that opens on the new scene, in points, as 'responder-sandbox FILE --size' sets it (default 1280x800).", valueName: "WIDTHxHEIGHT"), transform: { try WindowSize.parse($0) })
    var windowSize: WindowSize?

    @Option(help: "The scene's title, shown in the window's title bar.")
    var title: String?

    func validate() throws {
        // A path ending in / names a folder: `new dir/` once wrote a file named dir.
        if file.hasSuffix("/") { throw ValidationError("\(file.pathShownInMessage) names a folder; give the scene file's name, such as \((file + "scene.yaml").pathShownInMessage)") }
        // The loader refuses control characters in a title, so `new` never writes one.
        if let title, title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ValidationError("--title cannot contain control characters (line breaks, tabs, escapes)")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw SceneArgument.error("\(file.pathShownInMessage): the file exists already; open it with 'responder-sandbox \(file.pathShownInMessage) --edit', or choose a new name")
        }
        let text = Self.starterScene(title: title ?? url.deletingPathExtension().lastPathComponent, size: size?.size ?? CGSize(width: 800, height: 600))
        do {
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            throw StageSetup.failure("cannot write \(file.pathShownInMessage): \(error.localizedDescription)")
        }
        let windowArguments = windowSize.map { ["--size", "\(Int($0.size.width))x\(Int($0.size.height))"] } ?? []
        let openCommand = (["responder-sandbox", file, "--edit"] + windowArguments).joined(separator: " ")
        print("Wrote \(file): a root view to build on. Open it with '\(openCommand)'; in the window, A adds a view and Ctrl+S saves.")
        guard SDLLibrary.missingDisplayReason() == nil else { return }
        let open = try OpenWindow.parse([file, "--edit"] + windowArguments)
        try open.run()
    }

    /// The smallest scene a class can start from: one controller, its white root view.
    static func starterScene(title: String, size: CGSize) -> String {
        let width = Int(size.width), height = Int(size.height)
        let quoted = "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        return """
        # Made with 'responder-sandbox new'. Frames are [x, y, width, height] in the superview.
        title: \(quoted)
        size: [\(width), \(height)]
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, \(width), \(height)]
            color: white

        """
    }
}
