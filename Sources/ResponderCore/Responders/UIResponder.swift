/// The base of everything that can receive events, with UIKit's names and default behaviour:
/// each event method's default implementation passes the event to `next`.
///
/// Sandbox responders are data-driven: `implementedMethods` and `implementedActions` say what a
/// subclass would have overridden, so scene files can build any responder without code.
open class UIResponder {
    /// The responder's name in logs, traces and on screen (UIKit would show its class name).
    public var name: String

    /// Event methods this responder overrides; an implemented method consumes the event.
    public var implementedMethods: Set<ResponderMethod> = []
    /// After handling an event method, also call super, which passes the event to `next`.
    public var callsSuper = false
    /// Action messages this responder implements, such as `"copy:"`.
    public var implementedActions: Set<Selector> = []
    /// Implemented actions a `canPerformAction(_:withSender:)` override answers No for (a text
    /// field refusing paste): the search for a nil-targeted action goes on up the chain.
    public var refusedActions: Set<Selector> = []
    /// Key commands this responder offers while it is on the first responder's chain.
    public var declaredKeyCommands: [UIKeyCommand] = []
    public var allowsBecomingFirstResponder = false
    /// The class a real app's object would belong to (`UILabel`, `UIDropShadowView`), for
    /// logs that print `NSStringFromClass`; nil uses the class's own UIKit name, else `name`.
    public var className: String?

    /// UIKit's name for the class (`UIView`, `UIButton`); nil for an app's own subclasses.
    open class var uikitClassName: String? { nil }

    /// What `NSStringFromClass([responder class])` would print for this responder.
    public var classNameForLogs: String { className ?? type(of: self).uikitClassName ?? name }

    public init(name: String) {
        self.name = name
    }

    /// The next responder in the chain; subclasses supply UIKit's rules.
    open var next: UIResponder? { nil }

    open var keyCommands: [UIKeyCommand]? {
        declaredKeyCommands.isEmpty ? nil : declaredKeyCommands
    }

    // MARK: - Event methods

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        offerTouches(.touchesBegan, touches, event: event) { $0.touchesBegan($1, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        offerTouches(.touchesMoved, touches, event: event) { $0.touchesMoved($1, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        offerTouches(.touchesEnded, touches, event: event) { $0.touchesEnded($1, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        offerTouches(.touchesCancelled, touches, event: event) { $0.touchesCancelled($1, with: event) }
    }

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        receive(.motionBegan, event: event) { $0.motionBegan(motion, with: event) }
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        receive(.motionEnded, event: event) { $0.motionEnded(motion, with: event) }
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        receive(.motionCancelled, event: event) { $0.motionCancelled(motion, with: event) }
    }

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        receive(.pressesBegan, event: event) { $0.pressesBegan(presses, with: event) }
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        receive(.pressesEnded, event: event) { $0.pressesEnded(presses, with: event) }
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        receive(.pressesCancelled, event: event) { $0.pressesCancelled(presses, with: event) }
    }

    open func remoteControlReceived(with event: UIEvent?) {
        receive(.remoteControlReceived, event: event) { $0.remoteControlReceived(with: event) }
    }

    /// Records the offer, then either consumes the event or passes it on as UIResponder's
    /// default implementation does; `callsSuper` does both, like `[super touchesBegan:…]`.
    private func receive(_ method: ResponderMethod, event: UIEvent?, forward: (UIResponder) -> Void) {
        let handles = implementedMethods.contains(method)
        event?.recorder?.record(.deliver(message: .event(method), responder: name, handled: handles))
        if handles {
            event?.noteHandled(by: self)
            guard callsSuper else { return }
        }
        if let next { forward(next) }
    }

    /// UIResponder's default touch methods: touchesBegan passes the touches to `next` and the
    /// touch remembers that it did; touchesMoved, touchesEnded and touchesCancelled pass on only
    /// the touches whose touchesBegan this responder passed on. This is why Apple's UIResponder
    /// documentation says an override of one touch method without super needs all four.
    private func offerTouches(
        _ method: ResponderMethod, _ touches: Set<UITouch>, event: UIEvent?,
        forward: (UIResponder, Set<UITouch>) -> Void
    ) {
        let handles = implementedMethods.contains(method)
        let me = ObjectIdentifier(self)
        let followers: Set<UITouch>
        if method == .touchesBegan || touches.allSatisfy({ $0.beganForwarders.contains(me) }) {
            followers = touches
        } else {
            followers = touches.filter { $0.beganForwarders.contains(me) }
        }
        if handles || !followers.isEmpty {
            event?.recorder?.record(.deliver(message: .event(method), responder: name, handled: handles))
        }
        if handles {
            event?.noteHandled(by: self)
            guard callsSuper else { return }
        }
        guard !followers.isEmpty else {
            // Super's default implementation, reached here, stops: touchesBegan never came this way.
            event?.recorder?.record(.notForwarded(method: method, responder: name))
            if event?.stoppedAt == nil { event?.stoppedAt = name }
            return
        }
        if method == .touchesBegan {
            for touch in touches { touch.beganForwarders.insert(me) }
        }
        if let next { forward(next, followers) }
    }

    // MARK: - Actions

    /// UIKit's default answers yes when the responder implements the action's method; an
    /// override may still answer no (`refusedActions`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        implementedActions.contains(action) && !refusedActions.contains(action)
    }

    /// UIKit: returns self if `canPerformAction` says yes, else asks `next`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if let other = overriddenTarget(forAction: action) { return other }
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: - First responder

    open var canBecomeFirstResponder: Bool { allowsBecomingFirstResponder }
    open var canResignFirstResponder: Bool { allowsResigningFirstResponder }
    /// What an override of `canResignFirstResponder` answers (UIKit's default: true).
    public var allowsResigningFirstResponder = true

    /// The sandbox's stand-in for an override of `target(forAction:withSender:)` that answers
    /// another responder for these actions (weakly held, as a real override would find it).
    public func overrideTarget(forAction action: Selector, with target: UIResponder) {
        actionTargetOverrides[action] = WeakResponder(target)
    }

    /// The responder an override of `target(forAction:withSender:)` names for `action`, if any.
    public func overriddenTarget(forAction action: Selector) -> UIResponder? {
        actionTargetOverrides[action]?.responder
    }

    /// The actions an override of `target(forAction:withSender:)` answers another responder
    /// for (one still there), by name.
    public var actionsWithOverriddenTarget: [Selector] {
        actionTargetOverrides.filter { $0.value.responder != nil }.keys.sorted { $0.name < $1.name }
    }

    /// The override of `target(forAction:withSender:)` gone: UIKit's own answer for every action.
    public func removeTargetOverrides() {
        actionTargetOverrides = [:]
    }

    private var actionTargetOverrides: [Selector: WeakResponder] = [:]

    /// The application this responder belongs to, found along the chain.
    open var application: UIApplication? {
        var responder = next
        while let current = responder {
            if let application = current as? UIApplication { return application }
            responder = current.next
        }
        return nil
    }

    /// First responder of its window, key or not (UIKit keeps one per window).
    public var isFirstResponder: Bool {
        application?.isFirstResponderOfAWindow(self) ?? false
    }

    /// Fails, as in UIKit, when the responder declines or is not attached to an application
    /// (a view outside any window cannot become first responder).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application, isEligibleFirstResponder else { return false }
        return application.makeFirstResponder(self)
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        application?.clearFirstResponder(self)
        return true
    }

    /// Only responders inside a window (or the window, application and delegate themselves).
    var isEligibleFirstResponder: Bool { true }

    /// The chain from this responder to its end, as `next` walks it.
    public var responderChain: [UIResponder] {
        var chain: [UIResponder] = [self]
        var responder = next
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        return chain
    }
}
