import Foundation
import ResponderCore

/// The catechism of the untappable view, answered from the model: at a window point, is the
/// view or an ancestor hidden, transparent, non-interactive or a disabled control; which
/// ancestor's bounds refuse the point; which view or window in front takes it; which recognizer would
/// take or delay it; whether a control has an action connected. No I/O: the answer is data.
public struct WhyAnalyzer {
    let scene: LoadedScene
    let nodes: [String: ViewNode]

    public init(scene: LoadedScene) {
        self.scene = scene
        nodes = SceneViewIndex.nodes(of: scene.document)
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noSuchView(String)
        public var description: String {
            switch self {
            case .noSuchView(let name): return "no view is named '\(name)'"
            }
        }
    }

    /// At `point` (screen coordinates: the main window's, as `--tap` gives them), or at a
    /// visible point of the view when nil.
    public func answer(view name: String, at point: CGPoint?) throws(Failure) -> WhyAnswer {
        guard let view = scene.view(named: name), let window = view.window else { throw .noSuchView(name) }
        if let point { return answer(view, at: point) }
        let finder = VisiblePointFinder(window: window, target: view, takenInFront: { frontWindow(over: window, at: Self.screenPoint($0, of: window)) != nil })
        switch finder.find().onScreen(of: window) {
        case .gets(let point):
            return answer(view, at: point, note: "No point given: \(view.name) is asked about at \(WhyAnswer.format(point)), a point where it is visible and gets the touch.")
        case .visible(let point):
            return answer(view, at: point, note: "No point given: \(view.name) is asked about at \(WhyAnswer.format(point)), a point where it is visible.")
        case .covered(let coverers):
            var answer = WhyAnswer(view: view.name, point: nil, gets: false, reasons: eligibilityReasons(of: view))
            let names = coverers.map { $0.name }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            answer.reasons.append(WhyReason(kind: .covered, view: names[0],
                detail: "no point of \(view.name) is visible: \(list) \(names.count == 1 ? "covers" : "cover") all of it"))
            return answer
        case .offScreen:
            let centre = Self.screenPoint(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil), of: window)
            let why = view.bounds.width <= 0 || view.bounds.height <= 0
                ? "it has no area: its bounds are \(WhyAnswer.format(view.bounds))"
                : "it lies outside the window or a superview that clips it"
            return answer(view, at: centre, note: "No point given: no point of \(view.name) is visible (\(why)); the answer is for its centre, \(WhyAnswer.format(centre)).")
        }
    }

    /// `screen`: the point on the screen; the view's own window may sit elsewhere (its frame).
    private func answer(_ view: UIView, at screen: CGPoint, note: String? = nil) -> WhyAnswer {
        var answer = WhyAnswer(view: view.name, point: screen, gets: false, reasons: [], pointNote: note)
        guard let window = view.window else { return answer }
        let point = Self.point(screen, in: window)
        answer.reasons = eligibilityReasons(of: view)
        if answer.reasons.isEmpty {
            if let refusal = boundsRefusal(of: view, at: point) {
                answer.reasons.append(refusal)
            } else if let (front, hit) = frontWindow(over: window, at: screen) {
                answer.reasons.append(otherWindow(front, hit: hit, over: window, view: view))
            } else {
                let hit = window.hitTest(point, with: nil)
                answer.gets = hit === view
                if let hit, hit !== view, let covering = covered(view, by: hit) { answer.reasons.append(covering) }
            }
        }
        answer.reasons += recognizerReasons(for: view)
        if let noAction = noActionReason(for: view) { answer.reasons.append(noAction) }
        answer.remarks += overrideRemarks(for: view, at: screen)
        if answer.gets {
            answer.chain = chain(from: view).map(\.name)
            answer.handler = chain(from: view).first(where: Self.handlesTouches)?.name
        }
        return answer
    }

    // MARK: - Hidden, alpha, user interaction, disabled

    /// Every view from the window down to `view`, the window first.
    static func path(to view: UIView) -> [UIView] {
        var path: [UIView] = []
        var current: UIView? = view
        while let each = current {
            path.append(each)
            current = each.superview
        }
        return path.reversed()
    }

    private func eligibilityReasons(of view: UIView) -> [WhyReason] {
        Self.path(to: view).compactMap { each in
            guard let reason = each.hitTestSkipReason else { return nil }
            let who = each === view ? each.name : "its \(each === view.superview ? "superview" : "ancestor") \(each.name)"
            let inside = each === view ? "" : " and every view inside it, \(view.name) included"
            let detail: String
            switch reason {
            case .hidden: detail = "\(who) is hidden (isHidden = true): hitTest skips it\(inside)"
            case .alpha: detail = "\(who) has alpha \(WhyAnswer.compact(each.alpha)), below 0.01: hitTest skips it\(inside)"
            case .userInteractionDisabled: detail = "\(who) has user interaction off (isUserInteractionEnabled = false): hitTest skips it\(inside)"
            case .disabled: detail = "\(who) is a disabled control (isEnabled = false): hitTest skips it\(inside)"
            }
            return WhyReason(kind: Self.kind(of: reason), view: each.name, detail: detail)
        }
    }

    private static func kind(of reason: HitTestSkipReason) -> WhyReason.Kind {
        switch reason {
        case .hidden: return .hidden
        case .alpha: return .alpha
        case .userInteractionDisabled: return .userInteractionDisabled
        case .disabled: return .disabled
        }
    }

    // MARK: - Bounds

    /// The outermost view on the path whose `point(inside:)` says no: hitTest never asks
    /// the views inside it.
    private func boundsRefusal(of view: UIView, at point: CGPoint) -> WhyReason? {
        let path = Self.path(to: view)
        for (index, each) in path.enumerated() {
            let local = each.convert(point, from: nil)
            guard !each.point(inside: local, with: nil) else { continue }
            var detail = "the point \(WhyAnswer.format(point)) in the window is \(WhyAnswer.format(local)) in \(each.name)'s coordinates and lies outside \(each.name)'s bounds \(WhyAnswer.format(each.bounds))"
            if each.hitTestOutset != 0 { detail += " (grown by its hitArea \(WhyAnswer.compact(each.hitTestOutset)))" }
            if each !== view {
                let child = path[index + 1]
                let childBox = child.convert(child.bounds, to: each)
                let sticksOut = !each.bounds.insetBy(dx: -each.hitTestOutset, dy: -each.hitTestOutset).contains(childBox)
                let holds = child === view ? view.name : "\(child.name) (which holds \(view.name))"
                detail += sticksOut
                    ? ": \(holds) sticks out of \(each.name), and hitTest never looks inside a view at a point outside its bounds, clipsToBounds or not"
                    : ": hitTest never looks inside \(each.name) here"
                if !view.point(inside: view.convert(point, from: nil), with: nil) { detail += "; the point is not on \(view.name) either" }
            }
            return WhyReason(kind: .outsideBounds, view: each.name, detail: detail)
        }
        return nil
    }

    // MARK: - Other windows

    /// UIKit asks the windows front to back (observed): the first in front of `window` whose
    /// hitTest returns a view at the screen point takes the touch, and `window` is never asked.
    private func frontWindow(over window: UIWindow, at screen: CGPoint) -> (UIWindow, UIView)? {
        for each in scene.application.windowsFrontToBack {
            if each === window { return nil }
            if let hit = each.hitTest(Self.point(screen, in: each), with: nil) { return (each, hit) }
        }
        return nil
    }

    private func otherWindow(_ front: UIWindow, hit: UIView, over window: UIWindow, view: UIView) -> WhyReason {
        WhyReason(kind: .otherWindow, view: front.name,
            detail: "the window \(front.name) (windowLevel \(Self.describe(front.windowLevel))) is in front of \(window.name) (windowLevel \(Self.describe(window.windowLevel))), and its hitTest returns \(hit.name) at this point: the touch is \(front.name)'s, and \(window.name), \(view.name) included, is never asked")
    }

    /// `alert, 2000`, `normal, 0`, or the number.
    private static func describe(_ level: UIWindow.Level) -> String {
        let names: [(UIWindow.Level, String)] = [(.normal, "normal"), (.statusBar, "statusBar"), (.alert, "alert")]
        let number = WhyAnswer.compact(level.rawValue)
        return names.first { $0.0 == level }.map { "\($0.1), \(number)" } ?? number
    }

    /// A screen point in `window`'s coordinates, and back: a window's frame origin is where it sits.
    static func point(_ screen: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: screen.x - window.frame.minX, y: screen.y - window.frame.minY)
    }

    static func screenPoint(_ point: CGPoint, of window: UIWindow) -> CGPoint {
        CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
    }

    // MARK: - Covered

    private func covered(_ view: UIView, by hit: UIView) -> WhyReason? {
        if hit.isDescendant(of: view) {
            return WhyReason(kind: .covered, view: hit.name,
                detail: "its subview \(describe(hit)) takes the touch at this point (hitTest answers the deepest view that takes it); \(view.name) comes later in its responder chain")
        }
        // A view on the path that passes touches through, or the point inside the view but
        // answered by an ancestor: nothing in front.
        guard !view.isDescendant(of: hit) else { return nil }
        return WhyReason(kind: .covered, view: hit.name,
            detail: "\(describe(hit)) lies in front of \(view.name) at this point and takes the touch: \(whatTakesTouches(hit))")
    }

    /// `C (UIView 0x7fb7c8c0e140, in UIWindow)`.
    private func describe(_ view: UIView) -> String {
        var parts: [String] = []
        let className = nodes[view.name]?.className ?? view.classNameForLogs
        parts.append([className, nodes[view.name]?.address].compactMap { $0 }.joined(separator: " "))
        if let window = view.window { parts.append("in \(window.name)") }
        return "\(view.name) (\(parts.joined(separator: ", ")))"
    }

    private func whatTakesTouches(_ view: UIView) -> String {
        var facts = ["visible", "user interaction on", "the point inside its bounds"]
        if view is UIControl { facts.append("a control, which handles touches itself") }
        if view.implementedMethods.contains(.touchesBegan) { facts.append("it implements touchesBegan") }
        if !(view.gestureRecognizers ?? []).isEmpty || nodes[view.name]?.hasUnknownRecognizers == true { facts.append("it has gesture recognizers") }
        if facts.count == 3 { facts.append("hitTest answers any such view, whether it handles touches or not") }
        return facts.joined(separator: ", ")
    }

    // MARK: - Recognizers

    private func recognizerReasons(for view: UIView) -> [WhyReason] {
        var reasons: [WhyReason] = []
        for each in Self.path(to: view) {
            if let scroll = each as? UIScrollView, scroll !== view {
                reasons.append(WhyReason(kind: .recognizer, view: scroll.name, detail: scrollDetail(scroll, view)))
                continue
            }
            for recognizer in each.gestureRecognizers ?? [] where recognizer.isEnabled {
                if let detail = recognizerDetail(recognizer, on: each, for: view) {
                    reasons.append(WhyReason(kind: .recognizer, view: each.name, detail: detail))
                }
            }
            if nodes[each.name]?.hasUnknownRecognizers == true {
                reasons.append(WhyReason(kind: .recognizer, view: each.name,
                    detail: "\(each.name) has gesture recognizers of kinds the dump does not show: one of them may take the touch from \(view.name) or delay it"))
            }
        }
        return reasons
    }

    private func scrollDetail(_ scroll: UIScrollView, _ view: UIView) -> String {
        var parts: [String] = []
        if scroll.delaysContentTouches { parts.append("holds \(view.name)'s touchesBegan back for 150 ms (delaysContentTouches)") }
        parts.append(scroll.canCancelContentTouches && !(view is UIControl)
            ? "a drag makes its pan recognizer cancel \(view.name)'s touch (canCancelContentTouches)"
            : "a drag does not take the touch from \(view.name)")
        return "\(scroll.name) is a scroll view: it \(parts.joined(separator: ", and "))"
    }

    /// Nil for a recognizer that neither takes the touch nor delays it.
    private func recognizerDetail(_ recognizer: UIGestureRecognizer, on owner: UIView, for view: UIView) -> String? {
        let kind = String(describing: type(of: recognizer))
        if let control = view as? UIControl, control.isEnabled, owner !== view,
           let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            // iOS 6 and later: a control's own action wins over a single tap on a superview.
            return nil
        }
        var effects: [String] = []
        if recognizer.delaysTouchesBegan { effects.append("holds touchesBegan back until it fails") }
        if recognizer.cancelsTouchesInView { effects.append("cancels \(view.name)'s touch once it recognizes (cancelsTouchesInView)") }
        guard !effects.isEmpty else { return nil }
        let whose = owner === view ? "its own" : "\(owner.name)'s"
        return "\(whose) \(kind) \(recognizer.name) sees the touch before \(view.name) and \(effects.joined(separator: ", and "))"
    }

    // MARK: - Actions

    private func noActionReason(for view: UIView) -> WhyReason? {
        guard view is UIControl, !(view is UITextField), let control = nodes[view.name]?.control else { return nil }
        guard let action = control.action else {
            return WhyReason(kind: .noAction, view: view.name,
                detail: "\(view.name) is a control with no target and action connected: touching it sends nothing (a dump cannot show what is connected; add control: {action: \"…\"} to the scene)")
        }
        guard control.target == nil, view.target(forAction: Selector(action), withSender: view) == nil else { return nil }
        return WhyReason(kind: .noAction, view: view.name,
            detail: "\(view.name)'s nil-targeted action \(action) finds no responder that implements it, from \(view.name) up its responder chain: it is sent to nobody")
    }

    // MARK: - Chain

    private func chain(from view: UIView) -> [UIResponder] {
        var chain: [UIResponder] = []
        var current: UIResponder? = view
        while let each = current {
            chain.append(each)
            current = each.next
        }
        return chain
    }

    /// A control tracks its own touches; any other responder handles what it implements.
    static func handlesTouches(_ responder: UIResponder) -> Bool {
        responder is UIControl || responder.implementedMethods.contains(.touchesBegan)
    }
}
