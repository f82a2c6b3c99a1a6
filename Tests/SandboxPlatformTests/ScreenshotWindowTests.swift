import CSDL2
import Foundation
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// S reads the frame back on the window's thread and writes the PNG on a queue of its own.
/// Where a test must see the window before the file is written, its writer waits for the
/// test's word; everything else waits for the queue explicitly, never for a time.
@Suite("S's screenshot written off the window's thread", .serialized)
@MainActor
struct ScreenshotWindowTests {
    /// The paths a writer was given, in order (the queue's thread appends, the test reads).
    final class WrittenPaths: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ path: String) { lock.withLock { paths.append(path) } }
        var all: [String] { lock.withLock { paths } }
    }

    private func app(_ session: SandboxSession, folder: URL, writer: @escaping @Sendable (ScreenshotPixels, String) throws -> Void) throws -> SandboxApp {
        var options = SandboxApp.Options()
        let clock = TestClock()
        options.milliseconds = { clock.milliseconds }
        options.screenshotDirectory = folder.path
        options.screenshotWriter = writer
        let app = try SandboxApp(session: session, fonts: SDLTestSupport.fonts, options: options)
        app.pump()
        return app
    }

    /// Lesson 01 with a writer that waits for `gate` before each PNG.
    private func heldApp(folder: URL, gate: DispatchSemaphore) throws -> (SandboxSession, SandboxApp) {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try app(session, folder: folder) { pixels, path in
            gate.wait()
            try PNGWriter.write(pixels, to: path)
        }
        return (session, app)
    }

    /// Lesson 01 with a writer that notes each path once its PNG is written.
    private func notingApp(folder: URL, written: WrittenPaths) throws -> (SandboxSession, SandboxApp) {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try app(session, folder: folder) { pixels, path in
            try PNGWriter.write(pixels, to: path)
            written.add(path)
        }
        return (session, app)
    }

    private func pngs(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The PNG's pixels as R, G, B bytes, `width * 3` a row.
    private func rgb(of path: String) throws -> (width: Int, height: Int, bytes: [UInt8]) {
        let loaded = try #require(IMG_Load(path))
        defer { SDL_FreeSurface(loaded) }
        let converted = try #require(SDL_ConvertSurfaceFormat(loaded, CSDL_PIXELFORMAT_RGB24(), 0))
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        let base = try #require(converted.pointee.pixels).assumingMemoryBound(to: UInt8.self)
        var bytes: [UInt8] = []
        for row in 0..<height { bytes += UnsafeBufferPointer(start: base + row * pitch, count: width * 3) }
        return (width, height, bytes)
    }

    @Test func sWritesAPNGOfTheFrameReadBackOnceTheWindowHasGoneOn() throws {
        // Precondition: lesson 01, a writer that waits for the test's word.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gate = DispatchSemaphore(value: 0)
        let (session, app) = try heldApp(folder: folder, gate: gate)

        // Action: S; the window draws its next frame while the PNG waits to be written.
        SDLTestSupport.pushKey(SDLK_s)
        app.pump()
        let frame = try app.readBackFrame()

        // Assertion: nothing written or announced yet, the window went on.
        #expect(try pngs(in: folder).isEmpty)
        #expect(session.viewer.statusMessage?.hasPrefix("Saved ") != true)
        #expect(app.screenshots.isBusy)

        // Action: the write goes ahead.
        gate.signal()
        app.waitForScreenshots()

        // Assertion: one PNG, pixel for pixel the frame read back, and its path on the status line.
        let files = try pngs(in: folder)
        try #require(files.count == 1)
        let path = folder.appendingPathComponent(files[0]).path
        #expect(session.viewer.statusMessage == "Saved \(path)")
        #expect(PNGWriter.endsWithIEND(path))
        let picture = try rgb(of: path)
        #expect(picture.width == frame.width && picture.height == frame.height)
        #expect(picture.bytes == frame.bytes, "the PNG is the frame read back")
        #expect(!app.screenshots.isBusy)
    }

    @Test func twoPressesInARowGiveTwoFilesInTheirOrder() throws {
        // Precondition: lesson 01, a writer that notes each path it writes.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = WrittenPaths()
        let (session, app) = try notingApp(folder: folder, written: written)

        // Action: S twice in one turn of the loop (the same second: the same time stamp).
        SDLTestSupport.pushKey(SDLK_s)
        SDLTestSupport.pushKey(SDLK_s)
        app.pump()
        app.waitForScreenshots()

        // Assertion: two files of different names, written in the order asked, the second's
        // path the last said.
        let paths = written.all
        try #require(paths.count == 2)
        #expect(paths[0] != paths[1])
        let first = URL(fileURLWithPath: paths[0]).deletingPathExtension().lastPathComponent
        let second = URL(fileURLWithPath: paths[1]).deletingPathExtension().lastPathComponent
        #expect(second == first + "-2" || second > first, "\(first), then \(second)")
        #expect(Set(try pngs(in: folder)) == Set(paths.map { URL(fileURLWithPath: $0).lastPathComponent }))
        for path in paths { #expect(PNGWriter.endsWithIEND(path)) }
        #expect(session.viewer.statusMessage == "Saved \(paths[1])")
    }

    @Test func aNameTakenByAScreenshotStillBeingWrittenIsNotGivenAgain() throws {
        // Precondition: a screenshot held back before it is written.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gate = DispatchSemaphore(value: 0)
        let (_, app) = try heldApp(folder: folder, gate: gate)
        SDLTestSupport.pushKey(SDLK_s)
        app.pump()
        let pending = try #require(app.screenshots.pending.first)

        // Action: the next name asked for.
        let next = app.outputPath(extension: "png")

        // Assertion: another name, though no file of the first is there yet.
        #expect(!FileManager.default.fileExists(atPath: pending))
        #expect(next != pending)
        gate.signal()
        app.waitForScreenshots()
    }

    @Test func quittingRightAfterSLeavesTheFileWhole() throws {
        // Precondition: lesson 01 and its screenshot folder.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = WrittenPaths()
        let (_, app) = try notingApp(folder: folder, written: written)

        // Action: S and the quit event in the same turn of the loop.
        SDLTestSupport.pushKey(SDLK_s)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        app.pump()

        // Assertion: the window has closed and the PNG was finished before it did.
        #expect(!app.isRunning)
        #expect(written.all.count == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        try #require(files.count == 1, "\(files)")
        let path = folder.appendingPathComponent(files[0]).path
        #expect(files[0].hasSuffix(".png") && PNGWriter.endsWithIEND(path))
        #expect(try rgb(of: path).width == 1280)
    }

    @Test func aFailedWriteSaysWhyOnTheStatusLine() throws {
        // Precondition: screenshots go to a folder that does not exist.
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("gone")
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try app(session, folder: missing) { pixels, path in try PNGWriter.write(pixels, to: path) }

        // Action
        SDLTestSupport.pushKey(SDLK_s)
        app.pump()
        app.waitForScreenshots()

        // Assertion: one line naming the folder, and nothing written.
        let message = try #require(session.viewer.statusMessage)
        #expect(message.hasPrefix("Could not save the screenshot: ") && message.contains("does not exist"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
