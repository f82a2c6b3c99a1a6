import Foundation

/// A switch: a tap that lifts inside it flips `isOn` and sends valueChanged; a drag moves the
/// knob, and the switch takes the end the knob is left at.
open class UISwitch: UIControl {
    open var isOn = false

    /// The touch the switch tracks, the state it had at touch-down, and whether the finger
    /// has dragged the knob (rather than tapped).
    private var drag: (touch: UITouch, wasOn: Bool, dragged: Bool)?

    open override class var uikitClassName: String? { "UISwitch" }

    open override var tracedValue: ControlValue? { .on(isOn) }

    /// The knob: a circle as tall as the switch, at the end `on` puts it.
    public func knobRect(on: Bool) -> CGRect {
        let side = min(bounds.height, bounds.width)
        return CGRect(x: on ? bounds.maxX - side : bounds.minX, y: bounds.minY, width: side, height: side)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isTracking, let touch = touches.first { drag = (touch, isOn, false) }
    }

    /// A finger that has moved along the switch as far as a pan needs to begin drags the knob
    /// (the sandbox's threshold; UIKit publishes none).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let current = drag, let touch = touches.first(where: { $0 === current.touch }) else { return }
        if abs(touch.location(in: self).x - touch.initialLocation(in: self).x) >= UIPanGestureRecognizer.hysteresis {
            drag?.dragged = true
        }
    }

    /// Relied upon (observed): the flip and its valueChanged come with the lift inside, after
    /// touchUpInside. Observed too: after a drag the switch takes the half the knob was left in,
    /// wherever the finger lifts, and sends valueChanged only if that changed its state.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking, current = drag
        drag = nil
        super.touchesEnded(touches, with: event)
        guard wasTracking else { return }
        if let current, current.dragged, let touch = touches.first(where: { $0 === current.touch }) {
            let endsOn = touch.location(in: self).x >= bounds.midX
            guard endsOn != isOn else { return }
            isOn = endsOn
            return sendActions(for: .valueChanged)
        }
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        drag = nil
        super.touchesCancelled(touches, with: event)
    }

    /// Apple ("Interacting with other user interface controls"): "A single finger pan gesture on
    /// the knob of a UISwitch, in a direction parallel to the switch" stays the switch's,
    /// judged by where the knob was at touch-down.
    override func reasonNotToBegin(_ recognizer: UIGestureRecognizer) -> String? {
        guard recognizer is UIPanGestureRecognizer,
              followsOneTouchAlong(recognizer, startingIn: { knobRect(on: drag?.touch === $0 ? drag!.wasOn : isOn) })
        else { return super.reasonNotToBegin(recognizer) }
        return "\(name)'s knob keeps a pan along the switch"
    }
}
