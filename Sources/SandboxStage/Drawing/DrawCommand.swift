import Foundation

/// One thing to draw, in window points. The platform turns these into SDL calls; the
/// painters that make them hold every decision about what the picture says.
public enum DrawCommand: Equatable, Sendable {
    case fill(CGRect, StageColor)
    case outline(CGRect, StageColor, width: Double, dashed: Bool)
    /// Diagonal stripes: the "skipped" shape, so the outcome reads without colour.
    case hatch(CGRect, StageColor, spacing: Double)
    case line(CGPoint, CGPoint, StageColor, width: Double)
    /// A convex polygon, filled (the exploded view's layers).
    case polygon([CGPoint], StageColor)
    case polyline([CGPoint], StageColor, width: Double, dashed: Bool)
    case text(String, CGPoint, size: Double, color: StageColor, bold: Bool, anchor: TextAnchor)
    /// Everything after this is clipped to the rectangle, until `.unclip`.
    case clip(CGRect)
    case unclip
}
