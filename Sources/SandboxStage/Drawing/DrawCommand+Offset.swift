import Foundation

extension DrawCommand {
    /// The same command moved down by `dy`: a panel row is built at y = 0 and placed later,
    /// where its pane's scroll puts it.
    func offset(by dy: Double) -> DrawCommand {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x, y: point.y + dy) }
        func moved(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: 0, dy: dy) }
        switch self {
        case .fill(let rect, let color): return .fill(moved(rect), color)
        case .outline(let rect, let color, let width, let dashed): return .outline(moved(rect), color, width: width, dashed: dashed)
        case .hatch(let rect, let color, let spacing): return .hatch(moved(rect), color, spacing: spacing)
        case .line(let from, let to, let color, let width): return .line(moved(from), moved(to), color, width: width)
        case .polygon(let points, let color): return .polygon(points.map(moved), color)
        case .polyline(let points, let color, let width, let dashed): return .polyline(points.map(moved), color, width: width, dashed: dashed)
        case .text(let text, let point, let size, let color, let bold, let anchor):
            return .text(text, moved(point), size: size, color: color, bold: bold, anchor: anchor)
        case .clip(let rect): return .clip(moved(rect))
        case .unclip: return .unclip
        }
    }
}
