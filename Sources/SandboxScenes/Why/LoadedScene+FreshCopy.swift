import Foundation
import ResponderCore

extension LoadedScene {
    /// The scene built anew from its document, then given this scene's state as it is now
    /// (each view's geometry, flags and place in the tree, controls' values, recognizers'
    /// settings, the first responder), so that `why` can deliver a tap on it without touching
    /// this one. Views that an events file added are made as `add` makes them; a scroll
    /// view's deceleration and touches down are not copied (the copy starts at rest).
    public func freshCopy() -> LoadedScene {
        let copy = LoadedScene(document: document)
        for (live, built) in zip(application.windows, copy.application.windows) { copy.follow(live, in: built) }
        for (name, recognizer) in recognizers {
            guard let built = copy.recognizers[name] else { continue }
            built.isEnabled = recognizer.isEnabled
            built.cancelsTouchesInView = recognizer.cancelsTouchesInView
            built.delaysTouchesBegan = recognizer.delaysTouchesBegan
            built.delaysTouchesEnded = recognizer.delaysTouchesEnded
        }
        if let first = application.firstResponder, let built = copy.responders[first.name], copy.application.firstResponder !== built {
            built.becomeFirstResponder()
        }
        return copy
    }

    /// Gives `built` (this copy's view) the state of `live`, and its subviews the live ones' order.
    private func follow(_ live: UIView, in built: UIView) {
        Self.copyState(of: live, to: built)
        let liveNames = live.subviews.map(\.name)
        if built.subviews.map(\.name) != liveNames {
            for each in built.subviews where !liveNames.contains(each.name) { each.removeFromSuperview() }
            for each in live.subviews { built.addSubview(view(for: each)) }
        }
        for (liveSubview, builtSubview) in zip(live.subviews, built.subviews) { follow(liveSubview, in: builtSubview) }
    }

    /// This copy's view of that name, or a plain view made for one an events file added.
    private func view(for live: UIView) -> UIView {
        if let existing = responders[live.name] as? UIView { return existing }
        let made = UIView(name: live.name, frame: live.frame)
        made.backgroundColor = live.backgroundColor
        responders[live.name] = made
        return made
    }

    private static func copyState(of live: UIView, to built: UIView) {
        built.bounds = live.bounds
        built.center = live.center
        built.transform = live.transform
        built.backgroundColor = live.backgroundColor
        built.isHidden = live.isHidden
        built.alpha = live.alpha
        built.isUserInteractionEnabled = live.isUserInteractionEnabled
        built.clipsToBounds = live.clipsToBounds
        built.isMultipleTouchEnabled = live.isMultipleTouchEnabled
        built.isExclusiveTouch = live.isExclusiveTouch
        built.hitTestOutset = live.hitTestOutset
        built.passesTouchesThrough = live.passesTouchesThrough
        built.implementedMethods = live.implementedMethods
        built.callsSuper = live.callsSuper
        built.allowsBecomingFirstResponder = live.allowsBecomingFirstResponder
        if let live = live as? UIControl, let built = built as? UIControl { built.isEnabled = live.isEnabled }
        if let live = live as? UISwitch, let built = built as? UISwitch { built.isOn = live.isOn }
        if let live = live as? UISlider, let built = built as? UISlider { built.value = live.value }
        if let live = live as? UIScrollView, let built = built as? UIScrollView {
            built.contentSize = live.contentSize
            built.isScrollEnabled = live.isScrollEnabled
            built.delaysContentTouches = live.delaysContentTouches
            built.canCancelContentTouches = live.canCancelContentTouches
        }
    }
}
