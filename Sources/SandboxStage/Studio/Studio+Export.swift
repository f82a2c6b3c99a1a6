import Foundation

/// What the window's animation export (Shift+S) needs of the session.
extension Studio {
    /// Runs `body` (which draws) with the session showing `timeline` and no status message,
    /// then puts both back: an export's frames show the animation, not the export's own progress.
    public func showing(_ timeline: Timeline, _ body: () -> Void) {
        let savedTimeline = session.history.timeline, savedMessage = session.viewer.statusMessage, savedViewport = session.viewer.viewportSize
        session.history.timeline = timeline
        session.viewer.statusMessage = nil
        body()
        session.history.timeline = savedTimeline
        session.viewer.statusMessage = savedMessage
        session.viewer.viewportSize = savedViewport
    }
}
