import ArgumentParser
import Foundation
import ResponderCore
import SandboxScenes

/// The input options `trace` and `render` share, run in this order: taps first, then the
/// events file, then the IMU file, then the scene's own example input.
struct InputOptions: ParsableArguments {
    // .unconditional: `--tap -5,5` takes -5,5 as its value rather than as an unknown option.
    @Option(name: .customLong("tap"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A touch that begins and ends at window point X,Y (repeatable).", valueName: "X,Y"),
            transform: { try TapPoint.parse($0) })
    var taps: [TapPoint] = []

    @Option(help: ArgumentHelp("An events file: one command a line (down, move, up, tap, shake, press, action, …); - reads standard input.", valueName: "FILE"),
            completion: .file())
    var events: String?

    @Option(help: ArgumentHelp("An IMU trace (CSV: t,sensor,x,y,z) fed to the shake detector after the other input.", valueName: "FILE"),
            completion: .file(extensions: ["csv"]))
    var imu: String?

    @Flag(help: "Run the scene's own example input (its 'events:' key) after the other input.")
    var lessonEvents = false

    /// The scene's own `events:` script when `--lesson-events` asks for it, checked like an
    /// events file; exits 2 when the scene has none or it is wrong.
    func lessonScript(for loaded: LoadedScene, name: String) throws -> EventScript? {
        guard lessonEvents else { return nil }
        guard let text = loaded.document.events else {
            throw SceneArgument.error("\(name.pathShownInMessage): --lesson-events: the scene has no example input (no 'events:' key)")
        }
        // Problems are placed at the scene file's own lines when the script's place is known.
        let placed = { (problems: [SourceDiagnostic]) in
            SourceDiagnostics(loaded.document.eventsPlace?.place(problems, file: name) ?? problems)
        }
        let script: EventScript
        do {
            script = try EventScript.parse(text, file: "\(name) events")
        } catch {
            throw SceneArgument.failure(placed(error.diagnostics).description)
        }
        let problems = script.diagnostics(against: loaded, file: "\(name) events")
        if !problems.isEmpty { throw SceneArgument.failure(placed(problems).description) }
        return script
    }

    /// Reads and checks the IMU file; exits 2 with its problems.
    func imuTrace() throws -> IMUTrace? {
        guard let imu else { return nil }
        let text = try SceneArgument.readText(imu, what: "IMU file", maximumSize: IMUTrace.maximumFileSize)
        do {
            return try IMUTrace.parse(text, file: imu)
        } catch {
            throw SceneArgument.failure(error.description)
        }
    }

    /// Reads and checks the events file against the scene; exits 2 with its problems.
    func script(for loaded: LoadedScene) throws -> EventScript? {
        guard let events else { return nil }
        let script = try SceneArgument.events(events)
        let problems = script.diagnostics(against: loaded, file: events)
        if !problems.isEmpty { throw SceneArgument.failure(SourceDiagnostics(problems).description) }
        return script
    }

    /// Every input in order, as events-file commands with their line in the file.
    func commands(for loaded: LoadedScene) throws -> [(command: ScriptCommand, line: Int?)] {
        let script = try script(for: loaded)
        let tapCommands: [(command: ScriptCommand, line: Int?)] = taps.map { (.tap(at: $0.point), nil) }
        return tapCommands + (script?.lines.map { ($0.command, $0.line) } ?? [])
    }
}

/// `--tap X,Y`; a refusal states the form and the range, and names the number beyond it.
struct TapPoint {
    /// The model's range, as for an events file's taps.
    static let form = "a tap is X,Y in window points, each within ±\(Int(ModelLimits.magnitude))"
    let point: CGPoint

    static func parse(_ argument: String) throws -> TapPoint {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { throw ValidationError(form) }
        for (axis, text, value) in [("X", parts[0], x), ("Y", parts[1], y)] where !ModelLimits.contains(value) {
            throw ValidationError("\(axis) \(text) is out of range: \(form)")
        }
        return TapPoint(point: CGPoint(x: x, y: y))
    }
}

/// `--size 1280x800`.
struct WindowSize {
    static let widths = 320...8192
    static let heights = 240...8192
    let size: CGSize

    /// `--size WIDTHxHEIGHT`; a refusal states the smallest and the largest size.
    static func parse(_ argument: String) throws -> WindowSize {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], widths.contains(width), heights.contains(height) else {
            throw ValidationError("a size is WIDTHxHEIGHT in points, at least \(widths.lowerBound)x\(heights.lowerBound) and at most \(widths.upperBound)x\(heights.upperBound)")
        }
        return WindowSize(size: CGSize(width: width, height: height))
    }
}
