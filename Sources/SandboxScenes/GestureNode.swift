import Foundation
import ResponderCore

/// A recognizer node of a view's `gestures:` list, checked and typed.
public struct GestureNode: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan
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
    /// The delegate's gestureRecognizerShouldBegin(_:) answer.
    public var shouldBegin = true
    /// Views whose touches the delegate's gestureRecognizer(_:shouldReceive:) refuses.
    public var ignores: [String] = []
    /// A pan's maximumNumberOfTouches; nil: unlimited.
    public var maximumTouches: Int?
    /// A screen-edge pan's edges of the window.
    public var edges: UIScreenEdgePanGestureRecognizer.Edges = []
}
