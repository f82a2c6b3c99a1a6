import Foundation

/// Draws the lesson's explanation being written: a sheet over the canvas with its keys, the
/// text wrapped as typed, and the cursor at its end.
struct ExplanationEditorPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let textSize = 16.0
    static let keys = "Type · Enter: new line · Backspace: erase · Ctrl+Enter: keep · Esc: cancel"

    func paint(into list: inout DisplayList) {
        guard let draft = frame.explanationDraft else { return }
        let layout = frame.layout
        let zoom = layout.zoom, size = Self.textSize * zoom, lineHeight = size * 1.35
        let area = layout.canvasArea
        let box = CGRect(x: Double(area.minX) + 12, y: Double(area.minY) + EditModePainter.height(zoom: zoom) + 6,
                         width: Double(area.width) - 24, height: Double(area.height) - EditModePainter.height(zoom: zoom) - 18)
        list.fill(box, Palette.panelBackground.withAlpha(248))
        list.outline(box, Palette.vermillion, width: 2)
        list.text(measurer.truncate("The lesson's explanation", width: box.width - 20, size: size, bold: true),
                  at: CGPoint(x: box.minX + 10, y: box.minY + lineHeight / 2 + 6), size: size, color: Palette.yellow, bold: true, anchor: .left)
        list.text(measurer.truncate(Self.keys, width: box.width - 20, size: size * 0.85),
                  at: CGPoint(x: box.minX + 10, y: box.minY + lineHeight * 1.5 + 6), size: size * 0.85, color: Palette.panelText, anchor: .left)
        // Each line as typed, wrapped to the sheet; the last lines when they do not all fit.
        let width = box.width - 20
        let lines = (draft + "▏").split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            line.isEmpty ? [""] : measurer.wrap(String(line), width: width, size: size)
        }
        let room = max(1, Int((box.height - lineHeight * 2.5) / lineHeight))
        for (index, line) in lines.suffix(room).enumerated() {
            list.text(line, at: CGPoint(x: box.minX + 10, y: box.minY + lineHeight * (Double(index) + 3) + 6), size: size,
                      color: Palette.paper, anchor: .left)
        }
    }
}
