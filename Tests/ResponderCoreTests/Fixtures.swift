import Foundation
@testable import ResponderCore

/// A view with a name, a frame, what it handles and its subviews, in one expression.
func makeView(
    _ name: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    handles: Set<ResponderMethod> = [], _ subviews: [UIView] = []
) -> UIView {
    let view = UIView(name: name, frame: CGRect(x: x, y: y, width: width, height: height))
    view.implementedMethods = handles
    subviews.forEach(view.addSubview)
    return view
}

/// An app with one window (800×600), a root view controller named ViewController whose
/// view `root` holds `subviews`, and a trace log attached.
final class TestApp {
    let application: UIApplication
    let window: UIWindow
    let controller: UIViewController
    let root: UIView
    let log = TraceLog()

    init(_ subviews: [UIView] = [], delegate: UIApplicationDelegate? = AppDelegate()) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        root = makeView("root", 0, 0, 800, 600, subviews)
        controller = UIViewController(name: "ViewController", view: root)
        application = UIApplication(window: window, delegate: delegate)
        window.rootViewController = controller
        application.traceRecorder = log
    }

    func tap(_ x: CGFloat, _ y: CGFloat, id: Int = 1) {
        application.handleTouch(id, phase: .began, at: CGPoint(x: x, y: y))
        application.handleTouch(id, phase: .ended, at: CGPoint(x: x, y: y))
    }

    func down(_ id: Int, _ x: CGFloat, _ y: CGFloat) {
        application.handleTouch(id, phase: .began, at: CGPoint(x: x, y: y))
    }

    func move(_ id: Int, _ x: CGFloat, _ y: CGFloat) {
        application.handleTouch(id, phase: .moved, at: CGPoint(x: x, y: y))
    }

    func up(_ id: Int, _ x: CGFloat, _ y: CGFloat) {
        application.handleTouch(id, phase: .ended, at: CGPoint(x: x, y: y))
    }

    /// The hit-test view the way UIKit's dispatcher finds it, recorded in the log.
    func hitTest(_ x: CGFloat, _ y: CGFloat) -> UIView? {
        let event = UIEvent(type: .touches, timestamp: 0, recorder: log)
        return window.tracedHitTest(CGPoint(x: x, y: y), with: event)
    }

    var results: [DeliveryResult] { log.results }

    /// The text log restricted to the given views, as an article's NSLog lines would show.
    func textLines(of names: Set<String>) -> [String] {
        log.steps.compactMap { step -> String? in
            switch step {
            case .hitTest(let view, _):
                // The articles' NSLog lines print no point.
                return names.contains(view) ? "\(view) --- hitTest" : nil
            case .pointInside(let view, _), .hitTestReturn(let view, _):
                return names.contains(view) ? step.textLine : nil
            case .deliver(_, let responder, true):
                return names.contains(responder) ? step.textLine : nil
            default:
                return nil
            }
        }
    }

    func deliveries(_ message: ResponderMessage) -> [(String, Bool)] {
        log.steps.compactMap {
            if case .deliver(message, let responder, let handled) = $0 { return (responder, handled) }
            return nil
        }
    }
}
