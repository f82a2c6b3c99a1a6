import ResponderCore
import SandboxScenes

/// L, Enter, → and Backspace: a lesson's `events:` script played one command per key, so a
/// class can predict each step before it runs, and started again from the lesson's file.
extension Viewer {
    /// L (and `--lesson-events`): starts the lesson's input with its first command; while it
    /// is playing, runs the next command like Enter.
    public func playLessonEvents() {
        if lessonInput == nil {
            guard let script = loadLessonScript() else { return }
            startLessonInput(script)
        }
        runNextLessonCommand()
    }

    /// The lesson's input as the window shows it: outcomes only as far as the animation has
    /// reached them (a class predicts first), the mark on the command being animated.
    func shownLessonInput(showing timeline: Timeline) -> LessonInput? {
        let inputStart = surroundings.inputStart
        let shownEnd = inputStart + (timeline.current.map { $0 + 1 } ?? 0)
        return lessonInput?.shown(upTo: shownEnd, inputStart: inputStart)
    }

    /// Enter: the next command at once, whatever the animation is doing.
    public func runNextLessonCommand() {
        guard let index = lessonInput?.next else {
            return show("No lesson input is playing: press L to start it")
        }
        guard let entry = takeNextLessonCommand() else {
            return show("That was the lesson's last command: Backspace starts it again", for: 6)
        }
        let messages = session.runner.messages.count + session.runner.forgottenMessageCount
        let recorded = session.run(entry.command, line: entry.line)
        let newMessage = session.runner.messages.count + session.runner.forgottenMessageCount > messages ? session.runner.messages.last : nil
        recordLessonCommand((Array(recorded.steps), recorded.from), windows: Set(session.application.windows.map(\.name)), message: newMessage, at: index)
        // Enter plays the command's animation even after → paused the previous one.
        session.route(.playTimeline)
    }

    /// →: once the animation has ended, the lesson's next command; false when → is the
    /// animation's next step instead (the history's, which the session sends it to).
    func runsNextCommandOnStepForward() -> Bool {
        guard surroundings.isTimelineFinished, let input = lessonInput, !input.isFinished else { return false }
        runNextLessonCommand()
        // The new command plays to its end, as Enter plays it: frozen at its first step it
        // would look like a hang in front of a class. → steps through it again from here.
        guard let shown = lessonInput, !surroundings.isTimelineFinished else { return true }
        show("Lesson input \(shown.next) of \(shown.entries.count) plays to its end: → steps through it, ← goes back", for: 4)
        return true
    }

    /// Backspace: the lesson's starting state, freshly read from its file; a playing script
    /// goes back to its first command.
    public func resetLesson() {
        let wasPlaying = lessonInput != nil
        do {
            let loaded = try LoadedScene.load(contentsOf: session.sceneURL, displayName: session.sceneName)
            let keptSelection = selection
            session.replaceScene(loaded, url: session.sceneURL, name: session.sceneName)
            select(keptSelection.flatMap { loaded.responders[$0] == nil ? nil : $0 })
        } catch {
            return session.reloadFailed(error.diagnostics, url: session.sceneURL)
        }
        if wasPlaying, let script = loadLessonScript() { startLessonInput(script) }
        show(wasPlaying ? "Back to the lesson's start: Enter runs its first command" : "Back to the lesson's starting state", for: 5)
    }

    /// The scene's `events:` script, checked against the scene; nil (with a message) when
    /// there is none or it has errors.
    private func loadLessonScript() -> EventScript? {
        guard let text = session.scene.document.events else {
            show("This scene has no example input (no 'events:' key)")
            return nil
        }
        guard let script = try? EventScript.parse(text, file: session.sceneName),
              script.diagnostics(against: session.scene, file: session.sceneName).isEmpty else {
            show("The scene's example input ('events:') has errors: run 'responder-sandbox trace \(session.sceneName) --lesson-events' to see them", for: 8)
            return nil
        }
        guard !script.lines.isEmpty else {
            show("The scene's example input ('events:') has no commands")
            return nil
        }
        return script
    }
}
