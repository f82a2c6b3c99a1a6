import Foundation

/// A view's fill colour: the core keeps it as data for whoever draws the scene.
public struct UIColor: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let gray = UIColor(red: 0.6, green: 0.6, blue: 0.6)

    /// UIKit: the colour's components; true, since every colour here is RGB.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}
