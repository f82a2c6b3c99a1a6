// The `trace` command's own work on a big scene: loading it, and the marginal cost of one tap
// with its JSON trace.
//
// The scene is the balanced tree of Scenes/make-balanced-scene.py (9,331 views: a root and
// five levels of 6 subviews each), generated at setup. The tap lands in the deepest view of
// the first-subview path, where hit-testing asks every sibling at every level (32 views).
//
//   Trace/…/load scene                   LoadedScene.load(text:file:): compose (libyaml's
//                                        events into a YAMLNode tree), check, build
//   Trace/…/parse only                   SceneParser.parse: compose and check, no objects built
//   Trace/…/tap + JSON trace (trace)     what `trace` does per tap: the events-file runner's
//                                        tap, each step written by TraceOutput (the recorder)
//                                        as a JSON line, to /dev/null in 64 KiB blocks
//   Trace/…/tap, core traced (TraceLog)  the core's own traced tap, the 2× reference

import Benchmark
import Foundation
import ResponderCore
import SandboxScenes

enum BalancedScene {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes/make-balanced-scene.py")
    /// In the deepest view along the first-subview path (20 × 50 at the window's origin).
    static let tapPoint = CGPoint(x: 10, y: 25)

    /// The generated YAML, made once per process.
    static let text: String = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fatalError("cannot run \(script.path): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
            fatalError("\(script.path) failed")
        }
        return text
    }()

    static func load() -> LoadedScene {
        do {
            return try LoadedScene.load(text: text, file: "balanced-9331.yaml")
        } catch {
            fatalError("\(error)")
        }
    }
}

let scene = "balanced 9331 views"

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(4),
        maxIterations: 50_000
    )
    let loading = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
        maxDuration: .seconds(10), maxIterations: 20
    )

    Benchmark("Trace/\(scene)/load scene", configuration: loading) { benchmark, text in
        for _ in benchmark.scaledIterations {
            blackHole(try LoadedScene.load(text: text, file: "balanced-9331.yaml"))
        }
    } setup: {
        BalancedScene.text
    }

    Benchmark("Trace/\(scene)/parse only (compose and check, no objects)", configuration: loading) { benchmark, text in
        for _ in benchmark.scaledIterations {
            blackHole(try SceneParser.parse(text, file: "balanced-9331.yaml"))
        }
    } setup: {
        BalancedScene.text
    }

    Benchmark("Trace/\(scene)/tap + JSON trace (trace)") { (benchmark: Benchmark, state: (ScriptRunner, TraceOutput)) in
        let (runner, output) = state
        for _ in benchmark.scaledIterations {
            runner.run(.tap(at: BalancedScene.tapPoint))
        }
        output.flush()
    } setup: {
        let loaded = BalancedScene.load()
        let sink = open("/dev/null", O_WRONLY)
        let output = TraceOutput(fileDescriptor: sink, format: .json)
        loaded.attach(output)
        return (ScriptRunner(scene: loaded), output)
    }

    Benchmark("Trace/\(scene)/tap, core traced (TraceLog)") { (benchmark: Benchmark, state: (TraceLog, UIApplication)) in
        let (log, application) = state
        for _ in benchmark.scaledIterations {
            log.removeAll()
            application.handleTouch(1, phase: .began, at: BalancedScene.tapPoint)
            application.handleTouch(1, phase: .ended, at: BalancedScene.tapPoint)
        }
    } setup: {
        let loaded = BalancedScene.load()
        let log = TraceLog()
        loaded.attach(log)
        return (log, loaded.application)
    }
}
