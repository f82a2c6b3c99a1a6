import ArgumentParser
import Foundation
import ResponderCore
import SandboxScenes

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Feed input to a scene without a window and print every delivery step.",
        discussion: """
        Taps run first, then the events file. Exit status 2 means a bad scene or events file;
        its problems are printed one a line as FILE:LINE:COLUMN: key path: what is wrong.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A scene file or a lesson id.")
    var scene: String

    @Option(name: .customLong("tap"), help: ArgumentHelp("A touch that begins and ends at window point X,Y (repeatable).", valueName: "X,Y"))
    var taps: [TapPoint] = []

    @Option(help: ArgumentHelp("An events file: one command a line (down, move, up, tap, shake, press, action, …).", valueName: "FILE"))
    var events: String?

    @Option(help: "text: a log to read, in the style of NSLog; json: one object a line.")
    var format: Format = .text

    func run() throws {
        let catalog = try SceneArgument.catalog()
        let loaded = try SceneArgument.load(scene, catalog: catalog)
        let script = try events.map(SceneArgument.events)
        if let script, let events {
            let problems = script.diagnostics(against: loaded, file: events)
            if !problems.isEmpty { throw SceneArgument.failure(SourceDiagnostics(problems).description) }
        }
        let log = TraceLog()
        loaded.attach(log)
        let runner = ScriptRunner(scene: loaded)
        for tap in taps {
            runner.run(.tap(at: tap.point))
        }
        if let script { runner.run(script) }
        for step in log.steps {
            print(format == .json ? step.jsonLine : step.textLine)
        }
        for message in runner.messages {
            FileHandle.standardError.write(Data("note: \(message)\n".utf8))
        }
    }
}

struct TapPoint: ExpressibleByArgument {
    let point: CGPoint

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        point = CGPoint(x: x, y: y)
    }
}
