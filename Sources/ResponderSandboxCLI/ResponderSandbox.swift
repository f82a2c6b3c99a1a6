import ArgumentParser
import Foundation
import SandboxScenes

@main
struct ResponderSandbox: ParsableCommand {
    /// Taken as early as Swift code runs, for `--statistics`' time to the first frame.
    nonisolated(unsafe) static var launchTime: UInt64 = 0

    static func main() {
        launchTime = DispatchTime.now().uptimeNanoseconds
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let typo = CommandSuggestion.typo(in: arguments, commands: commandNames) {
            FileHandle.standardError.write(Data("responder-sandbox: unknown command '\(typo.word.shownInMessage())'; did you mean '\(typo.command)'? ('responder-sandbox --help' lists the commands)\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            finish(with: error, arguments: arguments)
        }
    }

    /// Ends the process as argument-parser's own `exit(withError:)` would, except that every
    /// message starts with `responder-sandbox: ` (argument-parser's included, in place of its
    /// `Error: `); a scene's problems keep their `FILE:LINE:COLUMN:` form. Help, the version and
    /// completion scripts go to standard output. A value argument-parser refuses is repeated
    /// in its message whole (`The value '…' is invalid for '--tap <X,Y>'`): one longer than any
    /// path, or holding a line break, is shortened there as the commands' own messages shorten
    /// what they repeat (a line break written `\n`), so the value stays on its line.
    private static func finish(with error: Error, arguments: [String]) -> Never {
        let code = exitCode(for: error)
        var text = fullMessage(for: error)
        let values = arguments + arguments.compactMap { argument in
            argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
        }
        for value in Set(values).sorted(by: { $0.count > $1.count })
        where value.count > String.pathCharactersShownInMessage || value.contains(where: \.isNewline) {
            text = text.replacingOccurrences(of: value, with: value.pathShownInMessage)
        }
        if code == .success {
            if !text.isEmpty { print(text) }
        } else if !text.isEmpty {
            let errorLabel = "Error: "
            let message = text.hasPrefix(errorLabel) ? String(text.dropFirst(errorLabel.count)) : text
            FileHandle.standardError.write(Data(("responder-sandbox: " + message + "\n").utf8))
        }
        Foundation.exit(code.rawValue)
    }

    /// The subcommands' names as typed: each one's configured name, else argument-parser's
    /// default, the type's name in lower case.
    static var commandNames: [String] {
        configuration.subcommands.map { $0.configuration.commandName ?? String(describing: $0).lowercased() }
    }

    static let configuration = CommandConfiguration(
        commandName: "responder-sandbox",
        abstract: "See how UIKit delivers a tap, a shake or an action: hit-testing, the responder chain, and who handles it.",
        usage: """
        responder-sandbox [SCENE] [<options>]   (opens the window: the 'open' command)
        responder-sandbox <subcommand> [<options>]
        """,
        discussion: """
        A scene is a YAML file of nested views, a view hierarchy printed by recursiveDescription (see 'import'), or a built-in lesson's id ('responder-sandbox lessons' lists them).

        Exit status: 0 done; 1 the machine is missing something (a display, ffmpeg, a font, the lessons) or a file could not be written; 2 a bad scene, events or IMU file, or an unknown scene; 64 a wrong command line.

        Shell completion (lesson ids and file paths): 'responder-sandbox --generate-completion-script bash' (or zsh, fish) prints the script to install.

        Examples:
          responder-sandbox lessons
          responder-sandbox trace 01-hit-testing-basics --tap 250,250
          responder-sandbox trace my-scene.yaml --events taps.txt --format json
          responder-sandbox render 01-hit-testing-basics --tap 350,350 --out tap.png
          responder-sandbox 05-figure-hit-test-order     (opens the window; H shows the keys)
          responder-sandbox new my-scene.yaml             (a new scene, built with the mouse in edit mode)
          responder-sandbox import dump.txt --out app.yaml (a view hierarchy printed by recursiveDescription)
          responder-sandbox why app.yaml Done --tap 300,40 (why a view does or does not get a touch)
        """,
        version: Version.current,
        subcommands: [OpenWindow.self, Lessons.self, Trace.self, Render.self, NewScene.self, ImportDump.self, Why.self, CaptureScene.self],
        defaultSubcommand: OpenWindow.self
    )
}
