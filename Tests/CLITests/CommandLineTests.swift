import Foundation
import Testing

/// Runs the real `responder-sandbox` binary as a teacher or a script would.
@Suite("The responder-sandbox command line")
struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let binary: URL = {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [testBundle, testBundle.deletingLastPathComponent()].map { $0.appendingPathComponent("responder-sandbox") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        // Standard error goes to a file: a command writing more than a pipe holds to both
        // streams would wait for this test reading the other, and the test would hang, not fail.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("cli-stderr-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let err = try FileHandle(forWritingTo: errorFile)
        let out = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        try err.close()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = try Data(contentsOf: errorFile)
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    let scratch = TemporaryFolder()

    @Test func lessonsListsIdAndTitleOneALine() throws {
        let run = try Self.run(["lessons"])

        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 20)
        #expect(lines.first?.hasPrefix("01-hit-testing-basics  ") == true)
    }

    @Test func traceWithNoInputSaysSo() throws {
        // Precondition: a lesson with no first responder, so there is nothing to trace.
        // Action: trace with neither taps nor an events or IMU file.
        let run = try Self.run(["trace", "01-hit-testing-basics"])

        // Assertion: a note on standard error instead of silence, and success.
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no input given"))
    }

    @Test func aSceneWithWarningsLoadsAndPrintsThem() throws {
        // Precondition: a delegate that is not a responder but lists handles and actions.
        let scene = try scratch.file("warn.yaml", """
        delegate: {name: AppDelegate, responder: false, handles: [touches], actions: ["copy:"]}
        root:
          controller: ViewController
          view: {name: root, frame: [0, 0, 800, 600]}
        """)

        // Action: trace a tap on it.
        let run = try Self.run(["trace", scene, "--tap", "10,10", "--format", "json"])

        // Assertion: loaded (status 0, a trace whose chain ends at UIApplication), with one warning line per key.
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""chain":["root","ViewController","UIWindow","UIApplication"]"#))
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasSuffix("delegate.handles: warning: the delegate is not a responder (responder: false), so 'handles' has no effect") == true)
    }

    @Test func traceOutputIsWrittenWholeWhenItIsLarge() throws {
        // Precondition: an events file of 400 taps (several 64 KiB output blocks).
        let events = try scratch.file("many.events", String(repeating: "tap 350 350\n", count: 400))

        // Action: trace it as JSON.
        let run = try Self.run(["trace", "01-hit-testing-basics", "--events", events, "--format", "json"])

        // Assertion: every line arrives, complete and in order.
        let lines = run.stdout.split(separator: "\n")
        #expect(run.status == 0)
        #expect(lines.filter { $0.hasPrefix(#"{"type":"result","event":"touchesEnded""#) }.count == 400)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        #expect(run.stdout.hasSuffix("}\n"))
    }

    @Test func traceTextOfALessonTapReadsLikeTheArticle() throws {
        let run = try Self.run(["trace", "01-hit-testing-basics", "--tap", "350,350", "--format", "text"])

        #expect(run.status == 0)
        #expect(run.stdout.contains("A --- pointInside --- Yes\n"))
        #expect(run.stdout.contains("C --- hitTest --- return C\n"))
        #expect(run.stdout.contains("C --- touchesBegan\n"))
    }

    @Test func traceJSONIsOneObjectALine() throws {
        let run = try Self.run(["trace", "01-hit-testing-basics", "--tap", "250,250", "--tap", "350,350", "--format", "json"])

        #expect(run.status == 0)
        let objects = try run.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let results = objects.filter { $0["type"] as? String == "result" }
        #expect(results.map { $0["hitTestView"] as? String } == ["B", "B", "C", "C"])
        #expect(results.map { $0["touch"] as? Int } == [1, 1, 2, 2])
    }

    @Test func eventsFileRunsAfterTheTapsAndMayComeFromStandardInput() throws {
        let run = try Self.run(["trace", "01-hit-testing-basics", "--tap", "250,250", "--events", "-", "--format", "json"],
                               stdin: "set C hidden true\ntap 350 350\n")

        #expect(run.status == 0)
        #expect(run.stdout.contains(#"{"type":"skipped","view":"C","reason":"hidden"}"#))
    }

    @Test func badSceneGivesOneLinePerProblemAndStatusTwo() throws {
        let path = try scratch.file("bad.yaml", """
        root:
          controller: VC
          view:
            name: root
            frame: [0, 0, 800]
            alpha: 2
        """)

        let run = try Self.run(["trace", path, "--tap", "1,1"])

        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(path):5:12: root.view.frame: expected 4 numbers, found 3",
            "\(path):6:12: root.view.alpha: must be between 0 and 1, found 2",
        ])
    }

    @Test func badEventsFileGivesItsLineAndStatusTwo() throws {
        let path = try scratch.file("bad.events", "tap 10 10\nmove 4 1 1\njump\n")

        let run = try Self.run(["trace", "01-hit-testing-basics", "--events", path])

        #expect(run.status == 2)
        #expect(run.stderr.contains("\(path):2:1: move: touch 4 is not down"))
        #expect(run.stderr.contains("\(path):3:1: jump: unknown command 'jump'"))
    }

    @Test func eventsNamingAViewTheSceneLacksAreRefused() throws {
        let path = try scratch.file("names.events", "become Nobody\n")

        let run = try Self.run(["trace", "01-hit-testing-basics", "--events", path])

        #expect(run.status == 2)
        #expect(run.stderr.contains("the scene has no responder named 'Nobody'"))
    }

    @Test func unknownScenePointsToTheLessons() throws {
        let run = try Self.run(["trace", "no-such-lesson"])

        #expect(run.status == 2)
        #expect(run.stderr.contains("no such file, and no lesson has that id; 'responder-sandbox lessons' lists them"))
    }

    @Test func badTapIsAUsageError() throws {
        let run = try Self.run(["trace", "01-hit-testing-basics", "--tap", "12"])

        #expect(run.status != 0)
        #expect(run.stderr.contains("--tap"))
    }

    @Test func helpExplainsTheCommands() throws {
        let run = try Self.run(["--help"])

        #expect(run.status == 0)
        #expect(run.stdout.contains("lessons"))
        #expect(run.stdout.contains("trace"))
    }
}
