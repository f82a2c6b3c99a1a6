import Foundation

extension UIApplication {
    /// UIKit sends motion, press and remote-control events to the first responder, which
    /// passes what it does not handle up its chain. With no first responder they start at the
    /// key window, whose chain is the window, its scene, the application and the app delegate.
    func deliverToFirstResponder(_ event: UIEvent, cause: String? = nil) {
        let method = event.firstResponderMethod
        // Relied on (observed, undocumented): a UIWindow subclass overriding motionEnded(_:with:)
        // or pressesBegan(_:with:) hears them when nothing is first responder.
        let responder = firstResponder ?? keyWindow
        event.resetHandler()
        switch method {
        case .motionBegan: responder.motionBegan(event.subtype, with: event)
        case .motionEnded: responder.motionEnded(event.subtype, with: event)
        case .motionCancelled: responder.motionCancelled(event.subtype, with: event)
        case .remoteControlReceived: responder.remoteControlReceived(with: event)
        case .pressesBegan, .pressesEnded, .pressesCancelled:
            guard let pressesEvent = event as? UIPressesEvent else { return }
            let presses = pressesEvent.allPresses
            if method == .pressesBegan { responder.pressesBegan(presses, with: pressesEvent) }
            if method == .pressesEnded { responder.pressesEnded(presses, with: pressesEvent) }
            if method == .pressesCancelled { responder.pressesCancelled(presses, with: pressesEvent) }
        default: return
        }
        record(event, method: method, chainFrom: responder, cause: cause)
    }

    private func record(_ event: UIEvent, method: ResponderMethod, chainFrom start: UIResponder, cause: String?) {
        guard let recorder = event.recorder else { return }
        var result = DeliveryResult(
            message: .event(method), firstResponder: firstResponder?.name,
            chain: start.responderChain.map(\.name), handledBy: event.handler?.name,
            subtype: event.subtype == .none ? nil : event.subtype.rawValue
        )
        result.cause = cause
        // Presses and motion are the key window's events.
        result.window = tracedName(of: keyWindow)
        result.key = (event as? UIPressesEvent)?.allPresses.first?.key?.description
        recorder.record(.result(result))
    }

    // MARK: - Motion

    /// A shake started. Only began and ended reach responders, never the shakes in between.
    /// `timesOut`: the application's clock cancels it after `ShakeParameters.maximumDuration`, as
    /// UIKit does; false when the caller times the shake itself (the shake detector).
    public func motionBegan(_ motion: UIEvent.EventSubtype = .motionShake, cause: String? = nil, timesOut: Bool = true) {
        guard !isShaking else { return }
        isShaking = true
        shakeDeadline = timesOut ? currentTime + ShakeParameters.standard.maximumDuration : nil
        sendMotion(.motionBegan, motion, cause: cause)
    }

    public func motionEnded(_ motion: UIEvent.EventSubtype = .motionShake, cause: String? = nil) {
        guard isShaking else { return }
        isShaking = false
        shakeDeadline = nil
        sendMotion(.motionEnded, motion, cause: cause)
    }

    /// UIKit cancels a shake that is interrupted or goes on too long.
    public func cancelMotion(_ motion: UIEvent.EventSubtype = .motionShake, cause: String) {
        guard isShaking else { return }
        isShaking = false
        shakeDeadline = nil
        sendMotion(.motionCancelled, motion, cause: cause)
    }

    /// A shake that has gone on past its deadline is cancelled, as the shake detector cancels one.
    func cancelLongShake() {
        guard let shakeDeadline, currentTime > shakeDeadline else { return }
        cancelMotion(cause: ShakeDetector.tooLongReason)
    }

    public var isMotionInProgress: Bool { isShaking }

    private func sendMotion(_ phase: ResponderMethod, _ motion: UIEvent.EventSubtype, cause: String?) {
        let event = UIEvent(type: .motion, subtype: motion, timestamp: currentTime, recorder: traceRecorder)
        event.motionPhase = phase
        deliverToFirstResponder(event, cause: cause)
    }

    // MARK: - Presses and remote control

    /// `cause` says why a press was cancelled (its controller was unplugged, say).
    public func press(_ button: UIPress.ControllerButton, phase: UIPress.Phase, cause: String? = nil) {
        let press = UIPress(button: button, phase: phase, timestamp: currentTime)
        let event = UIPressesEvent(presses: [press], timestamp: currentTime, recorder: traceRecorder)
        deliverToFirstResponder(event, cause: cause)
    }

    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: currentTime, recorder: traceRecorder)
        deliverToFirstResponder(event)
    }
}

extension UIEvent {
    var firstResponderMethod: ResponderMethod {
        switch type {
        case .motion: return motionPhase
        case .remoteControl: return .remoteControlReceived
        case .presses:
            let phase = (self as? UIPressesEvent)?.allPresses.first?.phase
            if phase == .ended { return .pressesEnded }
            if phase == .cancelled { return .pressesCancelled }
            return .pressesBegan
        // Never asked of these: touches go to their views, hover events to recognizers only.
        case .touches, .hover: return .touchesBegan
        }
    }
}
