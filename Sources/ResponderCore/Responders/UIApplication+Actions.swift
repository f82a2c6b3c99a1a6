extension UIApplication {
    /// UIKit's target–action dispatch. A nil target means "whoever can": the search starts at
    /// the first responder or, when there is none, at the sender (observed iOS behaviour), or
    /// with no responder for a sender at the key window, and goes up the chain to the first
    /// responder whose `canPerformAction` says yes.
    @discardableResult
    public func sendAction(_ action: Selector, to target: AnyObject?, from sender: AnyObject?, for event: UIEvent?) -> Bool {
        if let target { return sendAction(action, toExplicit: target, window: window(ofSender: sender)) }
        // Only a nil target searches the chain; an explicit one is messaged directly.
        // Relied on (observed): with neither, UIKit asks the key window's chain (window, scene,
        // application, app delegate), so an app delegate's action is still found.
        let start = firstResponder ?? sender as? UIResponder ?? keyWindow
        let chain = start.responderChain
        let window = window(ofSender: sender) ?? window(of: start)
        var handler: UIResponder?
        for (index, responder) in chain.enumerated() {
            // An override of target(forAction:withSender:) answers another responder: UIKit
            // messages that one directly (UIResponder.target(forAction:withSender:)).
            if let other = responder.overriddenTarget(forAction: action) {
                traceRecorder?.record(.deliver(message: .action(action), responder: responder.name, handled: false))
                let performs = other.implementedActions.contains(action)
                traceRecorder?.record(.sentToTarget(action: action, target: other.name, implemented: performs))
                recordAction(action, chain: chain.prefix(index + 1).map(\.name) + [other.name], handledBy: performs ? other.name : nil,
                             note: performs ? nil : .targetDoesNotImplement(target: other.name, action: action), window: window)
                return performs
            }
            let performs = responder.canPerformAction(action, withSender: sender)
            traceRecorder?.record(.deliver(message: .action(action), responder: responder.name, handled: performs))
            if performs {
                handler = responder
                break
            }
        }
        recordAction(action, chain: chain.map(\.name), handledBy: handler?.name, note: nil, window: window)
        return handler != nil
    }

    /// The window a control (or any view) that sends an action is in: the action comes from a
    /// touch that window delivered, so the trace names it, a further window's included.
    private func window(ofSender sender: AnyObject?) -> UIWindow? {
        (sender as? UIView)?.window
    }

    /// The window of a view, or of a view controller's view, where the chain's search starts.
    private func window(of responder: UIResponder) -> UIWindow? {
        (responder as? UIView)?.window ?? (responder as? UIViewController)?.view.window
    }

    /// UIKit sends the message straight to an explicit target, responder chain or not; a target
    /// that does not implement it would crash an iOS app, which the sandbox reports instead.
    private func sendAction(_ action: Selector, toExplicit target: AnyObject, window: UIWindow?) -> Bool {
        let responder = target as? UIResponder
        let name = responder?.name ?? String(describing: type(of: target))
        let performs = responder?.implementedActions.contains(action) ?? false
        traceRecorder?.record(.sentToTarget(action: action, target: name, implemented: performs))
        let note: DiscardReason? = performs ? nil : .targetDoesNotImplement(target: name, action: action)
        recordAction(action, chain: [name], handledBy: performs ? name : nil, note: note, window: window)
        return performs
    }

    /// `window`: the sender's window, else that of the responder the search started at; else the key window.
    private func recordAction(_ action: Selector, chain: [String], handledBy: String?, note: DiscardReason?, window: UIWindow? = nil) {
        var result = DeliveryResult(
            message: .action(action), firstResponder: firstResponder?.name, chain: chain, handledBy: handledBy, note: note
        )
        result.window = tracedName(of: window ?? keyWindow)
        traceRecorder?.record(.result(result))
    }

    /// A key was pressed: the first responder's chain (with none, the key window's) is searched
    /// for a matching key command, whose action is then sent up the chain from the first
    /// responder. A key no command matches is delivered as presses (`pressesBegan`, then
    /// `pressesEnded` as it is released) along the same chain, as on iOS 13.4 and later: their
    /// results say what became of it, so the key itself gets no result of its own (it was not
    /// discarded).
    public func handleKeyCommand(input: String, modifierFlags: UIKeyCommand.ModifierFlags = []) {
        let event = ResponderMessage.keyCommandSearch(key: UIKeyCommand.describe(input: input, modifierFlags: modifierFlags))
        // Relied on (observed): key commands on an app delegate or a UIWindow subclass work with
        // nothing first responder, so the search starts at the key window.
        let start = firstResponder ?? keyWindow
        let chain = start.responderChain
        for responder in chain {
            let command = responder.keyCommands?.first { $0.matches(input: input, modifierFlags: modifierFlags) }
            traceRecorder?.record(.deliver(message: event, responder: responder.name, handled: command != nil))
            if let command {
                recordKey(event, chain: chain.map(\.name), handledBy: responder.name)
                sendAction(command.action, to: nil, from: command, for: nil)
                return
            }
        }
        let key = UIKey(characters: input, modifierFlags: modifierFlags)
        for phase in [UIPress.Phase.began, .ended] {
            let press = UIPress(key: key, phase: phase, timestamp: currentTime)
            deliverToFirstResponder(UIPressesEvent(presses: [press], timestamp: currentTime, recorder: traceRecorder))
        }
    }

    private func recordKey(_ event: ResponderMessage, chain: [String], handledBy: String?) {
        var result = DeliveryResult(message: event, firstResponder: firstResponder?.name, chain: chain, handledBy: handledBy)
        // Key commands are the key window's.
        result.window = tracedName(of: keyWindow)
        traceRecorder?.record(.result(result))
    }
}

extension UIKeyCommand {
    /// "cmd+c": the spelling of the events file and of the trace.
    public static func describe(input: String, modifierFlags: ModifierFlags) -> String {
        var parts: [String] = []
        if modifierFlags.contains(.control) { parts.append("ctrl") }
        if modifierFlags.contains(.alternate) { parts.append("alt") }
        if modifierFlags.contains(.shift) { parts.append("shift") }
        if modifierFlags.contains(.command) { parts.append("cmd") }
        parts.append(input)
        return parts.joined(separator: "+")
    }
}
