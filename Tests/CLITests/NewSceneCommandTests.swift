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
}
