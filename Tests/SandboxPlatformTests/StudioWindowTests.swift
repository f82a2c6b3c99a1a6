import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Ctrl+R records what the user does in the window; Shift+S exports the last input's animation.
@Suite("Recording and exporting from the window", .serialized)
@MainActor
struct StudioWindowTests {
    private func pushKey(_ key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        SDL_PushEvent(&event)
    }

    private func click(_ app: SandboxApp, _ session: SandboxSession, _ x: Double, _ y: Double) {
        let point = SDLTestSupport.windowPoint(session, x, y)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: point)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, at: point)
        app.pump()
    }

    /// Pixels of the REC marker's red along the header.
    private func redPixelsInHeader(_ app: SandboxApp, _ session: SandboxSession) -> Int {
        let y = Int(session.layout.header.minY) + 8
        return stride(from: 0, to: Int(session.layout.header.maxX), by: 2).filter { app.pixel(x: $0, y: y).isClose(to: Palette.error, tolerance: 8) }.count
    }

    @Test func ctrlRRecordsClicksToAFileThatReplaysToTheSameTrace() throws {
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session, screenshots: folder.path)
        #expect(redPixelsInHeader(app, session) == 0)

        pushKey(SDLK_r, modifiers: KMOD_LCTRL)
        app.pump()
        #expect(session.studio.isRecording)
        app.redraw()
        #expect(redPixelsInHeader(app, session) > 20, "the REC marker is on screen")
        click(app, session, 350, 350)
        click(app, session, 250, 250)
        pushKey(SDLK_r, modifiers: KMOD_LCTRL)
        app.pump()

        #expect(!session.studio.isRecording)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".events") }
        let url = folder.appendingPathComponent(try #require(files.first))
        let text = try String(contentsOf: url, encoding: .utf8)
        let script = try EventScript.parse(text, file: url.path)
        #expect(script.lines.filter { if case .down = $0.command { return true } else { return false } }.count == 2)
        let replayed = try SDLTestSupport.session("01-hit-testing-basics")
        replayed.runner.run(script)
        let captionless: ([TraceStep]) -> [TraceStep] = { $0.filter { if case .caption = $0 { false } else { true } } }
        #expect(captionless(replayed.history.recorder.steps) == captionless(session.history.recorder.steps))
        #expect(session.viewer.statusMessage?.contains("replay with 'responder-sandbox trace 01-hit-testing-basics --events") == true)
    }

    @Test(.enabled(if: AnimationEncoder.ffmpegPath() != nil, "needs ffmpeg: apt-get install ffmpeg (scripts/install-deps)"))
    func shiftSExportsTheLastInputsAnimationWhileTheWindowGoesOn() throws {
        let folder = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session, screenshots: folder.path)
        click(app, session, 350, 350)

        pushKey(SDLK_s, modifiers: KMOD_LSHIFT)
        app.pump()
        var turns = 1
        while session.viewer.statusMessage?.hasPrefix("Saved ") != true, turns < 500 {
            #expect(session.viewer.statusMessage?.hasPrefix("Could not") != true, "\(session.viewer.statusMessage ?? "")")
            // Each turn of the loop draws only a few frames: the window keeps answering.
            app.pump()
            turns += 1
        }

        // On the test's clock, which stands still, every turn draws its most frames: the same
        // number of turns on any machine, however busy.
        let total = try #require(session.viewer.statusMessage.flatMap(Self.exportedFrames), "\(session.viewer.statusMessage ?? "")")
        #expect(total > 3 * WindowAnimationExport.framesPerTurn)
        #expect(turns == (total + WindowAnimationExport.framesPerTurn - 1) / WindowAnimationExport.framesPerTurn,
                "the export was spread over several turns of the loop: \(session.viewer.statusMessage ?? "")")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".gif") }
        #expect(files.count == 1)
        let data = try Data(contentsOf: folder.appendingPathComponent(try #require(files.first)))
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        #expect(session.viewer.statusMessage?.contains("frames at 15 fps") == true)
    }

    /// The frame count in "Saved FILE (N frames at 15 fps)".
    static func exportedFrames(_ message: String) -> Int? {
        guard let range = message.range(of: #"\((\d+) frames at"#, options: .regularExpression) else { return nil }
        return Int(message[range].dropFirst().prefix { $0.isNumber })
    }

    @Test func shiftSWithNothingToExportSaysSo() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)

        pushKey(SDLK_s, modifiers: KMOD_LSHIFT)
        app.pump()

        #expect(session.viewer.statusMessage?.hasPrefix("Nothing to export yet") == true)
    }
}
