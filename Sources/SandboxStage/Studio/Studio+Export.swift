import Foundation

/// What the window's animation export (Shift+S) needs of the session.
extension SandboxSession {
    /// Runs `body` (which draws) with the session showing `timeline` and no status message,
    /// then puts both back: an export's frames show the animation, not the export's own progress.
    public func showing(_ timeline: Timeline, _ body: () -> Void) {
        let savedTimeline = self.timeline, savedMessage = statusMessage, savedViewport = viewportSize
        self.timeline = timeline
        statusMessage = nil
        body()
        self.timeline = savedTimeline
        statusMessage = savedMessage
        viewportSize = savedViewport
    }
}
