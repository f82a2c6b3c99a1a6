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
        if let id = pointerTouch, application.activeTouchIdentifiers.contains(id) { touch(id, .moved, at: pointer) }
        return true
    }

    /// A controller button went down or up.
    public func controllerButton(_ button: UIPress.ControllerButton, down: Bool) {
        switch button {
        case .a: pointerTouch(down: down)
        case .start: if down { run(.remote(.remoteControlTogglePlayPause)) }
        case .leftshoulder: if down { run(.remote(.remoteControlPreviousTrack)) }
        case .rightshoulder: if down { run(.remote(.remoteControlNextTrack)) }
        default:
            deliver(newEpisode: true) { application.press(button, phase: down ? .began : .ended) }
        }
    }

    private func pointerTouch(down: Bool) {
        if down {
            let point = controllerPointer ?? CGPoint(x: scene.document.size.width / 2, y: scene.document.size.height / 2)
            controllerPointer = point
            let id = runner.freshTouchID()
            pointerTouch = id
            touch(id, .began, at: point)
        } else if let id = pointerTouch {
            pointerTouch = nil
            if application.activeTouchIdentifiers.contains(id) { touch(id, .ended, at: controllerPointer ?? .zero) }
        }
    }
}
