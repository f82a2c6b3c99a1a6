import Foundation

/// While Tab has given the keyboard to the app, a tag at the canvas's top right says so and
/// how to leave: otherwise keys that usually step or replay would seem dead.
struct KeysToAppPainter {
    let session: SandboxSession
    let measurer: TextMeasuring

    static let text = "KEYS → APP (Tab or Esc to leave)"
    static let textSize = 16.0

    func paint(into list: inout DisplayList) {
        guard session.keysToApp else { return }
        let layout = session.layout
        let size = Self.textSize * layout.zoom
        let width = measurer.width(of: Self.text, size: size, bold: true) + 20
        let height = measurer.lineHeight(size: size) + 10
        let top = layout.canvasArea.minY + (session.lessonInput == nil ? 4 : LessonBannerPainter.height(zoom: layout.zoom) + 4)
        let box = CGRect(x: layout.canvasArea.maxX - width - 12, y: top, width: width, height: height)
        list.fill(box, Palette.reddishPurple)
        list.outline(box, Palette.ink, width: 2)
        list.text(Self.text, at: CGPoint(x: box.midX, y: box.midY), size: size, color: Palette.ink, bold: true, anchor: .center)
    }
}
