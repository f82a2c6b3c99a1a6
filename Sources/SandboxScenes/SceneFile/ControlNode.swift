import Foundation
import ResponderCore

/// A view's `control:`: the kind of UIControl it is and its targets and actions per event.
public struct ControlNode: Sendable, Equatable {
    /// nil (`action: null`): no target and action connected, as a button read from a dump.
    public var action: String?
    public var target: String?
    public var event: UIControl.Event
    /// `isEnabled`; a disabled control takes no touches.
    public var enabled = true
    /// The control's class: UIButton, a plain UIControl, UISlider or UISwitch.
    public var kind = Kind.button
    /// A slider's value and range (UIKit's defaults: 0 in 0…1).
    public var value: Double = 0
    public var minimum: Double = 0
    public var maximum: Double = 1
    /// A switch's `isOn`.
    public var on = false
    /// A slider's `isContinuous` (UIKit's default true): false sends valueChanged once, at the lift.
    public var continuous = true
    public init(action: String?, target: String?, event: UIControl.Event) {
        self.action = action
        self.target = target
        self.event = event
    }

    /// The target-actions after the first (`actions:` lists them all, the first included),
    /// connected in this order after it: for one event, UIKit sends them in the order added.
    public var moreActions: [Connection] = []

    /// One `addTarget(_:action:for:)`: the action sent to the target (nil: along the responder
    /// chain) when the control event happens.
    public struct Connection: Sendable, Equatable {
        public var action: String
        public var target: String?
        public var event: UIControl.Event

        public init(action: String, target: String?, event: UIControl.Event) {
            self.action = action
            self.target = target
            self.event = event
        }
    }

    /// Every target-action in the order added: the first (`action`, `target`, `event`), then
    /// `moreActions`; none when `action` is nil.
    public var connections: [Connection] {
        guard let action else { return [] }
        return [Connection(action: action, target: target, event: event)] + moreActions
    }

    public enum Kind: String, Sendable, CaseIterable {
        case button, slider, `switch`, control

        /// A button or a plain control: no value, so never valueChanged.
        public var hasValue: Bool { self == .slider || self == .switch }
    }
}
