import Foundation

/// A drag in edit mode: which view, what the drag does to it, and its frame so far.
public struct EditDrag: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case move
        case resize(Corner)
        /// Shift+drag: the view moves with the pointer and is dropped into the view under it.
        case reparent
    }

    public enum Corner: CaseIterable, Sendable {
        case topLeft, topRight, bottomLeft, bottomRight

        /// This corner of `rect`.
        func point(in rect: CGRect) -> CGPoint {
            switch self {
            case .topLeft: return CGPoint(x: rect.minX, y: rect.minY)
            case .topRight: return CGPoint(x: rect.maxX, y: rect.minY)
            case .bottomLeft: return CGPoint(x: rect.minX, y: rect.maxY)
            case .bottomRight: return CGPoint(x: rect.maxX, y: rect.maxY)
            }
        }
    }

    public let view: String
    public let kind: Kind
    /// Where the drag began, in window points.
    public let start: CGPoint
    /// The view's frame in its superview when the drag began, and now.
    public let originalFrame: CGRect
    public private(set) var frame: CGRect
    /// The view a reparenting drag would drop into, when it is not the current superview.
    public private(set) var dropTarget: String?

    /// Resizing never makes a view smaller than this, so its handles stay apart.
    static let minimumSide = 8.0

    /// The pointer moved on: the view's frame now, and the view it would drop into.
    mutating func move(to frame: CGRect, dropTarget: String?) {
        self.frame = frame
        self.dropTarget = dropTarget
    }

    /// The frame after the pointer moved by `delta` scene points, in whole points.
    func frame(movedBy delta: CGPoint) -> CGRect {
        let dx = delta.x.rounded(), dy = delta.y.rounded()
        let o = originalFrame
        switch kind {
        case .move, .reparent:
            return CGRect(x: o.minX + dx, y: o.minY + dy, width: o.width, height: o.height)
        case .resize(let corner):
            var minX = o.minX, minY = o.minY, maxX = o.maxX, maxY = o.maxY
            switch corner {
            case .topLeft: minX = min(o.minX + dx, maxX - Self.minimumSide); minY = min(o.minY + dy, maxY - Self.minimumSide)
            case .topRight: maxX = max(o.maxX + dx, minX + Self.minimumSide); minY = min(o.minY + dy, maxY - Self.minimumSide)
            case .bottomLeft: minX = min(o.minX + dx, maxX - Self.minimumSide); maxY = max(o.maxY + dy, minY + Self.minimumSide)
            case .bottomRight: maxX = max(o.maxX + dx, minX + Self.minimumSide); maxY = max(o.maxY + dy, minY + Self.minimumSide)
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
