import Foundation
@testable import ResponderCore
import SeededRandom

enum RandomTrees {
    /// A random tree under the root: frames that overlap, stick out of their parents and
    /// sometimes have no area, with every property that hit-testing reads set at random.
    static func populate(_ root: UIView, maxViews: Int, using rng: inout SplitMix64) -> [UIView] {
        var views: [UIView] = [root]
        let count = Int.random(in: 1...maxViews, using: &rng)
        for index in 0..<count {
            let parent = views.randomElement(using: &rng)!
            let view = UIView(name: "v\(index)", frame: CGRect(
                x: CGFloat(Int.random(in: -40...220, using: &rng)), y: CGFloat(Int.random(in: -40...220, using: &rng)),
                width: CGFloat(Int.random(in: 0...200, using: &rng)), height: CGFloat(Int.random(in: 0...200, using: &rng))
            ))
            randomize(view, using: &rng)
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
}

/// An independent statement of UIKit's hit-testing, written differently from UIView's:
/// collect every view that contains the point through all of its ancestors and is eligible
/// along the whole path, then take the last one in paint order (the frontmost and deepest).
enum ReferenceHitTest {
    static func hitView(in window: UIWindow, at point: CGPoint) -> UIView? {
        var candidates: [UIView] = []
        collect(window, offset: .zero, into: &candidates, point: point)
        return candidates.last
    }

    /// Paint order is a pre-order walk; a view's candidates are recorded after its own, so
    /// the deepest frontmost view comes last. A passthrough view is never a result itself,
    /// and when its own subtree yields nothing, views behind it are tried, as UIKit does.
    private static func collect(_ view: UIView, offset: CGPoint, into candidates: inout [UIView], point: CGPoint) {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return }
        let local = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        let grown = view.bounds.insetBy(dx: -view.hitTestOutset, dy: -view.hitTestOutset)
        guard local.x >= grown.minX, local.x < grown.maxX, local.y >= grown.minY, local.y < grown.maxY else { return }
        if !view.passesTouchesThrough { candidates.append(view) }
        for subview in view.subviews {
            let subOffset = CGPoint(x: offset.x + subview.frame.origin.x, y: offset.y + subview.frame.origin.y)
            var subtree: [UIView] = []
            collect(subview, offset: subOffset, into: &subtree, point: point)
            candidates.append(contentsOf: subtree)
        }
    }
}
