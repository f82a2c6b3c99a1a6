import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' affine transform, which swift-corelibs-foundation does not provide:
/// the same six numbers, the same row-vector convention (`x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`) and the same names, so scene code reads as it would on iOS.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Positive angles turn +x towards +y: clockwise on a y-down screen, as on iOS.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = Self.sineAndCosine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` first, then `other`, as CGAffineTransformConcat.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// CGAffineTransformInvert: a transform that cannot be inverted (a scale of 0) is
    /// returned unchanged, which is what iOS does rather than producing infinities.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        if a == 1, b == 0, c == 0, d == 1 {
            // Exact for the common pure translation: no division rounding.
            return CGAffineTransform(translationX: -tx, y: -ty)
        }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Multiples of 90° come out exact, so a quarter turn maps whole points to whole points.
    private static func sineAndCosine(_ angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarterTurns = angle / (.pi / 2)
        if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 1e6 {
            switch ((Int(quarterTurns) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGRect {
    /// The bounding box of the four transformed corners, as CGRectApplyAffineTransform.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        return CGRect.boundingBox(of: corners)
    }
}
#endif

extension CGRect {
    /// The smallest axis-aligned rectangle holding every point.
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
