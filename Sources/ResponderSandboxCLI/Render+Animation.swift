import ArgumentParser
import Foundation
import SandboxPlatform
import SandboxScenes
import SandboxStage

/// `render … --out FILE.gif|.mp4|.webm|.apng`: the whole animation of the input, drawn
/// headless frame by frame and piped to ffmpeg.
extension Render {
    static let defaultFPS = 15

    /// The longest animation `render` writes: 36,000 frames, 40 minutes at 15 frames a
    /// second. 80,000 taps once planned a GIF of 10 million frames and began drawing it.
    static let maximumFrames = 36_000

    func export(_ format: AnimationFormat) throws {
        guard AnimationEncoder.ffmpegPath() != nil else { throw StageSetup.failure(AnimationEncoder.missingMessage) }
        let fps = fps ?? Self.defaultFPS
        // A first run without drawing counts the frames (for the progress line) and ends on
        // the final picture, whose colours go into a GIF's palette.
        let counting = try animatedSession()
        let total = AnimationPlayer.frameCount(session: counting.session, fps: fps, inputs: counting.inputs, limit: Self.maximumFrames)
        guard total <= Self.maximumFrames else {
            let minutes = Double(Self.maximumFrames) / Double(fps) / 60
            throw SceneArgument.error("--out \(out.pathShownInMessage): the animation would be longer than \(Self.maximumFrames) frames (\(minutes.formatted(maximumFractionDigits: 1)) minutes at \(fps) fps), the most an animation holds: give fewer taps, a shorter events file or a faster --speed")
        }
        let playing = try animatedSession()
        let started = Date()
        try encode(playing, format: format, fps: fps, total: total, finalPicture: counting.session)
        SDLLibrary.stop()
        printNotes(of: playing.session)
        let seconds = Double(total) / Double(fps)
        let made = Date().timeIntervalSince(started)
        FileHandle.standardError.write(Data(("responder-sandbox: wrote \(out): \(total) frames, \(seconds.formatted(fractionDigits: 1)) s "
                                             + "at \(fps) fps (made in \(made.formatted(fractionDigits: 1)) s)\n").utf8))
    }

    /// A session set up as for a PNG, with the input not yet run: each input is run by the
    /// player when the animation of those before it has ended.
    private func animatedSession() throws -> (session: SandboxSession, inputs: [() -> Void]) {
        let session = try StageSetup.session(for: scene)
        let commands = try input.commands(for: session.scene)
        let imu = try input.imuTrace()
        let lessonScript = try input.lessonScript(for: session.scene, name: session.sceneName)
        let select = try selection(in: session)
        var inputs: [() -> Void] = commands.map { command, line in { session.run(command, line: line) } }
        if let imu { inputs.append { session.devices.run(imu) } }
        if lessonScript != nil { inputs.append { session.viewer.playLessonEvents() } }
        if explode { session.viewer.toggleExplode() }
        session.viewer.select(select)
        if helpOverlay { session.perform(.toggleHelp) }
        if let zoom { session.viewer.zoom = zoom }
        if let speed { session.history.setSpeed(speed) }
        return (session, inputs)
    }

    /// Draws every frame into ffmpeg; everything SDL made is gone before SDL stops.
    private func encode(_ playing: (session: SandboxSession, inputs: [() -> Void]), format: AnimationFormat, fps: Int, total: Int,
                        finalPicture: SandboxSession) throws {
        let fonts = try StageSetup.startSDL(video: false)
        do {
            let stage = try HeadlessStage(pointSize: size?.size ?? CGSize(width: 1280, height: 800), pixelScale: scale, fonts: fonts)
            let player = AnimationPlayer(session: playing.session, fps: fps, inputs: playing.inputs)
            var paletteFrames: [[UInt8]] = []
            if format == .gif {
                stage.draw(finalPicture)
                paletteFrames.append(stage.frameBytes())
                stage.draw(playing.session)
                paletteFrames.append(stage.frameBytes())
            }
            let encoder = try AnimationEncoder(path: out, format: format, width: stage.pixelWidth, height: stage.pixelHeight,
                                               fps: fps, paletteFrames: paletteFrames)
            var progress = ExportProgress(file: out, total: total)
            repeat {
                stage.draw(playing.session)
                try encoder.write(frame: stage.frameBytes())
                progress.show(done: encoder.framesWritten)
            } while player.advance()
            progress.end()
            try encoder.finish()
        } catch let error as ExitCode {
            throw error
        } catch {
            throw StageSetup.failure("\(error)")
        }
    }
}
