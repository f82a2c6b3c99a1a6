import Foundation

/// UIKit's private class of the same name: it shows each touch to the recognizers before the
/// view and applies the rules between recognizers and views, recording every step.
public final class UIGestureEnvironment {
    weak var application: UIApplication?
    /// Recognizers that saw a touch since their last reset.
    private(set) var engaged: [UIGestureRecognizer] = []
    var touchStates: [ObjectIdentifier: GestureTouchState] = [:]
    /// Hover recognizers the pointer is over now, in the order it entered them (see `hover(_:at:over:windowPoint:in:)`).
    var hovering: [UIHoverGestureRecognizer] = []

    init(application: UIApplication) {
        self.application = application
    }

    var recorder: TraceRecorder? { application?.traceRecorder }

    /// Whether no recognizer is following a touch, waiting or holding a phase back.
    public var isIdle: Bool { engaged.isEmpty && touchStates.isEmpty }

    /// Whether a touch with this identifier is still followed (lifted, with phases held back):
    /// a new finger must not take its identifier, or its late phases would read as the new one's.
    public func isFollowing(touchIdentifier identifier: Int) -> Bool {
        touchStates.values.contains { $0.touch.identifier == identifier }
    }

    /// The last phase a recognizer holds back of a lifted touch with this identifier, and the
    /// recognizer (nil: no lifted touch has it, or nothing of it is held): what a new touch
    /// given the same identifier would be mistaken for in the trace.
    public func heldPhase(ofLiftedTouch identifier: Int) -> (method: ResponderMethod, recognizer: String)? {
        guard let state = touchStates.values.first(where: { $0.touch.identifier == identifier && $0.lifted }),
              let phase = state.held.last, let holder = state.holder else { return nil }
        return (phase.responderMethod, holder)
    }

    // MARK: - Touches

    /// Shows the touch's new phase to its recognizers; true when the view gets the phase now.
    func admit(_ touch: UITouch, event: UIEvent) -> Bool {
        let key = ObjectIdentifier(touch)
        if touch.phase == .began { engage(touch) }
        guard let state = touchStates[key] else { return true }
        let wasCancelled = state.cancelledBy != nil
        let phase = touch.phase
        if phase == .ended || phase == .cancelled {
            state.lifted = true
            for recognizer in state.recognizers { recognizer.trackedTouches.removeAll { $0 === touch } }
        }
        // Those waiting for require(toFail:) hear a phase only once released by it: a move that
        // releases one is its began, not also a change (one action per state change); a lift
        // that releases one still ends it.
        let waiting = state.recognizers.filter { $0.pendingState != nil }
        for recognizer in state.recognizers where !waiting.contains(where: { $0 === recognizer }) && follows(recognizer, touch) {
            show(phase, of: touch, to: recognizer, event: event)
        }
        if phase == .ended || phase == .cancelled {
            for recognizer in waiting where follows(recognizer, touch) { show(phase, of: touch, to: recognizer, event: event) }
        }
        settle()
        return viewTakes(phase, of: state, wasCancelled: wasCancelled)
    }

    private func show(_ phase: UITouch.Phase, of touch: UITouch, to recognizer: UIGestureRecognizer, event: UIEvent) {
        switch phase {
        case .began: recognizer.touchesBegan([touch], with: event)
        case .moved, .stationary: recognizer.touchesMoved([touch], with: event)
        case .ended: recognizer.touchesEnded([touch], with: event)
        case .cancelled: recognizer.touchesCancelled([touch], with: event)
        }
    }

    /// The recognizers of the hit-test view and its ancestors, nearest first, as UIKit collects them.
    private func engage(_ touch: UITouch) {
        var found: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            found += (current.privateRecognizers + current.attachedRecognizers).filter { $0.takesTouches && $0.isEnabled && $0.pendingState == nil && $0.state != .failed && $0.state != .ended && $0.state != .cancelled }
                // The delegate's gestureRecognizer(_:shouldReceive:): no keeps the touch from it altogether.
                .filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
            view = current.superview
        }
        guard !found.isEmpty else { return }
        touchStates[ObjectIdentifier(touch)] = GestureTouchState(touch: touch, recognizers: found)
        for recognizer in found {
            if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
            recognizer.trackedTouches.append(touch)
            recognizer.gestureTouches.append(touch)
        }
    }

    /// A failed or finished recognizer ignores touches until it is reset (UIKit).
    private func follows(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        recognizer.isEnabled && recognizer.pendingState == nil && (recognizer.state == .possible || recognizer.isActive)
            && recognizer.gestureTouches.contains { $0 === touch }
    }

    private func viewTakes(_ phase: UITouch.Phase, of state: GestureTouchState, wasCancelled: Bool) -> Bool {
        let touch = state.touch
        // The recognizers saw it; the view is sent none of it (multipleTouchEnabled), whoever recognizes.
        if touch.viewRefusal != nil {
            application?.recordViewRefusal(of: touch, phase: phase)
            if state.lifted { touchStates[ObjectIdentifier(touch)] = nil }
            return false
        }
        if let recognizer = state.cancelledBy {
            // The phase that brought the recognition is covered by the cancellation's summary,
            // unless the view never saw the touch begin: then it is discarded, and says so.
            if wasCancelled || !state.viewBegan {
                recordDiscard(phase, of: touch, note: wasCancelled
                    ? state.laterPhasesNote ?? .cancelled(cause: recognizer)
                    : state.keptNote ?? .recognized(by: recognizer), cause: recognizer)
            }
            if state.lifted { touchStates[ObjectIdentifier(touch)] = nil }
            return false
        }
        if let holder = state.held.isEmpty ? delayer(of: phase, in: state)?.name : state.holder {
            state.held.append(phase)
            state.holder = holder
            recorder?.record(.touchDelayed(method: phase.responderMethod, touch: touch.identifier,
                                           view: touch.view?.name ?? "", recognizer: holder))
            return false
        }
        if phase == .began, refuseBegan(of: state) { return false }
        noteDelivered(phase, of: state)
        return true
    }

    /// A touch that went down only to stop something (a decelerating scroll view): its view
    /// gets none of its phases, each traced with `note`.
    func keepFromView(_ touch: UITouch, cause: String, note: DiscardReason) {
        guard let state = touchStates[ObjectIdentifier(touch)], state.cancelledBy == nil, !state.viewBegan else { return }
        state.cancelledBy = cause
        state.laterPhasesNote = note
        state.keptNote = note
    }

    /// UIScrollView.touchesShouldBegin(_:with:in:): a scroll view around the touch's view may
    /// keep its content from the touch; the view then gets none of it, and the trace says who.
    private func refuseBegan(of state: GestureTouchState) -> Bool {
        let touch = state.touch
        guard let view = touch.view else { return false }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, !scrollView.touchesShouldBegin([touch], with: nil, in: view) {
                let cause = scrollView.name
                state.cancelledBy = cause
                state.laterPhasesNote = .touchesShouldBeginRefused(scrollView: cause, view: view.name)
                // Apple: "Return false if you don’t want the scroll view to send event messages to view"; a lift arriving with the refusal too.
                state.keptNote = state.laterPhasesNote
                recordDiscard(.began, of: touch, note: state.laterPhasesNote!, cause: cause)
                return true
            }
            ancestor = current.superview
        }
        return false
    }

    private func noteDelivered(_ phase: UITouch.Phase, of state: GestureTouchState) {
        if phase == .began { state.viewBegan = true }
        if phase == .ended || phase == .cancelled {
            state.viewFinished = true
            if state.held.isEmpty { touchStates[ObjectIdentifier(state.touch)] = nil }
        }
    }

    /// delaysTouchesBegan holds began (and the moves after it); delaysTouchesEnded holds ended,
    /// while the recognizer can still recognize.
    private func delayer(of phase: UITouch.Phase, in state: GestureTouchState) -> UIGestureRecognizer? {
        state.recognizers.first { recognizer in
            // A recognizer that ignored the touch (ignore(_:for:)) holds none of it back.
            guard isUndecided(recognizer), recognizer.gestureTouches.contains(where: { $0 === state.touch }) else { return false }
            switch phase {
            case .began: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded
            default: return false
            }
        }
    }

    func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.state == .possible && engaged.contains { $0 === recognizer }
    }

    // MARK: - The clock

    /// Fires the timers that are due, earliest first (long press, the gap between taps).
    func clockAdvanced() {
        guard let now = application?.currentTime else { return }
        while let due = engaged.filter({ ($0.deadline ?? .infinity) <= now }).min(by: { $0.deadline! < $1.deadline! }) {
            due.deadline = nil
            due.deadlinePassed()
            settle()
        }
    }

    // MARK: - Settling

    /// Delivers held phases whose recognizers have decided, and resets recognizers whose
    /// touches have all ended, until nothing changes.
    func settle() {
        var changed = true
        while changed {
            changed = false
            for state in touchStates.values.sorted(by: { $0.touch.identifier < $1.touch.identifier }) where !state.held.isEmpty {
                changed = release(state) || changed
            }
            for recognizer in engaged where recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil && recognizer.deadline == nil {
                resetOrFail(recognizer)
                changed = true
            }
        }
    }

    /// UIKit resets a recognizer once its touches have ended and it has decided; one that
    /// can no longer decide (no touch, no timer) has failed.
    private func resetOrFail(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .possible { request(recognizer, .failed) }
        if recognizer.isActive { request(recognizer, .cancelled) }
        engaged.removeAll { $0 === recognizer }
        recognizer.gestureTouches.removeAll()
        apply(.possible, to: recognizer)
        recognizer.reset()
    }

    /// Hands the view its held phases once nobody holds the first one back.
    private func release(_ state: GestureTouchState) -> Bool {
        var released = false
        while let phase = state.held.first {
            // Moves and a cancel are only held behind a began; began and ended wait for their delayer.
            if phase == .began || phase == .ended, delayer(of: phase, in: state) != nil { break }
            state.held.removeFirst()
            if phase == .began, refuseBegan(of: state) {
                // refuseBegan has just set both: the scroll view's refusal and its name.
                for later in state.held { recordDiscard(later, of: state.touch, note: state.laterPhasesNote!, cause: state.cancelledBy!) }
                state.held.removeAll()
                if state.lifted { touchStates[ObjectIdentifier(state.touch)] = nil }
                return true
            }
            noteDelivered(phase, of: state)
            state.touch.window?.deliver(phase, of: state.touch, cause: nil)
            released = true
        }
        if let phase = state.held.first { state.holder = delayer(of: phase, in: state)?.name ?? state.holder }
        return released
    }

    /// Phases held for a touch that has lifted inside a view leaving the window: the view
    /// never gets them; one that saw the touch begin gets touchesCancelled, as for a touch still down.
    func viewWillLeaveWindow(_ view: UIView) {
        // A view leaving the window is no longer under the pointer: its hovers are cancelled.
        for recognizer in hovering where recognizer.view.map({ $0.isDescendant(of: view) }) ?? true { stopHovering(recognizer, cancelled: true) }
        abandonHeldPhases(cause: "\(view.name) was removed from its superview") { $0.isDescendant(of: view) }
    }

    /// The system cancelled every touch: phases still held for lifted touches go too.
    func cancelHeldPhases(cause: String) {
        abandonHeldPhases(cause: cause) { _ in true }
    }

    private func abandonHeldPhases(cause: String, of matches: (UIView) -> Bool) {
        for state in touchStates.values.sorted(by: { $0.touch.identifier < $1.touch.identifier }) {
            guard let bound = state.touch.view, matches(bound), !state.held.isEmpty else { continue }
            for phase in state.held { recordDiscard(phase, of: state.touch, note: .cancelled(cause: cause), cause: cause) }
            state.held.removeAll()
            if state.viewBegan, !state.viewFinished {
                state.viewFinished = true
                state.touch.window?.deliver(.cancelled, of: state.touch, cause: cause)
            }
            if state.lifted {
                touchStates[ObjectIdentifier(state.touch)] = nil
            } else {
                // Still down, never begun in the view: its cancel is not delivered either.
                state.cancelledBy = cause
                state.laterPhasesNote = .cancelled(cause: cause)
            }
        }
    }

    func recordDiscard(_ phase: UITouch.Phase, of touch: UITouch, note: DiscardReason, cause: String) {
        var result = DeliveryResult(
            message: .event(phase.responderMethod), touch: touch.identifier, hitTestView: touch.view?.name,
            firstResponder: application?.firstResponder?.name, note: note
        )
        result.cause = cause
        result.window = application?.tracedName(of: touch.window)
        recorder?.record(.result(result))
    }
}
