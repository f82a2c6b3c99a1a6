import Foundation
import ResponderCore

/// What a tap (down and up) at a point does, read from the steps of that very delivery: the
/// view hitTest returned and its window, the responder that handled touchesBegan, the
/// recognizer that took the touch, the scroll view or recognizer that held touchesBegan back,
/// and every action sent with the responder that performed it.
public struct WhyOutcome: Equatable, Sendable {
    /// One action the tap sent: a recognizer's to its target, a control's to its target or
    /// (nil-targeted, `target` nil) up the responder chain.
    public struct Action: Equatable, Sendable {
        public var action: String
        public var target: String?
        /// The responder that performed it; nil when nobody did.
        public var handledBy: String?
        /// The recognizer or control that sent it.
        public var sender: String

        public init(action: String, target: String?, handledBy: String?, sender: String) {
            self.action = action
            self.target = target
            self.handledBy = handledBy
            self.sender = sender
        }
    }

    public var hitTestView: String?
    public var window: String?
    /// The responder whose touchesBegan handled the touch (a control tracking it included).
    public var handledBy: String?
    /// A recognizer that recognized and cancelled or discarded the hit-test view's touch.
    public var takenBy: String?
    /// A scroll view (its delay) or a recognizer (`delaysTouchesBegan`) that held touchesBegan back.
    public var heldBy: String?
    public var actions: [Action] = []
    /// Why touchesBegan reached nobody, in the trace's words, when it did not.
    public var note: String?
    /// The same as the trace's case, for the reasons to switch on.
    var refusal: DiscardReason?
    /// touchesBegan never reached the hit-test view: held back, then dropped because a
    /// recognizer recognized. Not part of the outcome's JSON.
    var beganWithheld = false
    /// The fingers already down when the tap came (`--holding`); not part of the outcome's JSON.
    var held: [WhyHeldFinger] = []

    /// UIKit sent the hit-test view none of the touch, though hitTest answered it: another
    /// finger down (exclusiveTouch, multipleTouchEnabled off). Its recognizers still see it.
    var isRefusedToItsView: Bool {
        switch refusal {
        case .exclusiveTouchHeld, .exclusiveTouchWaits, .multipleTouchDisabled: return true
        default: return false
        }
    }

    public init(hitTestView: String? = nil, window: String? = nil, handledBy: String? = nil, takenBy: String? = nil,
                heldBy: String? = nil, actions: [Action] = [], note: String? = nil) {
        self.hitTestView = hitTestView
        self.window = window
        self.handledBy = handledBy
        self.takenBy = takenBy
        self.heldBy = heldBy
        self.actions = actions
        self.note = note
    }

    /// The actions some responder performed.
    public var performed: [Action] { actions.filter { $0.handledBy != nil } }

    /// Handled: touchesBegan found a handler, or an action sent was performed.
    public var isHandled: Bool { handledBy != nil || !performed.isEmpty }

    /// `{"hitTestView":…,"window":…,"handledBy":…,"takenBy":…,"heldBy":…,"actions":[{"action":…,"target":…,"handledBy":…}]}`.
    public var json: String {
        let actionObjects = actions.map {
            "{\"action\":\(WhyJSON.string($0.action)),\"target\":\(WhyJSON.optional($0.target)),\"handledBy\":\(WhyJSON.optional($0.handledBy))}"
        }
        return "{\"hitTestView\":\(WhyJSON.optional(hitTestView)),\"window\":\(WhyJSON.optional(window)),"
            + "\"handledBy\":\(WhyJSON.optional(handledBy)),\"takenBy\":\(WhyJSON.optional(takenBy)),"
            + "\"heldBy\":\(WhyJSON.optional(heldBy)),\"actions\":[\(actionObjects.joined(separator: ","))]}"
    }

    /// What happens to a tap at `point`, in one sentence: where it lands, who takes or holds
    /// it, who handles it, which actions it sends and who performs them.
    public func sentence(at point: CGPoint) -> String {
        let at = "A tap at \(WhyAnswer.format(point))"
        guard let hit = hitTestView else {
            return "\(at) lands on no view (\(note ?? "hit-test found no view")). Nothing handles the touch."
        }
        var parts = ["\(at) goes to \(hit)" + (window.map { " in \($0)" } ?? "")]
        if let heldBy { parts.append("\(heldBy) holds its touchesBegan back") }
        if let takenBy { parts.append("\(takenBy) recognizes and takes the touch from \(hit)") }
        if let handledBy {
            parts.append(handledBy == hit ? "\(hit) handles touchesBegan" : "\(handledBy) handles touchesBegan")
        } else if takenBy == nil {
            parts.append(note.map { "touchesBegan reaches nobody (\($0))" } ?? "no responder on its chain handles touchesBegan")
        }
        for each in actions {
            let sent = "\(each.sender) sends \(each.action)" + (each.target.map { " to \($0)" } ?? " up the responder chain")
            if let performer = each.handledBy {
                parts.append(performer == each.target ? "\(sent), which performs it" : "\(sent), and \(performer) performs it")
            } else {
                parts.append("\(sent), and nobody performs it")
            }
        }
        var sentence = parts[0]
        if parts.count > 1 { sentence += ": " + parts.dropFirst().joined(separator: "; ") }
        sentence += isHandled ? "." : ". Nothing handles the touch."
        return sentence
    }
}
