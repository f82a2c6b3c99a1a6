import Foundation
import Testing

/// `responder-sandbox new FILE`: a scene to build with the mouse.
@Suite("new on the command line")
struct NewSceneCommandTests {
    let scratch = TemporaryFolder()

    @Test func newWritesARootViewSceneThatTraceLoads() throws {
        let path = scratch.path("fresh.yaml")

        let run = try CommandLineTests.run(["new", path, "--size", "640x480", "--title", "My \"first\" scene"],
                                           environment: WindowCommandLineTests.noDisplay)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("--edit"), "it says how to open the file in edit mode")
        let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        #expect(text.contains("size: [640, 480]"))
        #expect(text.contains("title: \"My \\\"first\\\" scene\""))
        let trace = try CommandLineTests.run(["trace", path, "--tap", "10,10"])
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout.contains("hit-test view root"))
    }

    @Test func newNeverOverwritesAFile() throws {
        let path = try scratch.file("mine.yaml", "# my work\n")

        let run = try CommandLineTests.run(["new", path], environment: WindowCommandLineTests.noDisplay)

        #expect(run.status == 2)
        #expect(run.stderr.contains("exists already"))
        #expect(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) == "# my work\n")
    }

    @Test func windowSizeSizesTheSandboxsWindowAndSizeTheScene() throws {
        // Precondition: no display, so the command writes the file and says how to open it.
        let path = scratch.path("sized.yaml")

        // Action
        let run = try CommandLineTests.run(["new", path, "--size", "640x480", "--window-size", "1600x1000"],
                                           environment: WindowCommandLineTests.noDisplay)

        // Assertion: the scene is 640×480; the window opens at 1600×1000.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8).contains("size: [640, 480]"))
        #expect(run.stdout.contains("'responder-sandbox \(path) --edit --size 1600x1000'"), "\(run.stdout)")
        let help = try CommandLineTests.run(["new", "--help"])
        #expect(help.stdout.contains("--window-size"))
        #expect(help.stdout.contains("not the sandbox's window"))
    }

    @Test func aWindowSizeTooSmallStatesTheSmallest() throws {
        let run = try CommandLineTests.run(["new", scratch.path("small.yaml"), "--window-size", "320x200"],
                                           environment: WindowCommandLineTests.noDisplay)

        #expect(run.status == 64)
        #expect(run.stderr.contains("at least 320x240"))
    }
}
