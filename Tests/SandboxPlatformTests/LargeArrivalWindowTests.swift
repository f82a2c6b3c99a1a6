import CSDL2
import Foundation
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// A file of several megabytes dropped on the window is read on a thread of its own: the
/// window says what it reads and keeps answering keys until the scene is built. The read is
/// held back by the test's own reader, so nothing here depends on how fast the machine is.
@Suite("A large file dropped on the window", .serialized)
@MainActor
struct LargeArrivalWindowTests {
    /// A dump of 4 MB: a window, a view, and lines of a console after it.
    static func largeDump(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("big.txt")
        let head = "<UIWindow: 0x7f9e0a405f30; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000230f00>>\n"
            + "   | <UIButton: 0x7f9e0b000000; frame = (20 40; 100 44); layer = <CALayer: 0x600000231300>>\n"
        let filler = String(repeating: "(lldb) a line of the console that is not a view\n", count: 82_000)
        try (head + filler).write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func theWindowAnswersWhileALargeDropIsRead() throws {
        // Precondition: lesson 01, a reader that waits for the test's word.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = try Self.largeDump(in: folder)
        let gate = DispatchSemaphore(value: 0)
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        var options = SandboxApp.Options()
        let clock = TestClock()
        options.milliseconds = { clock.milliseconds }
        options.arrivalReader = { url, arrival in
            gate.wait()
            return Studio.read(url, arrived: arrival)
        }
        let app = try SandboxApp(session: session, fonts: SDLTestSupport.fonts, options: options)
        app.pump()

        // Action: the drop, then H while it is read.
        var drop = SDL_Event()
        drop.type = SDL_DROPFILE.rawValue
        drop.drop.file = SDL_strdup(dump.path)
        SDL_PushEvent(&drop)
        app.pump()
        let reading = session.viewer.statusMessage
        SDLTestSupport.pushKey(SDLK_h)
        app.pump()

        // Assertion: the window said what it reads, kept lesson 01 and answered H.
        #expect(reading == "Reading big.txt (3.9 MB)…")
        #expect(session.sceneName == "01-hit-testing-basics")
        #expect(session.viewer.isHelpVisible)

        // Action: the read finishes.
        gate.signal()
        app.waitForArrivalRead()

        // Assertion: the dump is the scene now.
        #expect(session.sceneName == "big.txt")
        // The filler is lldb's prompt: the listed ones are counted as skipped, not as lines not
        // understood; the stand-in controller's warning is said, the counting line is the second.
        #expect(session.viewer.statusMessage?.hasPrefix(
            "Opened big.txt, dropped on the window; 49 debugger prompts skipped; 2 warnings, the first line 2: no view controller is printed") == true)
    }
}
