import Foundation

/// How text is placed relative to its point.
public enum TextAnchor: Sendable, Equatable {
    case topLeft, center, topRight, bottomLeft, left
}

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

/// Measures text as the platform's font will draw it, so painters can wrap and place it.
public protocol TextMeasuring {
    func width(of text: String, size: Double, bold: Bool) -> Double
    func lineHeight(size: Double) -> Double
}

extension TextMeasuring {
    func width(of text: String, size: Double) -> Double { width(of: text, size: size, bold: false) }
}

/// A list of draw commands with shorthands the painters share.
public struct DisplayList: Sendable {
    public private(set) var commands: [DrawCommand] = []

    public init() {}

    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    public mutating func fill(_ rect: CGRect, _ color: StageColor) {
        commands.append(.fill(rect, color))
    }

    public mutating func outline(_ rect: CGRect, _ color: StageColor, width: Double = 2, dashed: Bool = false) {
        commands.append(.outline(rect, color, width: width, dashed: dashed))
    }

    public mutating func text(_ string: String, at point: CGPoint, size: Double, color: StageColor,
                              bold: Bool = false, anchor: TextAnchor = .topLeft) {
        guard !string.isEmpty else { return }
        commands.append(.text(string, point, size: size, color: color, bold: bold, anchor: anchor))
    }

    public mutating func line(_ from: CGPoint, _ to: CGPoint, _ color: StageColor, width: Double = 2) {
        commands.append(.line(from, to, color, width: width))
    }

    /// A line with a filled head at `to`.
    public mutating func arrow(_ from: CGPoint, _ to: CGPoint, _ color: StageColor, width: Double = 3, head: Double = 12) {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.5 else { return }
        let ux = dx / length, uy = dy / length
        let base = CGPoint(x: to.x - ux * head, y: to.y - uy * head)
        commands.append(.line(from, base, color, width: width))
        let left = CGPoint(x: base.x - uy * head * 0.55, y: base.y + ux * head * 0.55)
        let right = CGPoint(x: base.x + uy * head * 0.55, y: base.y - ux * head * 0.55)
        commands.append(.polygon([to, left, right], color))
    }
}
