import Foundation

/// Plays input on a session frame by frame, as the window shows it, for an animated export
/// (`render … --out FILE.gif`): each input's animation at teaching speed, the next input
/// once it has ended (as → does in a lesson), and the final picture held for a second.
///
/// The timeline's own step durations drive the frames, so the export shows what the window
/// shows at the same speed; only time is simulated.
public final class AnimationPlayer {
    public let fps: Int
    private let session: SandboxSession
    private var inputs: [() -> Void]
    /// Frames of the final picture still to show; nil until every input has played.
    private var holdLeft: Int?

    /// `inputs` run one at a time, each when the animation of those before has ended; a lesson
    /// started among them (`playLessonEvents`) then plays its commands one after another.
    public init(session: SandboxSession, fps: Int, inputs: [() -> Void]) {
        self.session = session
        self.fps = max(1, fps)
        self.inputs = inputs
        // The exploded view is shown as it ends up: an export starts on the scene, not on the tilt.
        session.viewer.finishExploding()
        if session.history.timeline.isPaused { session.history.togglePause() }
        runInputsUntilSomethingPlays()
    }

    /// Moves the session to the next frame; false when the export is over (the frame drawn
    /// last was its final one).
    public func advance() -> Bool {
        if let left = holdLeft {
            holdLeft = left - 1
            return left > 1
        }
        if !session.history.timeline.isFinished {
            _ = session.tick(1 / Double(fps))
            return true
        }
        if runInputsUntilSomethingPlays() { return true }
        // The final picture, held as `render … --out FILE.png` draws it: without passing notes.
        session.viewer.clearStatusMessage()
        holdLeft = fps - 1
        return true
    }

    /// Runs inputs until one has an animation to play; false when none is left.
    @discardableResult
    private func runInputsUntilSomethingPlays() -> Bool {
        while session.history.timeline.isFinished {
            if !inputs.isEmpty {
                inputs.removeFirst()()
            } else if let lesson = session.viewer.lessonInput, !lesson.isFinished {
                session.viewer.runNextLessonCommand()
            } else {
                return false
            }
        }
        return true
    }

    /// How many frames the export of this input has: the same inputs played without drawing.
    /// Counting stops past `limit`: then the count is `limit + 1`, "more than the limit".
    public static func frameCount(session: SandboxSession, fps: Int, inputs: [() -> Void], limit: Int = .max) -> Int {
        let player = AnimationPlayer(session: session, fps: fps, inputs: inputs)
        var count = 1
        while count <= limit, player.advance() { count += 1 }
        return count
    }
}
