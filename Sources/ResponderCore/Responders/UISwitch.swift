import Foundation

/// A switch: a tap that lifts inside it flips `isOn` and sends valueChanged.
open class UISwitch: UIControl {
    open var isOn = false

    open override class var uikitClassName: String? { "UISwitch" }

    open override var tracedValue: ControlValue? { .on(isOn) }

    /// Relied upon (observed): the flip and its valueChanged come with the lift inside, after touchUpInside.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
