import ResponderCore

/// The words and colours the canvas and the panel use for a recognizer's state, so a state
/// reads the same in both places and carries a word and a mark as well as a colour.
public enum GestureWording {
    public static func describe(_ state: GestureStateName) -> (word: String, color: StageColor) {
        switch state {
        case .possible: return ("possible: watching", Palette.gestureWatching)
        case .began: return ("began ▶", Palette.gestureInProgress)
        case .changed: return ("changed ↻", Palette.gestureInProgress)
        case .ended: return ("ended ✓", Palette.gestureRecognized)
        case .recognized: return ("recognized ✓", Palette.gestureRecognized)
        case .failed: return ("failed ✗", Palette.gestureFailed)
        case .cancelled: return ("cancelled ✗", Palette.gestureCancelled)
        }
    }

    /// The badge on the view: `cardTap tap×2` at rest, `cardTap tap×2 · recognized ✓` once the
    /// input has reached it; `kind` is nil for a recognizer the scene no longer has.
    public static func badge(name: String, kind: String?, state: GestureStateName?) -> String {
        let title = kind.map { "\(name) \($0)" } ?? name
        return state.map { "\(title) · \(describe($0).word)" } ?? title
    }

    /// The panel's line for it once the input is over: its final state and its action.
    public static func summary(_ story: RecognizerStory) -> String {
        var line = "\(story.name) on \(story.view): \(describe(story.outcome).word)"
        if let sent = story.actions.last {
            line += " → \(sent.action) → \(sent.target)"
        } else if story.didRecognize == false {
            line += " · no action"
        }
        return line
    }

    /// A held touch phase, as its tag and panel line say it.
    public static func held(_ phase: RecognizerStory.HeldPhase, by recognizer: String) -> String {
        switch phase.fate {
        case .waiting: return "\(phase.method.rawValue) held by \(recognizer) (waiting)"
        case .delivered: return "\(phase.method.rawValue) delivered late (held by \(recognizer))"
        case .discarded: return "\(phase.method.rawValue) discarded: \(phase.discardedBy ?? recognizer) recognized"
        }
    }

    /// The answer that failed a recognizer, as the canvas tags it beside its badge.
    public static func failure(of recognizer: String, reason: String) -> String {
        "\(recognizer) failed: \(reason)"
    }

    public static func cancelled(by recognizer: String) -> String {
        "touchesCancelled — cancelled by \(recognizer)"
    }

    /// A story with held phases and no state yet: a scroll view's delaysContentTouches (its
    /// private recognizer's states are not traced), or a recognizer that has not decided.
    static func outcomeWords(_ story: RecognizerStory) -> String {
        guard story.states.isEmpty, !story.held.isEmpty else {
            // The answer that failed it, so the picture's last words keep the delegate's reason.
            let reason = story.outcome == .failed ? story.failureReason.map { ": \($0)" } ?? "" : ""
            return "\(story.name) \(describe(story.outcome).word)\(reason)"
        }
        return "\(story.name) held " + Array(Set(story.held.map(\.method.rawValue))).sorted().joined(separator: ", ")
    }

    /// WHAT HAPPENED's one line of the gesture story: who won, what it sent, what it cost the view.
    public static func storyLine(_ recognizers: [RecognizerStory]) -> String? {
        let winners = recognizers.filter(\.didRecognize)
        guard !recognizers.isEmpty else { return nil }
        guard !winners.isEmpty else {
            return "no recognizer recognized (" + recognizers.map(outcomeWords).joined(separator: ", ") + ")"
        }
        return winners.map { story in
            var line = "\(story.name) \(describe(story.outcome).word)"
            if let sent = story.actions.last { line += " → \(sent.action) → \(sent.target)" }
            let views = Array(Set(story.cancelled.map(\.view))).sorted()
            if !views.isEmpty { line += "; " + views.joined(separator: ", ") + "'s touches cancelled" }
            let discarded = story.held.filter { $0.fate == .discarded }.map(\.method.rawValue)
            if !discarded.isEmpty { line += "; " + discarded.joined(separator: ", ") + " never delivered" }
            return line
        }.joined(separator: "; ")
    }
}
