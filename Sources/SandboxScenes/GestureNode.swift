import Foundation
import ResponderCore

/// A recognizer node of a view's `gestures:` list, checked and typed.
public struct GestureNode: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, pan, swipe, pinch
    }

    public var name: String
    public var kind: Kind
    public var action: String?
    /// nil: the view it is attached to.
    public var target: String?
    public var taps = 1
    public var touches = 1
    public var minimumPressDuration: Double = 0.5
    public var allowableMovement: Double = 10
    public var direction: UISwipeGestureRecognizer.Direction = .right
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var requiresToFail: [String] = []
    public var simultaneousWith: [String] = []
    public var enabled = true
}
