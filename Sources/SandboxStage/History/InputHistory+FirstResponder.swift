import ResponderCore

/// The first responder as the picture shows it: a change the animation has not reached yet
/// (a tap that makes a text field first responder) is not told before its step, so the
/// status bar, SELECTED and the canvas's mark leave the class its prediction.
extension InputHistory {
    /// The same at the step `timeline` shows (the history's own, or a copy an export plays).
    func shownFirstResponder(showing timeline: Timeline) -> String? {
        let live = session.application.firstResponder?.name
        let steps = timeline.steps
        let shown = min(steps.count, timeline.current.map { $0 + 1 } ?? 0)
        guard steps[shown...].contains(where: { $0.firstResponderChange != nil }) else { return live }
        if let reached = steps[..<shown].last(where: { $0.firstResponderChange != nil }) { return reached.firstResponderChange ?? nil }
        // Before the input: the last change the log recorded before it (the scene's own first).
        let log = recorder.steps(from: 0)
        let earlier = log.prefix(max(0, inputStart - recorder.dropped))
        return earlier.last(where: { $0.firstResponderChange != nil })?.firstResponderChange ?? nil
    }
}

extension TraceStep {
    /// The first responder a `.firstResponder` step made (`.some(nil)`: none); nil for any other step.
    var firstResponderChange: String?? {
        if case .firstResponder(let responder) = self { return .some(responder) }
        return nil
    }
}
