import Foundation

extension UIGestureEnvironment {
    /// A kind asks for a new state; UIKit's rules between recognizers decide what happens.
    /// `note`: for a failure, the question that answered no (the trace says which).
    func request(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State, note: String? = nil) {
        switch newState {
        case .began where recognizer.state == .possible, .ended where recognizer.state == .possible:
            // Only one recognition at a time: a kind asking twice while it waits is ignored.
            guard recognizer.pendingState == nil else { return }
            beginRecognition(recognizer, newState)
        case .changed, .ended:
            guard recognizer.isActive else { return }
            apply(newState, to: recognizer)
            sendActions(of: recognizer)
        case .cancelled:
            guard recognizer.isActive else { return request(recognizer, .failed) }
            apply(.cancelled, to: recognizer)
            sendActions(of: recognizer)
        case .failed:
            guard recognizer.state == .possible else { return }
            recognizer.pendingState = nil
            recognizer.deadline = nil
            apply(.failed, to: recognizer, note: note)
            resumeRecognizers(waitingFor: recognizer)
        case .possible, .began:
            return
        }
    }

    /// The recognizer's move out of possible: refused, deferred (require(toFail:)) or made.
    private func beginRecognition(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        if let refusal = refusal(of: recognizer) { return request(recognizer, .failed, note: refusal.question) }
        // require(toFail:): wait while a required recognizer can still recognize.
        if requirements(of: recognizer).contains(where: isUndecided) {
            recognizer.pendingState = newState
            return
        }
        recognizer.deadline = nil
        apply(newState, to: recognizer)
        sendActions(of: recognizer)
        excludeOthers(recognizedBy: recognizer)
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
    }

    /// Why UIKit would not let the recognizer leave possible now, if it would not.
    private func refusal(of recognizer: UIGestureRecognizer) -> GestureRefusal? {
        if let required = requirements(of: recognizer).first(where: { $0.hasRecognized }) {
            return .rule("\(required.name) recognized")
        }
        // Relied upon (UIKit's order is undocumented): the delegate is asked before the views.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .question("its delegate's gestureRecognizerShouldBegin(_:) returned false")
        }
        // UIView.gestureRecognizerShouldBegin(_:): the views it tracks touches in, then its own, may say no.
        for view in askedViews(recognizer) where !view.gestureRecognizerShouldBegin(recognizer) {
            let why = view.reasonNotToBegin(recognizer).map { ": \($0)" } ?? ""
            return .question("\(view.name).gestureRecognizerShouldBegin(_:) returned false\(why)")
        }
        // Only one recognizer of a touch recognizes at a time, unless the delegate allows it.
        if engaged.contains(where: { $0 !== recognizer && $0.isActive && sharesTouches($0, recognizer) && !simultaneous($0, recognizer) }) {
            return .rule("another recognizer is recognizing")
        }
        return nil
    }

    /// The hit-test views of its touches, in touch order, then its own view: Apple documents
    /// UISlider's answer stopping swipes that start on its thumb, so the touched views are asked.
    private func askedViews(_ recognizer: UIGestureRecognizer) -> [UIView] {
        var views: [UIView] = []
        for view in recognizer.gestureTouches.sorted(by: { $0.identifier < $1.identifier }).compactMap(\.view) + [recognizer.view].compactMap({ $0 })
        where !views.contains(where: { $0 === view }) {
            views.append(view)
        }
        return views
    }

    /// The views (inside the pan's scroll view, not the scroll view itself) that have begun
    /// tracking one of the pan's touches and not finished it.
    func contentTracking(_ pan: UIScrollViewPanGestureRecognizer) -> [UIView] {
        pan.gestureTouches.sorted { $0.identifier < $1.identifier }.compactMap { touch in
            guard let view = touch.view, view !== pan.view, let state = touchStates[ObjectIdentifier(touch)],
                  state.viewBegan, !state.viewFinished, state.cancelledBy == nil else { return nil }
            return view
        }
    }

    /// The recognizers this one must wait for: `require(toFail:)`'s, then those of the same
    /// touches its delegate or theirs asks it to wait for.
    func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let explicit = recognizer.requiredToFail
        let asked = engaged.filter { other in
            !explicit.contains { $0 === other } && sharesTouches(other, recognizer) && recognizer.requires(other)
        }
        return explicit + asked
    }

    /// The others following the same touches fail, unless the delegate lets them recognize too.
    private func excludeOthers(recognizedBy winner: UIGestureRecognizer) {
        for other in engaged where other !== winner && other.state == .possible && sharesTouches(other, winner) {
            if other.requires(winner) || !simultaneous(other, winner) { request(other, .failed) }
        }
    }

    /// A recognizer failed: those that waited for it may recognize now.
    private func resumeRecognizers(waitingFor failed: UIGestureRecognizer) {
        for waiting in engaged where waiting.pendingState != nil && waiting.requires(failed) {
            guard !requirements(of: waiting).contains(where: isUndecided), let state = waiting.pendingState else { continue }
            beginRecognition(waiting, state)
        }
    }

    /// cancelsTouchesInView: the view's touches of the gesture end in touchesCancelled, caused
    /// by the recognizer; phases it never saw are discarded, and the trace says so.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.gestureTouches.sorted(by: { $0.identifier < $1.identifier }) {
            guard let state = touchStates[ObjectIdentifier(touch)], state.cancelledBy == nil, !state.viewFinished else { continue }
            state.cancelledBy = recognizer.name
            state.laterPhasesNote = .touchTaken(by: recognizer.name, touch: touch.identifier)
            for phase in state.held {
                recordDiscard(phase, of: touch, note: .recognized(by: recognizer.name), cause: recognizer.name)
            }
            state.held.removeAll()
            if state.viewBegan {
                state.viewFinished = true
                touch.window?.deliver(.cancelled, of: touch, cause: recognizer.name)
            }
            if state.lifted { touchStates[ObjectIdentifier(touch)] = nil }
        }
    }

    /// Disabled or removed while following touches: UIKit cancels it (or fails it before it began).
    func abandon(_ recognizer: UIGestureRecognizer) {
        if let hover = recognizer as? UIHoverGestureRecognizer, hovering.contains(where: { $0 === hover }) {
            return stopHovering(hover, cancelled: true)
        }
        guard engaged.contains(where: { $0 === recognizer }) else { return }
        recognizer.trackedTouches.removeAll()
        recognizer.pendingState = nil
        recognizer.deadline = nil
        request(recognizer, recognizer.isActive ? .cancelled : .failed)
        settle()
    }

    func apply(_ state: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer, note: String? = nil) {
        recognizer.state = state
        if recognizer.isTraced {
            var detail = recognizer.tracedValues
            detail.note = note
            recorder?.record(.gesture(recognizer: recognizer.name, view: recognizer.view?.name ?? "", state: recognizer.traceState, detail: detail))
        }
        // After the step, so what the kind does about it (a scroll view scrolling) follows it in the trace.
        recognizer.didEnter(state)
    }

    private func sendActions(of recognizer: UIGestureRecognizer) {
        for (target, action) in recognizer.actionTargets {
            recorder?.record(.gestureAction(recognizer: recognizer.name, action: action.name, target: target.name,
                                            state: recognizer.traceState))
        }
    }

    private func sharesTouches(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.gestureTouches.contains { touch in second.gestureTouches.contains { $0 === touch } }
    }

    private func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.shouldRecognizeSimultaneously(with: second) || second.shouldRecognizeSimultaneously(with: first)
    }
}

/// Why a recognizer may not leave possible. Only a question's answer is named on the failed
/// step: the rules between recognizers show in the steps before it.
private enum GestureRefusal {
    /// The delegate's or a view's `gestureRecognizerShouldBegin(_:)` answered no.
    case question(String)
    /// `require(toFail:)` or exclusivity decided.
    case rule(String)

    var question: String? {
        if case .question(let text) = self { return text }
        return nil
    }
}
