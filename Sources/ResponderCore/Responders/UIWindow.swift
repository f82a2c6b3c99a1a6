import Foundation

/// The root of the view tree: it hosts the root view controller's view and delivers touch
/// events to the views they are bound to.
open class UIWindow: UIView {
    /// The window's name in traces (one of the fixed responder names).
    public static let windowName = "UIWindow"

    /// Set when the application adopts the window; the window's next responder.
    weak var owningApplication: UIApplication?

    /// Where it stands among the application's windows: higher levels are in front.
    open var windowLevel = Level.normal

    public init(frame: CGRect) {
        super.init(name: UIWindow.windowName, frame: frame)
    }

    /// A further window: its own name in traces, since an app may show several.
    public override init(name: String, frame: CGRect = .zero) {
        super.init(name: name, frame: frame)
    }

    /// UIKit: makes this window the key window of the application that shows it.
    open func makeKey() {
        owningApplication?.makeKey(self)
    }

    open var rootViewController: UIViewController? {
        didSet {
            if let oldView = oldValue?.view, oldView.superview === self, oldValue !== rootViewController {
                oldView.removeFromSuperview()
            }
            if let view = rootViewController?.view, view.superview !== self {
                addSubview(view)
            }
        }
    }

    /// The scene the window belongs to (iOS 13 and later). The sandbox's window keeps it;
    /// without one, as in the articles' simpler figures, the window leads to the application.
    open var windowScene: UIWindowScene? {
        // A window not shown yet leaves its scene's application as it is.
        didSet { if let owningApplication { windowScene?.owningApplication = owningApplication } }
    }

    /// UIKit: the window scene, which leads to the application.
    open override var next: UIResponder? { windowScene ?? owningApplication }

    open override class var uikitClassName: String? { "UIWindow" }

    open override var window: UIWindow? { self }

    open override var application: UIApplication? { owningApplication }

    /// Delivers each touch of the event that changed to the view it is bound to, with the
    /// method for its phase, and records one summary per touch.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches, let touches = event.allTouches else { return }
        // One pass, in touch-ID order, so that views are served in a repeatable order.
        var groups: [(view: UIView, touches: Set<UITouch>)] = []
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where touch.phase != .stationary && touch.window === self {
            guard let view = touch.view else { continue }
            // Recognizers see the touch first and may hold the phase back or take the touch.
            if let gestures = owningApplication?.gestureEnvironment, !gestures.admit(touch, event: event) { continue }
            if touch.viewRefusal != nil {
                owningApplication?.recordViewRefusal(of: touch, phase: touch.phase)
                continue
            }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for group in groups {
            deliverTouches(group.touches, to: group.view, event: event)
        }
    }

    private func deliverTouches(_ changed: Set<UITouch>, to view: UIView, event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let touches = changed.filter { $0.phase == phase }
            guard !touches.isEmpty else { continue }
            event.resetHandler()
            view.receiveTouches(touches, phase: phase, with: event)
            recordResults(for: touches, phase: phase, view: view, event: event)
        }
    }

    /// A phase a recognizer held back, or the touchesCancelled its recognition causes,
    /// delivered outside the event that brought it.
    func deliver(_ phase: UITouch.Phase, of touch: UITouch, cause: String?) {
        guard let view = touch.view, let application = owningApplication else { return }
        let event = UIEvent(type: .touches, timestamp: application.currentTime, recorder: application.traceRecorder)
        event.cause = cause
        event.allTouches = [touch]
        let current = touch.phase
        touch.phase = phase
        deliverTouches([touch], to: view, event: event)
        touch.phase = current
    }

    private func recordResults(for touches: Set<UITouch>, phase: UITouch.Phase, view: UIView, event: UIEvent) {
        guard let recorder = event.recorder else { return }
        let chain = view.responderChain.map(\.name)
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            var result = DeliveryResult(
                message: .event(phase.responderMethod), touch: touch.identifier, hitTestView: view.name,
                firstResponder: owningApplication?.firstResponder?.name, chain: chain,
                handledBy: event.handler?.name
            )
            result.cause = event.cause
            result.stoppedAt = event.stoppedAt
            result.window = owningApplication?.tracedName(of: self)
            recorder.record(.result(result))
        }
    }
}

extension UITouch.Phase {
    var responderMethod: ResponderMethod {
        switch self {
        case .began: return .touchesBegan
        case .moved, .stationary: return .touchesMoved
        case .ended: return .touchesEnded
        case .cancelled: return .touchesCancelled
        }
    }
}

extension UIResponder {
    func receiveTouches(_ touches: Set<UITouch>, phase: UITouch.Phase, with event: UIEvent) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }
}
