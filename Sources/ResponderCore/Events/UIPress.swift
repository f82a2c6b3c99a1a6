import Foundation

/// A physical button press: a game controller's button (an events file's `press` words) or,
/// as on iOS 13.4 and later, a hardware keyboard's key (`key`).
public final class UIPress: Hashable {
    public enum Phase: String, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// UIKit's press types; a controller's buttons map onto them as on tvOS.
    public enum PressType: String, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    /// The controller buttons the sandbox reads, named as in the events file.
    public enum ControllerButton: String, Sendable, CaseIterable {
        case a, b, x, y, start, back, leftshoulder, rightshoulder, dpup, dpdown, dpleft, dpright

        /// tvOS maps a remote's buttons this way; buttons with no UIKit type have none.
        public var pressType: PressType? {
            switch self {
            case .dpup: return .upArrow
            case .dpdown: return .downArrow
            case .dpleft: return .leftArrow
            case .dpright: return .rightArrow
            case .a: return .select
            case .b, .back: return .menu
            case .start: return .playPause
            case .x, .y, .leftshoulder, .rightshoulder: return nil
            }
        }
    }

    /// The controller button, or nil for a keyboard press.
    public let button: ControllerButton?
    /// The keyboard key, or nil for a controller button (UIKit's `UIPress.key`).
    public let key: UIKey?
    public var type: PressType? { button?.pressType }
    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval

    public init(button: ControllerButton, phase: Phase, timestamp: TimeInterval) {
        self.button = button
        self.key = nil
        self.phase = phase
        self.timestamp = timestamp
    }

    public init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
        self.button = nil
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
