import ResponderCore

/// The recognizer keys `set NAME KEY VALUE` accepts.
public enum GestureFlag: String, Sendable, CaseIterable {
    case enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded

    func apply(_ flag: Bool, to recognizer: UIGestureRecognizer) {
        switch self {
        case .enabled: recognizer.isEnabled = flag
        case .cancelsTouchesInView: recognizer.cancelsTouchesInView = flag
        case .delaysTouchesBegan: recognizer.delaysTouchesBegan = flag
        case .delaysTouchesEnded: recognizer.delaysTouchesEnded = flag
        }
    }

    /// UIKit's property name, for captions.
    var propertyName: String { self == .enabled ? "isEnabled" : rawValue }
}
