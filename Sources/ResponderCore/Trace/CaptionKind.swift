import Foundation

/// What a `caption` step tells: a change a script or a person made between events, or time
/// passing, so that the window can show a wait as time and a change as a change.
public enum CaptionKind: Equatable, Sendable {
    /// A property set (`C.isUserInteractionEnabled = false`, `cardTap.isEnabled = false`).
    case property
    /// A view removed from its superview.
    case removal
    /// A view added, reordered, moved into another parent or renamed.
    case hierarchy
    /// The application's clock advanced by `seconds` with no input.
    case wait(seconds: TimeInterval)
    /// An events file's finger goes on as a touch of another number, because a lifted touch
    /// still has its number (a recognizer holds back its touchesEnded).
    case touchNumber
}
