import Foundation
import ResponderCore

/// Where a view of the scene is drawn: its shape in the scene's window coordinates, its depth
/// in the nesting, and what of it UIKit would show.
public struct ViewPlacement {
    public let view: UIView
    /// The upright box around the view's drawn shape (the shape itself when not turned).
    public let windowRect: CGRect
    /// The four corners of the view's bounds in window coordinates (its top-left, top-right,
    /// bottom-right and bottom-left), through every transform and bounds origin above it.
    public let windowCorners: [CGPoint]
    /// Whether the drawn shape is an upright rectangle, as it is without rotation.
    public let isAxisAligned: Bool
    public let depth: Int
    /// Hidden itself or inside a hidden view: UIKit draws none of it.
    public let isHiddenInTree: Bool
    /// Alpha multiplied down the tree, as compositing applies it.
    public let effectiveAlpha: Double
    /// The box around what the clipping ancestors leave visible, in window coordinates, when one clips.
    public let clip: CGRect?
    /// What the clipping ancestors leave visible: the intersection of their drawn shapes (convex).
    public let clipCorners: [CGPoint]?
    /// Where the view's frame would be without its own transform, when it has one: the
    /// rectangle of `center` and `bounds.size` in the superview.
    public let untransformedCorners: [CGPoint]?

    var shape: ConvexPolygon { ConvexPolygon(windowCorners) }
    var clipShape: ConvexPolygon? { clipCorners.map(ConvexPolygon.init) }
    /// Whether the clip (if any) is an upright rectangle, which SDL's clip rectangle does exactly.
    var clipIsRect: Bool { clipShape?.isAxisAlignedRect ?? true }

    /// Whether a window point lies on the view's drawn shape (turned or not).
    public func containsWindowPoint(_ point: CGPoint) -> Bool {
        isAxisAligned ? windowRect.contains(point) : shape.contains(point, slack: 0)
    }

    /// Every view under the window, parents before children, in drawing order.
    ///
    /// `boundsOrigins` draws the views it names (scroll views, by `ObjectIdentifier`) as if
    /// their bounds origin were that point (a step shown from before the content moved),
    /// leaving the live views as they are; empty, every view is where it is now.
    public static func placements(in window: UIWindow, boundsOrigins: [ObjectIdentifier: CGPoint] = [:]) -> [ViewPlacement] {
        var result: [ViewPlacement] = []
        for subview in window.subviews {
            collect(subview, depth: 0, hidden: false, alpha: 1, clip: nil, origins: boundsOrigins, shifted: false, into: &result)
        }
        return result
    }

    /// Every window's views, the windows back to front (the main one among them by its
    /// level), on the screen: a window's frame origin moves its views. Exploded, each window's
    /// plates lie above those of the window behind it.
    public static func placements(inWindowsOf application: UIApplication, boundsOrigins: [ObjectIdentifier: CGPoint] = [:]) -> [ViewPlacement] {
        guard application.windows.count > 1 else { return placements(in: application.windows[0], boundsOrigins: boundsOrigins) }
        var result: [ViewPlacement] = []
        for window in application.windowsFrontToBack.reversed() {
            let base = result.map(\.depth).max().map { $0 + 1 } ?? 0
            result += placements(in: window, boundsOrigins: boundsOrigins).map { $0.moved(by: window.frame.origin, deeper: base) }
        }
        return result
    }

    /// The same placement with every point moved by `offset` and `deeper` levels further up.
    func moved(by offset: CGPoint, deeper: Int) -> ViewPlacement {
        guard offset != .zero || deeper != 0 else { return self }
        let move = { (point: CGPoint) in CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
        return ViewPlacement(view: view, windowRect: windowRect.offsetBy(dx: offset.x, dy: offset.y), windowCorners: windowCorners.map(move),
                             isAxisAligned: isAxisAligned, depth: depth + deeper, isHiddenInTree: isHiddenInTree, effectiveAlpha: effectiveAlpha,
                             clip: clip?.offsetBy(dx: offset.x, dy: offset.y), clipCorners: clipCorners?.map(move),
                             untransformedCorners: untransformedCorners?.map(move))
    }

    /// A point in `view`'s bounds on the screen, as `convert(_:to: nil)` and the window's
    /// frame origin give it, but with the bounds origins in `origins` in place of the live ones.
    public static func windowPoint(_ point: CGPoint, in view: UIView, boundsOrigins origins: [ObjectIdentifier: CGPoint]) -> CGPoint {
        let inWindow = pointInWindow(point, in: view, boundsOrigins: origins)
        let origin = view.window?.frame.origin ?? .zero
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }

    /// The same in the view's own window's coordinates.
    static func pointInWindow(_ point: CGPoint, in view: UIView, boundsOrigins origins: [ObjectIdentifier: CGPoint]) -> CGPoint {
        guard !origins.isEmpty else { return view.convert(point, to: nil) }
        var result = point
        var current: UIView? = view
        while let ancestor = current, !(ancestor is UIWindow) {
            if let origin = origins[ObjectIdentifier(ancestor)] {
                // The matrix to the superview subtracts bounds.origin: with another origin the
                // same matrix applies to the point moved by the difference (UIKit: contentOffset
                // is bounds.origin, and the content slides by it).
                // (The difference first: with the live origin given, the point stays exactly itself.)
                let live = ancestor.bounds.origin
                result = CGPoint(x: result.x + (live.x - origin.x), y: result.y + (live.y - origin.y))
            }
            result = result.applying(ancestor.transformToSuperview)
            current = ancestor.superview
        }
        return result
    }

    /// `shifted`: some ancestor's bounds origin is replaced, so the live `convert` would be wrong here.
    private static func collect(_ view: UIView, depth: Int, hidden: Bool, alpha: Double, clip: ConvexPolygon?,
                                origins: [ObjectIdentifier: CGPoint], shifted: Bool, into result: inout [ViewPlacement]) {
        // Through every bounds origin and transform above it: the corners of the bounds, as
        // UIKit's convert(_:to: nil) gives them, so the drawing is where hit-testing looks.
        var b = view.bounds
        // Without a history (every scene without scroll views) not even a lookup.
        let replaced = origins.isEmpty ? nil : origins[ObjectIdentifier(view)]
        if let replaced { b.origin = replaced }
        let converts = shifted || replaced != nil
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
            .map { converts ? pointInWindow($0, in: view, boundsOrigins: origins) : view.convert($0, to: nil) }
        let shape = ConvexPolygon(corners)
        let aligned = shape.isAxisAlignedRect
        // Upright, the rectangle exactly as before (no rounding through the corners).
        let rect = aligned && !converts ? view.convert(view.bounds, to: nil) : shape.boundingBox
        var untransformed: [CGPoint]?
        if !view.transform.isIdentity, let superview = view.superview {
            let frame = CGRect(x: view.center.x - b.width / 2, y: view.center.y - b.height / 2, width: b.width, height: b.height)
            untransformed = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                             CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY)]
                .map { shifted ? pointInWindow($0, in: superview, boundsOrigins: origins) : superview.convert($0, to: nil) }
        }
        let isHidden = hidden || view.isHidden
        let opacity = alpha * Double(view.alpha)
        let clipBox: CGRect? = clip.map(\.boundingBox)
        result.append(ViewPlacement(view: view, windowRect: rect, windowCorners: corners, isAxisAligned: aligned, depth: depth,
                                    isHiddenInTree: isHidden, effectiveAlpha: opacity, clip: clipBox, clipCorners: clip?.points,
                                    untransformedCorners: untransformed))
        // clipsToBounds clips the drawing of every subview to this view's shape (never hit-testing).
        let own = aligned ? ConvexPolygon(rect) : shape
        let childClip = view.clipsToBounds ? (clip.map { Self.intersection(own, $0) } ?? own) : clip
        for subview in view.subviews {
            collect(subview, depth: depth + 1, hidden: isHidden, alpha: opacity, clip: childClip,
                    origins: origins, shifted: converts, into: &result)
        }
    }

    /// Upright shapes meet exactly as CGRect.intersection says (no rounding through the
    /// polygon clipper), so scenes without transforms clip as they always did.
    private static func intersection(_ shape: ConvexPolygon, _ clip: ConvexPolygon) -> ConvexPolygon {
        guard shape.isAxisAlignedRect, clip.isAxisAlignedRect else { return shape.clipped(to: clip) }
        let meet = shape.boundingBox.intersection(clip.boundingBox)
        return meet.isNull ? ConvexPolygon([]) : ConvexPolygon(meet)
    }
}
