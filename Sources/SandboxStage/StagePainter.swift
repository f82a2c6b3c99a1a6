import Foundation

/// Turns the session into the picture: one display list for the whole window.
public struct StagePainter {
    public let measurer: TextMeasuring

    public init(measurer: TextMeasuring) {
        self.measurer = measurer
    }

    public func paint(_ session: SandboxSession) -> DisplayList {
        var list = DisplayList()
        list.fill(CGRect(origin: .zero, size: session.layout.viewport), Palette.background)
        // Replaying the steps shown so far is the frame's main cost: do it once for both.
        let episode = session.episode
        CanvasPainter(session: session, episode: episode, measurer: measurer).paint(into: &list)
        PanelPainter(session: session, episode: episode, measurer: measurer).paint(into: &list)
        LessonBannerPainter(session: session, measurer: measurer).paint(into: &list)
        KeysToAppPainter(session: session, measurer: measurer).paint(into: &list)
        EditModePainter(session: session, measurer: measurer).paint(into: &list)
        EditMenuPainter(session: session, measurer: measurer).paint(into: &list)
        ChromePainter(session: session, measurer: measurer).paint(into: &list)
        return list
    }
}
