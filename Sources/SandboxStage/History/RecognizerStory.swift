import ResponderCore

/// One gesture recognizer that saw the input, as the steps shown so far tell it: its states
/// in order, the actions it sent, the touch phases it held back and the touches it cancelled.
public struct RecognizerStory: Equatable, Sendable {
    /// A touch phase held back by the recognizer (`delaysTouchesBegan`, `delaysTouchesEnded`).
    public struct HeldPhase: Equatable, Sendable {
        public enum Fate: Equatable, Sendable {
            /// Still held: the recognizer has neither failed nor recognized yet.
            case waiting
            /// Delivered late, when the delay ended.
            case delivered
            /// Dropped because the recognizer recognized (a held touchesBegan is never sent).
            case discarded
        }

        public var method: ResponderMethod
        public var touch: Int
        public var view: String
        public var fate: Fate
        /// The recognizer whose recognition dropped it, when not the holder itself.
        public var discardedBy: String? = nil
    }

    /// A touch the view lost to this recognizer: UIKit sends it `touchesCancelled`.
    public struct CancelledTouch: Equatable, Sendable {
        public var touch: Int?
        public var view: String
    }

    public struct SentAction: Equatable, Sendable {
        public var action: String
        public var target: String
        public var state: GestureStateName
    }

    public var name: String
    public var view: String
    /// Every state it entered, oldest first (one `gesture` step per change).
    public var states: [GestureStateName] = []
    public var actions: [SentAction] = []
    public var held: [HeldPhase] = []
    public var cancelled: [CancelledTouch] = []
    /// The question whose no failed it (a delegate's or a view's `gestureRecognizerShouldBegin(_:)`),
    /// as its `failed` step says it; nil when the gesture itself did not happen or a rule decided.
    public var failureReason: String?

    public init(name: String, view: String) {
        self.name = name
        self.view = view
    }

    /// The state it reached last; `possible` until it has changed.
    public var state: GestureStateName { states.last ?? .possible }

    /// Its final word, not the reset back to possible that follows it once its touches end:
    /// a tap that recognized stays "recognized" on the last picture.
    public var outcome: GestureStateName {
        states.last { $0 != .possible } ?? .possible
    }

    /// Whether it won: recognized a discrete gesture or began a continuous one.
    public var didRecognize: Bool {
        states.contains { [.recognized, .began, .changed, .ended].contains($0) }
    }
}
