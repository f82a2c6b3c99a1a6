import Foundation
import ResponderCore

/// Taking a badge from a live recognizer, once per frame.
extension RecognizerBadge {
    init(_ recognizer: UIGestureRecognizer, on view: UIView) {
        name = recognizer.name
        kind = recognizer is UIScrollViewPanGestureRecognizer ? nil : GestureKindWording.describe(recognizer)
        self.view = view.name
        isEnabled = recognizer.isEnabled
    }
}
