import Foundation
import Testing

/// `render`'s options refused before anything is drawn, each in one line that says what
/// would be accepted.
@Suite("render's refusals state what is accepted")
struct RenderRefusalTests {
    @Test(arguments: ["x.bmp", "x.jpg", "x"])
    func anOutputOfAnotherTypeIsRefusedWithTheList(name: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("refused-\(UUID().uuidString)-\(name)").path

        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", out])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: --out \(out): the file's extension names its type; use one of .png, .gif, .mp4, .webm, .apng\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: ["100x100", "320x200", "8193x600", "800", "800x"])
    func aSizeOutOfRangeStatesTheRange(size: String) throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", "/tmp/never.png", "--size", size])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: The value '\(size)' is invalid for '--size <WIDTHxHEIGHT>': a size is WIDTHxHEIGHT in points, at least 320x240 and at most 8192x8192\n"))
    }

    /// A negative number was read as an unknown option: "Missing value for '--step <N>'".
    @Test(arguments: [
        (["--step", "-1"], "--step takes a number of steps, 0 or more"),
        (["--zoom", "-1"], "--zoom -1: expected a number from 0.5 to 3 (1 is the normal size)"),
        (["--scale", "-2"], "--scale takes a number from 0.5 to 4"),
        (["--fps", "-5"], "--fps takes a number of frames per second from 1 to 60"),
    ])
    func aNegativeNumberIsRefusedByItsOwnCheck(option: [String], message: String) throws {
        let out = option[0] == "--fps" ? "/tmp/never.gif" : "/tmp/never.png"

        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", out] + option)

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: \(message)\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anAnimationLongerThanTheLimitIsRefusedBeforeDrawing() throws {
        // Precondition: 3,000 taps, some 45,000 frames at 15 fps.
        let folder = TemporaryFolder()
        let events = try folder.file("taps.events", String(repeating: "tap 100 100\n", count: 3_000))
        let out = folder.path("taps.gif")

        // Action
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--events", events, "--out", out])

        // Assertion: refused in one line naming the limit; nothing written.
        #expect(run.status == 2)
        #expect(run.stderr == "responder-sandbox: --out \(out): the animation would be longer than 36000 frames (40 minutes at 15 fps), the most an animation holds: give fewer taps, a shorter events file or a faster --speed\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anMP4LargerThanH264AllowsIsRefusedBeforeDrawing() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", "/tmp/never.mp4", "--size", "8192x8192"])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: --out /tmp/never.mp4: a frame of 8192×8192 pixels is too large for an MP4 (at most 139264 blocks of 16×16 pixels, 8192×4352 say); choose a smaller --size or --scale\n"))
    }
}
