import Foundation
import ResponderCore

/// The mouse, the touch surface's fingers and the window taking them away, as values: what
/// the platform makes of its events and hands to `SandboxSession.pointer(_:measurer:)`, as a
/// key becomes a `StageCommand`. Points are in window points.
public enum PointerInput: Equatable, Sendable {
    case press(PointerButton, at: CGPoint, modifiers: PointerModifiers = [])
    case release(PointerButton, at: CGPoint, modifiers: PointerModifiers = [])
    /// The mouse moved, with or without a button held.
    case move(to: CGPoint)
    /// The wheel or two fingers on a touchpad: `dx`, `dy` in the wheel's notches, `dy`
    /// positive away from the user (a "natural" scrolling setting already undone).
    case wheel(dx: Double, dy: Double, at: CGPoint)
    /// A finger on a touch surface, at a point given as a fraction (0…1) of the window's size.
    case finger(TouchSurfaceFinger, UITouch.Phase, at: CGPoint)
    /// The mouse left the window.
    case exit
    /// The window changed under the fingers (resized, hidden, lost focus): every touch ends.
    case interruption(cause: String)

    /// A button going down or up, as the table's button rows read it; nil for other input.
    var button: (button: PointerButton, down: Bool, point: CGPoint, modifiers: PointerModifiers)? {
        switch self {
        case .press(let button, let point, let modifiers): (button, true, point, modifiers)
        case .release(let button, let point, let modifiers): (button, false, point, modifiers)
        default: nil
        }
    }
}
