import Foundation
@testable import ResponderCore
import SeededRandom

enum RandomTrees {
    /// A random tree under the root: frames that overlap, stick out of their parents and
    /// sometimes have no area, with every property that hit-testing reads set at random.
    /// With `geometry`, views are also rotated, scaled, translated and given bounds origins.
    static func populate(_ root: UIView, maxViews: Int, using rng: inout SplitMix64, geometry: Bool = false) -> [UIView] {
        var views: [UIView] = [root]
        let count = Int.random(in: 1...maxViews, using: &rng)
        for index in 0..<count {
            let parent = views.randomElement(using: &rng)!
            let view = UIView(name: "v\(index)", frame: CGRect(
                x: CGFloat(Int.random(in: -40...220, using: &rng)), y: CGFloat(Int.random(in: -40...220, using: &rng)),
                width: CGFloat(Int.random(in: 0...200, using: &rng)), height: CGFloat(Int.random(in: 0...200, using: &rng))
            ))
            randomize(view, using: &rng)
            if geometry { randomizeGeometry(view, using: &rng) }
            if Bool.random(using: &rng) || parent.subviews.isEmpty {
                parent.addSubview(view)
            } else {
                parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &rng))
            }
            views.append(view)
        }
        return views
    }

    static func randomize(_ view: UIView, using rng: inout SplitMix64) {
        view.isHidden = Int.random(in: 0..<10, using: &rng) == 0
        view.isUserInteractionEnabled = Int.random(in: 0..<10, using: &rng) != 0
        view.alpha = [0, 0.005, 0.0099, 0.01, 0.02, 0.5, 1, 1, 1, 1].randomElement(using: &rng)!
        view.clipsToBounds = Bool.random(using: &rng)
        view.hitTestOutset = Int.random(in: 0..<8, using: &rng) == 0 ? CGFloat(Int.random(in: -10...20, using: &rng)) : 0
        view.passesTouchesThrough = Int.random(in: 0..<12, using: &rng) == 0
    }

    /// Exact binary scales and whole-point offsets, quarter turns and odd angles alike.
    static func randomizeGeometry(_ view: UIView, using rng: inout SplitMix64) {
        if Int.random(in: 0..<3, using: &rng) != 0 {
            let scales: [Double] = [0.25, 0.5, 1, 1, 1.5, 2]
            view.transformParts = TransformParts(
                rotationDegrees: [0, 0, 90, 180, 270, -90, 30, 45, -37, 123.5].randomElement(using: &rng)!,
                scaleX: scales.randomElement(using: &rng)!, scaleY: scales.randomElement(using: &rng)!,
                translateX: Double(Int.random(in: -30...30, using: &rng)), translateY: Double(Int.random(in: -30...30, using: &rng)))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            view.bounds.origin = CGPoint(x: Int.random(in: -50...50, using: &rng), y: Int.random(in: -50...50, using: &rng))
        }
    }
}

/// An independent statement of UIKit's hit-testing, written differently from UIView's:
/// collect every view that contains the point through all of its ancestors and is eligible
/// along the whole path, then take the last one in paint order (the frontmost and deepest).
enum ReferenceHitTest {
    static func hitView(in window: UIWindow, at point: CGPoint) -> UIView? {
        var candidates: [UIView] = []
        collect(window, point: point, into: &candidates)
        return candidates.last
    }

    /// Paint order is a pre-order walk; a view's candidates are recorded after its own, so
    /// the deepest frontmost view comes last. A passthrough view is never a result itself,
    /// and when its own subtree yields nothing, views behind it are tried, as UIKit does.
    /// `point` is in the superview's coordinates; the view's own point is found by undoing
    /// its parts one by one (translate, rotate, scale), not through UIView's matrices.
    private static func collect(_ view: UIView, point: CGPoint, into candidates: inout [UIView]) {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return }
        let local = view is UIWindow ? point : localPoint(point, in: view)
        let grown = view.bounds.insetBy(dx: -view.hitTestOutset, dy: -view.hitTestOutset)
        guard local.x >= grown.minX, local.x < grown.maxX, local.y >= grown.minY, local.y < grown.maxY else { return }
        if !view.passesTouchesThrough { candidates.append(view) }
        for subview in view.subviews {
            var subtree: [UIView] = []
            collect(subview, point: local, into: &subtree)
            candidates.append(contentsOf: subtree)
        }
    }

    static func localPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        let parts = view.transformParts
        var x = point.x - view.center.x - parts.translateX
        var y = point.y - view.center.y - parts.translateY
        let (sine, cosine) = quarterTurnExact(parts.rotationDegrees)
        (x, y) = (cosine * x + sine * y, -sine * x + cosine * y)
        x /= parts.scaleX
        y /= parts.scaleY
        return CGPoint(x: x + view.bounds.midX, y: y + view.bounds.midY)
    }

    private static func quarterTurnExact(_ degrees: Double) -> (Double, Double) {
        switch degrees {
        case 0: return (0, 1)
        case 90: return (1, 0)
        case 180, -180: return (0, -1)
        case 270, -90: return (-1, 0)
        default: return (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
        }
    }
}
