import Foundation
import ResponderCore
import SandboxScenes

/// The window's state without the window: the live scene, the trace of the latest input
/// and how much of it the animation shows, the selection, and the controls' effects.
/// The platform feeds it input and time and draws what `StagePainter` makes of it.
public final class SandboxSession {
    public private(set) var scene: LoadedScene
    public internal(set) var sceneURL: URL
    public internal(set) var sceneName: String
    public let catalog: LessonCatalog?
    public private(set) var runner: ScriptRunner
    public private(set) var recorder = StageRecorder()
    /// Absolute index (see `StageRecorder.total`) of the first step of the latest input.
    public internal(set) var episodeStart = 0
    public var timeline = Timeline()
    /// The error lines of a scene file that failed to reload; the last good scene stays.
    public private(set) var reloadProblems: [String] = []
    /// Selection, zoom, the panel, help, messages, the lesson's input and the menu.
    public private(set) lazy var viewer = Viewer(session: self)
    /// Edit mode, recording and export.
    public private(set) lazy var studio = Studio(session: self)
    private var messagesShown = 0
    /// Whether the last frame showed a scroll indicator: its fading out is a change to draw.
    var scrollIndicatorsShown = false
    /// Where the scroll views' content was at each step of the latest input (see `shownContentOffsets`).
    var scrollHistory: ScrollOffsetHistory
    /// The events-file notes kept for `render` to print; older ones are counted, not kept.
    public static let runnerMessagesKept = 1_000
    private var nextTouchID = 1
    /// Controllers, their pointer and presses, and motion.
    public private(set) lazy var devices = Devices(session: self)
    /// Where each finger still down is, in scene coordinates, for drawing it.
    public internal(set) var fingers: [Int: CGPoint] = [:]
    /// Where the latest input's fingers went down, moved and lifted, for drawing after they are gone.
    public internal(set) var touchTrails: [TouchTrail] = []

    public init(scene: LoadedScene, url: URL, name: String, catalog: LessonCatalog?) {
        self.scene = scene
        self.sceneURL = url
        self.sceneName = name
        self.catalog = catalog
        self.runner = ScriptRunner(scene: scene)
        self.scrollHistory = ScrollOffsetHistory(window: scene.window)
        scene.attach(recorder)
        episodeStart = recorder.total
    }

    public var layout: StageLayout {
        StageLayout(viewport: viewer.viewportSize, sceneSize: scene.document.size, zoom: viewer.zoom,
                    reservedTop: studio.isEditing ? EditModePainter.height(zoom: viewer.zoom)
                        : viewer.lessonInput == nil && !viewer.keysToApp ? 0 : LessonBannerPainter.height(zoom: viewer.zoom))
    }
    public var application: UIApplication { scene.application }
    public var lessonIndex: Int? { catalog?.lessons.firstIndex { $0.url.standardizedFileURL == sceneURL.standardizedFileURL } }

    /// The steps of the latest input, as the timeline plays them.
    public var episodeSteps: [TraceStep] { timeline.steps }
    public var episode: TraceEpisode { TraceEpisode(steps: timeline.steps, upTo: timeline.current) }

    /// The log up to the step being shown, oldest first.
    public var visibleLog: ArraySlice<TraceStep> {
        let shownEnd = episodeStart + (timeline.current.map { $0 + 1 } ?? 0)
        let end = min(recorder.total, shownEnd) - recorder.dropped
        return recorder.steps[0..<max(0, end)]
    }

    // MARK: Input

    /// A finger (or the mouse) at a point in window coordinates of the scene.
    public func touch(_ id: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        let startsEpisode = phase == .began && !application.hasTouchesDown
        // Through the runner, as a replayed `down`/`move`/`up` goes: it also keeps the IDs its
        // `tap` lines take clear of the window's, so a recording replays with the same IDs.
        let command: ScriptCommand? = switch phase {
        case .began: .down(id: id, at: point)
        case .moved: .move(id: id, to: point)
        case .ended: .up(id: id, at: point)
        default: nil
        }
        // Only what reaches a touch is recorded: a move after the window cancelled it is not.
        if let command, application.isTouchDown(id) != (phase == .began) { studio.record(command) }
        deliver(newEpisode: startsEpisode) {
            if let command { runner.run(command) } else { application.handleTouch(id, phase: phase, at: point) }
        }
        followTrail(of: id, phase, at: point)
        fingers[id] = phase == .began || phase == .moved ? point : nil
        forgetEndedFingers()
    }

    /// An ID for a new finger, mouse or pointer touch. Unlike the runner's, which starts
    /// again with each scene, it is never reused: a finger still down on the old scene
    /// must not lift a new scene's touch that was given its ID.
    public func freshTouchID() -> Int {
        while application.isTouchDown(nextTouchID) || application.gestureEnvironment.isFollowing(touchIdentifier: nextTouchID) { nextTouchID += 1 }
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    /// Runs one events-file command as the window would: each one is an input of its own.
    public func run(_ command: ScriptCommand, line: Int? = nil) {
        studio.record(command)
        defer { studio.recordClock() }
        deliver(newEpisode: command.startsEpisode(touchesDown: application.hasTouchesDown)) {
            runner.run(command, line: line)
        }
        trackFingers(of: command)
        if runner.messages.count > messagesShown, let message = runner.messages.last {
            viewer.show(message)
            runner.forgetMessages(keepingLast: Self.runnerMessagesKept)
            messagesShown = runner.messages.count
        }
    }

    /// A finger whose touch the core ended (its view was removed, the scene reloaded) is gone;
    /// so is the pointer's, and like a finger's its later moves and lift go nowhere.
    public func forgetEndedFingers() {
        if fingers.keys.contains(where: { !application.isTouchDown($0) }) {
            fingers = fingers.filter { application.isTouchDown($0.key) }
        }
        devices.forgetEndedTouch()
    }

    /// The window's real time passing, for the app too: UIKit's multi-tap counts follow the
    /// clock, and a recording's `wait` lines replay this time.
    public func passRealTime(_ seconds: Double) {
        guard !application.gestureEnvironment.isIdle || application.hasMovingScrollViews else { application.advanceClock(by: seconds); return }
        // A recognizer's timer firing (a long press held long enough, the time for a second
        // tap running out) is part of the input on screen: its steps join the picture; so is a
        // scroll view coming to rest after the finger lifted.
        deliver(newEpisode: false) { application.advanceClock(by: seconds) }
    }

    /// The window, not the user, ends every touch (resized, hidden, unfocused): recorded as
    /// `cancel` lines with the reason beside them.
    public func cancelAllTouches(cause: String) -> Bool {
        let touches = application.activeTouchIdentifiers.sorted()
        guard !touches.isEmpty else { return false }
        if studio.isRecording {
            studio.recordNote("the touches were cancelled: \(cause)")
            touches.forEach { studio.record(.cancel(id: $0)) }
        }
        deliver(newEpisode: false) { application.cancelAllTouches(cause: cause) }
        forgetEndedFingers()
        return true
    }

    /// Delivers some input and hands its steps to the timeline.
    public func deliver(newEpisode: Bool, _ input: () -> Void) {
        let before = recorder.total
        let offsetsBefore = scrollHistory.isEmpty ? [] : scrollHistory.offsetsNow()
        input()
        let newSteps = Array(recorder.steps(from: before))
        if newEpisode { touchTrails = [] }
        let base: Int
        if newEpisode || timeline.steps.isEmpty || timeline.steps.count + newSteps.count > Timeline.capacity {
            episodeStart = before
            timeline.start(newSteps)
            base = 0
            // A new input's story starts at WHAT HAPPENED, wherever the panel was scrolled.
            viewer.panelScroll.story = 0
        } else {
            base = timeline.steps.count
            timeline.append(newSteps)
        }
        guard !scrollHistory.isEmpty else { return }
        if scrollHistory.episode != episodeStart { scrollHistory.restart(episode: episodeStart, offsets: offsetsBefore) }
        scrollHistory.record(newSteps, from: base)
    }

    /// Input that arrived outside `deliver` (motion): its steps from `before` are a new picture.
    func startEpisode(at before: Int) {
        episodeStart = before
        timeline.start(Array(recorder.steps(from: before)))
        viewer.panelScroll.story = 0
    }

    /// The bounds origins the canvas draws scroll views at: each one's contentOffset at the
    /// step shown, where that differs from now; none once the animation has finished (the
    /// content is where it is now) or when no scroll view moved. The live views are untouched.
    public var shownContentOffsets: [ObjectIdentifier: CGPoint] {
        // `render --step 0` shows none of the steps (no current one): the content as before the input.
        let beforeAnyStep = timeline.current == nil && !timeline.steps.isEmpty
        guard !scrollHistory.isEmpty, scrollHistory.episode == episodeStart, !timeline.isFinished || beforeAnyStep else { return [:] }
        return scrollHistory.offsets(atStep: timeline.current)
    }

    /// The scroll views' offsets (where they differ from now) when the window's hitTest last
    /// returned, up to the step shown: where the hit-test view was found. Nil without a history
    /// or before any hitTest has returned.
    public var hitTestContentOffsets: [ObjectIdentifier: CGPoint]? {
        guard !scrollHistory.isEmpty, scrollHistory.episode == episodeStart, let current = timeline.current else { return nil }
        let steps = timeline.steps
        guard let found = steps[...min(current, steps.count - 1)].lastIndex(where: { step in
            if case .hitTestReturn(UIWindow.windowName, _) = step { return true }
            return false
        }) else { return nil }
        return scrollHistory.offsets(atStep: found)
    }

    /// Everything the window draws now, as one value for the painters.
    public var frame: StageFrame { StageFrame(session: self) }

    /// Where each view is drawn at the step shown (see `shownContentOffsets`).
    public var shownPlacements: [ViewPlacement] {
        ViewPlacement.placements(in: scene.window, boundsOrigins: shownContentOffsets)
    }

    // MARK: Time

    /// Moves the animations on; returns whether anything on screen changed.
    public func tick(_ seconds: Double) -> Bool {
        var changed = timeline.advance(by: seconds)
        if devices.movePointer(by: seconds) { changed = true }
        if viewer.tick(seconds) { changed = true }
        if scrollPictureChanged() { changed = true }
        return changed
    }

    /// Whether the window must keep waking up to animate; when false it sleeps until input.
    /// How often the window wakes while a recognizer waits on the clock: a long press
    /// recognizes within this of its minimumPressDuration.
    public static let gestureWakeInterval = 0.05

    public var isAnimating: Bool {
        timeline.isAnimating || viewer.isExploding || devices.isMovingPointer
            || application.hasMovingScrollViews
    }

    /// Seconds until something changes on its own (a message expiring), for the event wait.
    public var secondsUntilNextChange: Double? {
        if isAnimating { return 0 }
        // A recognizer waiting on the clock (long press, a second tap) may change state any moment.
        let gestures = application.gestureEnvironment.isIdle ? nil : Self.gestureWakeInterval
        return [gestures, viewer.secondsUntilMessageExpires, secondsUntilScrollIndicatorsFade].compactMap { $0 }.min()
    }

    /// Finishes every animation at once, and runs the rest of the lesson's input: what `render` draws.
    public func finishAnimations() {
        while viewer.lessonInput?.isFinished == false {
            timeline.finish()
            viewer.runNextLessonCommand()
        }
        timeline.finish()
        viewer.finishExploding()
    }

    // MARK: Scenes

    /// Ends presses that can no longer end on their own, in a fixed order so traces repeat.
    func cancelPresses(_ buttons: [UIPress.ControllerButton], cause: String) {
        for button in buttons.sorted(by: { $0.rawValue < $1.rawValue }) {
            application.press(button, phase: .cancelled, cause: cause)
        }
    }

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
        scrollHistory = ScrollOffsetHistory(window: loaded.window)
        messagesShown = 0
        recorder = StageRecorder(firstIndex: recorder.total)
        loaded.attach(recorder)
        episodeStart = recorder.total
        timeline.clear()
        fingers = [:]
        touchTrails = []
        reloadProblems = []
        viewer.sceneReplaced(by: loaded)
        studio.sceneReplaced(sameFile: sameFile, keepsEditor: keepsEditor)
    }

    /// A reload that failed: its errors go on screen and the last good scene stays.
    public func reloadFailed(_ problems: [String]) {
        reloadProblems = problems
    }

    /// A reload of `url` that failed, its key paths given the names of their views.
    public func reloadFailed(_ diagnostics: [SourceDiagnostic], url: URL) {
        let text = try? String(contentsOf: url, encoding: .utf8)
        reloadFailed(diagnostics.map { diagnostic in (text.map(diagnostic.namingViews(in:)) ?? diagnostic).description })
    }

    /// Loads the lesson `offset` places away from the current one (wrapping round).
    @discardableResult
    public func moveLesson(by offset: Int) -> Bool {
        guard let catalog, !catalog.lessons.isEmpty else {
            viewer.show("Lessons are not available: the Assets folder was not found")
            return false
        }
        let count = catalog.lessons.count
        let index = ((lessonIndex ?? (offset > 0 ? -1 : 0)) + offset % count + count) % count
        let lesson = catalog.lessons[index]
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
    public func responder(named name: String) -> UIResponder? {
        scene.responders[name]
    }
}
