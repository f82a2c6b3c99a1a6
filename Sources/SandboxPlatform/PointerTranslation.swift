import CSDL2
import Foundation
import ResponderCore
import SandboxStage

/// SDL's mouse, wheel and touch-surface events as the stage's `PointerInput` values. Only
/// translation lives here: what a click does in each mode is `PointerRouter.table`'s.
enum PointerTranslation {
    /// A button going down or up, with Alt and Shift as SDL holds them now; nil for the copy
    /// of a finger SDL also sends as the mouse (the finger is already a touch).
    static func button(_ event: SDL_MouseButtonEvent, down: Bool, modifiers: UInt32) -> PointerInput? {
        guard event.which != CSDL_TOUCH_MOUSEID() else { return nil }
        let point = CGPoint(x: Double(event.x), y: Double(event.y))
        let button: PointerButton = switch Int32(event.button) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .right
        default: .other
        }
        var held: PointerModifiers = []
        if modifiers & KMOD_ALT.rawValue != 0 { held.insert(.alt) }
        if modifiers & KMOD_SHIFT.rawValue != 0 { held.insert(.shift) }
        return down ? .press(button, at: point, modifiers: held) : .release(button, at: point, modifiers: held)
    }

    static func motion(_ event: SDL_MouseMotionEvent) -> PointerInput? {
        guard event.which != CSDL_TOUCH_MOUSEID() else { return nil }
        return .move(to: CGPoint(x: Double(event.x), y: Double(event.y)))
    }

    /// SDL's y is positive away from the user; a flipped ("natural") wheel is turned back.
    static func wheel(_ event: SDL_MouseWheelEvent) -> PointerInput? {
        guard event.which != CSDL_TOUCH_MOUSEID() else { return nil }
        let flip: Double = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        return .wheel(dx: Double(event.preciseX) * flip, dy: Double(event.preciseY) * flip,
                      at: CGPoint(x: Double(event.mouseX), y: Double(event.mouseY)))
    }

    /// A finger on a touch surface; nil for the touches SDL makes up from the mouse.
    static func finger(_ event: SDL_TouchFingerEvent, phase: UITouch.Phase) -> PointerInput? {
        guard event.touchId != CSDL_MOUSE_TOUCHID() else { return nil }
        return .finger(TouchSurfaceFinger(device: event.touchId, finger: event.fingerId), phase,
                       at: CGPoint(x: Double(event.x), y: Double(event.y)))
    }
}
