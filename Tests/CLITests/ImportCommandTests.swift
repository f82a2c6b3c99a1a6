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
        #expect(run.stdout.hasPrefix("A tap at (330, 110) goes to UIView-ee40 in UIWindow: no responder on its chain handles touchesBegan. Nothing handles the touch.\nUIButton-4a70 does not get the touch at (330, 110):\n"))
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
        let outcome = try #require(object["outcome"] as? [String: Any])
        #expect(outcome["hitTestView"] as? String == "Done" && outcome["handledBy"] as? String == "Done")
        let actions = try #require(outcome["actions"] as? [[String: Any]])
        #expect(actions.count == 1 && actions[0]["action"] as? String == "done:" && actions[0]["handledBy"] as? String == "SettingsViewController")
        #expect(actions[0]["target"] is NSNull)
    }

    @Test func whyWithoutTapAnswersByRegions() throws {
        let run = try Self.run(["why", Self.sticksOut, "Done"])
        let json = try Self.run(["why", Self.sticksOut, "Done", "--format", "json"])

        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Asked about UIButton-4a70: its subview Done does not take touches"))
        #expect(run.stdout.contains("\nUIButton-4a70 gets touches in its top 30 pt (60%); its bottom 20 pt (y 30–50) do not: they stick out of HeaderView-f6d0's bounds (0, 0, 390, 60).\n"))
        #expect(run.stdout.contains("no target and action connected"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["coverage"] as? Double == 0.6 && object["gets"] as? Bool == false)
        let regions = try #require(object["regions"] as? [[String: Any]])
        #expect(regions.map { $0["rect"] as? [Double] } == [[0, 0, 84, 30], [0, 30, 84, 20]])
        #expect(regions.map { $0["share"] as? Double } == [0.6, 0.4])
    }

    @Test func whyOfAnUnknownViewIsRefusedWithCandidates() throws {
        let run = try Self.run(["why", Self.sticksOut, "Dne"])
        let none = try Self.run(["why", Self.sticksOut, "Cancel"])

        #expect(run.status == 2 && none.status == 2)
        #expect(run.stderr.hasSuffix("done-sticks-out.txt: no view is named 'Dne'; did you mean 'Done'?\n"))
        #expect(none.stderr.hasSuffix("done-sticks-out.txt: no view is named 'Cancel'\n"))
    }

    @Test func whyFindsAViewByAddressClassAndTextInAnyCase() throws {
        // Action: the same button asked for by its address as lldb prints it (other case, no
        // leading zeros needed), by its only-one class, and by its text in lower case.
        let byAddress = try Self.run(["why", Self.sticksOut, "0x7FB1C8C0E999", "--tap", "330,85"])
        let byClass = try Self.run(["why", Self.sticksOut, "uibutton", "--tap", "330,85"])
        let byText = try Self.run(["why", Self.sticksOut, "done", "--tap", "330,85"])

        // Assertion: each answers about the button (its label Done, by address or text, stands for it).
        for run in [byAddress, byClass, byText] {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("UIButton-4a70 gets the touch at (330, 85)"), "\(run.stdout)")
        }
    }

    @Test func whyFindsASwiftClassWithoutItsModule() throws {
        // Precondition: the dump prints the header's class with its module, MyApp.HeaderView.
        // Action: asked as a developer types the class, without the module and in lower case.
        let run = try Self.run(["why", Self.sticksOut, "headerview"])

        // Assertion: the header is found, as by its full class.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("HeaderView-f6d0 "), "\(run.stdout)")
    }

    @Test func completionOffersTheScenesViewNames() throws {
        let run = try Self.run(["---completion", "why", "--", "positional@1", "3", "1", "responder-sandbox", "why", Self.sticksOut, "h"])

        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n") == ["HeaderView-f6d0"])
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

    @Test func importOutRefusesAFolderADeviceOrAMissingFolderInOneLine() throws {
        // Precondition: a folder; /dev/null, a device.
        let folder = TemporaryFolder()
        let missing = folder.path("none/app.yaml")

        // Action: --force over the folder and the device; --out into a folder that does not exist.
        let overFolder = try Self.run(["import", Self.sticksOut, "--out", folder.url.path, "--force"])
        let overDevice = try Self.run(["import", Self.sticksOut, "--out", "/dev/null", "--force"])
        let intoMissing = try Self.run(["import", Self.sticksOut, "--out", missing])

        // Assertion: each refused in one line saying what the path is (not 'it cannot be read'
        // or 'read-only'), and nothing written.
        #expect(overFolder.status == 2 && overDevice.status == 2 && intoMissing.status == 1)
        #expect(overFolder.stderr.hasSuffix("responder-sandbox: --out \(folder.url.path): it is a folder, not a file; give a scene file's name\n"))
        #expect(overDevice.stderr.hasSuffix("responder-sandbox: --out /dev/null: it is a device, not a regular file; give a scene file's name\n"))
        #expect(intoMissing.stderr.hasSuffix("responder-sandbox: the folder \(folder.path("none")) does not exist\n"))
        #expect(!FileManager.default.fileExists(atPath: missing))
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

    @Test func aDumpWhoseSceneIsPastTheSizeLimitIsRefusedAndNothingWritten() throws {
        // Precondition: 40,000 views, whose scene file would pass the loader's 4 MiB.
        let folder = TemporaryFolder()
        let out = folder.path("app.yaml")
        let views = (0..<40_000).map { index in
            "   | <UIView: 0x\(String(0x7f0000000000 + index * 16, radix: 16)); frame = (0 \(index % 800); 390 44); layer = <CALayer: 0x6000\(index)>>"
        }
        let dump = (["<UIWindow: 0x7f9e0a405f30; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000230f00>>"] + views).joined(separator: "\n")

        // Action
        let run = try Self.run(["import", "-", "--out", out], stdin: dump)

        // Assertion: refused with the loader's reason; no file.
        #expect(run.status == 2)
        #expect(run.stderr.hasSuffix("stdin: the scene imported from it would be refused when loaded (app.yaml: the file is larger than 4 MiB); nothing was written\n"), "\(run.stderr.suffix(300))")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
