import Foundation
import Testing

/// Text someone typed, repeated in a one-line error, is shortened when it is long: a view name
/// 100,000 characters long gives a line of its first 60 characters, `…` and its length; an
/// argument no path could be (over 255 characters) keeps 255.
@Suite("A long argument repeated in an error is shortened")
struct LongArgumentTests {
    static let long = String(repeating: "x", count: 100_000)
    static let shortName = String(repeating: "x", count: 60) + "… (100000 characters)"
    static let shortPath = String(repeating: "x", count: 255) + "… (100000 characters)"
    let scratch = TemporaryFolder()

    static func expectOneShortLine(_ run: CommandLineTests.Run, status: Int32, saying words: String) {
        #expect(run.status == status)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && run.stderr.count < 1_000, "\(run.stderr.count) characters on \(lines.count) lines: \(run.stderr.prefix(300))")
        #expect(run.stderr.contains(words), "\(run.stderr.prefix(400))")
    }

    @Test func whyWithALongViewName() throws {
        let run = try CommandLineTests.run(["why", "01-hit-testing-basics", Self.long])

        Self.expectOneShortLine(run, status: 2, saying: "no view is named '\(Self.shortName)'")
    }

    @Test(arguments: ["why", "trace", "render", "capture"])
    func aLongSceneArgument(command: String) throws {
        let arguments = command == "why" ? [command, Self.long, "A"] : command == "render" ? [command, Self.long, "--out", scratch.path("x.png")] : [command, Self.long]

        let run = try CommandLineTests.run(arguments)

        Self.expectOneShortLine(run, status: 2, saying: "responder-sandbox: \(Self.shortPath): no such file, and no lesson has that id")
    }

    @Test func renderSelectingALongName() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--select", Self.long, "--out", scratch.path("x.png")])

        Self.expectOneShortLine(run, status: 2, saying: "responder-sandbox: --select: the scene has no responder named '\(Self.shortName)'")
    }

    @Test(arguments: [(["import"], "dump"), (["trace", "01-hit-testing-basics", "--events"], "events file"),
                      (["trace", "01-hit-testing-basics", "--imu"], "IMU file")])
    func aLongFilePath(command: [String], what: String) throws {
        let run = try CommandLineTests.run(command + [Self.long])

        Self.expectOneShortLine(run, status: 2, saying: "\(Self.shortPath):1:1: cannot read the \(what) (no such file)")
    }

    @Test func aLongPictureName() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", scratch.path(Self.long + ".png")])

        Self.expectOneShortLine(run, status: 1, saying: "cannot write the PNG")
        #expect(run.stderr.contains("… (100"), "\(run.stderr.prefix(400))")
    }

    @Test func aValueTheCommandLineRefuses() throws {
        let run = try CommandLineTests.run(["why", "01-hit-testing-basics", "A", "--tap", Self.long])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: The value '\(Self.shortPath)' is invalid for '--tap <X,Y>'"), "\(run.stderr.prefix(400))")
        #expect(run.stderr.count < 1_000)
    }

    @Test func aValueTheCommandLineRefusesHoldingALineBreak() throws {
        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics", "--tap", "1\n2"])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: The value '1\\n2' is invalid for '--tap <X,Y>': a tap is X,Y"), "\(run.stderr.prefix(400))")
    }

    @Test func anEventsLineNamingALongName() throws {
        let events = try scratch.file("long.events", "become \(Self.long)\n")

        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics", "--events", events])

        Self.expectOneShortLine(run, status: 2, saying: "\(events):1:1: become: the scene has no responder named '\(Self.shortName)'")
    }
}
