import Foundation

/// The application: owns the window, the first responder and the clock, and dispatches
/// every event (UIKit's `sendEvent(_:)`) and every action (`sendAction(_:to:from:for:)`).
open class UIApplication: UIResponder {
    /// The application made last: UIKit has exactly one, the sandbox one per loaded scene.
    private static weak var latest: UIApplication?
    /// Applications may be made on any thread (the window builds a copy of a large scene off
    /// its own to answer Y): `latest` is read and written under this lock.
    private static let latestLock = NSLock()
    /// How many applications have been made, counted under `latestLock`.
    private static var madeSoFar = 0
    /// Where this application comes in the order they were made (1 for the first): `shared`
    /// answers the one made last, so tests made in parallel can tell a later one from an earlier.
    private(set) var orderMade = 0

    /// UIKit's single application object; in the sandbox, the application made last (a test
    /// or the window may load several scenes, one after the other). Before any is made, a new
    /// application with one empty window, as an app's before its scene connects.
    open class var shared: UIApplication {
        latestLock.lock()
        let found = latest
        latestLock.unlock()
        return found ?? UIApplication(window: UIWindow(frame: .zero))
    }

    /// UIKit's key window, where presses, motion and key commands are traced: the first
    /// window, until another's `makeKey()`.
    public private(set) var keyWindow: UIWindow
    /// Every window the application shows, the first (main) window first, in the order they were added.
    public private(set) var windows: [UIWindow]
    /// The key window's first responder: where presses, motion and nil-targeted actions start.
    public private(set) var firstResponder: UIResponder?
    /// Each other window's first responder: UIKit keeps one per window, and the key window's is
    /// the application's. Weak: a responder removed from the scene must be free to go.
    private var otherWindowsFirstResponders: [(window: WeakResponder, responder: WeakResponder)] = []
    /// Where every delivery step is recorded; nil records nothing and builds nothing.
    public var traceRecorder: TraceRecorder?
    /// Seconds since launch; the platform or the events file advances it.
    public private(set) var currentTime: TimeInterval = 0

    var touchRecords: [Int: TouchRecord] = [:]
    /// Touches the system cancelled while the finger stayed down, so that its later moves
    /// and lift can say why they go nowhere; oldest first. Only the latest few are kept:
    /// a window that drops a cancelled finger's lift must not make the list grow forever.
    var cancelledTouchIdentifiers: [Int] = []
    static let rememberedCancellations = 32
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    var isShaking = false
    /// When the shake in progress is cancelled for going on too long, on this clock.
    var shakeDeadline: TimeInterval?
    /// Where touches meet gesture recognizers before the views.
    public private(set) lazy var gestureEnvironment = UIGestureEnvironment(application: self)
    /// Scroll views decelerating or settling back within their content, on this clock.
    var movingScrollViews: [UIScrollView] = []
    /// When a scroll view's content last moved, on this clock (the window shows indicators after).
    public internal(set) var lastScrollTime: TimeInterval?

    public var delegate: UIApplicationDelegate? {
        didSet { (delegate as? AppDelegate)?.owningApplication = self }
    }

    /// An application with one key window and its delegate (by default a responder named
    /// `AppDelegate`, the last link of every chain). Set the window's `rootViewController`
    /// before sending input, and `traceRecorder` to see the steps.
    public init(window: UIWindow, delegate: UIApplicationDelegate? = AppDelegate()) {
        self.keyWindow = window
        self.windows = [window]
        self.delegate = delegate
        super.init(name: "UIApplication")
        UIApplication.latestLock.lock()
        UIApplication.madeSoFar += 1
        orderMade = UIApplication.madeSoFar
        UIApplication.latest = self
        UIApplication.latestLock.unlock()
        window.owningApplication = self
        window.windowScene?.owningApplication = self
        (delegate as? AppDelegate)?.owningApplication = self
    }

    /// UIKit: the app delegate, but only when it is a UIResponder that is not a view, a view
    /// controller or the application itself (those are already on the chain elsewhere).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    open override var application: UIApplication? { self }

    open override class var uikitClassName: String? { "UIApplication" }

    public func advanceClock(by seconds: TimeInterval) {
        currentTime += max(0, seconds)
        cancelLongShake()
        // The recognizers' timers run on this clock (long press, the time allowed between taps).
        gestureEnvironment.clockAdvanced()
        // Deceleration and the settle after a drag run on the same clock.
        advanceScrollViews()
    }

    /// Touches go to the views they are bound to; motion, presses and remote-control events
    /// to the first responder.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            // Each window delivers the touches that began in it.
            for window in windows where event.allTouches?.contains(where: { $0.window === window && $0.phase != .stationary }) == true {
                window.sendEvent(event)
            }
        case .motion, .presses, .remoteControl:
            deliverToFirstResponder(event)
        case .hover:
            // No responder method takes a hover event: only hover recognizers see it, handed
            // to them by `handleHover(at:)`.
            break
        }
    }

    // MARK: - Windows

    /// UIKit: the scenes connected to the app (iOS 13 and later): every window's scene, once.
    /// Windows made without a scene, as in an app without scene support, are in none.
    open var connectedScenes: Set<UIScene> {
        Set(windows.compactMap { $0.windowScene })
    }

    /// The name the trace's `result` gives `window`: nil while the application shows only one.
    func tracedName(of window: UIWindow?) -> String? {
        windows.count > 1 ? window?.name : nil
    }

    /// Shows a further window: it joins the stack in front of the windows of its level or lower
    /// (UIKit: equal levels, the later one in front), and leads to the application.
    public func addWindow(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        window.owningApplication = self
        window.windowScene?.owningApplication = self
        windows.append(window)
    }

    /// UIKit's `UIWindow.makeKey()`: `window`, one of the application's, becomes the key window,
    /// and its own first responder (if it has one) becomes the application's: each window keeps
    /// its first responder while another is key (UIWindow: "the key window receives ... events
    /// not related to touches", sent to its first responder).
    func makeKey(_ window: UIWindow) {
        guard windows.contains(where: { $0 === window }), window !== keyWindow else { return }
        if let current = firstResponder { otherWindowsFirstResponders.append((WeakResponder(keyWindow), WeakResponder(current))) }
        let parked = otherWindowsFirstResponders.first { $0.window.responder === window }?.responder.responder
        otherWindowsFirstResponders.removeAll { $0.window.responder === window || $0.window.responder == nil || $0.responder.responder == nil }
        keyWindow = window
        if parked !== firstResponder {
            firstResponder = parked
            traceRecorder?.record(.firstResponder(responder: parked?.name))
        }
    }

    /// The window whose first responder `responder` would be: its view's window; the key window
    /// for the application, its delegate and the window scene.
    func window(of responder: UIResponder) -> UIWindow {
        if let view = responder as? UIView, let window = view.window { return window }
        if let controller = responder as? UIViewController, let window = controller.view.window { return window }
        return keyWindow
    }

    /// The first responder of `window`, key or not.
    public func firstResponder(of window: UIWindow) -> UIResponder? {
        window === keyWindow ? firstResponder : otherWindowsFirstResponders.first { $0.window.responder === window }?.responder.responder
    }

    /// Whether `responder` is the first responder of its window, key or not.
    func isFirstResponderOfAWindow(_ responder: UIResponder) -> Bool {
        firstResponder === responder || otherWindowsFirstResponders.contains { $0.responder.responder === responder }
    }

    /// The windows from front to back: by level, and within a level the later one first.
    public var windowsFrontToBack: [UIWindow] {
        windows.enumerated().sorted { first, second in
            first.element.windowLevel != second.element.windowLevel
                ? first.element.windowLevel > second.element.windowLevel
                : first.offset > second.offset
        }.map(\.element)
    }

    // MARK: - First responder

    /// The responder becomes its window's first responder; the one there before resigns first.
    /// Only the key window's change is a trace step (it is the application's first responder).
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
        let window = window(of: responder)
        if firstResponder(of: window) === responder { return true }
        if let current = firstResponder(of: window), !current.resignFirstResponder() { return false }
        guard window === keyWindow else {
            otherWindowsFirstResponders.append((WeakResponder(window), WeakResponder(responder)))
            return true
        }
        firstResponder = responder
        traceRecorder?.record(.firstResponder(responder: responder.name))
        return true
    }

    /// The key window's first responder resigns without asking it.
    func clearFirstResponder() {
        guard firstResponder != nil else { return }
        firstResponder = nil
        traceRecorder?.record(.firstResponder(responder: nil))
    }

    /// `responder` is no longer first responder of whichever window it was.
    func clearFirstResponder(_ responder: UIResponder) {
        if firstResponder === responder { return clearFirstResponder() }
        otherWindowsFirstResponders.removeAll { $0.responder.responder === responder }
    }

    /// Called before `view` leaves the window: UIKit cancels the touches bound to it and
    /// resigns a first responder inside it.
    func viewWillLeaveWindow(_ view: UIView) {
        // Held phases first: a view on its way out is never handed a touchesBegan it was kept from.
        gestureEnvironment.viewWillLeaveWindow(view)
        cancelTouches(boundInside: view, cause: "\(view.name) was removed from its superview")
        otherWindowsFirstResponders.removeAll { $0.responder.responder?.lives(inside: view) ?? true }
        guard let firstResponder, firstResponder.lives(inside: view) else { return }
        if isShaking {
            cancelMotion(cause: "the first responder left the window")
        }
        clearFirstResponder()
    }
}

extension UIResponder {
    /// Whether this responder is `view`, inside it, or the controller of a view inside it.
    func lives(inside view: UIView) -> Bool {
        if let own = self as? UIView { return own.isDescendant(of: view) }
        if let controller = self as? UIViewController { return controller.view.isDescendant(of: view) }
        return false
    }
}
