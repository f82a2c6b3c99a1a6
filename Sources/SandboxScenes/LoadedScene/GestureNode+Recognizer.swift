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
        }
        recognizer.cancelsTouchesInView = cancelsTouchesInView
        recognizer.delaysTouchesBegan = delaysTouchesBegan
        recognizer.delaysTouchesEnded = delaysTouchesEnded
        recognizer.isEnabled = enabled
        return recognizer
    }
}
