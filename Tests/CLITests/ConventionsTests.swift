import Foundation
import Testing

/// The command line's conventions: --version, "did you mean", one-line errors with one
/// prefix, refused output types, the assets folder, shell completion, help wrapped by the parser.
@Suite("Command-line conventions")
struct ConventionsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func versionIsTheChangelogsNewestVersion() throws {
        // Precondition: CHANGELOG.md's first "## x.y.z" heading is the newest version.
        let changelog = try String(contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }.map { String($0.dropFirst(3).prefix { $0 != " " }) }

        // Action: ask the binary.
        let run = try CommandLineTests.run(["--version"])

        // Assertion: the same 0.x version, alone on its line.
        #expect(run.status == 0)
        #expect(run.stdout == "\(newest ?? "none")\n")
        #expect(newest?.hasPrefix("0.") == true)
    }

    @Test func aMistypedCommandIsNamedNotTakenForAScene() throws {
        // Action: `trace` with two letters swapped, followed by trace's own options.
        let run = try CommandLineTests.run(["trcae", "01", "--tap", "1,1"])

        // Assertion: one line naming the likely command, the usage status, nothing about --tap.
        #expect(run.status == 64)
        #expect(run.stderr == "responder-sandbox: unknown command 'trcae'; did you mean 'trace'? ('responder-sandbox --help' lists the commands)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func aLessonIdThatLooksLikeACommandIsStillALesson() throws {
        // Precondition: a scene file named like a command typo exists in the current folder.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "root: {controller: ViewController, view: {name: root, frame: [0, 0, 100, 100]}}\n"
            .write(to: folder.appendingPathComponent("lesons"), atomically: true, encoding: .utf8)

        // Action: trace it by that name.
        let run = try Self.run(["trace", "lesons", "--tap", "5,5"], in: folder)
        let typo = try Self.run(["lesons", "--help"], in: folder)

        // Assertion: the file wins over the suggestion; the default command's help is shown.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(typo.status == 0, "\(typo.stderr)")
    }

    @Test func anUnknownSceneIsOneShortLinePointingToLessons() throws {
        let run = try CommandLineTests.run(["trace", "no-such-lesson", "--tap", "1,1"])

        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(run.stderr == "responder-sandbox: no-such-lesson: no such file, and no lesson has that id; 'responder-sandbox lessons' lists them\n")
    }

    @Test func anUnknownOutputTypeIsRefusedWithTheList() throws {
        // Precondition: a path ending in .jpg, which render cannot write.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.jpg")

        // Action: render to it.
        let run = try CommandLineTests.run(["render", "01", "--tap", "350,350", "--out", out.path])

        // Assertion: the usage status, the list of types, and no file with PNG bytes under a JPEG name.
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: --out \(out.path): the file's extension names its type; use one of .png, .gif, .mp4, .webm, .apng\n"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(.enabled(if: AnimatedExportTests.hasFFmpeg))
    func aControllerCanBeSelectedInAnAnimationAsInAPicture() throws {
        // Precondition: a responder that is not a view.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Action: select it for a PNG and for a GIF.
        let png = try Self.run(["render", "17-key-commands", "--select", "ViewController", "--out", "x.png"], in: folder)
        let gif = try Self.run(["render", "01", "--tap", "350,350", "--select", "ViewController", "--size", "640x400", "--fps", "2", "--out", "x.gif"], in: folder)

        // Assertion: both are drawn.
        #expect(png.status == 0, "\(png.stderr)")
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.gif").path))
    }

    @Test(arguments: [
        ["trace", "01", "--tap", "nowhere"],
        ["trace", "01", "--no-such-option"],
        ["render", "01", "--out", "/tmp/x.png", "--scale", "9"],
        ["render", "01", "--out", "/tmp/x.png", "--zoom", "99"],
        ["trace", "01", "--events", "/no/such/file"],
        ["render", "17-key-commands", "--select", "Nobody", "--out", "/tmp/x.png"],
        ["new", "Package.swift"],
        ["trace", "0", "--tap", "1,1"],
    ])
    func everyErrorStartsWithTheCommandsNameOrAFilePosition(arguments: [String]) throws {
        let run = try Self.run(arguments, in: Self.repository)

        // Assertion: a failure whose first line is `responder-sandbox: …` or `FILE:LINE:COLUMN: …`.
        #expect(run.status != 0)
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        let filePosition = first.range(of: #"^[^ ]+:\d+:\d+: "#, options: .regularExpression) != nil
        #expect(first.hasPrefix("responder-sandbox: ") || filePosition, "\(run.stderr)")
        #expect(!run.stderr.contains("Error: "), "\(run.stderr)")
    }

    @Test func notesCarryThePrefixToo() throws {
        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics"])

        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("responder-sandbox: note: no input given"))
    }

    @Test func anAssetsFolderThatIsNotThereIsAnError() throws {
        let run = try CommandLineTests.run(["lessons"], environment: ["RESPONDER_SANDBOX_ASSETS": "/no/such/folder"])

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "responder-sandbox: RESPONDER_SANDBOX_ASSETS=/no/such/folder: no Lessons folder there; set it to the folder that holds Lessons/, or unset it\n")
    }

    @Test func anAssetsFolderThatIsThereIsUsed() throws {
        // Precondition: a folder with one lesson of its own.
        let assets = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: assets) }
        let lessons = assets.appendingPathComponent("Lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try "title: Mine\nroot: {controller: ViewController, view: {name: root, frame: [0, 0, 100, 100]}}\n"
            .write(to: lessons.appendingPathComponent("99-mine.yaml"), atomically: true, encoding: .utf8)

        let run = try CommandLineTests.run(["lessons"], environment: ["RESPONDER_SANDBOX_ASSETS": assets.path])

        #expect(run.status == 0)
        #expect(run.stdout == "99-mine  Mine\n")
    }

    /// What the shell completion scripts ask the binary when Tab is pressed on a scene.
    static func complete(_ word: String, command: String = "trace", in folder: URL = repository) throws -> [String] {
        let run = try Self.run(["---completion", command, "--", "positional@0", "2", "\(word.count)", "responder-sandbox", command, word], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func completionOffersLessonIdsAndScenePaths() throws {
        // Precondition: a folder with a scene file, a sub-folder and a file that is no scene.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x".write(to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        try "x".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("more"), withIntermediateDirectories: true)

        // Action and assertion: a lesson prefix gives its ids, a path prefix gives scenes and folders.
        #expect(try Self.complete("05") == ["05-figure-hit-test-order"])
        #expect(try Self.complete("m", in: folder) == ["mine.yaml", "more/"])
        #expect(try Self.complete("", command: "render", in: folder).contains("01-hit-testing-basics"))
        #expect(try !Self.complete("", in: folder).contains("notes.txt"))
        #expect(try Self.complete("Assets/Less") == ["Assets/Lessons/"])
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAskTheBinaryForScenes(shell: String) throws {
        let run = try CommandLineTests.run(["--generate-completion-script", shell])

        // Assertion: the script calls back into the binary for the scene argument of each command.
        #expect(run.status == 0)
        for command in ["open", "trace", "render"] { #expect(run.stdout.contains("---completion \(command) -- positional@0"), "\(command)") }
    }

    @Test func helpTextIsWrappedByTheParserNotByHand() throws {
        // Precondition: a terminal wide enough for a whole paragraph.
        let run = try CommandLineTests.run(["open", "--help"], environment: ["COLUMNS": "400"])

        // Assertion: the discussion is one paragraph on one line, not broken mid-sentence.
        #expect(run.stdout.contains("\nClick a view to send a touch and watch hit-testing and the responder chain play out. Press H in the window for every key. The scene file is reloaded when it changes on disk. Without a display, use 'trace' or 'render', or run under xvfb-run.\n"))
    }

    @Test func theHelpDocumentsTheExitStatuses() throws {
        let run = try CommandLineTests.run(["--help"], environment: ["COLUMNS": "400"])

        #expect(run.stdout.contains("Exit status: 0 done; 1 "))
        for status in ["; 1 ", "; 2 ", "; 64 "] { #expect(run.stdout.contains(status)) }
    }

    // MARK: - Helpers

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-conventions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The binary run in a given current folder.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], executable: URL = CommandLineTests.binary,
                    replacingEnvironment: Bool = false) throws -> CommandLineTests.Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = replacingEnvironment ? environment : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }
}
