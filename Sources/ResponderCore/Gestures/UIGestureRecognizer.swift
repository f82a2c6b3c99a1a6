import Foundation

/// UIKit's gesture recognizer: it sees a touch before the view it is bound to, and its state
/// machine decides whether the view keeps the touch.
///
/// Kinds override the touch methods and `deadlinePassed()` and call `transition(to:)`; the
/// application's `UIGestureEnvironment` applies UIKit's rules between recognizers (exclusion,
/// `require(toFail:)`, cancelling and delaying the view's touches) and records every step.
open class UIGestureRecognizer {
    /// UIKit's states; `recognized` is `ended` under another name, as in UIKit.
    public enum State: String, Sendable, Equatable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The name the scene gives it; unique across the scene, like a responder's.
    public let name: String
    public internal(set) var state: State = .possible
    /// UIKit: a disabled recognizer receives no touches; disabling one that is recognizing cancels it.
    public var isEnabled = true {
        didSet { if !isEnabled, oldValue { environment?.abandon(self) } }
    }
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public weak var delegate: UIGestureRecognizerDelegate?
    public internal(set) weak var view: UIView?

    private var failureRequirements: [WeakRecognizer] = []
    private var simultaneousPartners: [WeakRecognizer] = []
    private var targets: [(target: WeakResponder, action: Selector)] = []
    /// Touches down now that this recognizer follows.
    var trackedTouches: [UITouch] = []
    /// Every touch it saw since its last reset, lifted or not: recognition cancels these in the view.
    var gestureTouches: [UITouch] = []
    /// When its timer fires, on the application's clock (long press, the gap between taps).
    var deadline: TimeInterval?
    /// A recognition that waits for a `require(toFail:)` recognizer to fail.
    var pendingState: State?

    public init(name: String) {
        self.name = name
    }

    /// The scene file's word for the kind (`tap`, `longPress`, …).
    open var kind: String { "gesture" }

    /// Discrete kinds recognize once (possible → recognized); continuous ones begin, change and end.
    open var isDiscrete: Bool { true }

    // MARK: - UIKit's API

    /// Recognizers always message an explicit target, never the responder chain.
    public func addTarget(_ target: UIResponder, action: Selector) {
        targets.append((WeakResponder(target), action))
    }

    /// UIKit: nil `target` removes every target, nil `action` every action of `target`.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            (object == nil || entry.target.responder === object) && (action == nil || entry.action == action)
        }
    }

    public var actionTargets: [(target: UIResponder, action: Selector)] {
        targets.compactMap { entry in entry.target.responder.map { ($0, entry.action) } }
    }

    /// UIKit: this recognizer recognizes only once `other` has failed.
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    public var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// UIKit's `ignore(_:for:)`: the recognizer stops following the touch. Its later phases
    /// are not shown to it, and its recognition does not cancel the touch in the view.
    public func ignore(_ touch: UITouch, for event: UIEvent) {
        stopFollowing(touch)
    }

    func stopFollowing(_ touch: UITouch) {
        trackedTouches.removeAll { $0 === touch }
        gestureTouches.removeAll { $0 === touch }
    }

    /// The sandbox's stand-in for a delegate that answers yes for `other`.
    public func recognizeSimultaneously(with other: UIGestureRecognizer) {
        simultaneousPartners.append(WeakRecognizer(other))
    }

    /// The recognizers `recognizeSimultaneously(with:)` named: the stand-in delegate's yes.
    public var simultaneousRecognizers: [UIGestureRecognizer] { simultaneousPartners.compactMap(\.recognizer) }

    /// UIKit asks the delegate; without one the answer is no. The stand-in's partners say yes too.
    open func shouldRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        simultaneousPartners.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
    }

    public var numberOfTouches: Int { trackedTouches.count }

    /// UIKit: the centroid of the touches, in `view`'s coordinates (nil: the window).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? Array(gestureTouches.suffix(1)) : trackedTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    // MARK: - What kinds override

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// UIKit: a cancelled touch fails a recognizer that has not begun and cancels one that has.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        transition(to: state == .possible ? .failed : .cancelled)
    }
    /// The timer set with `startTimer(_:)` fired.
    open func deadlinePassed() {}
    /// Called when the recognizer returns to possible: kinds forget their counts.
    open func reset() {}
    /// Called on every state the environment applies (a changed pan calls it on every move).
    open func didEnter(_ state: State) {}

    /// False for a kind that touches are never shown to (hover): the environment leaves it out
    /// when it collects a touch's recognizers.
    var takesTouches: Bool { true }

    /// False for UIKit's private recognizers (UIScrollView's delayed-touches recognizer):
    /// their state changes are not trace steps; what they do to touches still is.
    open var isTraced: Bool { true }

    /// The values a `gesture` step carries: a rotation's angle, a pinch's scale, a pan's
    /// translation and velocity; none for the other kinds.
    var tracedValues: GestureStepDetail { .none }

    // MARK: - For kinds

    /// Asks the environment for a state change; it may defer or refuse a recognition.
    public func transition(to newState: State) {
        environment?.request(self, newState)
    }

    public var currentTime: TimeInterval { view?.application?.currentTime ?? 0 }

    func startTimer(_ seconds: TimeInterval) {
        deadline = currentTime + seconds
    }

    var environment: UIGestureEnvironment? { view?.application?.gestureEnvironment }

    /// The state as the trace names it: a discrete kind's `ended` is `recognized`.
    var traceState: GestureStateName {
        switch state {
        case .possible: return .possible
        case .began: return .began
        case .changed: return .changed
        case .ended: return isDiscrete ? .recognized : .ended
        case .cancelled: return .cancelled
        case .failed: return .failed
        }
    }

    /// Whether it began, changed or recognized: a recognized gesture, finished or not.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    var isActive: Bool { state == .began || state == .changed }

    /// `require(toFail:)`, or the delegates' answers: this one's `shouldRequireFailureOf`, the
    /// other's `shouldBeRequiredToFailBy` (UIKit asks both for recognizers of the same touches).
    func requires(_ other: UIGestureRecognizer) -> Bool {
        other !== self && (failureRequirements.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
    }

    /// Translation of the tracked touches since they went down, averaged (pan, swipe).
    func averageTranslation(from starts: [ObjectIdentifier: CGPoint]) -> CGPoint {
        let moves = trackedTouches.compactMap { touch -> CGPoint? in
            guard let start = starts[ObjectIdentifier(touch)] else { return nil }
            let now = touch.location(in: nil)
            return CGPoint(x: now.x - start.x, y: now.y - start.y)
        }
        guard !moves.isEmpty else { return .zero }
        let count = CGFloat(moves.count)
        return CGPoint(x: moves.map(\.x).reduce(0, +) / count, y: moves.map(\.y).reduce(0, +) / count)
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

struct WeakResponder {
    weak var responder: UIResponder?
    init(_ responder: UIResponder) { self.responder = responder }
}
