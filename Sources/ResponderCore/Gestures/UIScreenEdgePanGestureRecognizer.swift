import Foundation

/// A pan that begins only for a touch that starts near one of the window's edges (the
/// interactive "swipe back" of a navigation controller).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1 << 0)
        public static let left = Edges(rawValue: 1 << 1)
        public static let bottom = Edges(rawValue: 1 << 2)
        public static let right = Edges(rawValue: 1 << 3)
        public static let all: Edges = [.top, .left, .bottom, .right]
    }

    /// UIKit's default is none, so it never begins until edges are set.
    public var edges: Edges = []

    /// How far from an edge a touch may start. Not documented; about 20 points is what
    /// developers measure on iPhones (the sandbox's figure).
    public static let edgeWidth: CGFloat = 20

    open override var kind: String { "screenEdgePan" }

    /// A touch that starts away from the edges fails it at once. Every touch after the first is
    /// ignored (UIKit's ignore(_:for:), observed: a second finger neither fails the edge pan nor
    /// is cancelled in its view when the pan begins).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let first = gestureTouches.first
        let later = touches.filter { $0 !== first }
        later.forEach(stopFollowing)
        let own = touches.subtracting(later)
        guard !own.isEmpty else { return }
        if state == .possible, own.contains(where: { !startsAtAnEdge($0) }) { return transition(to: .failed) }
        super.touchesBegan(own, with: event)
    }

    private func startsAtAnEdge(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.location(in: nil), bounds = window.bounds, width = Self.edgeWidth
        return edges.contains(.left) && point.x - bounds.minX <= width
            || edges.contains(.right) && bounds.maxX - point.x <= width
            || edges.contains(.top) && point.y - bounds.minY <= width
            || edges.contains(.bottom) && bounds.maxY - point.y <= width
    }
}
