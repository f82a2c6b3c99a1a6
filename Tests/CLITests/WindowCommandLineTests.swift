import Foundation
import Testing

/// `render` and the window's command line, run as the real binary.
@Suite("render and open on the command line")
struct WindowCommandLineTests {
    static let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]

    let scratch = TemporaryFolder()

    @Test func renderWritesAPNGWithoutADisplay() throws {
        let out = scratch.path("tap.png")

        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--tap", "350,350", "--out", out, "--size", "800x500"],
                                           environment: Self.noDisplay)

        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
        #expect(data.count > 10_000)
    }

    @Test func renderSelectsAViewControllerAndRefusesANameTheSceneLacks() throws {
        let selected = try CommandLineTests.run(["render", "17-key-commands", "--select", "ViewController", "--out", scratch.path("vc.png")],
                                                environment: Self.noDisplay)
        let unknown = try CommandLineTests.run(["render", "17-key-commands", "--select", "Nobody", "--out", scratch.path("x.png")],
                                               environment: Self.noDisplay)

        #expect(selected.status == 0, "\(selected.stderr)")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no responder named 'Nobody'"))
    }

    @Test func renderSelectsAViewAsWhyNamesItByAddressTextOrClass() throws {
        // Precondition: a dump of a table whose button is named UIButton-f890 (Tests/Dumps).
        let dump = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Dumps/cell-content-view-covers.txt").path

        // Action: --select by the address lldb printed (upper case), by the text a view shows, and a near miss.
        let byAddress = try CommandLineTests.run(["render", dump, "--select", "0X7F8B3A40F890", "--why", "--out", scratch.path("a.png")],
                                                 environment: Self.noDisplay)
        let byText = try CommandLineTests.run(["render", dump, "--select", "green cup", "--out", scratch.path("b.png")], environment: Self.noDisplay)
        let nearMiss = try CommandLineTests.run(["render", dump, "--select", "0x7f8b3a40f89", "--out", scratch.path("c.png")], environment: Self.noDisplay)

        // Assertion: the first two are drawn; the near miss names the view meant.
        #expect(byAddress.status == 0, "\(byAddress.stderr)")
        #expect(byText.status == 0, "\(byText.stderr)")
        #expect(nearMiss.status == 2 && nearMiss.stderr.contains("no responder named '0x7f8b3a40f89'; did you mean 'UIButton-f890'?"), "\(nearMiss.stderr)")
    }

    @Test func renderWhyNeedsASelectedViewAndAPNG() throws {
        // Precondition: lesson 41. Action: --why on Done, without --select, on a controller, and to a GIF.
        let done = try CommandLineTests.run(["render", "41", "--select", "Done", "--why", "--out", scratch.path("why.png")], environment: Self.noDisplay)
        let alone = try CommandLineTests.run(["render", "41", "--why", "--out", scratch.path("x.png")], environment: Self.noDisplay)
        let controller = try CommandLineTests.run(["render", "41", "--select", "SettingsViewController", "--why", "--out", scratch.path("y.png")],
                                                  environment: Self.noDisplay)
        let animated = try CommandLineTests.run(["render", "41", "--select", "Done", "--why", "--out", scratch.path("z.gif")], environment: Self.noDisplay)

        // Assertion: drawn; each mistake is one line with what to do.
        #expect(done.status == 0, "\(done.stderr)")
        #expect(alone.status == 64 && alone.stderr.contains("add --select VIEW"), "\(alone.stderr)")
        #expect(controller.status == 2 && controller.stderr.contains("is not a view"), "\(controller.stderr)")
        #expect(animated.status == 64 && animated.stderr.contains("--why draws one picture"), "\(animated.stderr)")
    }

    @Test func renderWhyAsksAtTheLastTapAndRefusesAPointAsWhyDoes() throws {
        // Precondition: lesson 41; the same tap on Done's lower part given as --tap and as an events file.
        let events = try scratch.file("tap.txt", "tap 330 110\n")
        func render(_ input: [String], why: Bool, _ name: String) throws -> Data {
            let run = try CommandLineTests.run(["render", "41", "--select", "Done", "--out", scratch.path(name)] + input + (why ? ["--why"] : []),
                                               environment: Self.noDisplay)
            #expect(run.status == 0, "\(run.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: scratch.path(name)))
        }

        // Action: each drawn with and without --why; a point out of range for render and for why.
        let tapped = try render(["--tap", "330,110"], why: false, "tapped.png")
        let scripted = try render(["--events", events], why: false, "scripted.png")
        let tappedWhy = try render(["--tap", "330,110"], why: true, "tapped-why.png")
        let scriptedWhy = try render(["--events", events], why: true, "scripted-why.png")
        let far = try CommandLineTests.run(["render", "41", "--select", "Done", "--why", "--tap", "1e10,20", "--out", scratch.path("far.png")])
        let whyFar = try CommandLineTests.run(["why", "41", "Done", "--tap", "1e10,20"])

        // Assertion: the two inputs draw alike, so only Y's point tells the answers apart: --tap's
        // (330, 110), where Done does not get it, against a point where Done is visible.
        #expect(tapped == scripted)
        #expect(tappedWhy != scriptedWhy)
        #expect(far.status == 64 && whyFar.status == 64)
        #expect(far.stderr.split(separator: "\n").first == whyFar.stderr.split(separator: "\n").first, "\(far.stderr)")
        #expect(far.stderr.contains("X 1e10 is out of range"))
    }

    @Test func renderRefusesABadEventsFileWithStatus2() throws {
        let events = try scratch.file("bad.txt", "tap 1\n")

        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--events", events, "--out", scratch.path("x.png")])

        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func renderSaysWhenTheFontIsMissing() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", scratch.path("x.png")],
                                           environment: ["RESPONDER_SANDBOX_FONT": "/nonexistent/font.ttf"])

        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot find the font"))
        #expect(run.stderr.contains("fonts-dejavu-core"))
    }

    @Test func renderIntoAMissingFolderIsAOneLineError() throws {
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", "/nonexistent-folder/x.png"])

        #expect(run.status == 1)
        #expect(run.stderr.contains("does not exist"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func openWithoutADisplayPointsToTraceAndRender() throws {
        let run = try CommandLineTests.run(["01-hit-testing-basics"], environment: Self.noDisplay)

        #expect(run.status == 1)
        #expect(run.stderr.contains("no display"))
        #expect(run.stderr.contains("trace"))
        #expect(run.stderr.contains("render"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func openUnderTheDummyDriverQuitsOnItsOwnAndSavesTheWindow() throws {
        let out = scratch.path("window.png")

        let run = try CommandLineTests.run(["05-figure-hit-test-order", "--quit-after", "0.5", "--screenshot-on-quit", out, "--lesson-events", "--print-trace"],
                                           environment: ["SDL_VIDEODRIVER": "dummy"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func quitAfterZeroStillPresentsOneFrame() throws {
        // Precondition: no events arrive under the dummy driver, so nothing but the loop draws.
        let environment = ["SDL_VIDEODRIVER": "dummy"]

        // Action
        let run = try CommandLineTests.run(["open", "--quit-after", "0", "--statistics"], environment: environment)

        // Assertion: the start-up benchmark relies on this frame being drawn and presented.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("frames drawn: 1"), "\(run.stderr)")
        #expect(run.stderr.contains("launch to first frame"))
        // The whole frame, input handled included: what Y's answer on a large scene is measured by.
        #expect(run.stderr.contains("statistics: whole frame (input handled, drawn, presented): median "))
        // The slowest frames, each with what it did: here the only one, the scene's first.
        #expect(run.stderr.contains("statistics: slowest frames (whole frame = its parts; what the frame did):"))
        #expect(run.stderr.contains("statistics:   frame 1: "), "\(run.stderr)")
        #expect(run.stderr.contains("; the scene's first frame\n"), "\(run.stderr)")
    }

    @Test func statisticsSayWhichRendererDrewAndWhy() throws {
        // Precondition: the dummy driver, which has only SDL's software renderer; SDL's own
        // variables unset, then set, then outranked by the command line.
        let unset: [String: String?] = ["SDL_VIDEODRIVER": "dummy", "SDL_RENDER_DRIVER": nil, "SDL_FRAMEBUFFER_ACCELERATION": nil]
        var asked = unset
        asked["SDL_RENDER_DRIVER"] = "software"

        // Action
        let picked = try CommandLineTests.run(["open", "--quit-after", "0", "--statistics"], environment: unset)
        let followed = try CommandLineTests.run(["open", "--quit-after", "0", "--statistics"], environment: asked)
        let commanded = try CommandLineTests.run(["open", "--quit-after", "0", "--statistics", "--renderer", "software"], environment: asked)
        let refused = try CommandLineTests.run(["open", "--quit-after", "0", "--renderer", "fast"], environment: unset)

        // Assertion: SDL's pick is kept (it is no OpenGL), the variable followed unprobed, the
        // option named; an unknown renderer is refused with the choices.
        #expect(picked.stderr.contains("statistics: renderer: software (SDL's pick); frames drawn: 1"), "\(picked.stderr)")
        #expect(followed.stderr.contains("statistics: renderer: software (as SDL_RENDER_DRIVER=software asks); frames drawn: 1"), "\(followed.stderr)")
        #expect(commanded.stderr.contains("statistics: renderer: software (asked with --renderer software); frames drawn: 1"), "\(commanded.stderr)")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("'fast'") && refused.stderr.contains("auto"), "\(refused.stderr)")
    }
}
