import Foundation

/// A slider: dragging its thumb changes `value` and, continuous by default, sends
/// valueChanged on every move that changes it.
open class UISlider: UIControl {
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var value: Float = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// Documented default true: valueChanged while dragging, not only at the lift.
    open var isContinuous = true

    /// The thumb's size: not documented; about 28 points on iOS 7 and later (observed).
    public static let thumbSize: CGFloat = 28

    /// The value when the thumb's touch began, and that touch: the value follows the finger's movement since.
    private var drag: (touch: UITouch, startValue: Float)?

    open override class var uikitClassName: String? { "UISlider" }

    open override var tracedValue: ControlValue? { .number(CGFloat(value)) }

    /// The thumb's rectangle in the slider's bounds, at the current value.
    public var thumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// UIKit's `trackRect(forBounds:)`: the sandbox's track is the whole bounds, the thumb
    /// travelling from one end to the other.
    open func trackRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// UIKit's `thumbRect(forBounds:trackRect:value:)`: where the thumb is drawn at `value`
    /// (clamped to the slider's range), so a value the slider had earlier can be drawn too.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = max(0, rect.width - Self.thumbSize)
        let clamped = min(max(value, minimumValue), maximumValue)
        let fraction = maximumValue > minimumValue ? CGFloat((clamped - minimumValue) / (maximumValue - minimumValue)) : 0
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - Self.thumbSize / 2, width: Self.thumbSize, height: Self.thumbSize)
    }

    /// Observed on iOS: only a touch that came down on the thumb moves it (where it came down:
    /// a scroll view may hand the slider its touchesBegan late); a touch on the track does nothing.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        guard isEnabled, thumbRect.contains(touch.initialLocation(in: self)) else {
            return recordHandling(.touchesBegan, event: event)
        }
        drag = (touch, value)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let drag, let touch = touches.first(where: { $0 === drag.touch }) else { return }
        let travel = max(1, bounds.width - Self.thumbSize)
        let moved = Float((touch.location(in: self).x - touch.initialLocation(in: self).x) / travel)
        let old = value
        value = drag.startValue + moved * (maximumValue - minimumValue)
        if value != old, isContinuous { sendActions(for: .valueChanged) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let changed = drag.map { $0.startValue != value } ?? false
        drag = nil
        super.touchesEnded(touches, with: event)
        // Not continuous: one valueChanged when the finger lifts, if the value moved.
        if changed, !isContinuous { sendActions(for: .valueChanged) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        drag = nil
        super.touchesCancelled(touches, with: event)
    }

    /// Apple ("Interacting with other user interface controls"): only "a single finger swipe on
    /// the knob of a UISlider, in a direction parallel to the slider" stays the slider's: not a
    /// pan, not a swipe across it. The thumb is where it was at touch-down.
    override func reasonNotToBegin(_ recognizer: UIGestureRecognizer) -> String? {
        guard recognizer is UISwipeGestureRecognizer, followsOneTouchAlong(recognizer, startingIn: { touch in
            thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: drag?.touch === touch ? drag!.startValue : value)
        }) else { return super.reasonNotToBegin(recognizer) }
        return "\(name)'s thumb keeps a swipe along the slider that starts on it"
    }
}
