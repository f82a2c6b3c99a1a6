import Foundation
import SandboxStage

/// S and Shift+S: the screenshot and the animation, written beside each other and named
/// after the scene; the animation a few frames a turn, with its progress on screen.
extension SandboxApp {
    /// A file beside the screenshots, named after the scene and the time; a second one in the
    /// same second (S pressed twice) gets `-2`, `-3`…, so that no file replaces another, written
    /// or still being written.
    func outputPath(extension fileExtension: String) -> String {
        let stamp = Studio.fileStamp()
        var number = 1
        while true {
            let name = Studio.outputFileName(sceneName: session.sceneName, stamp: number == 1 ? stamp : "\(stamp)-\(number)", extension: fileExtension)
            let path = URL(fileURLWithPath: options.screenshotDirectory).appendingPathComponent(name).path
            if !screenshots.pending.contains(path) && !FileManager.default.fileExists(atPath: path) { return path }
            number += 1
        }
    }

    func startAnimationExport() {
        guard animationExport == nil else { return session.viewer.show("An animation is already being exported", for: 3) }
        guard !session.history.timeline.steps.isEmpty else {
            return session.viewer.show("Nothing to export yet: click a view or press L, then Shift+S saves its animation")
        }
        do {
            animationExport = try WindowAnimationExport(session: session, fonts: fonts, path: outputPath(extension: "gif"))
            session.viewer.show("Exporting the animation…", for: 2)
        } catch {
            session.viewer.show("Could not export the animation: \(error)", for: 10)
        }
    }

    /// Quitting mid-export finishes the file rather than leave half a GIF.
    func finishAnimationExport() {
        guard let export = animationExport else { return }
        animationExport = nil
        do {
            while try !export.work(on: session, seconds: { now }) {}
            FileHandle.standardError.write(Data("responder-sandbox: saved \(export.path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("responder-sandbox: could not export the animation: \(error)\n".utf8))
        }
    }

    /// A few frames of Shift+S's export, with its progress on screen.
    func continueAnimationExport() {
        guard let export = animationExport else { return }
        do {
            if try export.work(on: session, seconds: { now }) {
                animationExport = nil
                session.viewer.show("Saved \(export.path) (\(export.total) frames at \(WindowAnimationExport.fps) fps)", for: 8)
            } else {
                session.viewer.show("Exporting GIF: frame \(export.framesDone)/\(export.total) (Shift+S)", for: 2)
            }
        } catch {
            animationExport = nil
            session.viewer.show("Could not export the animation: \(error)", for: 10)
        }
        needsDraw = true
    }

    /// S: the frame is read back now; the PNG is encoded and written on the screenshots'
    /// queue, and its path (or why it failed) shows once it is written.
    func saveScreenshot() {
        let path = outputPath(extension: "png")
        do {
            screenshots.save(try readBackFrame(), to: path)
        } catch {
            session.viewer.show("Could not save the screenshot: \(error)", for: 8)
        }
    }

    /// Screenshots written since the last turn, on the status line; true when one was.
    func finishScreenshots() -> Bool {
        let outcomes = screenshots.takeFinished()
        for outcome in outcomes { showScreenshot(outcome) }
        return !outcomes.isEmpty
    }

    private func showScreenshot(_ outcome: ScreenshotQueue.Outcome) {
        if let failure = outcome.failure {
            session.viewer.show("Could not save the screenshot: \(failure)", for: 8)
        } else {
            session.viewer.show("Saved \(outcome.path)", for: 6)
        }
    }

    /// Waits until every screenshot asked for is written, then shows the last (tests).
    func waitForScreenshots() {
        for outcome in screenshots.waitForAll() { showScreenshot(outcome) }
        redraw()
    }

    /// Quitting waits for the screenshots still being written: none is left half done, and
    /// each is named on standard error, since the status line goes with the window.
    func finishScreenshotsBeforeQuitting() {
        for outcome in screenshots.waitForAll() {
            let line = outcome.failure.map { "could not save the screenshot: \($0)" } ?? "saved \(outcome.path)"
            FileHandle.standardError.write(Data("responder-sandbox: \(line)\n".utf8))
        }
    }
}
