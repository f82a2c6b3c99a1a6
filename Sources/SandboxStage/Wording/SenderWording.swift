import ResponderCore

/// What a nil-targeted action's sender had to do with its search, in one wording for WHAT
/// HAPPENED and the canvas. `UIApplication.sendAction(_:to:from:for:)` with no target starts
/// at the first responder when there is one, whoever sent it; only without one does it start
/// at the sender, and with neither at the key window (the responder chain article's rule,
/// as lessons 15 and 16 show it).
enum SenderWording {
    /// The sender of the phase's action, when it is the latest action sent; `.some(nil)` for
    /// an action sent from no one.
    static func sender(of result: DeliveryResult?, lastAction: (action: Selector, sender: String?)?) -> String?? {
        guard let result, case .action(let selector) = result.message, let last = lastAction, last.action == selector else { return nil }
        return .some(last.sender)
    }

    /// WHAT HAPPENED's line under the first responder: who sent it and why that mattered or not.
    static func line(for result: DeliveryResult, lastAction: (action: Selector, sender: String?)?) -> String? {
        guard let sender = sender(of: result, lastAction: lastAction) else { return nil }
        switch (result.firstResponder, sender) {
        case (let first?, let sender?): return "sender: \(sender), not asked: the search starts at the first responder, \(first)"
        case (_?, nil): return nil
        case (nil, let sender?): return "sender: \(sender): with no first responder the search starts there"
        case (nil, nil): return "sender: none, and no first responder: the search starts at the key window, \(result.chain.first ?? UIWindow.windowName)"
        }
    }

    /// The canvas's tag on the sender's view.
    static func tag(firstResponder: String?) -> String {
        firstResponder == nil ? "sender: the search starts here" : "sender: not asked (first responder first)"
    }
}
