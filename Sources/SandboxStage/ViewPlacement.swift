import Foundation
import ResponderCore

/// Where a view of the scene is drawn: its rectangle in the scene's window coordinates,
/// its depth in the nesting, and what of it UIKit would show.
public struct ViewPlacement {
    public let view: UIView
    public let windowRect: CGRect
    public let depth: Int
    /// Hidden itself or inside a hidden view: UIKit draws none of it.
    public let isHiddenInTree: Bool
    /// Alpha multiplied down the tree, as compositing applies it.
    public let effectiveAlpha: Double
    /// The clipping ancestors' rectangle, in window coordinates, when one clips.
    public let clip: CGRect?

    /// Every view under the window, parents before children, in drawing order.
    public static func placements(in window: UIWindow) -> [ViewPlacement] {
        var result: [ViewPlacement] = []
        for subview in window.subviews {
            collect(subview, depth: 0, hidden: false, alpha: 1, clip: nil, into: &result)
        }
        return result
    }

    private static func collect(_ view: UIView, depth: Int, hidden: Bool, alpha: Double,
                                clip: CGRect?, into result: inout [ViewPlacement]) {
        // Through every bounds origin and transform above it; a transformed view (not yet
        // drawn turned) shows as the axis-aligned box around where it is hit.
        let rect = view.convert(view.bounds, to: nil)
        let isHidden = hidden || view.isHidden
        let opacity = alpha * Double(view.alpha)
        result.append(ViewPlacement(view: view, windowRect: rect, depth: depth, isHiddenInTree: isHidden,
                                    effectiveAlpha: opacity, clip: clip))
        let childClip = view.clipsToBounds ? (clip.map { $0.intersection(rect) } ?? rect) : clip
        for subview in view.subviews {
            collect(subview, depth: depth + 1, hidden: isHidden, alpha: opacity, clip: childClip, into: &result)
        }
    }
}
