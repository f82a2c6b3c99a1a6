import Foundation
import ResponderCore
import SandboxScenes

/// The window without the window: the live scene, its `mode`, and the routing of input, time,
/// commands and the rooms' effects on each other (`RoomEffect`) to the rooms that keep the rest:
/// `history`, `viewer`, `studio`, `devices`. The platform feeds it input and time and draws its `frame`.
public final class SandboxSession {
    public private(set) var scene: LoadedScene
    public internal(set) var sceneURL: URL
    public internal(set) var sceneName: String
    public let catalog: LessonCatalog?
    /// "Lesson 1/40" in the header; golden pictures say "Lesson 1", so a new lesson changes none.
    public var showsLessonCount = true
    public private(set) var runner: ScriptRunner
    /// The log, the latest input's steps and what changed within it, the fingers.
    public private(set) lazy var history = InputHistory(session: self, scene: scene)
    /// The error lines of a scene file that failed to reload; the last good scene stays.
    public private(set) var reloadProblems: [String] = []
    /// Selection, zoom, the panel, help, messages, the lesson's input and the menu.
    public private(set) lazy var viewer = Viewer(session: self)
    /// Edit mode, recording and export.
    public private(set) lazy var studio = Studio(session: self)
    /// What has the window's attention besides the scene (help, a menu, typing…): one at a time.
    public internal(set) var mode = StageMode.plain
    private var messagesShown = 0
    /// The events-file notes kept for `render` to print; older ones are counted, not kept.
    public static let runnerMessagesKept = 1_000
    private var nextTouchID = 1
    /// Controllers, their pointer and presses, and motion.
    public private(set) lazy var devices = Devices(session: self)
    /// The touches the mouse and the touch surface hold between inputs.
    var pointerTouches = PointerTouches()

    public init(scene: LoadedScene, url: URL, name: String, catalog: LessonCatalog?) {
        self.scene = scene
        self.sceneURL = url
        self.sceneName = name
        self.catalog = catalog
        self.runner = ScriptRunner(scene: scene)
        // The log starts with the scene: its recorder is attached now, not on first use.
        _ = history
    }

    public var layout: StageLayout { layout(viewport: viewer.viewportSize) }
    /// In a `viewport` (an export's picture). The bands are chrome: the zoom enlarges the scene, not them.
    public func layout(viewport: CGSize) -> StageLayout {
        StageLayout(viewport: viewport, sceneSize: scene.document.size, zoom: viewer.zoom,
                    reservedTop: studio.isEditing ? EditModePainter.height(zoom: 1)
                        : viewer.lessonInput == nil && !viewer.keysToApp ? 0 : LessonBannerPainter.height(zoom: 1),
                    focus: viewer.focus)
    }
    public var application: UIApplication { scene.application }
    public var lessonIndex: Int? { catalog?.index(of: sceneURL) }

    // MARK: Input

    /// A finger (or the mouse) at a point in window coordinates of the scene.
    public func touch(_ id: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        // UIKit's touch points come at the screen's scale: halves of a point on a 2× screen.
        let point = CGPoint(x: (point.x * 2).rounded() / 2, y: (point.y * 2).rounded() / 2)
        let startsEpisode = phase == .began && !application.hasTouchesDown
        // Through the runner, as a replayed `down`/`move`/`up` goes: it also keeps the IDs its
        // `tap` lines take clear of the window's, so a recording replays with the same IDs.
        let command = ScriptCommand(touch: id, phase, at: point)
        // Only what reaches a touch is recorded: a move after the window cancelled it is not.
        if let command, application.isTouchDown(id) != (phase == .began) { studio.record(command) }
        history.deliver(newEpisode: startsEpisode) {
            if let command { runner.run(command) } else { application.handleTouch(id, phase: phase, at: point) }
        }
        history.followFinger(id, phase, at: point)
        devices.forgetEndedTouch()
    }

    /// An ID for a new finger, mouse or pointer touch, never reused (unlike the runner's): a
    /// finger still down on the old scene must not lift a new scene's touch given its ID.
    public func freshTouchID() -> Int {
        while application.isTouchDown(nextTouchID) || application.gestureEnvironment.isFollowing(touchIdentifier: nextTouchID) { nextTouchID += 1 }
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    /// Runs one events-file command as the window would, as an input of its own; returns its steps and where the log has them.
    @discardableResult
    public func run(_ command: ScriptCommand, line: Int? = nil) -> (from: Int, steps: ArraySlice<TraceStep>) {
        let before = history.recorder.total
        if case .hover(let point) = command { _ = history.hover(at: point); return (before, history.recorder.steps(from: before)) } // may leave no step
        studio.record(command)
        defer { studio.recordClock() }
        history.deliver(newEpisode: command.startsEpisode(touchesDown: application.hasTouchesDown)) {
            runner.run(command, line: line)
        }
        history.trackFingers(of: runner.withTouchNumbers(command))
        devices.forgetEndedTouch()
        if runner.messages.count > messagesShown, let message = runner.messages.last {
            viewer.show(message)
            runner.forgetMessages(keepingLast: Self.runnerMessagesKept)
            messagesShown = runner.messages.count
        }
        return (before, history.recorder.steps(from: before))
    }

    /// The window's real time passing, for the app too: UIKit's multi-tap counts follow the
    /// clock, and a recording's `wait` lines replay this time.
    public func passRealTime(_ seconds: Double) {
        guard !application.gestureEnvironment.isIdle || application.hasMovingScrollViews else { application.advanceClock(by: seconds); return }
        // A recognizer's timer firing (a long press held long enough, the time for a second
        // tap running out) is part of the input on screen: its steps join the picture; so is a
        // scroll view coming to rest after the finger lifted.
        history.deliver(newEpisode: false) { application.advanceClock(by: seconds) }
    }

    /// The window, not the user, ends every touch (resized, hidden, unfocused), recorded so.
    public func cancelAllTouches(cause: String) -> Bool {
        let touches = application.activeTouchIdentifiers.sorted()
        guard !touches.isEmpty else { return false }
        studio.recordCancelled(touches, cause: cause)
        history.deliver(newEpisode: false) { application.cancelAllTouches(cause: cause) }
        route(.forgetEndedFingers)
        return true
    }

    /// Everything the window draws now, as one value for the painters.
    public var frame: StageFrame { StageFrame(session: self) }

    // MARK: Time

    /// Moves the animations on; returns whether anything on screen changed.
    public func tick(_ seconds: Double) -> Bool {
        var changed = history.advance(by: seconds)
        if devices.movePointer(by: seconds) { changed = true }
        if viewer.tick(seconds) { changed = true }
        if history.scrollPictureChanged() { changed = true }
        return changed
    }

    /// Whether the window must keep waking up to animate; when false it sleeps until input.
    /// How often the window wakes while a recognizer waits on the clock: a long press
    /// recognizes within this of its minimumPressDuration.
    public static let gestureWakeInterval = 0.05

    public var isAnimating: Bool {
        history.timeline.isAnimating || viewer.isExploding || devices.isMovingPointer || application.hasMovingScrollViews
    }

    /// Seconds until something changes on its own (a message expiring), for the event wait.
    public var secondsUntilNextChange: Double? {
        if isAnimating { return 0 }
        // A recognizer waiting on the clock (long press, a second tap) may change state any moment.
        let gestures = application.gestureEnvironment.isIdle ? nil : Self.gestureWakeInterval
        return [gestures, viewer.secondsUntilMessageExpires, history.secondsUntilScrollIndicatorsFade, viewer.secondsUntilWhyIsLookedFor]
            .compactMap { $0 }.min()
    }

    /// Finishes every animation at once, and runs the rest of the lesson's input: what `render` draws.
    public func finishAnimations() {
        while viewer.lessonInput?.isFinished == false {
            history.finish()
            viewer.runNextLessonCommand()
        }
        history.finish()
        viewer.finishExploding()
    }

    // MARK: Scenes

    /// Shows a freshly loaded scene; the trace starts over. Another scene, or the file read
    /// again, ends the editing of the old one (its undo history described other text).
    public func replaceScene(_ loaded: LoadedScene, url: URL, name: String, keepsEditor: Bool = false) {
        // What the old scene had begun ends there, so its responders see every began finish.
        let cause = "the scene was reloaded"
        // An events file cannot load another scene: the recording ends with the scene it was made on.
        if studio.isRecording, !keepsEditor { studio.stopRecording() }
        let sameFile = url.standardizedFileURL == sceneURL.standardizedFileURL
        application.cancelAllTouches(cause: cause)
        application.cancelMotion(cause: cause)
        devices.cancelHeld(cause: cause)
        scene = loaded
        sceneURL = url
        sceneName = name
        runner = ScriptRunner(scene: loaded)
        messagesShown = 0
        history.restart(with: loaded)
        reloadProblems = []
        viewer.sceneReplaced(by: loaded, sameFile: sameFile)
        studio.sceneReplaced(sameFile: sameFile, keepsEditor: keepsEditor)
    }

    /// A reload that failed: its errors go on screen and the last good scene stays.
    public func reloadFailed(_ problems: [String]) { reloadProblems = problems }

    /// A reload of `url` that failed, its key paths given the names of their views.
    public func reloadFailed(_ diagnostics: [SourceDiagnostic], url: URL) {
        let text = try? String(contentsOf: url, encoding: .utf8)
        reloadFailed(diagnostics.map { diagnostic in (text.map(diagnostic.namingViews(in:)) ?? diagnostic).description })
    }

    /// Loads the lesson `offset` places away from the current one (wrapping round).
    @discardableResult
    public func moveLesson(by offset: Int) -> Bool {
        guard let lesson = catalog?.lesson(offset, awayFrom: sceneURL) else {
            viewer.show("Lessons are not available: the Assets folder was not found")
            return false
        }
        do {
            replaceScene(try LoadedScene.load(contentsOf: lesson.url, displayName: lesson.id), url: lesson.url, name: lesson.id)
            viewer.select(nil)
            return true
        } catch {
            reloadFailed(error.diagnostics, url: lesson.url)
            return false
        }
    }

    /// Any responder of the scene by its name, the window, application and delegate included.
    public func responder(named name: String) -> UIResponder? { scene.responders[name] }
}
