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
        CanvasPainter(session: session, measurer: measurer).paint(into: &list)
        PanelPainter(session: session, measurer: measurer).paint(into: &list)
        ChromePainter(session: session, measurer: measurer).paint(into: &list)
        return list
    }
}
