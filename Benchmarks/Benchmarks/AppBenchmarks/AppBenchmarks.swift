// The real program, started as a user starts it, beside a bare SDL program in the same run.
//   Start-up/…        launch to first presented frame and exit: `responder-sandbox open
//                     --quit-after 0` (the default lesson; the frame is drawn and presented
//                     before the time limit is checked) against bare-sdl-window (SDL video,
//                     a 1280×800 window, a renderer made the same way, one clear and present).
//   Idle/…            `open --quit-after 12 --statistics` left alone: CPU time between 2 s and
//                     12 s after launch, read from /proc, and the frames it drew in all.
//   Memory/…          peak resident size (wait4's ru_maxrss) of `open --lesson-events
//                     --quit-after 3` on the default lesson, and of bare-sdl-window.
// With DISPLAY set (run under xvfb-run, as Benchmarks/run does) the windows are real X11
// windows; without it SDL's dummy driver is used and the start-up figures mean less.

import Benchmark
import Foundation

enum App {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sandbox = root.appendingPathComponent(".build/release/responder-sandbox").path
    static let bare = root.appendingPathComponent("Benchmarks/.build/release/bare-sdl-window").path

    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty {
            environment["SDL_VIDEODRIVER"] = "dummy"
            FileHandle.standardError.write(Data("AppBenchmarks: no DISPLAY, so SDL's dummy driver is used\n".utf8))
        }
        return environment
    }()

    /// Runs a program to its end; a failure stops the run, as its figures would mean nothing.
    @discardableResult
    static func run(_ path: String, _ arguments: [String]) -> ChildProcess.Exit {
        let exit = ChildProcess(path, arguments, environment: environment).wait()
        guard exit.status == 0 else { fatalError("\(path) \(arguments.joined(separator: " ")) failed (wait status \(exit.status))") }
        return exit
    }
}

let peakResidentKiB = BenchmarkMetric.custom("peakResidentKiB", polarity: .prefersSmaller, useScalingFactor: false)
let idleCPUMilliseconds = BenchmarkMetric.custom("idleCPUms", polarity: .prefersSmaller, useScalingFactor: false)
let framesDrawn = BenchmarkMetric.custom("framesDrawn", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .milliseconds,
        warmupIterations: 2,
        maxDuration: .seconds(15),
        maxIterations: 30
    )

    Benchmark("Start-up/responder-sandbox open, first frame") { benchmark in
        for _ in benchmark.scaledIterations { App.run(App.sandbox, ["open", "--quit-after", "0"]) }
    }
    Benchmark("Start-up/bare SDL window, present once") { benchmark in
        for _ in benchmark.scaledIterations { App.run(App.bare, []) }
    }

    let once = Benchmark.Configuration(metrics: [peakResidentKiB], warmupIterations: 0, maxIterations: 1)
    Benchmark("Memory/responder-sandbox open, default lesson played", configuration: once) { benchmark in
        let exit = App.run(App.sandbox, ["open", "--lesson-events", "--quit-after", "3"])
        benchmark.measurement(peakResidentKiB, exit.peakResidentBytes / 1024)
    }
    Benchmark("Memory/bare SDL window", configuration: once) { benchmark in
        benchmark.measurement(peakResidentKiB, App.run(App.bare, []).peakResidentBytes / 1024)
    }

    Benchmark(
        "Idle/responder-sandbox open, 10 s untouched",
        configuration: .init(metrics: [idleCPUMilliseconds, framesDrawn], warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 1)
    ) { benchmark in
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("idle-benchmark-\(getpid()).txt").path
        let child = ChildProcess(App.sandbox, ["open", "--quit-after", "12", "--statistics"], environment: App.environment, errorFile: log)
        Thread.sleep(forTimeInterval: 2)
        let before = child.cpuSecondsSoFar()
        Thread.sleep(forTimeInterval: 10)
        let after = child.cpuSecondsSoFar()
        let exit = child.wait()
        let statistics = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: log)
        guard exit.status == 0, let frames = statistics.firstMatch(of: #/frames drawn: ([0-9]+)/#).flatMap({ Int($0.1) }) else {
            fatalError("the idle window failed (wait status \(exit.status)): \(statistics)")
        }
        benchmark.measurement(idleCPUMilliseconds, Int(((after - before) * 1000).rounded()))
        benchmark.measurement(framesDrawn, frames)
    }
}
