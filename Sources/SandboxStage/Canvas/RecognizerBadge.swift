import Foundation
import ResponderCore

/// A gesture recognizer of the scene as its badge shows it, taken with the frame.
public struct RecognizerBadge: Equatable {
    public let name: String
    /// Its kind in words (`tap×2`, `pan`); nil for a scroll view's pan, named NAME.pan already.
    public let kind: String?
    /// The view it is attached to.
    public let view: String
    /// Whether it is enabled: only then is it offered touches.
    public let isEnabled: Bool

    init(_ recognizer: UIGestureRecognizer, on view: UIView) {
        name = recognizer.name
        kind = recognizer is UIScrollViewPanGestureRecognizer ? nil : GestureKindWording.describe(recognizer)
        self.view = view.name
        isEnabled = recognizer.isEnabled
    }
}
