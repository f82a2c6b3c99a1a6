import Foundation

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

    /// A line bent at the route's corners, with a filled head on its last leg.
    mutating func arrow(along route: ArrowRoute, _ color: StageColor, width: Double = 3, head: Double = 12) {
        for leg in route.legs.dropLast() { commands.append(.line(leg.from, leg.to, color, width: width)) }
        arrow(route.lastBend, route.end, color, width: width, head: head)
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
