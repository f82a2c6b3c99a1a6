import Foundation

/// A touch the application knows about, and why it is not delivered when that is so.
struct TouchRecord {
    let touch: UITouch
    /// Non-nil when UIKit's rules keep the touch from its hit-test view.
    let refusal: DiscardReason?
    /// The hit-test view's name, kept for the summaries of a refused touch's later phases.
    let hitViewName: String?
}

extension UIApplication {
    /// A finger went down, moved, lifted or was cancelled: what UIKit's event dispatcher does
    /// with a touch from the hardware, before `sendEvent(_:)`.
    public func handleTouch(_ identifier: Int, phase: UITouch.Phase, at location: CGPoint) {
        switch phase {
        case .began: beginTouch(identifier, at: location)
        case .moved, .stationary: updateTouch(identifier, phase: .moved, at: location)
        case .ended: updateTouch(identifier, phase: .ended, at: location)
        case .cancelled: updateTouch(identifier, phase: .cancelled, at: nil)
        }
        // A recognizer's timer already due (a long press of no duration) fires once the event
        // has been delivered, as a run-loop timer would.
        gestureEnvironment.clockAdvanced()
    }

    /// Touch IDs that are down now, delivered or not.
    public var activeTouchIdentifiers: [Int] { touchRecords.keys.sorted() }

    /// Whether the touch is down, delivered or not; cheaper than searching `activeTouchIdentifiers`.
    public func isTouchDown(_ identifier: Int) -> Bool {
        touchRecords[identifier] != nil
    }

    /// Whether any touch is down, delivered or not.
    public var hasTouchesDown: Bool { !touchRecords.isEmpty }

    /// The view each delivered touch is bound to.
    public func boundView(ofTouch identifier: Int) -> UIView? {
        touchRecords[identifier]?.touch.view
    }

    /// Cancels every touch, as UIKit does when the system interrupts (here: the window was
    /// resized or hidden, or lost its display).
    public func cancelAllTouches(cause: String) {
        gestureEnvironment.cancelHeldPhases(cause: cause)
        for identifier in activeTouchIdentifiers {
            updateTouch(identifier, phase: .cancelled, at: nil, cause: cause)
        }
    }

    /// Cancels one touch that is down, as the system does when the device making it goes
    /// away (a controller unplugged while its button held the touch).
    public func cancelTouch(_ identifier: Int, cause: String) {
        guard touchRecords[identifier] != nil else { return }
        updateTouch(identifier, phase: .cancelled, at: nil, cause: cause)
    }

    func cancelTouches(boundInside view: UIView, cause: String) {
        for identifier in activeTouchIdentifiers {
            guard let record = touchRecords[identifier], record.refusal == nil,
                  let bound = record.touch.view, bound.isDescendant(of: view) else { continue }
            updateTouch(identifier, phase: .cancelled, at: nil, cause: cause)
        }
    }

    private func beginTouch(_ identifier: Int, at location: CGPoint) {
        if touchRecords[identifier] != nil {
            updateTouch(identifier, phase: .cancelled, at: nil, cause: "touch \(identifier) began again")
        }
        cancelledTouchIdentifiers.removeAll { $0 == identifier }
        let event = UIEvent(type: .touches, timestamp: currentTime, recorder: traceRecorder)
        let (window, hitView) = hitTestWindows(at: location, with: event)
        let touch = UITouch(
            identifier: identifier, location: window.pointFromScreen(location), timestamp: currentTime, window: window,
            tapCount: nextTapCount(at: location)
        )
        let refusal: DiscardReason? = hitView == nil ? .noHitTestView : nil
        touchRecords[identifier] = TouchRecord(touch: touch, refusal: refusal, hitViewName: hitView?.name)
        guard refusal == nil else {
            recordRefusal(of: touch, phase: .began, hitViewName: hitView?.name, note: refusal)
            return
        }
        touch.view = hitView
        // Exclusive touch keeps the touch from its view, not from the recognizers (Apple's
        // SimpleGestureRecognizers: "recognizers ignore the exclusive touch setting for views").
        touch.viewRefusal = exclusiveTouchReason(for: touch) ?? viewRefusalReason(for: touch)
        dispatch(touch, in: event)
    }

    /// UIKit asks the windows front to back; the first whose hitTest returns a view gets the
    /// touch, and a window returning nil (an overlay that lets touches through) passes it on.
    /// When none returns a view the touch has no hit-test view, and is the key window's.
    private func hitTestWindows(at location: CGPoint, with event: UIEvent) -> (UIWindow, UIView?) {
        for window in windowsFrontToBack {
            if let view = window.tracedHitTest(window.pointFromScreen(location), with: event) { return (window, view) }
        }
        return (keyWindow, nil)
    }

    private func updateTouch(_ identifier: Int, phase: UITouch.Phase, at location: CGPoint?, cause: String? = nil) {
        guard let record = touchRecords[identifier] else {
            let wasCancelled = cancelledTouchIdentifiers.contains(identifier)
            if phase == .ended || phase == .cancelled { cancelledTouchIdentifiers.removeAll { $0 == identifier } }
            traceRecorder?.record(.result(DeliveryResult(
                message: .event(phase.responderMethod), touch: identifier, firstResponder: firstResponder?.name,
                note: wasCancelled ? .touchCancelledEarlier(touch: identifier) : .touchNotDown(touch: identifier)
            )))
            return
        }
        let touch = record.touch
        touch.move(to: location.map { touch.window?.pointFromScreen($0) ?? $0 } ?? touch.location(in: nil), phase: phase, timestamp: currentTime)
        if phase == .ended || phase == .cancelled {
            touchRecords[identifier] = nil
            if cause != nil { rememberCancellation(of: identifier) }
            if phase == .ended { lastTap = (touch.location(in: nil), currentTime, touch.tapCount) }
        }
        guard record.refusal == nil else {
            recordRefusal(of: touch, phase: phase, hitViewName: record.hitViewName, note: record.refusal)
            return
        }
        let event = UIEvent(type: .touches, timestamp: currentTime, recorder: traceRecorder)
        event.cause = cause
        dispatch(touch, in: event)
    }

    private func rememberCancellation(of identifier: Int) {
        cancelledTouchIdentifiers.append(identifier)
        if cancelledTouchIdentifiers.count > Self.rememberedCancellations { cancelledTouchIdentifiers.removeFirst() }
    }

    /// The other delivered touches ride along as stationary, as in UIKit's `allTouches`.
    private func dispatch(_ touch: UITouch, in event: UIEvent) {
        var touches: Set<UITouch> = [touch]
        for record in touchRecords.values where record.refusal == nil && record.touch !== touch {
            record.touch.phase = .stationary
            touches.insert(record.touch)
        }
        event.allTouches = touches
        sendEvent(event)
    }

    /// UIKit's exclusiveTouch rule, checked when a touch begins: its view is sent none of it.
    /// UIView.isExclusiveTouch: only touches "in the same window" count.
    private func exclusiveTouchReason(for touch: UITouch) -> DiscardReason? {
        guard let view = touch.view else { return nil }
        let others = touchRecords.sorted { $0.key < $1.key }.compactMap { _, record -> UIView? in
            guard record.touch !== touch, record.refusal == nil, record.touch.viewRefusal == nil,
                  record.touch.window === touch.window else { return nil }
            return record.touch.view
        }
        // The note names the view that holds the screen, so the class knows where to look.
        if let holder = others.first(where: { $0 !== view && $0.isExclusiveTouch }) {
            return .exclusiveTouchHeld(by: holder.name)
        }
        if view.isExclusiveTouch, let other = others.first(where: { $0 !== view }) {
            return .exclusiveTouchWaits(view: view.name, other: other.name)
        }
        return nil
    }

    /// UIKit's multipleTouchEnabled rule: a second touch on the view is not sent to it, though
    /// the recognizers of the view and its ancestors see it (a pinch on a plain view works).
    private func viewRefusalReason(for touch: UITouch) -> DiscardReason? {
        guard let view = touch.view, !view.isMultipleTouchEnabled else { return nil }
        let sent = touchRecords.values.contains {
            $0.touch !== touch && $0.refusal == nil && $0.touch.view === view && $0.touch.viewRefusal == nil
        }
        return sent ? .multipleTouchDisabled : nil
    }

    /// A phase of a touch its view does not get (multipleTouchEnabled), traced as a result with the reason.
    func recordViewRefusal(of touch: UITouch, phase: UITouch.Phase) {
        recordRefusal(of: touch, phase: phase, hitViewName: touch.view?.name, note: touch.viewRefusal)
    }

    private func recordRefusal(of touch: UITouch, phase: UITouch.Phase, hitViewName: String?, note: DiscardReason?) {
        var result = DeliveryResult(
            message: .event(phase.responderMethod), touch: touch.identifier, hitTestView: hitViewName,
            firstResponder: firstResponder?.name, note: note
        )
        result.window = tracedName(of: touch.window)
        traceRecorder?.record(.result(result))
    }

    /// UIKit counts taps that land close together in time and place as one multi-tap.
    private func nextTapCount(at location: CGPoint) -> Int {
        guard let lastTap, currentTime - lastTap.time <= UIApplication.multiTapInterval,
              abs(lastTap.location.x - location.x) <= UIApplication.multiTapDistance,
              abs(lastTap.location.y - location.y) <= UIApplication.multiTapDistance else { return 1 }
        return lastTap.count + 1
    }

    /// UIKit publishes neither limit of a multi-tap. 0.35 s between a lift and the next touch is
    /// our reading of how quickly iOS expects a double tap (the system's own double-tap timeout is
    /// not exposed); 22 points is half of Apple's 44-point minimum hit target (Human Interface
    /// Guidelines), so two taps on one target count together and taps on two targets do not.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 22
}
