import ArgumentParser
import Foundation
import ResponderCore
import SandboxScenes

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Feed input to a scene without a window and print every delivery step.",
        discussion: """
        Taps run first, then the events file, then the IMU file, then the scene's own example input (--lesson-events). Exit status 2 means a bad scene or events file; its problems are printed one a line as FILE:LINE:COLUMN: key path: what is wrong.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A scene file, a recursiveDescription dump, a lesson id, or the start of one lesson's id (05).", completion: SceneCompletion.kind)
    var scene: String

    @OptionGroup var input: InputOptions

    @Option(help: "text: a log to read, in the style of NSLog; json: one object a line.")
    var format: Format = .text

    func run() throws {
        let catalog = try SceneArgument.catalog()
        let located = try SceneArgument.locate(scene, catalog: catalog)
        let loaded = try SceneArgument.load(located)
        let commands = try input.commands(for: loaded)
        let imu = try input.imuTrace()
        let lessonScript = try input.lessonScript(for: loaded, name: located.name)
        if commands.isEmpty && imu == nil && lessonScript == nil {
            FileHandle.standardError.write(Data("responder-sandbox: note: no input given, so nothing was delivered; add --tap X,Y, --events FILE, --imu FILE or --lesson-events\n".utf8))
        }
        // Each step is written as it is recorded: buffered, so standard output sees 64 KiB blocks.
        let output = TraceOutput(fileDescriptor: STDOUT_FILENO, format: format == .json ? .json : .text)
        loaded.attach(output)
        let runner = ScriptRunner(scene: loaded)
        for (command, line) in commands { runner.run(command, line: line) }
        if let imu { runner.run(imu.samples) }
        // In the same order as render and the window: after every other input.
        if let lessonScript { runner.run(lessonScript) }
        output.flush()
        for message in runner.messages {
            FileHandle.standardError.write(Data("responder-sandbox: note: \(message)\n".utf8))
        }
    }
}
