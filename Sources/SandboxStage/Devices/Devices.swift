import Foundation
import ResponderCore
import SandboxScenes

/// The devices beside the mouse: game controllers as the window uses them (the left stick
/// moves a pointer over the scene and A touches there; other buttons are presses; start and
/// the shoulders are the remote) and their motion, which the live plot shows.
public final class Devices {
    unowned let session: SandboxSession
    /// What the status bar says of the controllers (set by the platform).
    public var status: String = "controller: none (K shakes)"
    /// The shake detector's recent readings, for the live plot; empty until a sample arrives.
    public private(set) var motionPlot: [MotionPlotPoint] = []
    /// The controller's pointer over the scene (scene points), once the stick has moved.
    public private(set) var controllerPointer: CGPoint?
    private(set) var stick = CGPoint.zero
    private(set) var pointerTouch: Int?
    /// The controllers plugged in, by the platform's id, and their names.
    public private(set) var connectedControllers: [Int: String] = [:]
    /// Which controller's A button holds `pointerTouch`; nil when the platform did not say.
    private(set) var pointerTouchOwner: Int?
    /// Buttons down whose presses have begun, by controller, so that unplugging can cancel them.
    private(set) var heldPresses: [Int?: Set<UIPress.ControllerButton>] = [:]

    init(session: SandboxSession) {
        self.session = session
    }

    /// A line on the status bar, routed by the session to the viewer, who shows it.
    func say(_ text: String, for seconds: Double = 4) {
        session.route(.status(text, seconds: seconds))
    }

    /// A point of the live plot (see `Devices+Motion`): readings closer than 8 ms with the same
    /// shaking are one point; the oldest third goes once the plot holds half again its span.
    func recordPlotPoint(_ point: MotionPlotPoint) {
        if let last = motionPlot.last, point.time - last.time < 0.008, last.shaking == point.shaking { return }
        motionPlot.append(point)
        if let first = motionPlot.first, point.time - first.time > MotionPlotPoint.span * 1.5 {
            motionPlot.removeFirst(motionPlot.count / 3)
        }
    }

    /// Whether the pointer is moving on its own (the stick held over).
    var isMovingPointer: Bool { stick != .zero && controllerPointer != nil }

    /// A new scene: the presses still down end on the old one, the pointer's touch is gone.
    func cancelHeld(cause: String) {
        cancelPresses(heldPresses.values.flatMap { $0 }, cause: cause)
        heldPresses = [:]
        pointerTouch = nil
        motionPlot = []
    }

    /// The pointer's touch ended in the core (its view removed, the scene reloaded).
    func forgetEndedTouch() {
        if let id = pointerTouch, !session.application.isTouchDown(id) { pointerTouch = nil }
    }

    /// Scene points per second at full stick deflection.
    public static let pointerSpeed = 500.0
    /// Stick deflection below this fraction is the stick's own drift, not the user.
    public static let stickDeadZone = 0.18
    /// The cause traced on the touch, presses and shake that an unplugged controller leaves behind.
    public static let controllerDisconnectedCause = "the controller was disconnected"

    /// A controller was plugged in; `id` is the platform's, used again when it goes.
    public func controllerConnected(id: Int, name: String) {
        connectedControllers[id] = name
        say("Controller connected: \(name)")
    }

    /// A controller was pulled out. What it was doing can never finish now, so, as iOS does
    /// when the system interrupts input, it is cancelled: the touch its A button held, the
    /// presses of its buttons still down, and the shake in progress when it had sent motion
    /// (or was the last controller). `hadMotion`: its sensors had sent readings.
    public func controllerDisconnected(id: Int, hadMotion: Bool) {
        let name = connectedControllers.removeValue(forKey: id) ?? "controller"
        let cause = Self.controllerDisconnectedCause
        let lastOne = connectedControllers.isEmpty
        if hadMotion || lastOne { cancelShake(cause: cause) }
        // What the platform did not say the owner of goes with the last controller.
        let touch = pointerTouch.flatMap { pointerTouchOwner == id || (pointerTouchOwner == nil && lastOne) ? $0 : nil }
        var presses = Array(heldPresses.removeValue(forKey: id) ?? [])
        if lastOne { presses += heldPresses.removeValue(forKey: nil) ?? [] }
        // By name, so the recording's notes and the cancellations come in one order on every run.
        presses.sort { $0.rawValue < $1.rawValue }
        if touch != nil || !presses.isEmpty {
            // Only a recording takes these notes and lines; without one they go nowhere.
            if let touch { session.route(.recordNote("the touch was cancelled: \(cause)")); session.route(.record(.cancel(id: touch))) }
            for press in presses { session.route(.recordNote("press \(press.rawValue) was cancelled: \(cause) (not replayed)")) }
            session.route(.input(newEpisode: false) { [self] in
                if let touch {
                    pointerTouch = nil
                    session.application.cancelTouch(touch, cause: cause)
                }
                cancelPresses(presses, cause: cause)
            })
            session.route(.forgetEndedFingers)
        }
        if lastOne {
            stick = .zero
            controllerPointer = nil
        }
        say("Controller disconnected: \(name)")
    }

    /// The stick's deflection, each axis from -1 to 1.
    public func setStick(x: Double, y: Double) {
        func shaped(_ value: Double) -> Double {
            guard value.isFinite, abs(value) > Self.stickDeadZone else { return 0 }
            return max(-1, min(1, value))
        }
        stick = CGPoint(x: shaped(x), y: shaped(y))
        if controllerPointer == nil, stick != .zero {
            controllerPointer = CGPoint(x: session.scene.document.size.width / 2, y: session.scene.document.size.height / 2)
        }
    }

    /// Moves the pointer with the stick; a touch made with A follows it.
    func movePointer(by seconds: Double) -> Bool {
        guard stick != .zero, var pointer = controllerPointer else { return false }
        let size = session.scene.document.size
        pointer.x = max(0, min(size.width, pointer.x + stick.x * Self.pointerSpeed * seconds))
        pointer.y = max(0, min(size.height, pointer.y + stick.y * Self.pointerSpeed * seconds))
        controllerPointer = pointer
        if let id = pointerTouch, session.application.isTouchDown(id) { session.touch(id, .moved, at: pointer) }
        return true
    }

    /// A controller button went down or up; `controller` is the platform's id of the
    /// controller, nil when unknown.
    public func controllerButton(_ button: UIPress.ControllerButton, down: Bool, controller: Int? = nil) {
        switch button {
        case .a: pointerTouch(down: down, controller: controller)
        case .start: if down { session.run(.remote(.remoteControlTogglePlayPause)) }
        case .leftshoulder: if down { session.run(.remote(.remoteControlPreviousTrack)) }
        case .rightshoulder: if down { session.run(.remote(.remoteControlNextTrack)) }
        default:
            // A button already down (or never seen going down) has nothing to begin or end.
            let held = heldPresses[controller, default: []].contains(button)
            guard down != held else { return }
            if down { heldPresses[controller, default: []].insert(button) } else { heldPresses[controller]?.remove(button) }
            // An events file's `press` is a press and its release: written when it is released.
            if !down { session.route(.record(.press(button))) }
            session.route(.input(newEpisode: true) { [session] in session.application.press(button, phase: down ? .began : .ended) })
        }
    }

    /// One pointer, so one touch: A on a second controller while the first holds it does nothing.
    private func pointerTouch(down: Bool, controller: Int?) {
        if down {
            guard pointerTouch == nil else { return }
            let point = controllerPointer ?? CGPoint(x: session.scene.document.size.width / 2, y: session.scene.document.size.height / 2)
            controllerPointer = point
            let id = session.freshTouchID()
            pointerTouch = id
            pointerTouchOwner = controller
            session.touch(id, .began, at: point)
        } else if let id = pointerTouch, pointerTouchOwner == controller {
            pointerTouch = nil
            if session.application.isTouchDown(id) { session.touch(id, .ended, at: controllerPointer ?? .zero) }
        }
    }

    /// Ends presses that can no longer end on their own, in a fixed order so traces repeat.
    func cancelPresses(_ buttons: [UIPress.ControllerButton], cause: String) {
        for button in buttons.sorted(by: { $0.rawValue < $1.rawValue }) {
            session.application.press(button, phase: .cancelled, cause: cause)
        }
    }
}
