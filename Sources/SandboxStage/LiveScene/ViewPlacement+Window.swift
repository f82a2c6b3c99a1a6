import Foundation
import ResponderCore

/// Taking the placements from the live window, once per frame: the only place a placement
/// meets the live views it describes.
extension ViewPlacement {
    /// Every view under the window, parents before children, in drawing order.
    ///
    /// `boundsOrigins` draws the views it names (scroll views, by `ObjectIdentifier`) as if
    /// their bounds origin were that point (a step shown from before the content moved),
    /// leaving the live views as they are; empty, every view is where it is now.
    /// `controlValues` draws the sliders and switches it names at that value (a step shown
    /// from before the thumb moved) in the same way.
    public static func placements(in window: UIWindow, boundsOrigins: [ObjectIdentifier: CGPoint] = [:],
                                  controlValues: [ObjectIdentifier: ControlValue] = [:]) -> [ViewPlacement] {
        placed(in: window, boundsOrigins: boundsOrigins, controlValues: controlValues).placements
    }

    /// Every window's views, the windows back to front (the main one among them by its
    /// level), on the screen: a window's frame origin moves its views. Exploded, each window's
    /// plates lie above those of the window behind it.
    public static func placements(inWindowsOf application: UIApplication, boundsOrigins: [ObjectIdentifier: CGPoint] = [:],
                                  controlValues: [ObjectIdentifier: ControlValue] = [:]) -> [ViewPlacement] {
        placed(inWindowsOf: application, boundsOrigins: boundsOrigins, controlValues: controlValues).placements
    }

    /// `placements(inWindowsOf:…)` and the live views they describe (`views(inWindowsOf:)`),
    /// in the same order, taken in one walk of the views: what the frame needs of both.
    static func placed(inWindowsOf application: UIApplication, boundsOrigins: [ObjectIdentifier: CGPoint],
                       controlValues: [ObjectIdentifier: ControlValue]) -> (placements: [ViewPlacement], views: [UIView]) {
        let windows = application.windows
        guard windows.count > 1 else { return placed(in: windows[0], boundsOrigins: boundsOrigins, controlValues: controlValues) }
        var result: [ViewPlacement] = []
        var views: [UIView] = []
        for window in application.windowsFrontToBack.reversed() {
            let base = result.map(\.depth).max().map { $0 + 1 } ?? 0
            let windowPlaced = placed(in: window, boundsOrigins: boundsOrigins, controlValues: controlValues)
            result += windowPlaced.placements.map { $0.moved(by: window.frame.origin, deeper: base) }
            views += windowPlaced.views
        }
        return (result, views)
    }

    private static func placed(in window: UIWindow, boundsOrigins: [ObjectIdentifier: CGPoint],
                               controlValues: [ObjectIdentifier: ControlValue]) -> (placements: [ViewPlacement], views: [UIView]) {
        var result: [ViewPlacement] = []
        var views: [UIView] = []
        var windowAndAbove: [String] = []
        var above: UIView? = window
        while let ancestor = above { windowAndAbove.append(ancestor.name); above = ancestor.superview }
        for subview in window.subviews {
            collect(subview, above: Above(steps: [], names: windowAndAbove), depth: 0, hidden: false, alpha: 1, clip: nil,
                    clipBox: nil, origins: boundsOrigins, shifted: false, inClippingScrollView: false, into: &result, views: &views)
        }
        guard !controlValues.isEmpty else { return (result, views) }
        for index in result.indices {
            guard let value = controlValues[result[index].id] else { continue }
            result[index].valueControl = valueControl(of: views[index], showing: value)
        }
        return (result, views)
    }

    /// The live views of every window, in the order of `placements(inWindowsOf:)`.
    public static func views(inWindowsOf application: UIApplication) -> [UIView] {
        guard application.windows.count > 1 else { return views(in: application.windows[0]) }
        return application.windowsFrontToBack.reversed().flatMap { views(in: $0) }
    }

    /// The same placement with every point moved by `offset` and `deeper` levels further up.
    func moved(by offset: CGPoint, deeper: Int) -> ViewPlacement {
        guard offset != .zero || deeper != 0 else { return self }
        let move = { (point: CGPoint) in CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
        var moved = map
        moved.offset = CGPoint(x: map.offset.x + offset.x, y: map.offset.y + offset.y)
        return ViewPlacement(
            id: id, name: name, ancestorNames: ancestorNames, backgroundColor: backgroundColor,
            alpha: alpha, isHidden: isHidden, clipsToBounds: clipsToBounds, hitTestOutset: hitTestOutset,
            bounds: bounds, map: moved, controllerName: controllerName, isControl: isControl,
            isTracking: isTracking, flags: flags, scroll: scroll, valueControl: valueControl, isInClippingScrollView: isInClippingScrollView,
            windowRect: windowRect.offsetBy(dx: offset.x, dy: offset.y), windowCorners: windowCorners.map(move),
            isAxisAligned: isAxisAligned, depth: depth + deeper, isHiddenInTree: isHiddenInTree, effectiveAlpha: effectiveAlpha,
            clip: clip?.offsetBy(dx: offset.x, dy: offset.y), clipCorners: clipCorners?.map(move),
            untransformedCorners: untransformedCorners?.map(move))
    }

    /// The live views the placements describe, in the same order: what the frame and the
    /// studio read from the views themselves (recognizers, scroll state, editing).
    public static func views(in window: UIWindow) -> [UIView] {
        var result: [UIView] = []
        for subview in window.subviews { appendTree(of: subview, to: &result) }
        return result
    }

    /// The view and every view under it, parents before children (a plain recursion: no
    /// closure context or copied subview array for each of thousands of views).
    private static func appendTree(of view: UIView, to result: inout [UIView]) {
        result.append(view)
        for subview in view.subviews { appendTree(of: subview, to: &result) }
    }

    /// What a slider or a switch shows at `value`: the thumb where UISlider's
    /// `thumbRect(forBounds:trackRect:value:)` puts it, the switch on or off.
    static func valueControl(of view: UIView, showing value: ControlValue) -> ValueControlPlacement? {
        switch (view, value) {
        case (let slider as UISlider, .number(let number)):
            return .slider(thumbRect: slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                                       value: Float(number)))
        case (is UISwitch, .on(let isOn)): return .toggle(isOn: isOn)
        default: return nil
        }
    }

    /// The touch flags the property marks list for a view (`control`: the view as a UIControl, when it is one).
    static func flags(of view: UIView, control: UIControl?) -> [String] {
        var flags: [String] = []
        if !view.isUserInteractionEnabled { flags.append("interaction off") }
        if view.passesTouchesThrough { flags.append("passthrough") }
        if view.isExclusiveTouch { flags.append("exclusive touch") }
        if view.isMultipleTouchEnabled { flags.append("multiple touch") }
        if view.callsSuper { flags.append("calls super") }
        if let control, !control.isEnabled { flags.append("disabled control") }
        return flags
    }

    /// What a view's superview hands down: its own way to the window (each view up the chain
    /// with its bounds origin and its matrix to its superview, as `convert(_:to: nil)` climbs
    /// it) and its name with its ancestors', so each view adds one step and one name rather
    /// than climbing to the window again.
    private struct Above {
        var steps: [WindowMap.Step]
        var names: [String]
    }

    /// The upright box around a view's window corners, as `convert(_:to: nil)` answers for its
    /// bounds: the same corners in the same order, so the same numbers. The smallest and
    /// largest are chosen as `Sequence.min()` and `max()` choose them (`<`, the first one
    /// kept on a tie), without two arrays for each view.
    private static func box(around corners: [CGPoint]) -> CGRect {
        guard let first = corners.first else { return CGRect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for corner in corners.dropFirst() {
            if corner.x < minX { minX = corner.x }
            if maxX < corner.x { maxX = corner.x }
            if corner.y < minY { minY = corner.y }
            if maxY < corner.y { maxY = corner.y }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `shifted`: some ancestor's bounds origin is replaced, so the live origins would be wrong here.
    /// `clipBox`: the box around `clip`, taken once for all the views under one clip.
    ///
    /// Each of the view's properties is read once (every read of a live view's property is an
    /// access check) and each array is made at its final size: thousands of views every frame.
    private static func collect(_ view: UIView, above: Above, depth: Int, hidden: Bool, alpha: Double, clip: ConvexPolygon?,
                                clipBox: CGRect?, origins: [ObjectIdentifier: CGPoint], shifted: Bool, inClippingScrollView: Bool,
                                into result: inout [ViewPlacement], views: inout [UIView]) {
        let liveBounds = view.bounds
        let transform = view.transform
        // Through every bounds origin and transform above it: the corners of the bounds, as
        // UIKit's convert(_:to: nil) gives them, so the drawing is where hit-testing looks.
        // The way stops at a window: a window's own map is empty.
        let map: WindowMap
        if view is UIWindow {
            map = WindowMap(steps: [])
        } else {
            var steps: [WindowMap.Step] = []
            steps.reserveCapacity(above.steps.count + 1)
            steps.append(WindowMap.Step(id: ObjectIdentifier(view), boundsOrigin: liveBounds.origin, toSuperview: view.transformToSuperview))
            steps.append(contentsOf: above.steps)
            map = WindowMap(steps: steps)
        }
        var b = liveBounds
        // Without a history (every scene without scroll views) not even a lookup.
        let replaced = origins.isEmpty ? nil : origins[ObjectIdentifier(view)]
        if let replaced { b.origin = replaced }
        let converts = shifted || replaced != nil
        let corners = map.windowCorners(of: b, boundsOrigins: converts ? origins : [:])
        let shape = ConvexPolygon(corners)
        let aligned = shape.isAxisAlignedRect
        // Upright, the rectangle exactly as before (no rounding through the corners).
        let rect = aligned && !converts ? box(around: corners) : shape.boundingBox
        var untransformed: [CGPoint]?
        if !transform.isIdentity, view.superview != nil {
            let above = WindowMap(steps: Array(map.steps.dropFirst()))
            let center = view.center
            let frame = CGRect(x: center.x - b.width / 2, y: center.y - b.height / 2, width: b.width, height: b.height)
            untransformed = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                             CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY)]
                .map { above.windowPoint($0, boundsOrigins: shifted ? origins : [:]) }
        }
        let name = view.name
        let viewAlpha = view.alpha
        let viewIsHidden = view.isHidden
        let clipsToBounds = view.clipsToBounds
        let isHidden = hidden || viewIsHidden
        let opacity = alpha * Double(viewAlpha)
        let ancestors = above.names
        let scrollView = view as? UIScrollView
        let control = view as? UIControl
        let placement = ViewPlacement(
            id: ObjectIdentifier(view), name: name, ancestorNames: ancestors, backgroundColor: view.backgroundColor,
            alpha: viewAlpha, isHidden: viewIsHidden, clipsToBounds: clipsToBounds, hitTestOutset: view.hitTestOutset,
            bounds: liveBounds, map: map, controllerName: (view.next as? UIViewController)?.name, isControl: control != nil,
            isTracking: control?.isTracking ?? false,
            flags: flags(of: view, control: control),
            scroll: scrollView.map(ScrollPlacement.init),
            isInClippingScrollView: inClippingScrollView,
            windowRect: rect, windowCorners: corners, isAxisAligned: aligned, depth: depth,
            isHiddenInTree: isHidden, effectiveAlpha: opacity, clip: clipBox, clipCorners: clip?.points,
            untransformedCorners: untransformed)
        placement.valueControl = control?.tracedValue.flatMap { valueControl(of: view, showing: $0) }
        result.append(placement)
        views.append(view)
        let subviews = view.subviews
        guard !subviews.isEmpty else { return }
        // clipsToBounds clips the drawing of every subview to this view's shape (never hit-testing).
        var childClip = clip, childClipBox = clipBox
        if clipsToBounds {
            let own = aligned ? ConvexPolygon(rect) : shape
            let meet = clip.map { Self.intersection(own, $0) } ?? own
            childClip = meet
            childClipBox = meet.boundingBox
        }
        let childrenInClippingScrollView = inClippingScrollView || (scrollView != nil && clipsToBounds)
        var names: [String] = []
        names.reserveCapacity(ancestors.count + 1)
        names.append(name)
        names.append(contentsOf: ancestors)
        let below = Above(steps: map.steps, names: names)
        for subview in subviews {
            collect(subview, above: below, depth: depth + 1, hidden: isHidden, alpha: opacity, clip: childClip, clipBox: childClipBox,
                    origins: origins, shifted: converts, inClippingScrollView: childrenInClippingScrollView, into: &result,
                    views: &views)
        }
    }
}
