import Foundation
import Testing
@testable import ResponderCore

/// The shake detector on samples built here: rest, clear shakes, and the awkward cases a
/// real controller produces (glitches, late or repeated samples, a restarted clock).
@Suite("Shake detector")
struct ShakeDetectorTests {
    /// Controller motion, sampled: gravity on +y plus a left-right shake of `peak` m/s² at
    /// `frequency` Hz between `shakeStart` and `shakeEnd`, yawing with it when `yaw` > 0.
    struct Motion {
        var rate = 200.0
        var duration = 3.0
        var shakeStart = 1.0
        var shakeEnd = 2.0
        var frequency = 5.0
        var peak = 25.0
        var yaw = 6.0
        var accelerometer = true
        var gyroscope = true
        var direction = SIMD3<Double>(1, 0, 0)

        func strength(_ t: Double) -> Double {
            t >= shakeStart && t < shakeEnd ? sin(2 * .pi * frequency * (t - shakeStart)) : 0
        }

        /// A little deterministic noise, so that rest is not perfectly flat.
        func noise(_ k: Int) -> Double { Double((k * 7919) % 41 - 20) / 400 }

        var samples: [IMUSample] {
            (0..<Int((duration * rate).rounded())).flatMap { k -> [IMUSample] in
                let t = Double(k) / rate
                let a = direction * (peak * strength(t))
                var row: [IMUSample] = []
                if accelerometer {
                    row.append(IMUSample(time: t, sensor: .accelerometer, x: a.x + noise(k), y: 9.81 + a.y, z: a.z - noise(k)))
                }
                if gyroscope {
                    row.append(IMUSample(time: t, sensor: .gyroscope, x: noise(k) / 10, y: yaw * strength(t + 0.02), z: 0))
                }
                return row
            }
        }
    }

    static func detect(_ samples: [IMUSample], parameters: ShakeParameters = .standard) -> [ShakeDetector.Output] {
        var detector = ShakeDetector(parameters: parameters)
        return samples.flatMap { detector.feed($0) }
    }

    // MARK: - Rest and shakes

    @Test func atRestNothingHappens() {
        var detector = ShakeDetector()
        let outputs = Motion(shakeStart: 9, shakeEnd: 9).samples.flatMap { detector.feed($0) }

        #expect(outputs.isEmpty)
        #expect(!detector.isShaking)
        #expect(abs(detector.latestAccelerationMagnitude - 9.81) < 0.1)
        #expect(detector.latestUserAccelerationMagnitude < 0.5)
    }

    @Test func aClearShakeBeginsThenEnds() throws {
        let outputs = Self.detect(Motion().samples)

        try #require(outputs.count == 2, "\(outputs)")
        guard case .began(let began) = outputs[0], case .ended(let ended) = outputs[1] else {
            Issue.record("expected began then ended, got \(outputs)")
            return
        }
        #expect(began > 1.0 && began <= 1.3)
        #expect(ended > 2.0 && ended <= 2.5)
    }

    @Test(arguments: [(true, false), (false, true), (true, true)])
    func eitherSensorAloneIsEnough(accelerometer: Bool, gyroscope: Bool) {
        let motion = Motion(accelerometer: accelerometer, gyroscope: gyroscope)

        let outputs = Self.detect(motion.samples)

        #expect(outputs.count == 2, "\(outputs)")
        #expect(outputs.first.map { if case .began = $0 { true } else { false } } == true)
    }

    @Test(arguments: [100.0, 200.0, 250.0, 500.0, 1000.0])
    func theSampleRateHardlyMatters(rate: Double) throws {
        let outputs = Self.detect(Motion(rate: rate).samples)
        let reference = Self.detect(Motion(rate: 1000).samples)

        try #require(outputs.count == 2)
        #expect(abs(outputs[0].time - reference[0].time) <= 0.015)
        #expect(abs(outputs[1].time - reference[1].time) <= 0.015)
    }

    @Test func aShakeAlongADiagonalCountsLikeOneAlongAnAxis() {
        let diagonal = Motion(yaw: 0, gyroscope: false, direction: SIMD3(1, 1, 1) / 3.0.squareRoot())

        #expect(Self.detect(diagonal.samples).count == 2)
    }

    /// A slow shake is found one cycle in: the first stroke and its return look exactly like
    /// a jab, so the detector waits for the stroke after (see `minimumReversals`).
    @Test func aSlowThreeHertzShakeIsFoundAfterOneCycle() throws {
        let motion = Motion(frequency: 3, peak: 20, gyroscope: false)

        let began = try #require(Self.detect(motion.samples).first)

        #expect(began.time - motion.shakeStart <= 1.0 / 3 + 0.06)
    }

    // MARK: - Not shakes

    @Test func aSingleJabIsNotAShake() {
        // A push and its stop: one reversal, however hard.
        let jab = Motion(duration: 2, shakeStart: 1, shakeEnd: 1.2, peak: 35, yaw: 0, gyroscope: false)

        #expect(Self.detect(jab.samples).isEmpty)
    }

    @Test func aKnockIsNotAShake() {
        // 30 ms of a 40 Hz rattle: many reversals, but too short.
        let knock = Motion(shakeStart: 1, shakeEnd: 1.03, frequency: 40, peak: 35, yaw: 0, gyroscope: false)

        #expect(Self.detect(knock.samples).isEmpty)
    }

    @Test func slowWavingIsNotAShake() {
        // Strong enough, back and forth, but at 1.5 Hz: waving.
        let waving = Motion(duration: 5, shakeStart: 0.5, shakeEnd: 4.5, frequency: 1.5, peak: 18, yaw: 3)

        #expect(Self.detect(waving.samples).isEmpty)
    }

    // MARK: - Cancelling

    @Test func aShakeThatGoesOnTooLongIsCancelledOnce() throws {
        let outputs = Self.detect(Motion(duration: 8, shakeEnd: 7.5).samples)

        try #require(outputs.count == 2, "\(outputs)")
        guard case .began(let began) = outputs[0], case .cancelled(let cancelled, let reason) = outputs[1] else {
            Issue.record("expected began then cancelled, got \(outputs)")
            return
        }
        #expect(reason == ShakeDetector.tooLongReason)
        #expect(reason == "the shake went on too long")
        #expect(abs(cancelled - began - ShakeParameters.standard.maximumDuration) < 0.01)
    }

    @Test func theMaximumDurationCanBeChanged() {
        var parameters = ShakeParameters()
        parameters.maximumDuration = 0.5

        let outputs = Self.detect(Motion().samples, parameters: parameters)

        #expect(outputs.count == 2)
        #expect(outputs.last.map { if case .cancelled(_, reason: ShakeDetector.tooLongReason) = $0 { true } else { false } } == true)
    }

    @Test func anExternalCancelEndsTheShakeAndTheRestOfItIsIgnored() {
        var detector = ShakeDetector()
        var outputs: [ShakeDetector.Output] = []
        for sample in Motion().samples {
            outputs += detector.feed(sample)
            if sample.time == 1.5, sample.sensor == .accelerometer {
                outputs += detector.cancel(at: 1.5, reason: "the controller was disconnected")
            }
        }

        #expect(outputs.count == 2, "\(outputs)")
        #expect(outputs.last == .cancelled(1.5, reason: "the controller was disconnected"))
        #expect(!detector.isShaking)
    }

    @Test func aNewShakeCanBeginOnceTheCancelledOneHasStopped() {
        var detector = ShakeDetector()
        var outputs: [ShakeDetector.Output] = []
        let first = Motion(duration: 2.5, shakeStart: 0.5, shakeEnd: 1.5).samples
        let second = Motion(duration: 5, shakeStart: 3, shakeEnd: 4).samples.filter { $0.time >= 2.5 }
        for sample in first + second {
            outputs += detector.feed(sample)
            if sample.time == 1.0, sample.sensor == .gyroscope { outputs += detector.cancel(at: 1.0, reason: "the window lost focus") }
        }

        let kinds = outputs.map { output -> String in
            switch output {
            case .began: return "began"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            }
        }
        #expect(kinds == ["began", "cancelled", "began", "ended"])
    }

    @Test func cancellingWithoutAShakeReportsNothing() {
        var detector = ShakeDetector()

        #expect(detector.cancel(at: 0, reason: "the window lost focus").isEmpty)
    }

    // MARK: - Damaged streams

    @Test func nanAndInfinityAreIgnored() {
        let clean = Motion().samples
        var damaged: [IMUSample] = []
        for (index, sample) in clean.enumerated() {
            damaged.append(sample)
            guard index % 5 == 0 else { continue }
            damaged.append(IMUSample(time: sample.time + 0.001, sensor: .accelerometer, x: .nan, y: 9.81, z: 0))
            damaged.append(IMUSample(time: .nan, sensor: .gyroscope, x: 0, y: 0, z: 0))
            damaged.append(IMUSample(time: sample.time + 0.002, sensor: .gyroscope, x: -.infinity, y: 0, z: 0))
            damaged.append(IMUSample(time: sample.time + 0.002, sensor: .accelerometer, x: 1e300, y: 1e300, z: 0))
        }
        var detector = ShakeDetector()
        let outputs = damaged.flatMap { detector.feed($0) }

        #expect(outputs == Self.detect(clean))
        #expect(detector.latestAccelerationMagnitude.isFinite)
        #expect(detector.latestUserAccelerationMagnitude.isFinite)
        #expect(detector.latestRotationRateMagnitude.isFinite)
    }

    @Test func lateAndRepeatedSamplesAreIgnored() {
        let clean = Motion().samples
        var damaged: [IMUSample] = []
        for (index, sample) in clean.enumerated() {
            damaged.append(sample)
            if index % 3 == 0 { damaged.append(sample) }
            if index % 4 == 0, index >= 10 { damaged.append(clean[index - 10]) }
        }

        #expect(Self.detect(damaged) == Self.detect(clean))
    }

    @Test func aClockThatJumpsBackMidShakeCancelsIt() {
        let samples = Motion().samples
        let before = samples.filter { $0.time < 1.5 }
        let restarted = Motion(shakeStart: 9, shakeEnd: 9).samples.prefix(100)

        let outputs = Self.detect(before + restarted)

        #expect(outputs.count == 2)
        #expect(outputs.last == .cancelled(before.last!.time, reason: ShakeDetector.clockRestartReason))
    }

    @Test func resetForgetsEverything() {
        var detector = ShakeDetector()
        for sample in Motion().samples where sample.time < 1.5 { _ = detector.feed(sample) }
        #expect(detector.isShaking)

        detector.reset()

        #expect(!detector.isShaking)
        #expect(detector.shakeStartTime == nil)
        #expect(detector.latestAccelerationMagnitude == 0)
        // The same samples again, from the start: the clock may go back after a reset.
        #expect(Motion().samples.flatMap { detector.feed($0) } == Self.detect(Motion().samples))
    }

    // MARK: - What a plot shows

    @Test func thePlotValuesFollowTheSamples() {
        var detector = ShakeDetector()
        _ = detector.feed(IMUSample(time: 0, sensor: .accelerometer, x: 0, y: 9.81, z: 0))
        _ = detector.feed(IMUSample(time: 0, sensor: .gyroscope, x: 3, y: 4, z: 0))

        #expect(abs(detector.latestAccelerationMagnitude - 9.81) < 1e-12)
        #expect(detector.latestRotationRateMagnitude == 5)
        #expect(detector.accelerationThreshold == ShakeParameters.standard.accelerationThreshold)
        #expect(detector.rotationRateThreshold == 3.8)
        #expect(!detector.isShaking)
    }
}
