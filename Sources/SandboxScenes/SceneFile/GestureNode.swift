import Foundation
import ResponderCore

/// A recognizer node of a view's `gestures:` list, checked and typed.
public struct GestureNode: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover

        /// "tap, longPress, … or hover": every kind, for the error that asks for one.
        static var listed: String {
            let words = allCases.map(\.rawValue)
            return words.dropLast().joined(separator: ", ") + " or " + words.last!
        }
    }

    public var name: String
    public var kind: Kind
    public var action: String?
    /// nil: the view it is attached to.
    public var target: String?
    /// The target-actions after the first (`actions:` lists them all, the first included):
    /// UIKit sends a recognizer's actions to its targets in the order they were added.
    public var moreTargets: [TargetAction] = []

    /// One `addTarget(_:action:)`; a nil target is the view the recognizer is attached to.
    public struct TargetAction: Sendable, Equatable {
        public var action: String
        public var target: String?

        public init(action: String, target: String?) {
            self.action = action
            self.target = target
        }
    }

    /// Every target-action in the order added: the first (`action`, `target`), then
    /// `moreTargets`; none when `action` is nil.
    public var targetActions: [TargetAction] {
        guard let action else { return [] }
        return [TargetAction(action: action, target: target)] + moreTargets
    }
    // The defaults of a key the scene leaves out: UIKit's, from its documentation.
    /// `numberOfTapsRequired`: 1.
    public var taps = 1
    /// `numberOfTouchesRequired` (`minimumNumberOfTouches` for a pan): 1.
    public var touches = 1
    /// UILongPressGestureRecognizer's `minimumPressDuration`: 0.5 seconds.
    public var minimumPressDuration: Double = 0.5
    /// UILongPressGestureRecognizer's `allowableMovement`: 10 points.
    public var allowableMovement: Double = 10
    /// UISwipeGestureRecognizer's `direction`: right.
    public var direction: UISwipeGestureRecognizer.Direction = .right
    /// UIGestureRecognizer's `cancelsTouchesInView` true, `delaysTouchesBegan` false,
    /// `delaysTouchesEnded` true, `isEnabled` true.
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
    /// `shouldReceive`: the delegate's gestureRecognizer(_:shouldReceive:) answers yes only for
    /// a touch that starts in this view (or inside it) or in this window area; nil: every touch.
    public var receives: TouchPredicate?
    /// Recognizers the delegate's gestureRecognizer(_:shouldRequireFailureOf:) names.
    public var requiresFailureOf: [String] = []
    /// Recognizers the delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:) names.
    public var requiredToFailBy: [String] = []

    /// Where a touch starts, as a delegate's `shouldReceive` tests it.
    public enum TouchPredicate: Sendable, Equatable {
        /// Its hit-test view is this view or inside it.
        case startsIn(view: String)
        /// It went down within this rectangle of its window.
        case startsInArea(CGRect)
    }

    /// Whether the recognizer needs a delegate of the scene's.
    var hasDelegate: Bool {
        !shouldBegin || !ignores.isEmpty || receives != nil || !requiresFailureOf.isEmpty || !requiredToFailBy.isEmpty
    }
    /// A pan's maximumNumberOfTouches; nil: unlimited.
    public var maximumTouches: Int?
    /// A screen-edge pan's edges of the window.
    public var edges: UIScreenEdgePanGestureRecognizer.Edges = []
}
