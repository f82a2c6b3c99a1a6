import Foundation

/// While Tab has given the keyboard to the app, a tag at the canvas's top right says so and
/// how to leave: otherwise keys that usually step or replay would seem dead.
struct KeysToAppPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let text = "KEYS → APP (Tab or Esc to leave)"
    static let textSize = 16.0

    /// The tag's width; the lesson banner beside it in the same band leaves this much room.
    static func width(measurer: TextMeasuring, zoom: Double) -> Double {
        measurer.width(of: text, size: textSize * zoom, bold: true) + 20
    }

    func paint(into list: inout DisplayList) {
        guard frame.keysToApp else { return }
        let layout = frame.layout
        let size = Self.textSize * layout.zoom
        let width = Self.width(measurer: measurer, zoom: layout.zoom)
        // In the band above the scene (see `StageFrame.layout`), at its right end.
        let box = CGRect(x: layout.canvasArea.maxX - width - 12, y: layout.canvasArea.minY + 4,
                         width: width, height: LessonBannerPainter.height(zoom: layout.zoom) - 4)
        list.fill(box, Palette.reddishPurple)
        list.outline(box, Palette.ink, width: 2)
        list.text(Self.text, at: CGPoint(x: box.midX, y: box.midY), size: size, color: Palette.ink, bold: true, anchor: .center)
    }
}
