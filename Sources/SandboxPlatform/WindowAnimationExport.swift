import Foundation
import SandboxStage

/// Shift+S: the last input's animation, as the window plays it at its current speed, to a
/// GIF. The window goes on meanwhile: the run loop draws a few frames each turn (off screen)
/// and ffmpeg encodes them in its own process.
final class WindowAnimationExport {
    static let fps = 15
    /// Drawing time one turn of the run loop may spend on the export, so the window stays smooth.
    static let budgetPerTurn = 0.03
    /// And at most this many frames a turn, whatever the clock says: on the app's clock, which
    /// stands still under a test, a test's export takes the same turns on any machine.
    static let framesPerTurn = 4

    let path: String
    let total: Int
    private let stage: HeadlessStage
    private let encoder: AnimationEncoder
    private var timeline: Timeline
    private var holdLeft: Int?

    init(session: SandboxSession, fonts: FontBook, path: String) throws {
        var timeline = session.history.timeline
        timeline.replay()
        self.path = path
        self.timeline = timeline
        total = Self.frameCount(timeline)
        let stage = try HeadlessStage(pointSize: session.viewer.viewportSize, fonts: fonts)
        self.stage = stage
        var last = timeline
        last.finish()
        var paletteFrames: [[UInt8]] = []
        for picture in [timeline, last] {
            stage.draw(Self.frame(of: session, showing: picture, in: stage))
            paletteFrames.append(stage.frameBytes())
        }
        encoder = try AnimationEncoder(path: path, format: .gif, width: stage.pixelWidth, height: stage.pixelHeight,
                                       fps: Self.fps, paletteFrames: paletteFrames)
    }

    var framesDone: Int { encoder.framesWritten }

    /// Draws and sends a few frames, for at most `budgetPerTurn` of `seconds` (the app's
    /// clock); true once every frame is written and the file is done.
    func work(on session: SandboxSession, seconds: () -> Double) throws -> Bool {
        let started = seconds()
        for _ in 0..<Self.framesPerTurn {
            stage.draw(Self.frame(of: session, showing: timeline, in: stage))
            try encoder.write(frame: stage.frameBytes())
            if !advance() {
                try encoder.finish()
                return true
            }
            if seconds() - started >= Self.budgetPerTurn { break }
        }
        return false
    }

    /// The session at the export's step, taken without changing it: the export's own timeline,
    /// the picture's size, and no status line (the frames show the animation, not the export's progress).
    private static func frame(of session: SandboxSession, showing timeline: Timeline, in stage: HeadlessStage) -> StageFrame {
        StageFrame(session: session, showing: timeline, viewport: stage.pointSize, hidingStatus: true)
    }

    /// The next frame's timeline; false after the final picture has been held for a second.
    private func advance() -> Bool {
        if let left = holdLeft {
            holdLeft = left - 1
            return left > 1
        }
        if timeline.isFinished {
            holdLeft = Self.fps - 1
            return Self.fps > 1
        }
        _ = timeline.advance(by: 1 / Double(Self.fps))
        return true
    }

    private static func frameCount(_ timeline: Timeline) -> Int {
        var copy = timeline
        var count = 1
        while !copy.isFinished {
            _ = copy.advance(by: 1 / Double(fps))
            count += 1
        }
        return count + fps - 1
    }
}
