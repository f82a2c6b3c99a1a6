import Foundation
import ResponderCore

/// What stands between a touch at a point and the view, in the order UIKit asks: the windows
/// in front first (UIKit asks the windows front to back, observed), then from the window
/// down to the view each view's flags before its bounds (hitTest skips a hidden view before
/// it asks `point(inside:)`), then the views hitTest would reach before the view. Every one
/// listed must go for the view to get the touch.
extension WhyAnalyzer {
    func blockers(of view: UIView, at screen: CGPoint) -> [WhyReason] {
        guard let window = view.window else { return [] }
        var reasons: [WhyReason] = []
        if let (front, hit) = frontWindow(over: window, at: screen) { reasons.append(otherWindow(front, hit: hit, over: window, view: view)) }
        let point = Self.point(screen, in: window)
        let path = Self.path(to: view)
        // A point off the view itself: nothing else about the path matters to the question.
        if !view.point(inside: view.convert(point, from: nil), with: nil) {
            return reasons + [boundsReason(view, child: nil, view: view, at: point)]
        }
        var local = point
        for (index, each) in path.enumerated() {
            // Down the path as hitTest converts: one matrix per view.
            if index > 0 { local = local.applying(each.transformFromSuperview) }
            if let skip = each.hitTestSkipReason { reasons.append(flagReason(skip, of: each, for: view)) }
            if !each.point(inside: local, with: nil) {
                reasons.append(boundsReason(each, child: index + 1 < path.count ? path[index + 1] : nil, view: view, at: point))
            }
        }
        if view.passesTouchesThrough, view.point(inside: view.convert(point, from: nil), with: nil),
           frontTaker(of: view, at: point) == nil {
            reasons.append(passThrough(view, answeredBy: nil))
        }
        if let (front, hit) = frontTaker(of: view, at: point) { reasons.append(covered(view, by: front, hit: hit)) }
        return reasons
    }

    // MARK: - Hidden, alpha, user interaction, disabled

    private func flagReason(_ reason: HitTestSkipReason, of each: UIView, for view: UIView) -> WhyReason {
        let who = each === view ? each.name : "its \(each === view.superview ? "superview" : "ancestor") \(each.name)"
        let inside = each === view ? "" : " and every view inside it, \(view.name) included"
        let detail: String, summary: String
        switch reason {
        case .hidden:
            detail = "\(who) is hidden (isHidden = true): hitTest skips it\(inside)"
            summary = "\(who) is hidden"
        case .alpha:
            detail = "\(who) has alpha \(WhyAnswer.compact(each.alpha)), below 0.01: hitTest skips it\(inside)"
            summary = "\(who) has alpha below 0.01"
        case .userInteractionDisabled:
            detail = "\(who) has user interaction off (isUserInteractionEnabled = false): hitTest skips it\(inside)" + recognizersUnseen(of: each)
            summary = "\(who) has user interaction off" + (hasRecognizers(each) ? ", so its gesture recognizers never see the touch" : "")
        case .disabled:
            detail = "\(who) is a disabled control (isEnabled = false): hitTest skips it\(inside)"
            summary = "\(who) is a disabled control"
        }
        let kind: WhyReason.Kind = switch reason {
        case .hidden: .hidden
        case .alpha: .alpha
        case .userInteractionDisabled: .userInteractionDisabled
        case .disabled: .disabled
        }
        return WhyReason(kind: kind, view: each.name, detail: detail, summary: summary)
    }

    /// A view with gesture recognizers of its own and user interaction off: the common "my
    /// label's tap recognizer does nothing". Apple's UIGestureRecognizer: "A gesture recognizer
    /// operates on touches hit-tested to a specific view and all of that view's subviews."
    private func recognizersUnseen(of each: UIView) -> String {
        guard hasRecognizers(each) else { return "" }
        let known = (each.gestureRecognizers ?? []).map { "\(String(describing: type(of: $0))) \($0.name)" }
        let which = known.isEmpty ? "its gesture recognizers never see" : "its " + known.joined(separator: ", ") + (known.count == 1 ? " never sees" : " never see")
        // UILabel's and UIImageView's isUserInteractionEnabled: "This class changes the default value of this property to false."
        let byDefault = nodes[each.name]?.takesNoTouchesByDefault == true || each.classNameForLogs == "UILabel" || each.classNameForLogs == "UIImageView"
            ? " (UILabel and UIImageView have it off by default: set isUserInteractionEnabled = true)" : ""
        return "; \(which) the touch either: a recognizer gets only the touches hit-tested to its view or a view inside it\(byDefault)"
    }

    // MARK: - Bounds

    /// `each`'s `point(inside:)` says no: hitTest never asks the views inside it.
    private func boundsReason(_ each: UIView, child: UIView?, view: UIView, at point: CGPoint) -> WhyReason {
        let local = each.convert(point, from: nil)
        let grown = each.hitTestOutset != 0 ? " (grown by its hitArea \(WhyAnswer.compact(each.hitTestOutset)))" : ""
        var detail = "the point \(WhyAnswer.format(point)) in the window is \(WhyAnswer.format(local)) in \(each.name)'s coordinates and lies outside \(each.name)'s bounds \(WhyAnswer.format(each.bounds))\(grown)"
        let summary: String
        // A view of no area (a titleView or a stack view that Auto Layout sized to zero) still
        // draws its subviews, clipsToBounds off, yet no point is inside it.
        if each.bounds.width <= 0 || each.bounds.height <= 0, let child {
            let holds = child === view ? view.name : "\(child.name) (which holds \(view.name))"
            detail += ": \(each.name) has no area (\(WhyAnswer.compact(each.bounds.width)) × \(WhyAnswer.compact(each.bounds.height)) points, often a view Auto Layout sized to zero: no constraints or intrinsic content size give it one), so no point is ever inside it and hitTest never looks inside it; \(holds) \(each.clipsToBounds ? "is not drawn either (clipsToBounds on)" : "is drawn outside it, clipsToBounds being off")"
            return WhyReason(kind: .outsideBounds, view: each.name, detail: detail,
                             summary: "\(each.name), which holds it, has no area (\(WhyAnswer.compact(each.bounds.width)) × \(WhyAnswer.compact(each.bounds.height)))")
        }
        if let child {
            let box = child.convert(child.bounds, to: each)
            let sticksOut = !each.bounds.insetBy(dx: -each.hitTestOutset, dy: -each.hitTestOutset).contains(box)
            let holds = child === view ? view.name : "\(child.name) (which holds \(view.name))"
            detail += sticksOut
                ? ": \(holds) sticks out of \(each.name), and hitTest never looks inside a view at a point outside its bounds, clipsToBounds or not"
                : ": hitTest never looks inside \(each.name) here"
            summary = "they stick out of \(each.name)'s bounds \(WhyAnswer.format(each.bounds))"
        } else {
            detail += ": the point is not on \(view.name)"
            summary = "the point is outside \(view.name)'s bounds"
        }
        return WhyReason(kind: .outsideBounds, view: each.name, detail: detail, summary: summary)
    }

    /// A view standing for an overridden hitTest that returns nil for itself (`passthrough`).
    func passThrough(_ view: UIView, answeredBy hit: UIView?) -> WhyReason {
        let then = hit.map { ", and \($0.name) behind it is answered instead" } ?? ""
        return WhyReason(kind: .hitTestOverride, view: view.name,
            detail: "\(view.name) overrides hitTest(_:with:) to return nil where it would return itself (passthrough): touches pass through it to the views behind\(then); only its subviews get touches",
            summary: "\(view.name) passes touches through (its hitTest returns nil for itself)")
    }

    // MARK: - Other windows

    /// The first window in front of `window` whose hitTest returns a view at the screen point.
    func frontWindow(over window: UIWindow, at screen: CGPoint) -> (UIWindow, UIView)? {
        for each in scene.application.windowsFrontToBack {
            if each === window { return nil }
            if let hit = each.hitTest(Self.point(screen, in: each), with: nil) { return (each, hit) }
        }
        return nil
    }

    private func otherWindow(_ front: UIWindow, hit: UIView, over window: UIWindow, view: UIView) -> WhyReason {
        // An overlay window is often clear: the user sees the view through it, as through a view in front.
        let seen = whatTheUserSees(hit, over: view)
        return WhyReason(kind: .otherWindow, view: front.name,
            detail: "the window \(front.name) (windowLevel \(Self.describe(front.windowLevel))) is in front of \(window.name) (windowLevel \(Self.describe(window.windowLevel))), and its hitTest returns \(hit.name) at this point: the touch is \(front.name)'s, and \(window.name), \(view.name) included, is never asked; \(hit.name): \(seen.detail)",
            summary: "\(WhyReason.windowInFrontTakesTheTouch(front.name)) (\(hit.name), \(seen.short))")
    }

    /// `alert, 2000`, `normal, 0`, or the number.
    private static func describe(_ level: UIWindow.Level) -> String {
        let names: [(UIWindow.Level, String)] = [(.normal, "normal"), (.statusBar, "statusBar"), (.alert, "alert")]
        let number = WhyAnswer.compact(level.rawValue)
        return names.first { $0.0 == level }.map { "\($0.1), \(number)" } ?? number
    }

    // MARK: - Views in front

    /// The view hitTest would answer before reaching `view`, were every view on its path to let
    /// the point through: at each ancestor, the subviews in front of the path (front first,
    /// outermost ancestor first, as hitTest asks them), then the view's own subviews. Returns
    /// the view in front (a sibling of the path, or a subview) and what its hitTest answers.
    func frontTaker(of view: UIView, at point: CGPoint) -> (front: UIView, hit: UIView)? {
        let path = Self.path(to: view)
        var local = point
        for (index, ancestor) in path.enumerated() {
            if index > 0 { local = local.applying(ancestor.transformFromSuperview) }
            let later: ArraySlice<UIView>
            if index + 1 < path.count, let position = ancestor.subviews.firstIndex(where: { $0 === path[index + 1] }) {
                later = ancestor.subviews[(position + 1)...]
            } else if ancestor === view {
                later = ancestor.subviews[...]
            } else {
                continue
            }
            for each in later.reversed() {
                if let hit = each.hitTest(local.applying(each.transformFromSuperview), with: nil) { return (each, hit) }
            }
        }
        return nil
    }

    private func covered(_ view: UIView, by front: UIView, hit: UIView) -> WhyReason {
        if front.isDescendant(of: view) {
            return WhyReason(kind: .covered, view: hit.name,
                detail: "its subview \(describe(hit)) takes the touch at this point (hitTest answers the deepest view that takes it); \(view.name) comes later in its responder chain",
                summary: WhyReason.subviewTakesTheTouch(hit.name))
        }
        let seen = whatTheUserSees(hit, over: view)
        // The view in front may hold the one that takes the touch (a cell's contentView over a
        // button added to the cell itself): both are named, the one in front first.
        let inside = front === hit ? "" : ", inside \(front.name), which lies in front of \(view.name),"
        let lies = front === hit ? " lies in front of \(view.name) at this point and" : ""
        return WhyReason(kind: .covered, view: hit.name,
            detail: "\(describe(hit))\(inside)\(lies) takes the touch\(front === hit ? "" : " at this point") (\(whatTakesTouches(hit))); \(seen.detail)",
            summary: "\(WhyReason.inFrontTakesTheTouch(hit.name, inside: front === hit ? nil : front.name)) (\(seen.short))")
    }

    /// The opacity the user sees: the view's alpha times its ancestors'. hitTest checks each
    /// view's own alpha only (Apple's hitTest(_:with:): "This method ignores view objects that
    /// are hidden, that have disabled user interactions, or have an alpha level less than
    /// 0.01"), so a view at alpha 0.01, or inside such a view, takes touches nearly unseen.
    private func seenOpacity(_ view: UIView) -> CGFloat {
        var opacity: CGFloat = 1
        var current: UIView? = view
        while let each = current {
            opacity *= each.alpha
            current = each.superview
        }
        return opacity
    }

    /// Whether the user sees the view in front or sees `view` through it.
    func whatTheUserSees(_ front: UIView, over view: UIView) -> (detail: String, short: String) {
        let opacity = seenOpacity(front)
        if opacity < 0.1 {
            let faint = "drawn at \(WhyAnswer.compact(opacity * 100))% opacity (alpha, its own and its superviews')"
            return ("it is \(faint): you see \(view.name) through it, but hitTest skips only a view whose own alpha is below 0.01, so it takes the touch",
                    "nearly invisible: alpha \(WhyAnswer.compact(opacity))")
        }
        let colorsUnknown = isImported && !scene.document.colorsCaptured && nodes[front.name]?.address != nil
        let hasColor = !colorsUnknown && (front.backgroundColor.map { $0.alpha * Double(front.alpha) >= 0.01 } ?? false)
        // A label draws its text whatever its background: where the text is, the user sees it, not the view behind.
        if !hasColor, let text = nodes[front.name]?.shownText {
            let shown = WhyAnswer.quotedText(text)
            let around = colorsUnknown ? "a dump prints no colours: if its background is clear, you see \(view.name) around the text"
                : "its background is clear: you see \(view.name) around the text"
            return ("it shows the text \(shown) over \(view.name) (\(around)), and it takes the touch all over its bounds, not only where the text is",
                    "drawn over it: it shows \(shown)")
        }
        if colorsUnknown {
            return ("a dump prints no colours: if it is clear, you see \(view.name) through it, but it takes the touch",
                    "if it is clear, you see \(view.name) through it")
        }
        if hasColor {
            return ("it is drawn (its background colour), so it hides \(view.name) there", "drawn over it")
        }
        return ("clear: you see \(view.name) through it, but it takes the touch", "clear: you see \(view.name) through it")
    }

    private func whatTakesTouches(_ view: UIView) -> String {
        var facts = [view.alpha < 1 ? "not hidden, alpha \(WhyAnswer.compact(view.alpha)) (hitTest skips only below 0.01)" : "visible", "user interaction on", "the point inside its bounds"]
        if view is UIControl { facts.append("a control, which handles touches itself") }
        if view.implementedMethods.contains(.touchesBegan) { facts.append("it implements touchesBegan") }
        if !(view.gestureRecognizers ?? []).isEmpty || nodes[view.name]?.hasUnknownRecognizers == true { facts.append("it has gesture recognizers") }
        if facts.count == 3 { facts.append("hitTest answers any such view, whether it handles touches or not") }
        return facts.joined(separator: ", ")
    }
}
