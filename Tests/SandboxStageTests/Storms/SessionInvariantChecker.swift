import Foundation
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Checks the rules of event delivery and the session's own bookkeeping after each input,
/// reading only the steps recorded since the last check, so a long storm costs linear time.
///
/// Touches: each begins once, moves and finishes only while open, and finishes exactly once
/// (ended or cancelled), whether delivered or refused (multipleTouch, exclusiveTouch, no
/// view). Events reach only views in the window. Motion and presses pair up. The session's
/// fingers, pointer touch, first responder, recorder and timeline stay consistent and bounded.
final class SessionInvariantChecker {
    static let shownViolations = 8
    /// No more than this many steps on the timeline, whatever the input: a finger held for
    /// an hour must not make each frame slower and the heap bigger.
    static let timelineBound = Timeline.capacity
    /// Six seconds of points at 125 a second, the plot's own limit, and some slack.
    static let motionPlotBound = 2_000

    let seed: UInt64
    private(set) var violations: [String] = []
    private(set) var violationCount = 0
    private(set) var stats = Stats()

    struct Stats {
        var events = 0
        var deliveredTouchPhases = 0
        var refusedTouches = 0
        var refusals: [String: Int] = [:]
        var cancelledWithCause: [String: Int] = [:]
        var motionBegan = 0
        var motionCancelled = 0
        var eventsToViews = 0
        var sceneChanges = 0
    }

    private var scene: LoadedScene
    private var recorder: StageRecorder
    /// The absolute index (`StageRecorder.total`) of the first step not yet read.
    private var seen = 0
    private var openTouches: Set<Int> = []
    /// Touches whose touchesBegan a recognizer holds back (delaysTouchesBegan): down, not yet open.
    private var heldBegan: Set<Int> = []
    /// Open touches whose touchesEnded a recognizer holds back: lifted in the core, open in the trace.
    private var heldEnd: Set<Int> = []
    /// Touches still down that a recognizer took from their view (cancelled or began discarded).
    private var taken: Set<Int> = []
    private var refusedTouches: Set<Int> = []
    private var motionOpen = false
    private var openPresses = 0
    /// Touches already reported as left open with nobody to end them, so each is reported once.
    private var orphans: Set<Int> = []
    private var shownMessages: Set<String> = []
    private var event = StormEvent.none
    private var index = -1
    /// The views the latest input removed: the driver's own `remove`, and any an events-file
    /// line did (a lesson's `remove C` played by N or R), read from its removal caption.
    private var removedViews: [UIView] = []

    init(seed: UInt64, session: SandboxSession) {
        self.seed = seed
        scene = session.scene
        recorder = session.history.recorder
        seen = 0
        motionOpen = session.application.isMotionInProgress
    }

    /// Reads what the latest input recorded and checks the session's state after it.
    /// `removed`: the view the input removed, which gets its touches' cancellations.
    /// `canEnd`: whether the input source can still end the touch (a finger still down, an
    /// events file's own ID): a touch nobody can end would stay open forever.
    func check(_ session: SandboxSession, after event: StormEvent, index: Int, removed: UIView? = nil, canEnd: (Int) -> Bool = { _ in true }) {
        stats.events += 1
        self.event = event
        self.index = index
        removedViews = removed.map { [$0] } ?? []
        if session.history.recorder !== recorder {
            // A reload: the old scene's last steps (cancelling what it had begun) went to the old recorder.
            read(from: recorder)
            sceneEnded()
            stats.sceneChanges += 1
            scene = session.scene
            recorder = session.history.recorder
            // A new scene's recorder numbers its steps on from the old one's.
            seen = recorder.dropped
            motionOpen = session.application.isMotionInProgress
        }
        read(from: recorder)
        checkState(of: session, canEnd: canEnd)
    }

    /// After the storm has ended everything it began: nothing may be left open.
    func checkAllFinished(_ session: SandboxSession) {
        index = -1
        expect(openTouches.isEmpty && refusedTouches.isEmpty, "touches never finished: \(openTouches.union(refusedTouches).sorted())")
        expect(session.application.activeTouchIdentifiers.isEmpty, "the core still has touches down")
        expect(!motionOpen && !session.application.isMotionInProgress, "a shake is still in progress")
        expect(openPresses == 0, "\(openPresses) presses never ended")
        expect(session.history.fingers.isEmpty, "fingers are still drawn: \(session.history.fingers.keys.sorted())")
        expect(session.devices.pointerTouch == nil, "the pointer still holds a touch")
    }

    var report: String {
        "\(violationCount) violation(s), first ones:\n" + violations.joined(separator: "\n")
    }

    // MARK: Steps

    private func read(from recorder: StageRecorder) {
        if seen < recorder.dropped, recorder.total > seen {
            fail("\(recorder.dropped - seen) steps were trimmed before they could be checked")
        }
        for step in recorder.steps(from: seen) { read(step) }
        seen = recorder.total
    }

    private func read(_ step: TraceStep) {
        switch step {
        case .deliver(let message, let responder, _):
            guard let method = message.eventMethod else { return }
            stats.eventsToViews += 1
            checkInWindow(responder, method: method)
        case .caption(let text, .removal):
            let name = String(text.dropLast(ScriptCommand.removalCaption("").count))
            if let view = scene.responders[name] as? UIView { removedViews.append(view) }
        case .touchDelayed(let method, let touch, _, _):
            if method == .touchesBegan { heldBegan.insert(touch) }
            if method == .touchesEnded || method == .touchesCancelled { heldEnd.insert(touch) }
        case .result(let result):
            if let touch = result.touch {
                readTouch(touch, result)
            } else {
                readFirstResponderEvent(result)
            }
        default:
            break
        }
    }

    private func readTouch(_ touch: Int, _ result: DeliveryResult) {
        let phase = result.event
        if let cause = result.cause, phase == "touchesCancelled" { stats.cancelledWithCause[cause, default: 0] += 1 }
        if let note = result.note?.text, note.hasPrefix("discarded: ") || note.contains(" took touch \(touch):") {
            return readGestureNote(touch, result)
        }
        if result.note == nil {
            stats.deliveredTouchPhases += 1
            heldBegan.remove(touch)
            if phase == "touchesEnded" || phase == "touchesCancelled" {
                heldEnd.remove(touch)
                if result.cause != nil { taken.insert(touch) }
            }
            switch phase {
            case "touchesBegan":
                if refusedTouches.contains(touch) || !openTouches.insert(touch).inserted { fail("touch \(touch) began twice") }
            case "touchesMoved":
                if !openTouches.contains(touch) { fail("touch \(touch) moved but is not open") }
            default:
                if openTouches.remove(touch) == nil { fail("touch \(touch): \(phase) but it is not open (finished twice?)") }
            }
        } else if result.note == .touchNotDown(touch: touch) || result.note == .touchCancelledEarlier(touch: touch) {
            // A touch whose touchesEnded a recognizer holds back has lifted: open in the trace
            // until its view gets that phase, but no longer down (a double tap waiting for its
            // second tap holds the first one's lift; an events file may still move it).
            let down = openTouches.contains(touch) && !heldEnd.contains(touch)
            if down || refusedTouches.contains(touch) { fail("touch \(touch) is open but the core says '\(result.note!.text)'") }
        } else {
            // Refused: kept from its view (multipleTouchEnabled, exclusiveTouch, no hit-test view), but it still begins and finishes.
            switch phase {
            case "touchesBegan":
                stats.refusedTouches += 1
                stats.refusals[result.note!.text, default: 0] += 1
                if openTouches.contains(touch) || !refusedTouches.insert(touch).inserted { fail("refused touch \(touch) began twice") }
            case "touchesMoved":
                if !refusedTouches.contains(touch) { fail("refused touch \(touch) moved but is not open") }
            default:
                if refusedTouches.remove(touch) == nil { fail("refused touch \(touch): \(phase) but it is not open") }
            }
        }
    }

    /// A recognizer discarded a held phase, or the view gets no more of a touch it took.
    private func readGestureNote(_ touch: Int, _ result: DeliveryResult) {
        switch result.event {
        case "touchesBegan":
            if !heldBegan.contains(touch) && !result.note!.dropsPhase { fail("touch \(touch): began discarded but never held") }
            heldBegan.remove(touch)
            taken.insert(touch)
        case "touchesEnded", "touchesCancelled":
            heldEnd.remove(touch)
            // An ended discarded for an open touch is followed by its touchesCancelled.
        default:
            break
        }
    }

    private func readFirstResponderEvent(_ result: DeliveryResult) {
        switch result.event {
        case "motionBegan":
            stats.motionBegan += 1
            if motionOpen { fail("motionBegan while a shake was already in progress") }
            motionOpen = true
        case "motionEnded", "motionCancelled":
            if result.event == "motionCancelled" { stats.motionCancelled += 1 }
            if !motionOpen { fail("\(result.event) without motionBegan") }
            motionOpen = false
        case "pressesBegan": openPresses += 1
        case "pressesEnded", "pressesCancelled":
            openPresses -= 1
            if openPresses < 0 { fail("\(result.event) without pressesBegan") }
        default:
            break
        }
    }

    /// Events reach only responders in the window; a view being removed still gets the
    /// cancellations its removal causes (UIKit sends them before it leaves).
    private func checkInWindow(_ name: String, method: ResponderMethod) {
        guard let responder = scene.responders[name] else {
            return fail("\(method.rawValue) delivered to '\(name)', which the scene does not have")
        }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.view
        guard let view, view.window == nil else { return }
        if method == .touchesCancelled || method == .motionCancelled, removedViews.contains(where: { view.isDescendant(of: $0) }) { return }
        fail("\(method.rawValue) delivered to \(name), which is not in the window")
    }

    // MARK: State

    private func checkState(of session: SandboxSession, canEnd: (Int) -> Bool) {
        let application = session.application
        let active = application.activeTouchIdentifiers
        for touch in active where touch != session.devices.pointerTouch && !canEnd(touch) && orphans.insert(touch).inserted {
            fail("touch \(touch) is down, but no finger, pointer or events file can end it")
        }
        if session.devices.pointerTouch != nil, let owner = session.devices.pointerTouchOwner, session.devices.connectedControllers[owner] == nil {
            fail("the pointer's touch belongs to controller \(owner), which is unplugged")
        }
        taken.formIntersection(active)
        heldBegan.formIntersection(active)
        let accounted = openTouches.union(refusedTouches).union(heldBegan).union(taken)
        // An open touch that is no longer down is one whose touchesEnded a recognizer holds back.
        if active.contains(where: { !accounted.contains($0) }) || openTouches.contains(where: { !active.contains($0) && !heldEnd.contains($0) }) {
            fail("the core's touches \(active) are not the traced open ones \(openTouches.union(refusedTouches).sorted())")
        }
        if session.history.fingers.keys.contains(where: { !application.isTouchDown($0) }) {
            fail("fingers drawn for touches that are not down: \(session.history.fingers.keys.filter { !application.isTouchDown($0) }.sorted())")
        }
        if let pointer = session.devices.pointerTouch, !application.isTouchDown(pointer) { fail("the pointer holds touch \(pointer), which is not down") }
        if let first = application.firstResponder {
            let view = (first as? UIView) ?? (first as? UIViewController)?.view
            if let view, view.window == nil { fail("the first responder \(first.name) is not in the window") }
        }
        if motionOpen != application.isMotionInProgress { fail("the trace says shaking \(motionOpen), the application \(application.isMotionInProgress)") }
        let held = session.devices.heldPresses.values.reduce(0) { $0 + $1.count }
        if openPresses != held { fail("\(openPresses) presses open in the trace, \(held) buttons held") }
        if session.devices.connectedControllers.isEmpty, session.devices.controllerPointer != nil || session.devices.stick != .zero {
            fail("no controller is plugged in, yet the pointer or stick is live")
        }
        if session.history.recorder.steps.count > StageRecorder.capacity * 2 { fail("the recorder holds \(session.history.recorder.steps.count) steps") }
        if session.history.timeline.steps.count > Self.timelineBound { fail("the timeline holds \(session.history.timeline.steps.count) steps") }
        if let current = session.history.timeline.current, current >= session.history.timeline.steps.count { fail("the timeline's step \(current) is past its end") }
        if session.history.inputStart > session.history.recorder.total { fail("the episode starts after the last step") }
        if session.devices.motionPlot.count > Self.motionPlotBound { fail("the motion plot holds \(session.devices.motionPlot.count) points") }
    }

    /// Whatever the old scene began ended there when it was replaced.
    private func sceneEnded() {
        if !openTouches.isEmpty || !refusedTouches.isEmpty {
            fail("the scene was replaced with touches \(openTouches.union(refusedTouches).sorted()) never finished")
        }
        if motionOpen { fail("the scene was replaced during a shake that never finished") }
        if openPresses != 0 { fail("the scene was replaced with \(openPresses) presses never ended") }
        heldBegan = []
        heldEnd = []
        taken = []
        openTouches = []
        refusedTouches = []
        openPresses = 0
    }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    private func fail(_ message: String) {
        violationCount += 1
        // The same fault repeats after every later input: each is shown once.
        guard violations.count < Self.shownViolations, shownMessages.insert(message).inserted else { return }
        let when = index < 0 ? "after the storm ended" : "event #\(index) (\(event))"
        violations.append("seed \(seed), \(when): \(message)")
    }
}
