import Foundation

/// The banner over the top of the canvas while a lesson's input plays: which command ran,
/// in words, and the keys that go on, so a teacher needs no README to step through it.
struct LessonBannerPainter {
    let session: SandboxSession
    let measurer: TextMeasuring

    static let textSize = 16.0

    /// The banner's words: "Lesson input 3 of 6: C.isUserInteractionEnabled = false".
    static func text(for input: LessonInput) -> (what: String, keys: String) {
        let count = input.entries.count
        guard let current = input.current else {
            return ("Lesson input: \(count) command\(count == 1 ? "" : "s"), none run yet", "Enter or →: run the first")
        }
        let what = "Lesson input \(current + 1) of \(count): \(input.entries[current].caption)"
        let keys = input.isFinished ? "the last one · Backspace: start again" : "Enter or → (after the animation): next · Backspace: start again"
        return (what, keys)
    }

    func paint(into list: inout DisplayList) {
        guard let input = session.lessonInput else { return }
        let layout = session.layout
        let size = Self.textSize * layout.zoom
        let (what, keys) = Self.text(for: input)
        let width = layout.canvasArea.width - 24
        let lines = Array(measurer.wrap(what + " — " + keys, width: width - 20, size: size, bold: true).prefix(3))
        let rowHeight = measurer.lineHeight(size: size) + 2
        let box = CGRect(x: layout.canvasArea.minX + 12, y: layout.canvasArea.minY + 4,
                         width: width, height: Double(lines.count) * rowHeight + 10)
        list.fill(box, Palette.barBackground.withAlpha(225))
        list.outline(box, Palette.yellow, width: 1)
        for (index, line) in lines.enumerated() {
            list.text(line, at: CGPoint(x: box.minX + 10, y: box.minY + 5 + Double(index) * rowHeight),
                      size: size, color: Palette.yellow, bold: true)
        }
    }
}
