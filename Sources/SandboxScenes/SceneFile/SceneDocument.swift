import Foundation
import ResponderCore

/// A scene file, checked and typed: what the scene format describes, before any object exists.
public struct SceneDocument: Sendable, Equatable {
    public var title: String
    public var size: CGSize
    /// A lesson's explanation for the side panel (the sandbox's addition to the format).
    public var explanation: String?
    /// A lesson's suggested events script, in the events-file syntax (also an addition).
    public var events: String?
    /// Where `events` starts in the scene file, for its problems' line numbers.
    public var eventsPlace: EmbeddedScriptPlace?
    public var window: ResponderTraits
    public var application: ResponderTraits
    public var delegate: DelegateNode
    public var root: ControllerNode
    /// Top-level `windowScene: true`: a UIWindowScene between UIWindow and UIApplication.
    public var windowScene = false
    /// `window.subviews`: views the window holds in front of the root view controller's view,
    /// as UIKit's presentation adds a UITransitionView for a presented controller.
    public var windowSubviews: [SceneNode] = []
    /// `window.overrides`: which of `hitTest` and `pointInside` the main window's class
    /// overrides (from a capture); not run, UIKit's default is assumed.
    public var windowOverrides: [String] = []
    /// `windows:`: further windows, above the main one in level order (equal levels: later in front).
    public var windows: [WindowNode] = []
    /// Lines to show without refusing the file (`FILE:LINE:COLUMN: path: warning: …`).
    public var warnings: [SourceDiagnostic] = []
}

/// What every responder node can say about the events and actions it implements.
public struct ResponderTraits: Sendable, Equatable {
    public var handles: Set<ResponderMethod> = []
    public var callsSuper = false
    public var actions: [String] = []
    /// Implemented actions its canPerformAction(_:withSender:) answers No for.
    public var refuses: [String] = []
    public var canBecomeFirstResponder = false
    public var firstResponder = false
    public var keyCommands: [KeyCommandNode] = []
    /// What an override of `canResignFirstResponder` answers (UIKit's default: true).
    public var canResignFirstResponder = true
    /// `targetForAction: {"copy:": OTHER}`: an override of `target(forAction:withSender:)`
    /// that answers the responder OTHER for that action.
    public var targetForAction: [String: String] = [:]

    public init() {}
}

public struct KeyCommandNode: Sendable, Equatable {
    public var input: String
    public var modifiers: UIKeyCommand.ModifierFlags
    public var action: String
}

public struct DelegateNode: Sendable, Equatable {
    public var name = "AppDelegate"
    public var isResponder = true
    public var traits = ResponderTraits()
}

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

public struct ViewNode: Sendable, Equatable {
    public var name: String
    public var frame: CGRect
    public var color: UIColor = .gray
    public var hidden = false
    public var alpha: Double = 1
    public var userInteractionEnabled = true
    public var clipsToBounds = false
    public var multipleTouchEnabled = false
    public var exclusiveTouch = false
    public var hitArea: Double = 0
    /// Scaled, rotated, then translated about the centre; `frame` is untransformed.
    public var transform: TransformParts = .identity
    public var boundsOrigin: CGPoint = .zero
    public var passthrough = false
    public var control: ControlNode?
    /// A UITextField: becomes first responder when a tap lifts inside it.
    public var textField = false
    /// The class it stands for in chain logs (`UILabel`); nil: UIView's own.
    public var className: String?
    /// `baseClass`: the UIKit class a printed Swift class derives from (`UILabel`), as
    /// `recursiveDescription` prints it.
    public var baseClassName: String?

    /// UIView.isUserInteractionEnabled: "default is false for UILabel and UIImageView".
    public static let classesWithoutTouches: Set<String> = ["UILabel", "UIImageView"]

    /// Whether the view's `class` or `baseClass` is one whose interaction is off by default.
    public var takesNoTouchesByDefault: Bool {
        [className, baseClassName].contains { $0.map(Self.classesWithoutTouches.contains) ?? false }
    }
    /// `address`: the view's address in the app it was imported from (`"0x106924a70"`).
    public var address: String?
    /// `unknownRecognizers: true`: the view has gesture recognizers whose kinds are not
    /// known, as a dump's `gestureRecognizers = <NSArray: 0x…>` says.
    public var hasUnknownRecognizers = false
    /// `overrides: [hitTest, pointInside]`: methods of its class, read from a capture, that
    /// decide hit-testing in code the sandbox cannot run; it assumes UIKit's default and says so.
    public var overrides: [String] = []
    public var traits = ResponderTraits()
    /// `gestures:`: recognizers attached to this view.
    public var gestures: [GestureNode] = []
    /// `scroll:`: the view is a UIScrollView.
    public var scroll: ScrollNode?
    public var subviews: [SceneNode] = []
}

public struct ControllerNode: Sendable, Equatable {
    public var name: String
    public var view: ViewNode
    public var traits = ResponderTraits()
}

public indirect enum SceneNode: Sendable, Equatable {
    case view(ViewNode)
    case controller(ControllerNode)
}
