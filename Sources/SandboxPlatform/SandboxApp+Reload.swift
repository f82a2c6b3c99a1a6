import Foundation
import SandboxScenes
import SandboxStage

/// Hot reload: the scene file changed by another program is shown, the window's own save
/// is not mistaken for such a change, and edits not yet saved are kept in a file of their
/// own first (or, with no folder to take them, the window's version stays until one can).
extension SandboxApp {
    func reloadIfChanged(force: Bool = false) {
        if watcher.url != session.sceneURL { watcher.watch(session.sceneURL); outsideChangeHeld = nil }
        if watcher.hasChanged(now: now, force: force) {
            outsideChangeHeld = nil
        } else {
            // An outside change held back (its edits had nowhere to go) is tried again twice a second.
            guard let held = outsideChangeHeld, force || now - held >= SceneFileWatcher.interval else { return }
            outsideChangeHeld = nil
        }
        // The editor's own save (Ctrl+S) is no outside change: no reload, the undo history stays.
        if let saved = session.studio.editor?.savedText,
           (try? SceneTextEdit.readText(of: session.sceneURL, file: session.sceneName)) == saved { return }
        let wasEditing = session.studio.editor != nil
        do {
            let loaded = try LoadedScene.load(contentsOf: session.sceneURL, displayName: session.sceneName)
            // The other program's version is shown; edits not yet saved go to a file beside it,
            // or elsewhere; with no folder to take them, the window keeps its own version.
            let kept = session.studio.keepUnsavedEditsAside()
            if kept == nil, session.studio.editor?.hasUnsavedChanges == true {
                outsideChangeHeld = now
                let message = "\(session.sceneURL.lastPathComponent) changed outside the window, but your unsaved edits could not be kept in any folder (\(session.studio.unsavedEditsFoldersWording): full or read-only): the window keeps showing them. Free some room to see the other version, or Ctrl+Z them away"
                if session.viewer.statusMessage != message {
                    session.viewer.show(message, for: 30)
                    FileHandle.standardError.write(Data("responder-sandbox: \(message)\n".utf8))
                }
                needsDraw = true
                return
            }
            session.replaceScene(loaded, url: session.sceneURL, name: session.sceneName)
            if let kept {
                session.viewer.show("Reloaded \(session.sceneURL.lastPathComponent), changed outside the window: your unsaved edits are in \(kept.path)", for: 15)
                FileHandle.standardError.write(Data("responder-sandbox: \(session.sceneURL.path) changed outside the window; unsaved edits kept in \(kept.path)\n".utf8))
            } else {
                session.viewer.show("Reloaded \(session.sceneURL.lastPathComponent)\(wasEditing ? " (changed outside the window: the edit history starts again)" : "")")
            }
            for warning in loaded.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        } catch {
            session.reloadFailed(error.diagnostics, url: session.sceneURL)
        }
        printedSteps = session.history.recorder.total
        needsDraw = true
    }
}
