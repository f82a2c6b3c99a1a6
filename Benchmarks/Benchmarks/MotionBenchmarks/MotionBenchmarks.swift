// The shake detector's speed: samples per second through ShakeDetector.feed, over every
// recorded trace in Assets/IMU (shakes and non-shakes alike, gyroscope and accelerometer),
// as one stream. Controllers send 100–1,000 samples a second per sensor, so anything in the
// millions leaves the detector invisible in a frame.
//   Shake detector/N samples, detector alone     ShakeDetector.feed only
//   Shake detector/N samples, through the core   ScriptRunner.run: the detector, then
//                                                 motionBegan/Ended delivered along the chain of
//                                                 lesson 18's first responder, no recorder

import Benchmark
import Foundation
import ResponderCore
import SandboxScenes

enum MotionFixture {
    static let assets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    /// Every trace, one after another, each shifted to start a second after the last ended,
    /// so that the stream's clock only goes forward.
    static let samples: [IMUSample] = {
        let imu = assets.appendingPathComponent("IMU")
        let files = ["shake", "still"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: imu.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".csv") }.sorted().map { imu.appendingPathComponent(folder).appendingPathComponent($0) }
        }
        guard files.count >= 30 else { fatalError("expected the recorded traces in \(imu.path)") }
        var stream: [IMUSample] = []
        var offset = 0.0
        for file in files {
            do {
                let trace = try IMUTrace.load(contentsOf: file)
                guard let first = trace.samples.first?.time, let last = trace.samples.last?.time else { continue }
                for var sample in trace.samples {
                    sample.time += offset - first
                    stream.append(sample)
                }
                offset += last - first + 1
            } catch {
                fatalError("\(file.lastPathComponent): \(error)")
            }
        }
        return stream
    }()

    static func runner() -> ScriptRunner {
        let lesson = assets.appendingPathComponent("Lessons/18-shake.yaml")
        do {
            let scene = try LoadedScene.load(contentsOf: lesson)
            scene.application.traceRecorder = nil
            return ScriptRunner(scene: scene)
        } catch {
            fatalError("\(lesson.lastPathComponent): \(error)")
        }
    }
}

let shakes = BenchmarkMetric.custom("shakesDetected", polarity: .prefersLarger, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    let samples = MotionFixture.samples
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    // Throughput counts iterations; one iteration is the whole stream. samples/s is
    // throughput × the stream's length, printed by the benchmark's own description.
    Benchmark(
        "Shake detector/\(samples.count) samples, detector alone",
        configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [shakes])
    ) { benchmark in
        var began = 0
        for _ in benchmark.scaledIterations {
            var detector = ShakeDetector()
            began = 0
            for sample in samples {
                for output in detector.feed(sample) {
                    if case .began = output { began += 1 }
                }
            }
        }
        benchmark.measurement(shakes, began)
    }

    // run(_:) starts the stream at the application's clock, so each pass follows the last.
    Benchmark("Shake detector/\(samples.count) samples, through the core") { (benchmark: Benchmark, runner: ScriptRunner) in
        for _ in benchmark.scaledIterations {
            runner.run(samples)
        }
    } setup: {
        MotionFixture.runner()
    }
}
