import Foundation
import Testing

/// `import` and `why`, and a dump given wherever a scene is taken, through the real binary.
@Suite("import and why on the command line")
struct ImportCommandTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Dumps")
    static let sticksOut = dumps.appendingPathComponent("done-sticks-out.txt").path

    static func run(_ arguments: [String], stdin: String? = nil) throws -> CommandLineTests.Run {
        try CommandLineTests.run(arguments, stdin: stdin)
    }

    @Test func importWritesASceneAndWarnsPerSkippedLine() throws {
        let run = try Self.run(["import", Self.sticksOut])

        #expect(run.status == 0)
        #expect(run.stdout.contains("controller: \"SettingsViewController\""))
        #expect(run.stdout.contains("name: \"UIButton-4a70\"\n") && run.stdout.contains("address: \"0x106924a70\""))
        #expect(run.stdout.contains("- name: \"Done\"\n                class: \"UIButtonLabel\"\n"))
        let warnings = run.stderr.split(separator: "\n")
        #expect(warnings.map { $0.split(separator: ":")[1] } == ["1", "4", "11"])
        #expect(warnings.allSatisfy { $0.contains(": warning: not a view line: skipped: (lldb)") })
    }

    @Test func importedSceneTracesAsTheDumpItself() throws {
        // Precondition: the dump imported to a file, from standard input.
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let dump = try String(contentsOfFile: Self.sticksOut, encoding: .utf8)
        let imported = try Self.run(["import", "-", "--out", out], stdin: dump)
        #expect(imported.status == 0 && imported.stdout.isEmpty)

        // Action: trace the same taps through the scene file and through the dump.
        let fromScene = try Self.run(["trace", out, "--tap", "330,85", "--tap", "330,110", "--format", "json"])
        let fromDump = try Self.run(["trace", Self.sticksOut, "--tap", "330,85", "--tap", "330,110", "--format", "json"])

        // Assertion: the same trace; the button takes the first tap, the root view the second.
        #expect(fromScene.status == 0 && fromDump.status == 0)
        #expect(fromScene.stdout == fromDump.stdout)
        #expect(fromDump.stdout.contains(#"{"type":"result","event":"touchesBegan","touch":1,"hitTestView":"UIButton-4a70","#))
        #expect(fromDump.stdout.contains(#"{"type":"result","event":"touchesBegan","touch":2,"hitTestView":"UIView-ee40","#))
    }

    @Test func importOfTextWithoutViewsIsRefused() throws {
        let run = try Self.run(["import", "-"], stdin: "(lldb) po self\n<MyViewController: 0x1234>\n")

        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("stdin:1:1: no view found"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func whySaysTheButtonSticksOutWithTheNumbers() throws {
        let run = try Self.run(["why", Self.sticksOut, "UIButton-4a70", "--tap", "330,110"])

        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("UIButton-4a70 does not get a touch at (330, 110).\n"))
        #expect(run.stdout.contains("in HeaderView-f6d0's coordinates and lies outside HeaderView-f6d0's bounds (0, 0, 390, 60): UIButton-4a70 sticks out of HeaderView-f6d0"))
    }

    @Test func whyJSONIsOneObject() throws {
        let run = try Self.run(["why", "41", "Done", "--tap", "330,85", "--format", "json"])

        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["view"] as? String == "Done")
        #expect(object["point"] as? [Double] == [330, 85])
        #expect(object["gets"] as? Bool == true)
        #expect((object["reasons"] as? [Any])?.isEmpty == true)
        #expect(object["handler"] as? String == "Done")
        #expect((object["chain"] as? [String])?.contains("SettingsViewController") == true)
    }

    @Test func whyWithoutTapFindsAVisiblePoint() throws {
        let run = try Self.run(["why", Self.sticksOut, "UIButton-4a70"])

        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("No point given: UIButton-4a70 is asked about at"))
        #expect(run.stdout.contains("UIButton-4a70 gets a touch at"))
        #expect(run.stdout.contains("no target and action connected"))
    }

    @Test func whyOfAnUnknownViewIsRefused() throws {
        let run = try Self.run(["why", Self.sticksOut, "Cancel"])

        #expect(run.status == 2)
        #expect(run.stderr.hasSuffix("done-sticks-out.txt: no view is named 'Cancel'\n"))
    }

    @Test func renderTakesADump() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }

        let run = try Self.run(["render", Self.sticksOut, "--tap", "330,110", "--out", out])

        #expect(run.status == 0)
        let png = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func importOutRefusesAFileThatExistsUnlessForced() throws {
        // Precondition: a hand-written scene where --out points.
        let folder = TemporaryFolder()
        let scene = try folder.file("app.yaml", "# written by hand\nroot: {controller: C, view: {name: root, frame: [0, 0, 10, 10]}}\n")

        // Action: import over it, then again with --force.
        let refused = try Self.run(["import", Self.sticksOut, "--out", scene])
        let kept = try String(contentsOfFile: scene, encoding: .utf8)
        let forced = try Self.run(["import", Self.sticksOut, "--out", scene, "--force"])

        // Assertion: the first refused in one line and the file untouched; the second written.
        #expect(refused.status == 2)
        #expect(refused.stderr.hasSuffix("responder-sandbox: --out \(scene) exists: give --force to replace it, or another file name\n"))
        #expect(kept.hasPrefix("# written by hand"))
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: scene, encoding: .utf8).contains("controller: \"SettingsViewController\""))
    }

    @Test func importOutWritesThroughASymbolicLink() throws {
        // Precondition: --out is a link to a scene elsewhere.
        let folder = TemporaryFolder()
        let target = try folder.file("real.yaml", "root: {controller: C, view: {name: root, frame: [0, 0, 10, 10]}}\n")
        let link = folder.path("link.yaml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        // Action
        let run = try Self.run(["import", Self.sticksOut, "--out", link, "--force"])

        // Assertion: the link is still a link, and the file it names holds the import.
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("controller: \"SettingsViewController\""))
    }

    @Test func forceWithoutOutIsRefused() throws {
        let run = try Self.run(["import", Self.sticksOut, "--force"])

        #expect(run.status == 64)
        #expect(run.stderr.contains("--force is for --out SCENE.yaml: give the file it may replace"))
    }
}
