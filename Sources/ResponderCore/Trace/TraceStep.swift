import Foundation

/// Why `hitTest(_:with:)` returned nil for a view without asking `point(inside:with:)`.
public enum HitTestSkipReason: String, Sendable, Equatable {
    case hidden
    case alpha
    case userInteractionDisabled
    /// A UIControl with `isEnabled == false`.
    case disabled
}

/// One step of event delivery, exactly as the core performed it.
///
/// The trace is the single source of truth: the log panel, the animation, the `trace`
/// command and the tests all read these values.
public enum TraceStep: Equatable, Sendable {
    /// `hitTest(_:with:)` was called on `view` with `point`, in that view's own (bounds)
    /// coordinates: the parent's point converted through the view's transform and bounds origin.
    case hitTest(view: String, point: CGPoint)
    /// `hitTest(_:with:)` returned nil for `view` before asking `point(inside:with:)`.
    case skipped(view: String, reason: HitTestSkipReason)
    case pointInside(view: String, inside: Bool)
    case hitTestReturn(view: String, result: String?)
    /// A responder was offered an event method, asked `canPerformAction` about an action
    /// message, or searched for a key command.
    case deliver(message: ResponderMessage, responder: String, handled: Bool)
    /// UIResponder's default touchesMoved/Ended/Cancelled reached `responder` and stopped:
    /// touchesBegan for these touches was not passed on from it, so neither are later phases.
    case notForwarded(method: ResponderMethod, responder: String)
    /// An action went straight to its explicit target, with no responder-chain search;
    /// `implemented` says whether the target implements it.
    case sentToTarget(action: Selector, target: String, implemented: Bool)
    /// A responder chain logged by class name, as the article "iOS开发-事件的传递链和响应链是如何的" prints it with `logOutResponderChain:`.
    case chainLog(responder: String, classes: [String])
    /// A UIControl fired one of its control events (touchDown, touchUpInside, …); `value` is a
    /// value control's value as it sends them (a slider's number, a switch's on), else nil.
    case controlEvent(control: String, event: String, value: ControlValue? = nil)
    /// The first responder changed (`nil`: nobody is first responder any more).
    case firstResponder(responder: String?)
    /// One summary after each event phase, action or motion was delivered.
    case result(DeliveryResult)
    /// A change a script or a person made between events (`C.isUserInteractionEnabled = false`,
    /// `C.removeFromSuperview()`), or time passing (`0.5 s pass`), so that a lesson's log and
    /// picture never change silently. `kind` says which.
    case caption(text: String, kind: CaptionKind)
    /// A gesture recognizer changed state: every change is one step. `detail` carries a
    /// rotation's angle, a pinch's scale, a pan's translation and velocity, or the question that made it fail.
    case gesture(recognizer: String, view: String, state: GestureStateName, detail: GestureStepDetail = .none)
    /// A recognizer sent its action to its explicit target (recognizers are never nil-targeted).
    case gestureAction(recognizer: String, action: String, target: String, state: GestureStateName)
    /// A touch phase a recognizer holds back (`delaysTouchesBegan`, `delaysTouchesEnded`):
    /// it is traced again, as a `deliver`, when the delay ends, or dropped if the recognizer recognizes.
    case touchDelayed(method: ResponderMethod, touch: Int, view: String, recognizer: String)
    /// A scroll view's content moving on its own account: where it was when the
    /// finger lifted and what it does next, and where it came to rest. The moves in between are
    /// not steps (the canvas draws the live offset); `NAME.pan`'s gesture steps tell the drag.
    case scroll(view: String, contentOffset: CGPoint, state: ScrollStateName)
    /// A hover event: the pointer, no button pressed, is at `point` (in the scene's coordinates,
    /// as the events file writes it; nil: out of the window) over the hit-test view `view` (nil: none). Recorded only when a
    /// hover recognizer is entered, moved across or exited; its `gesture` steps follow.
    case hover(point: CGPoint?, view: String?)
}

/// What a scroll view's content does once the finger has lifted.
public enum ScrollStateName: String, Sendable, Equatable, CaseIterable {
    /// Moving on with the finger's speed, slowing at `decelerationRate`.
    case decelerating
    /// Past an edge: easing back within the content.
    case settling
    /// At rest.
    case stopped
}

/// What a `gesture` step says besides the state.
public struct GestureStepDetail: Equatable, Sendable {
    /// A rotation recognizer's `rotation` once it has begun, in degrees (positive is clockwise).
    public var rotation: CGFloat?
    /// A pinch recognizer's `scale` once it has begun.
    public var scale: CGFloat?
    /// A pan recognizer's `translation(in: nil)` and `velocity(in: nil)` once it has begun,
    /// in window points and points per second.
    public var translation: CGPoint?
    public var velocity: CGPoint?
    /// For a recognizer that fails because a question answered no: which question, such as
    /// `its delegate's gestureRecognizerShouldBegin(_:) returned false`.
    public var note: String?

    public init(rotation: CGFloat? = nil, scale: CGFloat? = nil, translation: CGPoint? = nil, velocity: CGPoint? = nil,
                note: String? = nil) {
        self.rotation = rotation
        self.scale = scale
        self.translation = translation
        self.velocity = velocity
        self.note = note
    }

    public static let none = GestureStepDetail()
}

/// A value control's value on a `controlEvent` step.
public enum ControlValue: Equatable, Sendable {
    /// UISlider's `value`.
    case number(CGFloat)
    /// UISwitch's `isOn`.
    case on(Bool)
}

/// A gesture recognizer's state as the trace names it. UIKit's
/// `UIGestureRecognizer.State.recognized` is `.ended` under another name: the trace says
/// `recognized` for discrete kinds (tap, swipe) and `ended` for continuous ones.
public enum GestureStateName: String, Sendable, Equatable, CaseIterable {
    case possible, began, changed, ended, recognized, failed, cancelled
}

extension TraceStep {
    /// The view a `hitTest` step visits, when it is one.
    public var hitTestVisitedView: String? {
        if case .hitTest(let view, _) = self { return view }
        return nil
    }

    /// The summary this step carries, when it is a `result`.
    public var deliveryResult: DeliveryResult? {
        if case .result(let result) = self { return result }
        return nil
    }
}

/// The summary of one delivered event phase, action or motion.
public struct DeliveryResult: Equatable, Sendable {
    /// What was delivered: an event method, an action, or a key's search of `keyCommands`.
    public var message: ResponderMessage
    public var touch: Int?
    public var hitTestView: String?
    public var firstResponder: String?
    public var chain: [String]
    public var handledBy: String?
    /// Why it reached no responder, when it did not.
    public var note: DiscardReason?
    /// For remote-control and motion events: UIKit's subtype name, such as `remoteControlPlay`.
    public var subtype: String?
    /// What brought the event about when it was not the user's input itself, such as
    /// `"controller disconnected"` for a cancelled shake (the sandbox's addition).
    public var cause: String?
    /// For presses from a keyboard: the key, as the events file writes it (`cmd+c`).
    public var key: String?
    /// The window the touch or event went to: set only when the application shows more than
    /// one window, so the traces of one-window scenes do not repeat the obvious.
    public var window: String?
    /// The responder a later touch phase stopped at, unhandled: UIResponder's default
    /// touchesMoved/Ended/Cancelled go no further than touchesBegan went (the sandbox's
    /// addition; the JSON says it with the `notForwarded` step, the text line with `stopWording`).
    public var stoppedAt: String?

    public init(
        message: ResponderMessage, touch: Int? = nil, hitTestView: String? = nil, firstResponder: String? = nil,
        chain: [String] = [], handledBy: String? = nil, note: DiscardReason? = nil, subtype: String? = nil
    ) {
        self.message = message
        self.touch = touch
        self.hitTestView = hitTestView
        self.firstResponder = firstResponder
        self.chain = chain
        self.handledBy = handledBy
        self.note = note
        self.subtype = subtype
    }
}

extension DeliveryResult {
    /// The delivery as the trace names it: `touchesBegan`, `copy:`, `key cmd+c`.
    public var event: String { message.event }

    /// Where a later phase stopped and why, one wording for the log, the panel and the canvas:
    /// `stops at C: touchesBegan was not passed on from C`; nil when it did not stop unhandled.
    public var stopWording: String? {
        guard handledBy == nil, note == nil, let stop = stoppedAt else { return nil }
        return "stops at \(stop): touchesBegan was not passed on from \(stop)"
    }

    /// The part of the chain the phase climbed: up to where it stopped, else all of it.
    public var climbedChain: [String] {
        guard stopWording != nil, let stop = stoppedAt, let end = chain.firstIndex(of: stop) else { return chain }
        return Array(chain[...end])
    }
}
