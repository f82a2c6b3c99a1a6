import Foundation
import ResponderCore

/// The pointer's actions that touch the app (`PointerAction.touch`), carried out by
/// `PointerTouches.perform(_:in:_:)`, which hands the touches to the session's `touch`.
/// Points are window points.
enum TouchAction: Equatable {
    /// The left button: a finger (two, mirrored, with Alt) goes down, moves, lifts.
    case beginMouseTouch(at: CGPoint, mirrored: Bool)
    case moveMouseTouches(to: CGPoint)
    case endMouseTouch(at: CGPoint)
    /// A touch surface's finger at a window point.
    case finger(TouchSurfaceFinger, UITouch.Phase, at: CGPoint)
}
