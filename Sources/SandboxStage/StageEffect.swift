import Foundation

/// What the platform must do after a command that the session cannot do itself.
public enum StageEffect: Equatable, Sendable {
    case saveScreenshot
    case exportAnimation
    case toggleRecording
    case quit
}
