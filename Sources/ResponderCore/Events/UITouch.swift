import Foundation

/// One finger (or mouse button) on the screen, from began to ended or cancelled.
///
/// UIKit keeps one UITouch object for a finger's whole life and binds it to the hit-test view
/// of its first contact; the sandbox does the same.
public final class UITouch: Hashable {
    public enum Phase: String, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The sandbox's touch ID: the events file's ID, or SDL's finger number.
    public let identifier: Int
    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    /// The hit-test view this touch is bound to; nil when hit-testing found nothing.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?

    /// The responders whose default touchesBegan passed this touch to their next responder:
    /// UIResponder's later touch methods forward the touch only from these.
    var beganForwarders: Set<ObjectIdentifier> = []
    /// Why UIKit keeps this touch from its view while the recognizers still see it
    /// (`multipleTouchEnabled` false limits what the view is sent, not what recognizers see).
    var viewRefusal: String?

    private(set) var locationInWindow: CGPoint
    /// Where the finger first touched: a slider asks whether a drag started on its thumb.
    let initialLocationInWindow: CGPoint
    private(set) var previousLocationInWindow: CGPoint

    init(identifier: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow, tapCount: Int = 1) {
        self.identifier = identifier
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.initialLocationInWindow = location
    }

    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    func initialLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(initialLocationInWindow, to: view)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    func move(to location: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.phase = phase
        self.timestamp = timestamp
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: window)
    }

    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
