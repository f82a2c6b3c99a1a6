extension UIView {
    /// UIKit: attaches the recognizer; it sees the touches that hit this view or its subviews.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedRecognizers.append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.environment?.abandon(recognizer)
        attachedRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// UIKit's property: nil when none is attached.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedRecognizers.isEmpty ? nil : attachedRecognizers
    }
}
