import Foundation

/// The fingers still down and the trails of the latest input's fingers, as the history's
/// `TouchMarks` keeps them (changed by `trackFingers(of:)`, `followFinger` and
/// `forgetEndedFingers` in `InputHistory.swift`).
extension InputHistory {
    /// Where each finger still down is, in scene coordinates, for drawing it.
    public var fingers: [Int: CGPoint] { touchMarks.fingers }

    /// Where the latest input's fingers went down, moved and lifted, for drawing after they are gone.
    public var touchTrails: [TouchTrail] { touchMarks.trails }

    /// Where each finger still down went down (its touch's view was chosen there), in the order
    /// the fingers came: the viewer's Y asks its tap while they are held, as `why --holding` asks.
    public var heldFingerPoints: [CGPoint] { touchMarks.heldFingerPoints }
}
