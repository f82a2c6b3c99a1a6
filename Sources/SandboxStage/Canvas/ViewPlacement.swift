import Foundation
import ResponderCore

/// Where a view of the scene is drawn: its shape in the scene's window coordinates, its depth
/// in the nesting, and what of it UIKit would show. A value taken with the frame: the
/// painters read the view's properties here, never from the live view. A final class: the
/// painters walk thousands of them each frame, and sharing one costs a single reference
/// count where copying a value of a dozen references costs one for each.
public final class ViewPlacement {
    /// The view's identity, to find it among the scroll views' replaced bounds origins.
    public let id: ObjectIdentifier
    public let name: String
    /// The names of the views above it, its superview first, up to the window.
    public let ancestorNames: [String]
    public var superviewName: String? { ancestorNames.first }
    public let backgroundColor: UIColor?
    public let alpha: CGFloat
    public let isHidden: Bool
    public let clipsToBounds: Bool
    public let hitTestOutset: CGFloat
    /// The view's bounds now (not the step shown's: `map` and `windowCorners` are).
    public let bounds: CGRect
    /// From its bounds to window coordinates, step by step up the superview chain.
    public let map: WindowMap
    /// The view controller whose view it is (its next responder), by name.
    public let controllerName: String?
    /// Whether it is a UIControl, whose touch slop the property marks draw.
    public let isControl: Bool
    /// Whether it is a control tracking a touch now.
    public let isTracking: Bool
    /// Its notable touch flags in words ("interaction off", "disabled control").
    public let flags: [String]
    /// Its scrolling, when it is a scroll view.
    public let scroll: ScrollPlacement?
    /// A slider's thumb or a switch's state; nil for every other view.
    public internal(set) var valueControl: ValueControlPlacement?
    /// Whether an ancestor is a scroll view that clips its content.
    public let isInClippingScrollView: Bool
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

    init(id: ObjectIdentifier,
         name: String,
         ancestorNames: [String],
         backgroundColor: UIColor?,
         alpha: CGFloat,
         isHidden: Bool,
         clipsToBounds: Bool,
         hitTestOutset: CGFloat,
         bounds: CGRect,
         map: WindowMap,
         controllerName: String?,
         isControl: Bool,
         isTracking: Bool,
         flags: [String],
         scroll: ScrollPlacement?,
         valueControl: ValueControlPlacement? = nil,
         isInClippingScrollView: Bool,
         windowRect: CGRect,
         windowCorners: [CGPoint],
         isAxisAligned: Bool,
         depth: Int,
         isHiddenInTree: Bool,
         effectiveAlpha: Double,
         clip: CGRect?,
         clipCorners: [CGPoint]?,
         untransformedCorners: [CGPoint]?) {
        self.id = id
        self.name = name
        self.ancestorNames = ancestorNames
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.hitTestOutset = hitTestOutset
        self.bounds = bounds
        self.map = map
        self.controllerName = controllerName
        self.isControl = isControl
        self.isTracking = isTracking
        self.flags = flags
        self.scroll = scroll
        self.valueControl = valueControl
        self.isInClippingScrollView = isInClippingScrollView
        self.windowRect = windowRect
        self.windowCorners = windowCorners
        self.isAxisAligned = isAxisAligned
        self.depth = depth
        self.isHiddenInTree = isHiddenInTree
        self.effectiveAlpha = effectiveAlpha
        self.clip = clip
        self.clipCorners = clipCorners
        self.untransformedCorners = untransformedCorners
    }

    var shape: ConvexPolygon { ConvexPolygon(windowCorners) }
    var clipShape: ConvexPolygon? { clipCorners.map(ConvexPolygon.init) }
    /// Whether the clip (if any) is an upright rectangle, which SDL's clip rectangle does exactly.
    var clipIsRect: Bool { clipShape?.isAxisAlignedRect ?? true }

    /// Whether a window point lies on the view's drawn shape (turned or not).
    public func containsWindowPoint(_ point: CGPoint) -> Bool {
        isAxisAligned ? windowRect.contains(point) : shape.contains(point, slack: 0)
    }

    /// A point in the view's bounds in window coordinates, with the bounds origins in
    /// `origins` in place of those taken with the frame.
    public func windowPoint(_ point: CGPoint, boundsOrigins origins: [ObjectIdentifier: CGPoint] = [:]) -> CGPoint {
        map.windowPoint(point, boundsOrigins: origins)
    }

    /// Upright shapes meet exactly as CGRect.intersection says (no rounding through the
    /// polygon clipper), so scenes without transforms clip as they always did.
    static func intersection(_ shape: ConvexPolygon, _ clip: ConvexPolygon) -> ConvexPolygon {
        guard shape.isAxisAlignedRect, clip.isAxisAlignedRect else { return shape.clipped(to: clip) }
        let meet = shape.boundingBox.intersection(clip.boundingBox)
        return meet.isNull ? ConvexPolygon([]) : ConvexPolygon(meet)
    }
}
