import Foundation

/// An event as UIKit delivers it: a type and subtype, a timestamp and, for touches, the touches.
open class UIEvent {
    public enum EventType: String, Sendable {
        case touches, motion, remoteControl, presses
        /// A pointer from an indirect input device moving over the interface (iOS 13.4).
        case hover
    }

    /// UIKit's subtypes: the only motion is a shake; remote control is the media commands.
    public enum EventSubtype: String, Sendable, CaseIterable {
        case none
        case motionShake
        case remoteControlPlay
        case remoteControlPause
        case remoteControlStop
        case remoteControlTogglePlayPause
        case remoteControlNextTrack
        case remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward
        case remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward
        case remoteControlEndSeekingForward
    }

    public let type: EventType
    public let subtype: EventSubtype
    public let timestamp: TimeInterval
    public internal(set) var allTouches: Set<UITouch>?

    /// Where this event's delivery steps are recorded (the sandbox's addition).
    public let recorder: TraceRecorder?
    /// The first responder that handled this event, if any.
    public private(set) var handler: UIResponder?
    /// For motion events: which of began, ended or cancelled this event reports.
    var motionPhase: ResponderMethod = .motionBegan
    /// What brought the event about when it was not the user's input (see DeliveryResult.cause).
    var cause: String?
    /// The responder a later touch phase stopped at (see DeliveryResult.stoppedAt).
    var stoppedAt: String?

    public init(
        type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval,
        recorder: TraceRecorder? = nil
    ) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.recorder = recorder
    }

    public func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    func noteHandled(by responder: UIResponder) {
        if handler == nil { handler = responder }
    }

    func resetHandler() {
        handler = nil
        stoppedAt = nil
    }
}

/// The event that carries presses (UIKit's `UIPressesEvent`).
open class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    public init(presses: Set<UIPress>, timestamp: TimeInterval, recorder: TraceRecorder? = nil) {
        self.allPresses = presses
        super.init(type: .presses, timestamp: timestamp, recorder: recorder)
    }
}
