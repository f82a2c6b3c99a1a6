import Foundation
import ResponderCore
import SandboxScenes

/// Taking the hover card from the live view under the mouse, once per frame.
extension HoverCard {
    /// `taker`: the view hitTest gives a touch at the pointer; named first when it is another.
    /// `windowsFrontToBack`: the application's windows, as hitTest asks them, to tell a window in
    /// front. `windowOverrides`: which of `hitTest` and `pointInside` the class of the view's
    /// window overrides (from a capture), shown on the window's card and its root view's.
    init(view: UIView, node: ViewNode?, taker: UIView?, windowsFrontToBack: [UIWindow] = [], windowOverrides: [String] = [],
         pointer: CGPoint) {
        let identity = [node?.className ?? view.classNameForLogs, node?.address].compactMap { $0 }.joined(separator: " ")
        var facts: [String] = []
        if taker !== view { facts.append(Self.takerFact(taker, described: view, windowsFrontToBack: windowsFrontToBack)) }
        facts.append("frame \(WhyAnswer.format(view.frame))")
        // What it shows: a label's text, a text field's placeholder while the field is empty.
        if let text = node?.text { facts.append("text: \(WhyAnswer.quotedText(text))") }
        if let placeholder = node?.placeholder {
            facts.append("placeholder: \(WhyAnswer.quotedText(placeholder))" + (node?.text == nil ? " (shown: the field is empty)" : ""))
        }
        let hiddenAbove = view.isHidden ? nil : Self.hiddenAncestor(of: view)
        facts.append("hidden: \(view.isHidden)" + (hiddenAbove.map { " (inside hidden \($0))" } ?? ""))
        facts.append("alpha: \(WhyAnswer.compact(view.alpha))" + (Double(view.alpha) < 0.01 ? " (below 0.01: skipped)" : ""))
        facts.append("userInteractionEnabled: \(view.isUserInteractionEnabled)")
        facts.append("clipsToBounds: \(view.clipsToBounds)")
        if let control = view as? UIControl { facts.append("enabled: \(control.isEnabled)") }
        let recognizers = (view.gestureRecognizers ?? []).map { "\(GestureKindWording.describe($0)) \($0.name)" }
        let unknown = node?.hasUnknownRecognizers == true ? ["kinds the dump does not show"] : []
        facts.append(recognizers.isEmpty && unknown.isEmpty ? "no gesture recognizers" : "recognizers: " + (recognizers + unknown).joined(separator: ", "))
        if let overrides = node?.overrides, !overrides.isEmpty {
            // A capture's class overrides: code the sandbox cannot run.
            facts.append("overrides \(overrides.joined(separator: ", ")): not run, UIKit's default assumed")
        }
        if let window = view.window, !windowOverrides.isEmpty, view === window || view === window.rootViewController?.view {
            // The window's own class decides first where a touch in it goes: code the sandbox cannot run.
            facts.append("\(view === window ? "" : "its window \(window.name) ")overrides \(windowOverrides.joined(separator: ", ")): not run, UIKit's default assumed")
        }
        self.init(name: view.name, identity: identity, facts: facts, pointer: pointer)
    }

    /// The line that says who takes a touch here when it is not the view described: a view in
    /// front of it (in `why`'s words), else the view hitTest falls back to (an ancestor, when the
    /// view takes no touches itself, as a label; or a view behind it).
    static func takerFact(_ taker: UIView?, described view: UIView, windowsFrontToBack: [UIWindow]) -> String {
        guard let taker else { return "a touch here goes to no view (hitTest finds none)" }
        if taker.isDescendant(of: view) { return WhyReason.subviewTakesTheTouch(taker.name) }
        if let front = Self.front(holding: taker, over: view, windowsFrontToBack: windowsFrontToBack) { return front }
        return "a touch here goes to \(taker.name) (hitTest), not \(view.name)"
    }

    /// How `why` names the view in front of `view` that `taker` is, or is inside: below their
    /// nearest common superview, the taker's branch lies after the view's (drawn later, asked
    /// first by hitTest); or the taker's window is in front. Nil when the taker is not in front.
    private static func front(holding taker: UIView, over view: UIView, windowsFrontToBack: [UIWindow]) -> String? {
        guard let takerWindow = taker.window, let viewWindow = view.window else { return nil }
        if takerWindow !== viewWindow {
            let order = windowsFrontToBack.map(ObjectIdentifier.init)
            guard let front = order.firstIndex(of: ObjectIdentifier(takerWindow)), let back = order.firstIndex(of: ObjectIdentifier(viewWindow)),
                  front < back else { return nil }
            return "\(WhyReason.windowInFrontTakesTheTouch(takerWindow.name)) (\(taker.name))"
        }
        var viewBranch: [ObjectIdentifier: UIView] = [:]
        var child = view
        while let parent = child.superview {
            viewBranch[ObjectIdentifier(parent)] = child
            child = parent
        }
        var takerChild = taker
        while let parent = takerChild.superview {
            if let viewChild = viewBranch[ObjectIdentifier(parent)] {
                guard let takerIndex = parent.subviews.firstIndex(where: { $0 === takerChild }),
                      let viewIndex = parent.subviews.firstIndex(where: { $0 === viewChild }), takerIndex > viewIndex else { return nil }
                return WhyReason.inFrontTakesTheTouch(taker.name, inside: takerChild === taker ? nil : takerChild.name)
            }
            takerChild = parent
        }
        return nil
    }

    /// The nearest hidden superview: hitTest skips everything inside it.
    private static func hiddenAncestor(of view: UIView) -> String? {
        var current = view.superview
        while let each = current {
            if each.isHidden { return each.name }
            current = each.superview
        }
        return nil
    }
}
