import Foundation

/// What the platform must do after a command that the session cannot do itself.
public enum StageEffect: Equatable, Sendable {
    case saveScreenshot
    case exportAnimation
    case toggleRecording
    /// Ctrl+V: open the scene or dump on the clipboard.
    case pasteScene
    case quit
}
