import Foundation

/// Turns one frame of the window into the picture: one display list for the whole window.
public struct StagePainter {
    public let measurer: TextMeasuring

    public init(measurer: TextMeasuring) {
        self.measurer = measurer
    }

    public func paint(_ frame: StageFrame) -> DisplayList {
        var list = DisplayList()
        list.fill(CGRect(origin: .zero, size: frame.layout.viewport), Palette.background)
        CanvasPainter(frame: frame, measurer: measurer).paint(into: &list)
        PanelPainter(frame: frame, measurer: measurer).paint(into: &list)
        LessonBannerPainter(frame: frame, measurer: measurer).paint(into: &list)
        KeysToAppPainter(frame: frame, measurer: measurer).paint(into: &list)
        EditModePainter(frame: frame, measurer: measurer).paint(into: &list)
        EditMenuPainter(frame: frame, measurer: measurer).paint(into: &list)
        StudioPalettePainter(frame: frame, measurer: measurer).paint(into: &list)
        ExplanationEditorPainter(frame: frame, measurer: measurer).paint(into: &list)
        ChromePainter(frame: frame, measurer: measurer).paint(into: &list)
        // Over everything, beside the mouse: the right-click's menu, or the view under the mouse named.
        WhyMenuPainter(frame: frame, measurer: measurer).paint(into: &list)
        HoverCardPainter(frame: frame, measurer: measurer).paint(into: &list)
        return list
    }
}
