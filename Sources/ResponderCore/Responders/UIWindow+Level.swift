import Foundation

extension UIWindow {
    /// A screen point in this window's coordinates: its frame's origin is where it sits on the
    /// screen (the main window's is zero, so screen and window points agree there).
    public func pointFromScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// UIKit's `UIWindow.Level`: windows are stacked by level, higher in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's constants: 0, 1000 and 2000.
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

extension UIWindow {
    /// UIKit: whether this is its application's key window.
    public var isKeyWindow: Bool { owningApplication?.keyWindow === self }
}
