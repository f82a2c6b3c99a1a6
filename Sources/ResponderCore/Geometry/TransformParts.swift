import Foundation

/// A view's transform as a scene writes it: scaled first, then rotated
/// (degrees, positive clockwise on screen), then translated, all about the view's centre.
/// Kept beside the matrix so `set NAME rotate 30` can change one part and keep the others.
public struct TransformParts: Equatable, Sendable {
    public var rotationDegrees: Double
    public var scaleX: Double
    public var scaleY: Double
    public var translateX: Double
    public var translateY: Double

    public init(rotationDegrees: Double = 0, scaleX: Double = 1, scaleY: Double = 1, translateX: Double = 0, translateY: Double = 0) {
        self.rotationDegrees = rotationDegrees
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
    }

    public static let identity = TransformParts()

    public var isIdentity: Bool { self == .identity }

    /// The matrix: `S · R · T` in Core Graphics' row-vector order.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(CGAffineTransform(rotationAngle: rotationDegrees * .pi / 180))
            .concatenating(CGAffineTransform(translationX: translateX, y: translateY))
    }
}
