import Foundation

/// A control: it handles touches itself and turns them into control events, each of which
/// sends the actions registered for it (UIKit's target–action).
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)

        /// UIKit's names, in bit order, for traces and scene files.
        public static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        public init?(name: String) {
            guard let match = Event.names.first(where: { $0.1 == name }) else { return nil }
            self = match.0
        }

        public var name: String {
            Event.names.first { $0.0 == self }?.1 ?? "controlEvents(\(rawValue))"
        }
    }

    /// How far outside its bounds a touch may stray and still count as inside when it lifts
    /// or drags: UIKit uses about 70 points, so a finger's wobble does not cancel a tap.
    public static let touchSlop: CGFloat = 70

    private struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        let events: Event
    }

    private var targetActions: [TargetAction] = []
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    open var isEnabled = true

    /// A nil target makes a nil-targeted action, found along the responder chain. As in UIKit
    /// the control does not keep its target alive.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.append(TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            entry.target === object && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// UIKit: the names of the actions sent to `target` (nil: the nil-targeted ones) for
    /// `controlEvent`, or nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let actions = targetActions.filter { $0.hasTarget == (object != nil) && $0.target === object && $0.events.contains(controlEvent) }
            .map(\.action.name)
        return actions.isEmpty ? nil : actions
    }

    /// UIKit: every target with an action, once; `NSNull` stands for the nil target, as
    /// UIKit's documentation says, when some action goes along the responder chain.
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for entry in targetActions {
            if !entry.hasTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let responder = entry.target as? UIResponder {
                // Through UIResponder's own Hashable: equal to the responder however it is typed.
                targets.insert(AnyHashable(responder))
            } else if let hashable = entry.target as? AnyHashable {
                targets.insert(hashable)
            }
        }
        return targets
    }

    /// The sandbox's own: every target-action in the order added, which is the order
    /// `sendActions(for:)` sends one event's actions in. UIKit keeps such a list but publishes
    /// only `allTargets`, a set; the model's capture writes this so the order survives the round trip.
    /// A target that has gone away is left out, as it is no longer sent anything.
    public var targetActionsInOrder: [(target: AnyObject?, action: Selector, events: Event)] {
        targetActions.filter { !$0.hasTarget || $0.target != nil }.map { ($0.target, $0.action, $0.events) }
    }

    /// UIKit: the union of the events that have an action.
    open var allControlEvents: Event {
        targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    open func sendActions(for controlEvents: Event) {
        let event = UIEvent(type: .touches, timestamp: application?.currentTime ?? 0, recorder: application?.traceRecorder)
        for (single, name) in Event.names where controlEvents.contains(single) {
            event.recorder?.record(.controlEvent(control: self.name, event: name, value: tracedValue))
            for entry in targetActions where entry.events.contains(single) {
                if entry.hasTarget && entry.target == nil { continue }
                sendAction(entry.action, to: entry.target, for: event)
            }
        }
    }

    open func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        application?.sendAction(action, to: target, from: self, for: event)
    }

    // MARK: - Tracking: UIControl consumes its touches rather than passing them up the chain

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        recordHandling(.touchesBegan, event: event)
        guard isEnabled else { return }
        isTracking = true
        isTouchInside = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        recordHandling(.touchesMoved, event: event)
        guard isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch.location(in: self))
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, false): sendActions(for: .touchDragOutside)
        case (false, true):
            sendActions(for: .touchDragEnter)
            sendActions(for: .touchDragInside)
        case (true, false):
            sendActions(for: .touchDragExit)
            sendActions(for: .touchDragOutside)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        recordHandling(.touchesEnded, event: event)
        guard isTracking else { return }
        isTracking = false
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch.location(in: self))
        // UIKit reports the crossing first when the finger lifts on the other side of the
        // edge than its last move left it (observed: touchDragExit precedes touchUpOutside).
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        if isTouchInside, sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
    }

    /// iOS 6 and later: a control's default action wins over a single-finger single tap
    /// recognizer on one of its superviews (Apple's UIGestureRecognizer documentation): the
    /// control's own gestureRecognizerShouldBegin(_:) answers no for it.
    override func reasonNotToBegin(_ recognizer: UIGestureRecognizer) -> String? {
        guard isEnabled, recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer,
              tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 else { return super.reasonNotToBegin(recognizer) }
        return "\(name) is a control"
    }

    /// The value a value control shows on its `controlEvent` steps; nil for a button.
    open var tracedValue: ControlValue? { nil }

    /// UIButton sends primaryActionTriggered right after touchUpInside; a plain UIControl does not.
    open var sendsPrimaryActionOnTouchUpInside: Bool { false }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recordHandling(.touchesCancelled, event: event)
        guard isTracking else { return }
        isTracking = false
        sendActions(for: .touchCancel)
    }

    func recordHandling(_ method: ResponderMethod, event: UIEvent?) {
        event?.recorder?.record(.deliver(message: .event(method), responder: name, handled: true))
        event?.noteHandled(by: self)
    }

    /// Whether another view's `recognizer` follows a single touch that came down on this control
    /// inside `area` (the thumb or knob where it was at touch-down) and has moved more along the
    /// control's width than across it, in its own axes: "parallel to" a switch or a slider.
    func followsOneTouchAlong(_ recognizer: UIGestureRecognizer, startingIn area: (UITouch) -> CGRect) -> Bool {
        guard recognizer.view !== self, recognizer.gestureTouches.count == 1, let touch = recognizer.gestureTouches.first,
              touch.view === self, area(touch).contains(touch.initialLocation(in: self)) else { return false }
        let now = touch.location(in: self), start = touch.initialLocation(in: self)
        return abs(now.x - start.x) > abs(now.y - start.y)
    }

    /// Inside for tracking: within the slop rectangle, or inside by the control's own
    /// `point(inside:with:)`, so a hit area wider than the slop is inside all over.
    private func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).containsForHitTesting(point)
            || self.point(inside: point, with: nil)
    }
}

/// A button: the common control, whose usual action fires on touchUpInside.
open class UIButton: UIControl {
    open var title: String?

    /// UIKit: the title shown now (the sandbox's button has one title for every state).
    open var currentTitle: String? { title }

    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    open override class var uikitClassName: String? { "UIButton" }
}
