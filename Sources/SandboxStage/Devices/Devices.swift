import Foundation
import ResponderCore
import SandboxScenes

/// A game controller as the window uses it: the left stick moves a pointer over the scene
/// and A touches there; other buttons are presses; start and the shoulders are the remote.
extension SandboxSession {
    /// Scene points per second at full stick deflection.
    public static let pointerSpeed = 500.0
    /// Stick deflection below this fraction is the stick's own drift, not the user.
    public static let stickDeadZone = 0.18
    /// The cause traced on the touch, presses and shake that an unplugged controller leaves behind.
    public static let controllerDisconnectedCause = "the controller was disconnected"

    /// A controller was plugged in; `id` is the platform's, used again when it goes.
    public func controllerConnected(id: Int, name: String) {
        connectedControllers[id] = name
        show("Controller connected: \(name)")
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
        if touch != nil || !presses.isEmpty {
            if let touch, isRecording { recordNote("the touch was cancelled: \(cause)"); record(.cancel(id: touch)) }
            for press in presses { recordNote("press \(press.rawValue) was cancelled: \(cause) (not replayed)") }
            deliver(newEpisode: false) {
                if let touch {
                    pointerTouch = nil
                    application.cancelTouch(touch, cause: cause)
                }
                cancelPresses(presses, cause: cause)
            }
            forgetEndedFingers()
        }
        if lastOne {
            stick = .zero
            controllerPointer = nil
        }
        show("Controller disconnected: \(name)")
    }

    /// The stick's deflection, each axis from -1 to 1.
    public func setStick(x: Double, y: Double) {
        func shaped(_ value: Double) -> Double {
            guard value.isFinite, abs(value) > Self.stickDeadZone else { return 0 }
            return max(-1, min(1, value))
        }
        stick = CGPoint(x: shaped(x), y: shaped(y))
        if controllerPointer == nil, stick != .zero {
            controllerPointer = CGPoint(x: scene.document.size.width / 2, y: scene.document.size.height / 2)
        }
    }

    /// Moves the pointer with the stick; a touch made with A follows it.
    func movePointer(by seconds: Double) -> Bool {
        guard stick != .zero, var pointer = controllerPointer else { return false }
        let size = scene.document.size
        pointer.x = max(0, min(size.width, pointer.x + stick.x * Self.pointerSpeed * seconds))
        pointer.y = max(0, min(size.height, pointer.y + stick.y * Self.pointerSpeed * seconds))
        controllerPointer = pointer
        if let id = pointerTouch, application.isTouchDown(id) { touch(id, .moved, at: pointer) }
        return true
    }

    /// A controller button went down or up; `controller` is the platform's id of the
    /// controller, nil when unknown.
    public func controllerButton(_ button: UIPress.ControllerButton, down: Bool, controller: Int? = nil) {
        switch button {
        case .a: pointerTouch(down: down, controller: controller)
        case .start: if down { run(.remote(.remoteControlTogglePlayPause)) }
        case .leftshoulder: if down { run(.remote(.remoteControlPreviousTrack)) }
        case .rightshoulder: if down { run(.remote(.remoteControlNextTrack)) }
        default:
            // A button already down (or never seen going down) has nothing to begin or end.
            let held = heldPresses[controller, default: []].contains(button)
            guard down != held else { return }
            if down { heldPresses[controller, default: []].insert(button) } else { heldPresses[controller]?.remove(button) }
            // An events file's `press` is a press and its release: written when it is released.
            if !down { record(.press(button)) }
            deliver(newEpisode: true) { application.press(button, phase: down ? .began : .ended) }
        }
    }

    /// One pointer, so one touch: A on a second controller while the first holds it does nothing.
    private func pointerTouch(down: Bool, controller: Int?) {
        if down {
            guard pointerTouch == nil else { return }
            let point = controllerPointer ?? CGPoint(x: scene.document.size.width / 2, y: scene.document.size.height / 2)
            controllerPointer = point
            let id = freshTouchID()
            pointerTouch = id
            pointerTouchOwner = controller
            touch(id, .began, at: point)
        } else if let id = pointerTouch, pointerTouchOwner == controller {
            pointerTouch = nil
            if application.isTouchDown(id) { touch(id, .ended, at: controllerPointer ?? .zero) }
        }
    }
}
