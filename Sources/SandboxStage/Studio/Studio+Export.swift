import Foundation

/// What the window's animation export (Shift+S) needs of the session.
extension Studio {
    /// Runs `body` (which draws) with the session showing `timeline` and no status message,
    /// then puts both back: an export's frames show the animation, not the export's own progress.
    public func showing(_ timeline: Timeline, _ body: () -> Void) {
        let savedTimeline = session.timeline, savedMessage = session.statusMessage, savedViewport = session.viewportSize
        session.timeline = timeline
        session.statusMessage = nil
        body()
        session.timeline = savedTimeline
        session.statusMessage = savedMessage
        session.viewportSize = savedViewport
    }
}
