import Foundation
import ResponderCore
import SandboxScenes

/// Taking the hover card from the live view under the mouse, once per frame.
extension HoverCard {
    /// `taker`: the view hitTest gives a touch at the pointer; named first when it is another.
    /// `windowOverrides`: which of `hitTest` and `pointInside` the class of the view's window
    /// overrides (from a capture), shown on the window's card and its root view's.
    init(view: UIView, node: ViewNode?, taker: String?, windowOverrides: [String] = [], pointer: CGPoint) {
        let identity = [node?.className ?? view.classNameForLogs, node?.address].compactMap { $0 }.joined(separator: " ")
        var facts: [String] = []
        if taker != view.name { facts.append(Self.takerFact(taker, drawn: view.name)) }
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

    /// The line that says who takes a touch here when it is not the view drawn in front.
    static func takerFact(_ taker: String?, drawn: String) -> String {
        taker.map { "a touch here goes to \($0) (hitTest), not \(drawn)" } ?? "a touch here goes to no view (hitTest finds none)"
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
