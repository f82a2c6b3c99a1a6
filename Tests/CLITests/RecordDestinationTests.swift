import Foundation
import Testing

/// `--record FILE` never destroys a file by accident: an existing file is refused unless
/// `--overwrite` says to replace it, and the scene being opened is refused always.
@Suite("--record never overwrites by accident")
struct RecordDestinationTests {
    static let dummy = ["SDL_VIDEODRIVER": "dummy"]
    let scratch = TemporaryFolder()

    func scene() throws -> String {
        try scratch.file("scene.yaml", """
        root: {controller: ViewController, view: {name: root, frame: [0, 0, 800, 600]}}
        """)
    }

    @Test func anExistingFileIsRefusedAndKept() throws {
        // Precondition
        let existing = try scratch.file("old.events", "tap 1 1\n")
        defer { try? FileManager.default.removeItem(atPath: existing) }

        // Action
        let run = try CommandLineTests.run(["01-hit-testing-basics", "--quit-after", "0", "--record", existing], environment: Self.dummy)

        // Assertion
        #expect(run.status == 1)
        #expect(run.stderr == "responder-sandbox: --record: \(existing): cannot write the recording (the file exists; choose another name, or replace it with --overwrite)\n")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "tap 1 1\n")
    }

    @Test func overwriteReplacesAnExistingFile() throws {
        let existing = try scratch.file("old.events", "tap 1 1\n")
        defer { try? FileManager.default.removeItem(atPath: existing) }

        let run = try CommandLineTests.run(["01-hit-testing-basics", "--quit-after", "0", "--record", existing, "--overwrite"], environment: Self.dummy)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("# Recorded in the Responder Sandbox window"))
    }

    @Test(arguments: [false, true])
    func theSceneBeingOpenedIsNeverTheRecording(overwrite: Bool) throws {
        // Precondition: the scene, and a second name for it (a symbolic link).
        let scene = try scene()
        let link = scene + ".link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)
        defer { try? FileManager.default.removeItem(atPath: scene); try? FileManager.default.removeItem(atPath: link) }
        let before = try String(contentsOfFile: scene, encoding: .utf8)

        // Action
        let run = try CommandLineTests.run([scene, "--quit-after", "0", "--record", link] + (overwrite ? ["--overwrite"] : []), environment: Self.dummy)

        // Assertion
        #expect(run.status == 1)
        #expect(run.stderr == "responder-sandbox: --record \(link): this is the scene being opened; record to another file\n")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == before)
    }
}
