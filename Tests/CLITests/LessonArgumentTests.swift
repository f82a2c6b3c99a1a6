import Foundation
import Testing

/// Scene arguments and steps: lesson-id prefixes, `trace --lesson-events`, `render --step N`
/// and `--zoom X`.
@Suite("Lesson prefixes, --lesson-events, --step and --zoom on the command line")
struct LessonArgumentTests {
    let scratch = TemporaryFolder()

    private func run(_ arguments: [String], in directory: URL? = nil) throws -> CommandLineTests.Run {
        guard let directory else { return try CommandLineTests.run(arguments) }
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func aUniquePrefixNamesTheLesson() throws {
        let full = try run(["trace", "05-figure-hit-test-order", "--tap", "540,420"])

        let prefixed = try run(["trace", "05", "--tap", "540,420"])

        #expect(prefixed.status == 0, "\(prefixed.stderr)")
        #expect(prefixed.stdout == full.stdout)
        #expect(prefixed.stdout.contains("E --- touchesBegan") || prefixed.stdout.contains("hit-test view E"))
    }

    @Test func anAmbiguousPrefixIsOneLineListingTheCandidates() throws {
        let result = try run(["trace", "1", "--tap", "1,1"])

        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("10-child-and-parent"))
        #expect(result.stderr.contains("19-shake-no-first-responder"))
        #expect(!result.stderr.contains("01-hit-testing-basics"))
    }

    @Test func aFileNamedLikeAPrefixWinsOverTheLesson() throws {
        // Precondition: a folder holding a copy of lesson 01 named "05".
        let folder = scratch.url
        let source = try run(["trace", "01", "--tap", "350,350"])
        try #require(source.status == 0)
        let lessonText = try String(contentsOf: Self.lessonsFolder.appendingPathComponent("01-hit-testing-basics.yaml"), encoding: .utf8)
        try lessonText.write(to: folder.appendingPathComponent("05"), atomically: true, encoding: .utf8)

        // Action
        let result = try run(["trace", "05", "--tap", "350,350"], in: folder)

        // Assertion: lesson 01's scene (C is there), not lesson 05's.
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == source.stdout)
    }

    static let lessonsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Lessons")

    @Test func traceLessonEventsRunsTheLessonsScriptAfterTheOtherInput() throws {
        let result = try run(["trace", "02", "--tap", "50,50", "--lesson-events"])

        #expect(result.status == 0, "\(result.stderr)")
        let summaries = result.stdout.split(separator: "\n").filter { $0.hasPrefix("=> touchesBegan") }
        #expect(summaries.count == 3, "the tap, then the lesson's two taps")
        #expect(summaries.first?.contains("hit-test view root") == true, "the --tap runs first: \(summaries)")
        #expect(summaries.last?.contains("hit-test view B") == true, "the lesson ends with C skipped: \(summaries)")
        #expect(result.stdout.contains("-- C.isUserInteractionEnabled = false\n"), "set commands have their caption")
    }

    @Test func traceLessonEventsCaptionsAreJSONSteps() throws {
        let result = try run(["trace", "23", "--lesson-events", "--format", "json"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"{"type":"caption","text":"C.removeFromSuperview()"}"#), "\(result.stdout)")
    }

    @Test func lessonEventsOnASceneWithoutThemIsAnError() throws {
        let scene = try scratch.file("bare.yaml", """
        root:
          controller: ViewController
          view: {name: root, frame: [0, 0, 400, 300]}
        """)

        let result = try run(["trace", scene, "--lesson-events"])

        #expect(result.status == 2)
        #expect(result.stderr.contains("no example input"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func problemsInTheScenesEventsAreAtTheScenesOwnLines() throws {
        // Precondition: an 'events:' block whose second and third commands are wrong (file
        // lines 8 and 9, indented two spaces), and the same script as one quoted line.
        let block = try scratch.file("block.yaml", """
        title: bad events
        root:
          controller: ViewController
          view: {name: A, frame: [0, 0, 300, 300]}
        # the example input
        events: |
          tap 10 10
          jump
          tap Z 1 1
        """)
        let quoted = try scratch.file("quoted.yaml", """
        root: {controller: ViewController, view: {name: A, frame: [0, 0, 300, 300]}}
        events: "tap 10 10\\njump"
        """)

        // Action
        let fromBlock = try run(["trace", block, "--lesson-events"])
        let fromQuoted = try run(["trace", quoted, "--lesson-events"])

        // Assertion: FILE:LINE:COLUMN of the scene file; a folded scalar at its start.
        #expect(fromBlock.status == 2)
        #expect(fromBlock.stderr.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) }
                == ["\(block):8:3:", "\(block):9:3:"], "\(fromBlock.stderr)")
        #expect(fromQuoted.status == 2)
        #expect(fromQuoted.stderr.hasPrefix("\(quoted):2:9: jump: unknown command"), "\(fromQuoted.stderr)")
    }

    @Test func renderStepDrawsAnyMomentAndRefusesOnePastTheEnd() throws {
        let early = scratch.path("step3.png")
        let end = scratch.path("end.png")

        let atThree = try run(["render", "01", "--tap", "350,350", "--step", "3", "--out", early])
        let atEnd = try run(["render", "01", "--tap", "350,350", "--out", end])
        let past = try run(["render", "01", "--tap", "350,350", "--step", "999", "--out", scratch.path("x.png")])

        #expect(atThree.status == 0, "\(atThree.stderr)")
        #expect(atEnd.status == 0, "\(atEnd.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: early)) != Data(contentsOf: URL(fileURLWithPath: end)))
        #expect(past.status == 2)
        #expect(past.stderr.split(separator: "\n").count == 1)
        #expect(past.stderr.contains("--step 999: the last input's animation has"), "\(past.stderr)")
    }

    @Test func renderStepAtTheEndIsTheDefaultPicture() throws {
        // Precondition: the trace of a tap on C has as many steps as its animation.
        let trace = try run(["trace", "01", "--tap", "350,350", "--format", "json"])
        let steps = trace.stdout.split(separator: "\n").count
        let last = scratch.path("last.png"), end = scratch.path("end.png")

        let atLast = try run(["render", "01", "--tap", "350,350", "--step", "\(steps)", "--out", last])
        let atEnd = try run(["render", "01", "--tap", "350,350", "--out", end])

        #expect(atLast.status == 0 && atEnd.status == 0, "\(atLast.stderr)\(atEnd.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: last)) == Data(contentsOf: URL(fileURLWithPath: end)))
    }

    @Test(arguments: ["5", "0.1", "nan"])
    func zoomOutsideItsRangeIsOneLine(value: String) throws {
        let rendered = try run(["render", "01", "--zoom", value, "--out", scratch.path("x.png")])
        let window = try run(["01", "--zoom", value, "--quit-after", "0"])

        for result in [rendered, window] {
            #expect(result.status == 64)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("--zoom"))
            #expect(result.stderr.contains("0.5 to 3"))
        }
    }

    @Test func renderAtZoomDrawsADifferentPicture() throws {
        let normal = scratch.path("z1.png"), zoomed = scratch.path("z15.png")

        let one = try run(["render", "02", "--lesson-events", "--out", normal])
        let larger = try run(["render", "02", "--lesson-events", "--zoom", "1.5", "--out", zoomed])

        #expect(one.status == 0 && larger.status == 0, "\(one.stderr)\(larger.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: normal)) != Data(contentsOf: URL(fileURLWithPath: zoomed)))
    }
}
