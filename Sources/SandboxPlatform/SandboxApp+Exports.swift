import Foundation
import SandboxStage

/// S and Shift+S: the screenshot and the animation, written beside each other and named
/// after the scene; the animation a few frames a turn, with its progress on screen.
extension SandboxApp {
    /// A file beside the screenshots, named after the scene and the time.
    func outputPath(extension fileExtension: String) -> String {
        let name = Studio.outputFileName(sceneName: session.sceneName, stamp: Studio.fileStamp(), extension: fileExtension)
        return URL(fileURLWithPath: options.screenshotDirectory).appendingPathComponent(name).path
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

    func saveScreenshot() {
        let path = outputPath(extension: "png")
        do {
            try savePNG(to: path)
            session.viewer.show("Saved \(path)", for: 6)
        } catch {
            session.viewer.show("Could not save the screenshot: \(error)", for: 8)
        }
    }
}
