import Foundation
import ResponderCore

extension LoadedScene {
    /// The scene built anew from its document, the lines that made what the document does not
    /// describe run on it again (views added, controls made and connected, recognizers and
    /// controllers, by a lesson's script or in the window), then given this scene's state as it
    /// is now (each view's geometry, flags and place in the tree, controls' values, responders'
    /// traits and keys, recognizers' settings, the first responder), so that `why` can deliver a tap on
    /// it without touching this one. A scroll view's deceleration and touches down are not
    /// copied (the copy starts at rest).
    public func freshCopy() -> LoadedScene {
        LoadedScene(document: document, state: SceneState(of: self))
    }

    /// A fresh copy of a scene from its document and its state taken earlier: it reads
    /// neither the live scene nor anything else shared, so it may be built on any thread.
    public convenience init(document: SceneDocument, state: SceneState) {
        self.init(document: document)
        let runner = ScriptRunner(scene: self)
        for line in state.makingLines { runner.run(line) }
        for (live, built) in zip(state.windows, application.windows) { follow(live, in: built) }
        for (name, traits) in state.traits {
            guard let built = responders[name] else { continue }
            built.allowsBecomingFirstResponder = traits.allowsBecomingFirstResponder
            built.callsSuper = traits.callsSuper
            built.implementedMethods = traits.implementedMethods
            built.implementedActions = traits.implementedActions
        }
        // Once every responder is there, as an override may answer any of them.
        for (name, keys) in state.responderKeys.sorted(by: { $0.key < $1.key }) {
            guard let built = responders[name] else { continue }
            for property: ViewProperty in [.refuses(keys.refusedActions), .canResignFirstResponder(keys.allowsResigningFirstResponder),
                                           .keyCommands(keys.keyCommands), .targetForAction(keys.targets)] {
                property.apply(to: built, responders: responders)
            }
        }
        for (name, settings) in state.recognizers {
            guard let built = recognizers[name] else { continue }
            built.isEnabled = settings.isEnabled
            built.cancelsTouchesInView = settings.cancelsTouchesInView
            built.delaysTouchesBegan = settings.delaysTouchesBegan
            built.delaysTouchesEnded = settings.delaysTouchesEnded
        }
        if let first = state.firstResponder, let built = responders[first], application.firstResponder !== built {
            built.becomeFirstResponder()
        }
    }

    /// Gives `built` (this copy's view) the state of `live`, and its subviews the live ones' order.
    private func follow(_ live: SceneState.View, in built: UIView) {
        Self.copyState(of: live, to: built)
        let liveNames = live.subviews.map(\.name)
        if built.subviews.map(\.name) != liveNames {
            for each in built.subviews where !liveNames.contains(each.name) { each.removeFromSuperview() }
            for each in live.subviews { built.addSubview(view(for: each)) }
        }
        for (liveSubview, builtSubview) in zip(live.subviews, built.subviews) { follow(liveSubview, in: builtSubview) }
    }

    /// This copy's view of that name, or a plain view made for one an events file added.
    private func view(for live: SceneState.View) -> UIView {
        if let existing = responders[live.name] as? UIView { return existing }
        let made = UIView(name: live.name, frame: live.frame)
        made.backgroundColor = live.backgroundColor
        responders[live.name] = made
        return made
    }

    private static func copyState(of live: SceneState.View, to built: UIView) {
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
        built.implementedActions = live.implementedActions
        if let isEnabled = live.isEnabled, let built = built as? UIControl { built.isEnabled = isEnabled }
        if let isOn = live.isOn, let built = built as? UISwitch { built.isOn = isOn }
        if let value = live.value, let built = built as? UISlider { built.value = value }
        if let scroll = live.scroll, let built = built as? UIScrollView {
            built.contentSize = scroll.contentSize
            built.isScrollEnabled = scroll.isScrollEnabled
            built.delaysContentTouches = scroll.delaysContentTouches
            built.canCancelContentTouches = scroll.canCancelContentTouches
        }
    }
}
