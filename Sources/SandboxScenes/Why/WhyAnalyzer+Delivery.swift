import Foundation
import ResponderCore

/// Once hitTest answers the view, what the delivery did with the touch: a finger already down
/// that keeps it from the view (exclusiveTouch, multipleTouchEnabled off), a recognizer that
/// took it, a scroll view that kept it from the responders above, a control whose action
/// nobody performs. What may happen to other input (a drag, a second tap) but did not change
/// this tap is a remark.
extension WhyAnalyzer {
    func afterHit(_ view: UIView, outcome: WhyOutcome) -> (reasons: [WhyReason], remarks: [WhyReason]) {
        var reasons: [WhyReason] = [], remarks: [WhyReason] = []
        if let refused = refusedByAFingerDown(view, outcome: outcome) { reasons.append(refused) }
        if let taker = outcome.takenBy { reasons.append(taken(view, by: taker, outcome: outcome)) }
        if let held = outcome.heldBy, outcome.takenBy == nil {
            remarks.append(WhyReason(kind: .recognizer, view: held,
                detail: "\(held) holds \(view.name)'s touchesBegan back until it knows the touch is no \(held == outcome.hitTestView ? "gesture" : "scroll or gesture"); a tap delivers it when the finger lifts"))
        }
        if let keeper = outcome.handledBy.flatMap(scene.view(named:)) as? UIScrollView, keeper !== view {
            let keeps = keeps(keeper, for: view)
            if keeps.changesOutcome { reasons.append(keeps.reason) } else { remarks.append(keeps.reason) }
        }
        if let noAction = noActionReason(for: view, outcome: outcome) {
            if outcome.isHandled && outcome.handledBy != view.name { remarks.append(noAction) } else { reasons.append(noAction) }
        }
        remarks += recognizerRemarks(for: view, outcome: outcome)
        // exclusiveTouch as a reason says it all; as a remark it is what two fingers would do.
        if !reasons.contains(where: { $0.kind == .exclusiveTouch }) { remarks += exclusiveRemarks(for: view) }
        return (reasons, remarks)
    }

    // MARK: - A finger already down

    /// The touch kept from its view by a finger already down: UIKit checks exclusiveTouch and
    /// multipleTouchEnabled when a touch begins, for views only (Apple: "gesture recognizers
    /// ignore the exclusive touch setting for views"), among touches in the same window.
    private func refusedByAFingerDown(_ view: UIView, outcome: WhyOutcome) -> WhyReason? {
        let recognizers = "its recognizers and its ancestors' still see the touch: recognizers ignore this setting"
        switch outcome.refusal {
        case .exclusiveTouchHeld(let holder):
            return WhyReason(kind: .exclusiveTouch, view: holder,
                detail: "\(holder) has exclusiveTouch and a finger held down is on it: while it is touched, UIKit sends no other view of its window a touch that begins, so \(view.name) gets none of this one (\(recognizers))",
                summary: "\(holder) has exclusiveTouch and a finger is on it")
        case .exclusiveTouchWaits(_, let other):
            return WhyReason(kind: .exclusiveTouch, view: view.name,
                detail: "\(view.name) has exclusiveTouch and a finger held down is on \(other), in the same window: UIKit sends \(view.name) none of a touch that begins while another view of its window is touched (\(recognizers))",
                summary: "\(view.name) has exclusiveTouch and \(other) is being touched")
        case .multipleTouchDisabled:
            return WhyReason(kind: .multipleTouch, view: view.name,
                detail: "\(view.name) has multipleTouchEnabled off and a finger held down is on it already: UIKit sends it none of a second touch (\(recognizers))",
                summary: "\(view.name) is touched already and has multipleTouchEnabled off")
        default:
            return nil
        }
    }

    /// What a view the tap did not reach may still do to other input.
    func notHitRemarks(for view: UIView) -> [WhyReason] {
        var remarks: [WhyReason] = []
        if let noAction = noActionReason(for: view, outcome: WhyOutcome()) { remarks.append(noAction) }
        return remarks + exclusiveRemarks(for: view)
    }

    // MARK: - Recognizers

    private func taken(_ view: UIView, by name: String, outcome: WhyOutcome) -> WhyReason {
        guard let recognizer = scene.recognizers[name] else {
            return WhyReason(kind: .recognizer, view: name, detail: "\(name) recognized and took the touch from \(view.name)")
        }
        let owner = recognizer.view?.name ?? "no view"
        let kind = String(describing: type(of: recognizer))
        let sees = "\(owner)'s \(kind) \(name) sees the touch before \(view.name) (a recognizer of the hit-test view or any ancestor does)"
        // touchesBegan held back (a scroll view's delay) and the tap recognized meanwhile: the
        // view is sent no phase of the touch at all, as the trace's "discarded" says.
        if outcome.beganWithheld, let held = outcome.heldBy {
            return WhyReason(kind: .recognizer, view: owner,
                detail: "\(sees) and recognizes the tap while \(held) still holds touchesBegan back: the touch is discarded, and \(view.name) gets none of it (no touchesBegan, touchesEnded or touchesCancelled)",
                summary: "\(owner)'s \(kind) \(name) takes the tap")
        }
        return WhyReason(kind: .recognizer, view: owner,
            detail: "\(sees), recognizes the tap and, with cancelsTouchesInView on, cancels \(view.name)'s touch: \(view.name) gets touchesCancelled instead of touchesEnded",
            summary: "\(owner)'s \(kind) \(name) takes the tap")
    }

    /// Enabled recognizers of the view and its ancestors that did not take this tap, and the
    /// scroll views on the way, with what they would do to other input.
    private func recognizerRemarks(for view: UIView, outcome: WhyOutcome) -> [WhyReason] {
        var remarks: [WhyReason] = []
        for each in Self.path(to: view) {
            if let scroll = each as? UIScrollView, scroll !== view, scroll.isScrollEnabled {
                let cancels = scroll.canCancelContentTouches && scroll.touchesShouldCancel(in: view)
                remarks.append(WhyReason(kind: .recognizer, view: scroll.name,
                    detail: "\(scroll.name) is a scroll view: a drag instead of a tap \(cancels ? "makes its pan recognizer cancel \(view.name)'s touch (canCancelContentTouches)" : "scrolls it, and \(view.name) keeps its touch")"))
            }
            for recognizer in each.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.name != outcome.takenBy {
                guard !(recognizer is UIScrollViewPanGestureRecognizer) else { continue }
                let kind = String(describing: type(of: recognizer))
                let whose = each === view ? "its own" : "\(each.name)'s"
                remarks.append(WhyReason(kind: .recognizer, view: each.name,
                    detail: "\(whose) \(kind) \(recognizer.name) sees the touch too but does not take this tap; other input it recognizes would\(recognizer.cancelsTouchesInView ? " cancel \(view.name)'s touch" : " not cancel \(view.name)'s touch (cancelsTouchesInView off)")"))
            }
            if nodes[each.name]?.hasUnknownRecognizers == true {
                remarks.append(WhyReason(kind: .recognizer, view: each.name,
                    detail: "\(each.name) has gesture recognizers of kinds the dump does not show: one of them may take the touch from \(view.name) or delay it"))
            }
        }
        return remarks
    }

    // MARK: - A scroll view that keeps the touch

    /// A scroll view handled touchesBegan: whether a responder above it implements touchesBegan
    /// and so loses the touch to it.
    private func keeps(_ scroll: UIScrollView, for view: UIView) -> (reason: WhyReason, changesOutcome: Bool) {
        var above: [UIResponder] = []
        var current = scroll.next
        while let each = current {
            above.append(each)
            current = each.next
        }
        let losers = above.filter { $0 is UIControl || $0.implementedMethods.contains(.touchesBegan) }.map(\.name)
        let rule = "a scroll view with scrolling enabled keeps the touches it gets: its touchesBegan does not pass them up the responder chain (Apple: only \"when scrolling is disabled\" does it forward them)"
        guard let first = losers.first else {
            return (WhyReason(kind: .scrollViewKeeps, view: scroll.name, detail: "\(scroll.name) handles touchesBegan: \(rule); no responder above it implements touchesBegan anyway"), false)
        }
        return (WhyReason(kind: .scrollViewKeeps, view: scroll.name,
            detail: "\(scroll.name) handles touchesBegan: \(rule), so \(first), which implements touchesBegan, never gets it (set isScrollEnabled = false, or forward the touches in a subclass)",
            summary: "\(scroll.name), a scroll view, keeps the touch from \(first)"), true)
    }

    // MARK: - Actions

    /// A control whose touch sends nothing anybody performs.
    private func noActionReason(for view: UIView, outcome: WhyOutcome) -> WhyReason? {
        guard view is UIControl, !(view is UITextField), let control = nodes[view.name]?.control else { return nil }
        // One of several target-actions performed is the touch handled.
        if control.connections.count > 1, outcome.actions.contains(where: { $0.sender == view.name && $0.handledBy != nil }) { return nil }
        guard let action = control.action else {
            return WhyReason(kind: .noAction, view: view.name,
                detail: "\(view.name) is a control with no target and action connected: touching it sends nothing (a dump cannot show what is connected; add control: {action: \"…\"} to the scene)",
                summary: "\(view.name) has no action connected")
        }
        if let sent = outcome.actions.first(where: { $0.action == action && $0.sender == view.name }) {
            guard sent.handledBy == nil else { return nil }
            let to = sent.target.map { "its target \($0) does not implement it" } ?? "no responder from \(view.name) up its responder chain implements it"
            return WhyReason(kind: .noAction, view: view.name, detail: "\(view.name) sends \(action), but \(to): it is performed by nobody",
                             summary: "\(view.name)'s action \(action) is performed by nobody")
        }
        guard control.target == nil, view.target(forAction: Selector(action), withSender: view) == nil else { return nil }
        return WhyReason(kind: .noAction, view: view.name,
            detail: "\(view.name)'s nil-targeted action \(action) finds no responder that implements it, from \(view.name) up its responder chain: it is sent to nobody",
            summary: "\(view.name)'s action \(action) finds nobody")
    }

    // MARK: - exclusiveTouch

    private func exclusiveRemarks(for view: UIView) -> [WhyReason] {
        if view.isExclusiveTouch {
            return [WhyReason(kind: .exclusiveTouch, view: view.name,
                detail: "\(view.name) has exclusiveTouch: while another finger touches another view of its window, a touch on \(view.name) goes nowhere (a single tap is not affected)")]
        }
        guard let window = view.window,
              let other = exclusiveViews.first(where: { $0 !== view && $0.window === window && $0.hitTestSkipReason == nil }) else { return [] }
        return [WhyReason(kind: .exclusiveTouch, view: other.name,
            detail: "\(other.name) has exclusiveTouch: while a finger is on it, a touch on \(view.name) goes nowhere (a single tap is not affected)")]
    }
}
