import Foundation
import Testing

/// `render … --out FILE.gif|.mp4`: the whole animation, decoded again with ffmpeg. They need
/// ffmpeg (the package 'ffmpeg', installed by scripts/install-deps, which CI runs); without
/// it they are skipped, and the binary's own one-line error is tested instead.
@Suite("Animated export")
struct AnimatedExportTests {
    static let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg", "/opt/homebrew/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let ffprobe = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe", "/opt/homebrew/bin/ffprobe"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let hasFFmpeg = ffmpeg != nil && ffprobe != nil

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)-\(name)").path
    }

    /// Runs a tool and returns its standard output.
    static func tool(_ path: String?, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(path ?? "") \(arguments.joined(separator: " "))")
        return data
    }

    /// Frames ffprobe counts by decoding the whole file.
    static func frameCount(_ file: String) throws -> Int {
        let output = try tool(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                        "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", file])
        return try #require(Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// One decoded frame (the last one when `index` is nil) as RGB bytes.
    static func rgb(_ file: String, lastFrame: Bool) throws -> [UInt8] {
        let input = lastFrame ? ["-sseof", "-0.5", "-i", file, "-update", "1"] : ["-i", file]
        return Array(try tool(ffmpeg, ["-v", "error"] + input + ["-frames:v", lastFrame ? "100" : "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).suffix(960 * 600 * 3))
    }

    /// The share of colour values more than `tolerance` apart, and the mean difference.
    static func difference(_ a: [UInt8], _ b: [UInt8], tolerance: Int) -> (farShare: Double, mean: Double) {
        guard a.count == b.count, !a.isEmpty else { return (1, 255) }
        var far = 0, total = 0
        for (x, y) in zip(a, b) {
            let d = abs(Int(x) - Int(y))
            total += d
            if d > tolerance { far += 1 }
        }
        return (Double(far) / Double(a.count), Double(total) / Double(a.count))
    }

    /// "wrote FILE: N frames, …" on standard error.
    static func reportedFrames(_ stderr: String) -> Int? {
        guard let range = stderr.range(of: #": (\d+) frames"#, options: .regularExpression) else { return nil }
        return Int(stderr[range].dropFirst(2).prefix { $0.isNumber })
    }

    @Test(.enabled(if: hasFFmpeg, "needs ffmpeg: apt-get install ffmpeg (scripts/install-deps)"))
    func gifHasEveryFrameAndEndsOnTheRenderedPicture() throws {
        let gif = Self.temporaryPath("lesson.gif"), png = Self.temporaryPath("lesson.png")
        let common = ["render", "01-hit-testing-basics", "--lesson-events", "--size", "960x600"]

        let export = try CommandLineTests.run(common + ["--out", gif, "--fps", "10"])
        let still = try CommandLineTests.run(common + ["--out", png])

        #expect(export.status == 0, "\(export.stderr)")
        #expect(still.status == 0)
        let reported = try #require(Self.reportedFrames(export.stderr), "\(export.stderr)")
        #expect(try Self.frameCount(gif) == reported)
        // Two taps of several steps each at teaching speed, then a second held: well over 10 frames.
        #expect(reported > 10 * 5)
        let difference = Self.difference(try Self.rgb(gif, lastFrame: true), try Self.rgb(png, lastFrame: false), tolerance: 48)
        #expect(difference.farShare < 0.001, "last frame against the PNG: \(difference)")
        #expect(difference.mean < 2)
    }

    @Test(.enabled(if: hasFFmpeg, "needs ffmpeg: apt-get install ffmpeg (scripts/install-deps)"))
    func mp4HasEveryFrameAndEndsOnTheRenderedPicture() throws {
        let mp4 = Self.temporaryPath("tap.mp4"), png = Self.temporaryPath("tap.png")
        let common = ["render", "01-hit-testing-basics", "--tap", "350,350", "--size", "960x600"]

        let export = try CommandLineTests.run(common + ["--out", mp4, "--speed", "4"])
        let still = try CommandLineTests.run(common + ["--out", png])

        #expect(export.status == 0, "\(export.stderr)")
        #expect(still.status == 0)
        let reported = try #require(Self.reportedFrames(export.stderr), "\(export.stderr)")
        #expect(try Self.frameCount(mp4) == reported)
        // H.264 is lossy: most pixels are close, text edges may not be.
        let difference = Self.difference(try Self.rgb(mp4, lastFrame: true), try Self.rgb(png, lastFrame: false), tolerance: 40)
        #expect(difference.farShare < 0.02, "last frame against the PNG: \(difference)")
        #expect(difference.mean < 4)
    }

    @Test(.enabled(if: hasFFmpeg, "needs ffmpeg: apt-get install ffmpeg (scripts/install-deps)"))
    func speedAndFPSSetTheNumberOfFrames() throws {
        let slow = Self.temporaryPath("slow.gif"), fast = Self.temporaryPath("fast.gif")
        let common = ["render", "01-hit-testing-basics", "--tap", "350,350", "--size", "640x400"]

        let atOne = try CommandLineTests.run(common + ["--out", slow, "--fps", "8"])
        let atFour = try CommandLineTests.run(common + ["--out", fast, "--fps", "8", "--speed", "4"])

        let slowFrames = try #require(Self.reportedFrames(atOne.stderr)), fastFrames = try #require(Self.reportedFrames(atFour.stderr))
        // Both hold the final picture for a second (8 frames); the animation before it is four times shorter.
        let ratio = Double(slowFrames - 8) / Double(fastFrames - 8)
        #expect((3.0...5.0).contains(ratio), "\(slowFrames) frames at ×1, \(fastFrames) at ×4")
    }

    @Test func missingFFmpegIsOneLineNamingThePackage() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", Self.temporaryPath("x.gif")],
                                           environment: ["PATH": "/nonexistent"])

        #expect(run.status == 1)
        #expect(run.stderr == "responder-sandbox: animated output needs ffmpeg, which was not found: install the package 'ffmpeg' (apt-get install ffmpeg on Debian, brew install ffmpeg on macOS)\n")
    }

    @Test func fpsIsRefusedForAStillPNG() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", Self.temporaryPath("x.png"), "--fps", "10"])

        #expect(run.status != 0)
        #expect(run.stderr.contains("--fps and --speed are for animated output"))
    }

    @Test func speedMustBeOneOfTheWindowsSpeeds() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", Self.temporaryPath("x.gif"), "--speed", "3"])

        #expect(run.status != 0)
        #expect(run.stderr.contains("0.25, 0.5, 1, 2, 4, 8"))
    }
}
