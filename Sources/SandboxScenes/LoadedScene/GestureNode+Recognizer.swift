import ResponderCore

extension GestureNode {
    /// The UIKit recognizer this node describes, before its target and relations are wired.
    func makeRecognizer() -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch kind {
        case .tap:
            let tap = UITapGestureRecognizer(name: name)
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            tap.allowableMovement = allowableMovement
            recognizer = tap
        case .longPress:
            let press = UILongPressGestureRecognizer(name: name)
            press.minimumPressDuration = minimumPressDuration
            press.numberOfTouchesRequired = touches
            press.allowableMovement = allowableMovement
            recognizer = press
        case .pan:
            let pan = UIPanGestureRecognizer(name: name)
            pan.minimumNumberOfTouches = touches
            if let maximumTouches { pan.maximumNumberOfTouches = maximumTouches }
            recognizer = pan
        case .swipe:
            let swipe = UISwipeGestureRecognizer(name: name)
            swipe.direction = direction
            swipe.numberOfTouchesRequired = touches
            recognizer = swipe
        case .pinch:
            recognizer = UIPinchGestureRecognizer(name: name)
        case .rotation:
            recognizer = UIRotationGestureRecognizer(name: name)
        case .screenEdgePan:
            let edgePan = UIScreenEdgePanGestureRecognizer(name: name)
            edgePan.edges = edges
            edgePan.minimumNumberOfTouches = touches
            if let maximumTouches { edgePan.maximumNumberOfTouches = maximumTouches }
            recognizer = edgePan
        case .hover:
            recognizer = UIHoverGestureRecognizer(name: name)
        }
        recognizer.cancelsTouchesInView = cancelsTouchesInView
        recognizer.delaysTouchesBegan = delaysTouchesBegan
        recognizer.delaysTouchesEnded = delaysTouchesEnded
        recognizer.isEnabled = enabled
        return recognizer
    }

    /// Connects the recognizer made from this node as the scene says, once the responders and
    /// recognizers it names exist: its targets (none named: its view), its failure requirements,
    /// its simultaneous partners and the scene's delegate, which it returns for the scene to keep
    /// (UIKit's `delegate` is weak).
    func wire(_ recognizer: UIGestureRecognizer, on view: UIView, responders: [String: UIResponder],
              recognizers: [String: UIGestureRecognizer]) -> SceneGestureDelegate? {
        // In the scene's order, which is the order UIKit sends the recognizer's actions in.
        for each in targetActions {
            if let target = each.target.map({ responders[$0] }) ?? view { recognizer.addTarget(target, action: Selector(each.action)) }
        }
        for name in requiresToFail { recognizers[name].map(recognizer.require(toFail:)) }
        for name in simultaneousWith { recognizers[name].map(recognizer.recognizeSimultaneously(with:)) }
        guard hasDelegate else { return nil }
        let wanted: SceneGestureDelegate.Receives? = receives.flatMap { predicate in
            switch predicate {
            case .startsIn(let name): return (responders[name] as? UIView).map { .startsIn(.init($0)) }
            case .startsInArea(let area): return .startsInArea(area)
            }
        }
        let delegate = SceneGestureDelegate(shouldBegin: shouldBegin, ignores: ignores.compactMap { responders[$0] as? UIView },
                                            receives: wanted, waitsFor: requiresFailureOf.compactMap { recognizers[$0] },
                                            makesWait: requiredToFailBy.compactMap { recognizers[$0] })
        recognizer.delegate = delegate
        return delegate
    }
}
