import Foundation
import ResponderCore
import SandboxScenes

/// The input history: the session's log of steps, the latest input's steps as the timeline
/// plays them, where each scroll view was and what each value control showed at each of
/// those steps, and the fingers and their trails. One index space: a step of the latest input
/// is `timeline.steps[i]`, the log's step `inputStart + i`, and the scroll offsets and control
/// values are recorded against the same `i`.
public final class InputHistory {
    unowned let session: SandboxSession
    public private(set) var recorder = StageRecorder()
    /// The log's index (see `StageRecorder.total`) of the first step of the latest input.
    public private(set) var inputStart = 0
    public private(set) var timeline = Timeline()
    /// Whether input was given since the scene was loaded or the log cleared: R with nothing
    /// to replay then says the last input delivered nothing, not that there is nothing yet.
    public private(set) var hasHadInput = false

    /// R's words when there is nothing to replay: after an input that delivered nothing, not "yet".
    var nothingToReplay: String {
        hasHadInput ? "Nothing to replay: the last input delivered nothing; click a view or press L, then R plays it again"
            : "Nothing to replay yet: click a view or press L, then R plays it again"
    }
    /// Where the scroll views' content was at each step of the latest input (see
    /// `shownContentOffsets`). Another property that changes within an input is another
    /// `ViewPropertyHistory` beside it, recorded in `deliver` the same way.
    private(set) var contentOffsets: ViewPropertyHistory<CGPoint>
    /// What each slider and switch showed at each step of the latest input (see `shownControlValues`).
    private(set) var controlValues: ViewPropertyHistory<ControlValue>
    /// Whether the last frame showed a scroll indicator: its fading out is a change to draw.
    private(set) var scrollIndicatorsShown = false
    /// The fingers still down and the latest input's trails (see `InputHistory+Fingers`).
    private(set) var touchMarks = TouchMarks()
    /// How each gesture recognizer last ended in an earlier picture of this scene (its last
    /// state other than possible): a later picture it takes no part in still shows it.
    public private(set) var earlierRecognizerOutcomes: [String: GestureStateName] = [:]

    init(session: SandboxSession, scene: LoadedScene) {
        self.session = session
        contentOffsets = .contentOffsets(in: scene.application.windows)
        controlValues = .controlValues(in: scene.application.windows)
        scene.attach(recorder)
        inputStart = recorder.total
    }

    /// Another scene: its log goes on from the old one's numbering, nothing of the old input
    /// stays on screen.
    func restart(with loaded: LoadedScene) {
        contentOffsets = .contentOffsets(in: loaded.application.windows)
        controlValues = .controlValues(in: loaded.application.windows)
        recorder = StageRecorder(firstIndex: recorder.total)
        loaded.attach(recorder)
        inputStart = recorder.total
        timeline.clear()
        hasHadInput = false
        touchMarks = TouchMarks()
        earlierRecognizerOutcomes = [:]
    }

    /// C: the log and the picture are emptied.
    func clear() {
        timeline.clear()
        earlierRecognizerOutcomes = [:]
        touchMarks.clearTrails()
        recorder.removeAll()
        inputStart = recorder.total
        hasHadInput = false
    }

    /// The steps of the latest input, as the timeline plays them.
    public var inputSteps: [TraceStep] { timeline.steps }
    public var episode: TraceEpisode { episode(showing: timeline) }

    /// The input replayed up to the step `timeline` shows (the history's own, or a copy an export plays).
    func episode(showing timeline: Timeline) -> TraceEpisode {
        TraceEpisode(steps: timeline.steps, upTo: timeline.current, windows: Set(session.application.windows.map(\.name)))
    }

    /// The log up to the step being shown, oldest first.
    public var visibleLog: ArraySlice<TraceStep> { visibleLog(showing: timeline) }

    func visibleLog(showing timeline: Timeline) -> ArraySlice<TraceStep> {
        let shownEnd = inputStart + (timeline.current.map { $0 + 1 } ?? 0)
        let end = min(recorder.total, shownEnd) - recorder.dropped
        return recorder.steps[0..<max(0, end)]
    }

    /// Delivers some input and hands its steps to the timeline. `onlyIfTraced`: input that may
    /// leave no step (the pointer moving over no hover recognizer) then changes no picture.
    public func deliver(newEpisode: Bool, onlyIfTraced: Bool = false, _ input: () -> Void) {
        // A phase a recognizer still holds back (a single tap's lift while a double tap may
        // follow) keeps its picture open: what becomes of it belongs to the same story.
        let newEpisode = newEpisode && !holdsBackAPhase
        let before = recorder.total
        let offsetsBefore = contentOffsets.isEmpty ? [] : contentOffsets.valuesNow()
        let valuesBefore = controlValues.isEmpty ? [] : controlValues.valuesNow()
        input()
        let newSteps = Array(recorder.steps(from: before))
        if onlyIfTraced, newSteps.isEmpty { return }
        // Time passing with nothing due is not an input.
        if newEpisode || !newSteps.isEmpty { hasHadInput = true }
        if newEpisode { touchMarks.clearTrails() }
        let base: Int
        if newEpisode || timeline.steps.isEmpty || timeline.steps.count + newSteps.count > Timeline.capacity {
            inputStart = before
            keepRecognizerOutcomes()
            timeline.start(newSteps)
            base = 0
            // A new input's story starts at WHAT HAPPENED, wherever the panel was scrolled.
            session.route(.newPicture)
        } else {
            base = timeline.steps.count
            timeline.append(newSteps)
        }
        record(newSteps, from: base, in: &contentOffsets, before: offsetsBefore)
        record(newSteps, from: base, in: &controlValues, before: valuesBefore)
    }

    /// A property's values after the input's new steps; a new input starts from `before`.
    private func record<Value>(_ newSteps: [TraceStep], from base: Int, in history: inout ViewPropertyHistory<Value>, before: [Value]) {
        guard !history.isEmpty else { return }
        if history.input != inputStart { history.restart(input: inputStart, values: before) }
        history.record(newSteps, from: base)
    }

    /// Input that arrived outside `deliver` (motion): its steps from `before` are a new picture.
    /// A controller's motion delivered: a new picture only if it delivered anything (most
    /// samples deliver nothing). Returns its steps.
    func deliverMotion(_ input: () -> Void) -> ArraySlice<TraceStep> {
        let before = recorder.total
        input()
        if recorder.total > before { startEpisode(at: before) }
        return recorder.steps(from: before)
    }

    func startEpisode(at before: Int) {
        inputStart = before
        keepRecognizerOutcomes()
        timeline.start(Array(recorder.steps(from: before)))
        session.route(.newPicture)
    }

    /// Whether a recognizer of the latest picture still holds back one of its phases.
    private var holdsBackAPhase: Bool {
        guard !timeline.steps.isEmpty else { return false }
        let story = TraceEpisode(steps: timeline.steps, upTo: timeline.steps.count - 1, windows: Set(session.application.windows.map(\.name)))
        return story.recognizers.contains { $0.held.contains { $0.fate == .waiting } }
    }

    /// Before a new picture: how the old one's recognizers ended.
    private func keepRecognizerOutcomes() {
        for case .gesture(let recognizer, _, let state, _) in timeline.steps where state != .possible {
            earlierRecognizerOutcomes[recognizer] = state
        }
    }

    // MARK: The fingers and the scroll views, changed only here

    /// An events file's command delivered: its fingers and trails (`TouchMarks`).
    func trackFingers(of command: ScriptCommand) {
        touchMarks.track(command, step: recorder.total - inputStart)
        forgetEndedFingers()
    }

    /// A window touch delivered: its trail, and its finger drawn while it is down.
    func followFinger(_ id: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        touchMarks.follow(id, phase, at: point, step: recorder.total - inputStart)
        forgetEndedFingers()
    }

    /// A finger whose touch the core ended (its view was removed, the scene reloaded) is gone:
    /// its later moves and lift go nowhere (the session forgets the controller's pointer touch
    /// with it, `RoomEffect.forgetEndedFingers`).
    public func forgetEndedFingers() {
        touchMarks.keepFingers(where: session.application.isTouchDown)
    }

    /// Whether the scroll views look different from the last frame: moving, or an indicator
    /// appearing or fading (see `InputHistory+Scrolling`).
    func scrollPictureChanged() -> Bool {
        let moving = session.application.hasMovingScrollViews
        let shown = moving || session.application.lastScrollTime.map { session.application.currentTime - $0 < Self.scrollIndicatorLinger } == true
        defer { scrollIndicatorsShown = shown }
        return moving || shown != scrollIndicatorsShown
    }

    /// A scroll view moved outside any input's steps (the wheel): from now on every step shows it where it is.
    func forgetContentOffsets(of scrollView: UIScrollView) {
        contentOffsets.forget(scrollView)
    }

    /// The bounds origins the canvas draws scroll views at: each one's contentOffset at the
    /// step shown, where that differs from now; none once the animation has finished (the
    /// content is where it is now) or when no scroll view moved. The live views are untouched.
    public var shownContentOffsets: [ObjectIdentifier: CGPoint] { shown(contentOffsets, timeline: timeline) }

    /// The values the canvas draws sliders and switches at: each one's value at the step shown,
    /// where that differs from now (a thumb moving with the drag's steps); none once the
    /// animation has finished.
    public var shownControlValues: [ObjectIdentifier: ControlValue] { shown(controlValues, timeline: timeline) }

    func shown<Value>(_ history: ViewPropertyHistory<Value>, timeline: Timeline) -> [ObjectIdentifier: Value] {
        // `render --step 0` shows none of the steps (no current one): the views as before the input.
        let beforeAnyStep = timeline.current == nil && !timeline.steps.isEmpty
        guard !history.isEmpty, history.input == inputStart, !timeline.isFinished || beforeAnyStep else { return [:] }
        return history.values(atStep: timeline.current)
    }

    /// The scroll views' offsets (where they differ from now) when a window's hitTest last
    /// returned, up to the step shown: where the hit-test view was found. Nil without a history
    /// or before any hitTest has returned.
    public var hitTestContentOffsets: [ObjectIdentifier: CGPoint]? { hitTestContentOffsets(showing: timeline) }

    func hitTestContentOffsets(showing timeline: Timeline) -> [ObjectIdentifier: CGPoint]? {
        guard !contentOffsets.isEmpty, contentOffsets.input == inputStart, let current = timeline.current else { return nil }
        let steps = timeline.steps
        let windows = Set(session.application.windows.map(\.name))
        guard let found = steps[...min(current, steps.count - 1)].lastIndex(where: { step in
            if case .hitTestReturn(let view, _) = step { return windows.contains(view) }
            return false
        }) else { return nil }
        return contentOffsets.values(atStep: found)
    }

    /// Where each view is drawn at the step shown (see `shownContentOffsets` and `shownControlValues`).
    public var shownPlacements: [ViewPlacement] {
        ViewPlacement.placements(inWindowsOf: session.application, boundsOrigins: shownContentOffsets,
                                 controlValues: shownControlValues)
    }
}

/// The playhead over the latest input's picture. The timeline is the history's own
/// (`private(set)`): the session's keys, the lesson's input, `render`'s options and the tests
/// move it through these, and an export plays a copy of it (`StageFrame(session:showing:)`).
extension InputHistory {
    /// Moves time on; returns whether the picture changed.
    func advance(by seconds: Double) -> Bool { timeline.advance(by: seconds) }

    /// Space: pauses the animation, or plays it on.
    public func togglePause() { timeline.togglePause() }

    /// Plays the animation on if it was paused (Enter after → paused the one before).
    func play() {
        if timeline.isPaused { timeline.togglePause() }
    }

    /// →: the next step, paused there.
    public func stepForward() { timeline.stepForward() }

    /// ←: the step before, paused there.
    public func stepBackward() { timeline.stepBackward() }

    /// R: the picture played again from its first step; false, changing nothing, when there
    /// is nothing to replay (a fresh scene, a reload, C), which the session says rather than doing nothing.
    @discardableResult
    public func replay() -> Bool {
        guard !timeline.steps.isEmpty else { return false }
        timeline.replay()
        return true
    }

    /// The picture at its last step, its animation done: what `render` draws.
    public func finish() { timeline.finish() }

    /// Step `index` as it looks once its own animation is done.
    public func show(step index: Int) { timeline.show(step: index) }

    /// The first `count` steps (`render --step N`); playing goes on from there unless paused.
    public func show(firstSteps count: Int) { timeline.show(firstSteps: count) }

    /// + and −: the animation's speed one notch up or down.
    public func faster() { timeline.faster() }
    public func slower() { timeline.slower() }

    /// One of `Timeline.speeds` (`render --speed X`); false, changing nothing, for any other value.
    @discardableResult
    public func setSpeed(_ value: Double) -> Bool { timeline.setSpeed(value) }
}
