import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// The shake detector on every labelled trace under Assets/IMU (modelled, see its README):
/// shakes must be found soon enough and ended soon enough, still traces must give nothing.
/// The measured figures are printed, to be reported.
@Suite("Shake detection on the labelled IMU traces")
struct ShakeCorpusTests {
    /// One line of Assets/IMU/labels.csv.
    struct Label: CustomStringConvertible {
        var file: String
        var isShake: Bool
        var shakeStart: Double?
        var shakeEnd: Double?
        var rate: Int
        var description: String { file }
    }

    /// What the detector made of one trace.
    struct Outcome {
        var label: Label
        var outputs: [ShakeDetector.Output]
        var began: Double? { outputs.lazy.compactMap { if case .began(let t) = $0 { t } else { nil } }.first }
        var ended: Double? { outputs.lazy.compactMap { if case .ended(let t) = $0 { t } else { nil } }.first }
        var beginLatency: Double? { began.flatMap { b in label.shakeStart.map { b - $0 } } }
        var endLatency: Double? { ended.flatMap { e in label.shakeEnd.map { e - $0 } } }
    }

    static let maximumBeginLatency = 0.3
    static let maximumEndLatency = 0.5

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/IMU")

    static let labels: [Label] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("labels.csv"), encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let fields = line.split(separator: ",", maxSplits: 6, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7, let rate = Int(fields[4]) else { return nil }
            return Label(file: fields[0], isShake: fields[1] == "shake", shakeStart: Double(fields[2]),
                         shakeEnd: Double(fields[3]), rate: rate)
        }
    }()

    static func samples(_ label: Label) throws -> [IMUSample] {
        try IMUTrace.load(contentsOf: folder.appendingPathComponent(label.file), displayName: label.file).samples
    }

    static func detect(_ samples: [IMUSample], parameters: ShakeParameters = .standard) -> [ShakeDetector.Output] {
        var detector = ShakeDetector(parameters: parameters)
        return samples.flatMap { detector.feed($0) }
    }

    static let outcomes: [Outcome] = labels.compactMap { label in
        (try? samples(label)).map { Outcome(label: label, outputs: detect($0)) }
    }

    // MARK: - The corpus itself

    @Test func theCorpusIsLabelledAndComplete() throws {
        let shakes = Self.labels.filter(\.isShake)
        let stills = Self.labels.filter { !$0.isShake }
        #expect(shakes.count >= 12)
        #expect(stills.count >= 12)
        #expect(Self.outcomes.count == Self.labels.count, "every labelled trace loads")
        #expect(Set(Self.labels.map(\.rate)).isSuperset(of: [100, 200, 250, 500, 1000]))
        for label in shakes {
            let start = try #require(label.shakeStart, "\(label)")
            let end = try #require(label.shakeEnd, "\(label)")
            #expect(end - start >= 0.4 - 1e-9 && end - start <= 3 + 1e-9, "\(label)")
        }
        let listed = Set(Self.labels.map(\.file))
        for kind in ["shake", "still"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent(kind).path)
            for file in files where file.hasSuffix(".csv") {
                #expect(listed.contains("\(kind)/\(file)"), "\(kind)/\(file) is in labels.csv")
            }
        }
    }

    // MARK: - Detection

    @Test func shakesAreFoundAndStillTracesGiveNothing() {
        let shakes = Self.outcomes.filter(\.label.isShake)
        let stills = Self.outcomes.filter { !$0.label.isShake }
        let found = shakes.filter { $0.began != nil }
        let falsePositives = stills.filter { $0.began != nil }
        let rate = Double(found.count) / Double(max(1, shakes.count))
        Self.report(shakes: shakes, stills: stills, rate: rate, falsePositives: falsePositives)

        #expect(rate >= 0.95, "detection rate \(rate)")
        #expect(falsePositives.isEmpty, "false positives: \(falsePositives.map(\.label.file))")
    }

    @Test(arguments: labels.filter(\.isShake).map(\.file))
    func eachShakeBeginsAndEndsOnTime(file: String) throws {
        let outcome = try #require(Self.outcomes.first { $0.label.file == file })
        // One shake: exactly one began and one ended, nothing cancelled, nothing split.
        #expect(outcome.outputs.count == 2, "\(outcome.outputs)")
        let begin = try #require(outcome.beginLatency)
        let end = try #require(outcome.endLatency)
        #expect(begin >= 0 && begin <= Self.maximumBeginLatency, "motionBegan \(begin.ms) after the labelled start")
        #expect(abs(end) <= Self.maximumEndLatency, "motionEnded \(end.ms) after the labelled end")
    }

    @Test(arguments: labels.filter { !$0.isShake }.map(\.file))
    func eachStillTraceGivesNothing(file: String) throws {
        let outcome = try #require(Self.outcomes.first { $0.label.file == file })
        #expect(outcome.outputs.isEmpty)
    }

    /// Duplicated rows, rows arriving late and glitched readings must not change anything.
    @Test(arguments: labels.filter(\.isShake).map(\.file).prefix(6))
    func damagedStreamsGiveTheSameShake(file: String) throws {
        let label = try #require(Self.labels.first { $0.file == file })
        let clean = try Self.samples(label)
        var damaged: [IMUSample] = []
        for (index, sample) in clean.enumerated() {
            damaged.append(sample)
            if index % 7 == 0 { damaged.append(sample) }
            if index % 11 == 0 { damaged.append(IMUSample(time: sample.time, sensor: sample.sensor, x: .nan, y: 0, z: 0)) }
            if index % 13 == 0, index >= 20 { damaged.append(clean[index - 20]) }
            if index % 17 == 0 { damaged.append(IMUSample(time: .infinity, sensor: .gyroscope, x: 1, y: 1, z: 1)) }
        }
        #expect(Self.detect(damaged) == Self.detect(clean))
    }

    // MARK: - The figures

    static func report(shakes: [Outcome], stills: [Outcome], rate: Double, falsePositives: [Outcome]) {
        var lines = ["Shake corpus (\(shakes.count) shakes, \(stills.count) still traces, modelled):"]
        for outcome in shakes {
            let begin = outcome.beginLatency.map(\.ms) ?? "missed"
            let end = outcome.endLatency.map(\.ms) ?? "-"
            lines.append("  \(outcome.label.file): began +\(begin), ended \(end)")
        }
        let begins = shakes.compactMap(\.beginLatency).sorted()
        let ends = shakes.compactMap(\.endLatency).sorted()
        let percent = (rate * 1000).rounded() / 10
        lines.append("  detection rate: \(percent)% (\(shakes.filter { $0.began != nil }.count)/\(shakes.count))")
        lines.append("  false positives: \(falsePositives.count)/\(stills.count) \(falsePositives.map(\.label.file))")
        lines.append("  begin latency: median \(median(begins).ms), worst \((begins.last ?? .nan).ms)")
        lines.append("  end latency: median \(median(ends).ms), worst \((ends.max { abs($0) < abs($1) } ?? .nan).ms)")
        print(lines.joined(separator: "\n"))
    }

    static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

private extension Double {
    /// Seconds as whole milliseconds: `213 ms`.
    var ms: String { isFinite ? "\(Int((self * 1000).rounded())) ms" : "n/a" }
}

/// IMU traces played through `ScriptRunner` on the shake lessons: the detector's phases
/// reach the first responder as motion events, traced with their cause and time.
@Suite("IMU traces through the script runner")
struct IMUScriptRunnerTests {
    /// Records each delivery result with the application's clock when it happened.
    final class TimedLog: TraceRecorder {
        weak var application: UIApplication?
        private(set) var results: [(event: String, time: Double, result: DeliveryResult)] = []

        func record(_ step: TraceStep) {
            guard case .result(let result) = step else { return }
            results.append((result.event, application?.currentTime ?? .nan, result))
        }
    }

    static let shake = "shake/x-5hz-25ms2-200hz.csv"

    static func runner(lesson id: String) throws -> (ScriptRunner, TimedLog) {
        let catalog = try #require(LessonCatalog.locate())
        let scene = try LoadedScene.load(contentsOf: try #require(catalog.lesson(id: id)).url)
        let log = TimedLog()
        log.application = scene.application
        scene.attach(log)
        return (ScriptRunner(scene: scene), log)
    }

    static func shakeSamples() throws -> (samples: [IMUSample], label: ShakeCorpusTests.Label) {
        let label = try #require(ShakeCorpusTests.labels.first { $0.file == shake })
        return (try ShakeCorpusTests.samples(label), label)
    }

    @Test func aShakeTraceReachesTheFirstResponderAsMotionBeganAndEnded() throws {
        let (runner, log) = try Self.runner(lesson: "18-shake")
        let (samples, label) = try Self.shakeSamples()

        runner.run(samples)

        #expect(log.results.map(\.event) == ["motionBegan", "motionEnded"])
        for (_, _, result) in log.results {
            #expect(result.firstResponder == "canvas")
            #expect(result.handledBy == "ViewController")
            #expect(result.subtype == "motionShake")
        }
        #expect(log.results.first?.result.cause == ScriptRunner.shakeBeganCause)
        #expect(log.results.last?.result.cause == ScriptRunner.shakeEndedCause)
        // The application's clock is the trace's: each event happens at its sample's time.
        let began = try #require(log.results.first?.time), ended = try #require(log.results.last?.time)
        let start = try #require(label.shakeStart), end = try #require(label.shakeEnd)
        #expect(began > start && began - start <= ShakeCorpusTests.maximumBeginLatency)
        #expect(abs(ended - end) <= ShakeCorpusTests.maximumEndLatency)
        #expect(runner.scene.application.currentTime == samples.last?.time)
        #expect(!runner.scene.application.isMotionInProgress)
    }

    @Test func aControllerDisconnectedMidShakeCancelsTheMotion() throws {
        let (runner, log) = try Self.runner(lesson: "18-shake")
        let (samples, label) = try Self.shakeSamples()
        let cut = try #require(label.shakeStart) + 0.6

        for sample in samples where sample.time < cut { runner.feed(sample) }
        runner.cancelShake(cause: "the controller was disconnected")
        // Whatever arrives afterwards from the same shake does not start a new one.
        for sample in samples where sample.time >= cut { runner.feed(sample) }

        #expect(log.results.map(\.event) == ["motionBegan", "motionCancelled"])
        #expect(log.results.last?.result.cause == "the controller was disconnected")
        #expect(log.results.last?.result.handledBy == "ViewController")
        #expect(!runner.shakeDetector.isShaking)
    }

    @Test func aShakeThatGoesOnTooLongIsCancelledWithThatCause() throws {
        let (runner, log) = try Self.runner(lesson: "18-shake")
        var parameters = ShakeParameters()
        parameters.maximumDuration = 0.5
        runner.shakeDetector = ShakeDetector(parameters: parameters)

        runner.run(try Self.shakeSamples().samples)

        #expect(log.results.map(\.event) == ["motionBegan", "motionCancelled"])
        #expect(log.results.last?.result.cause == ShakeDetector.tooLongReason)
    }

    @Test func withoutAFirstResponderTheShakeGoesToTheKeyWindowAndIsNotHandled() throws {
        let (runner, log) = try Self.runner(lesson: "19-shake-no-first-responder")

        runner.run(try Self.shakeSamples().samples)

        // The key window's chain (window, application, delegate) has no view controller on it.
        #expect(log.results.map(\.event) == ["motionBegan", "motionEnded"])
        #expect(log.results.allSatisfy { $0.result.chain.first == "UIWindow" && $0.result.handledBy == nil })
    }

    @Test func aStillTraceDeliversNothingButStillMovesTheClock() throws {
        let (runner, log) = try Self.runner(lesson: "18-shake")
        let label = try #require(ShakeCorpusTests.labels.first { $0.file == "still/put-down-knock-500hz.csv" })
        let samples = try ShakeCorpusTests.samples(label)

        runner.run(samples)

        #expect(log.results.isEmpty)
        #expect(runner.scene.application.currentTime == samples.last?.time)
    }

    @Test func aSecondTraceStartsWhereTheClockIs() throws {
        let (runner, log) = try Self.runner(lesson: "18-shake")
        let (samples, _) = try Self.shakeSamples()
        let length = try #require(samples.last?.time)

        runner.run(samples)
        runner.run(samples)

        #expect(log.results.map(\.event) == ["motionBegan", "motionEnded", "motionBegan", "motionEnded"])
        // Within a few samples: the second trace's first sample lands on the first's last.
        #expect(abs(log.results[2].time - log.results[0].time - length) < 0.02)
    }
}
