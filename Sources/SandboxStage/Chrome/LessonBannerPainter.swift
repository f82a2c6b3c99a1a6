import Foundation

/// The banner over the top of the canvas while a lesson's input plays: which command ran,
/// in words, and the keys that go on, so a teacher needs no README to step through it.
struct LessonBannerPainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let textSize = 16.0

    /// The band the banner takes at the canvas's top; the scene is laid out below it.
    static func height(zoom: Double) -> Double { (textSize * 1.25 + 14) * zoom }

    /// The banner's words: "Lesson input 3 of 6: C.isUserInteractionEnabled = false".
    static func text(for input: LessonInput) -> (what: String, keys: String) {
        let count = input.entries.count
        guard let current = input.current else {
            return ("Lesson input: \(count) command\(count == 1 ? "" : "s"), none run yet", "Enter or →: run the first")
        }
        // A click or a key after the lesson's command is a picture of its own: the banner
        // says so rather than naming a command the canvas no longer shows.
        if input.isShowingOwnInput {
            return ("Your own input, not the lesson's",
                    input.isFinished ? "Backspace: the lesson from its start" : "Enter: lesson input \(input.next + 1) of \(count)")
        }
        let what = "Lesson input \(current + 1) of \(count): \(input.entries[current].caption)"
        let keys: String
        if !input.isFinished {
            keys = "Enter or → (after the animation): next · Backspace: start again"
        } else if current == count - 1 {
            keys = "the last one · Backspace: start again"
        } else {
            // Every command has run but the animation is still at an earlier one (`--step`, or
            // Enter pressed mid-animation): it is not the last one shown, and → goes on.
            keys = "→: the animation goes on to input \(current + 2) · Backspace: start again"
        }
        return (what, keys)
    }

    func paint(into list: inout DisplayList) {
        guard let input = frame.lessonInput else { return }
        let layout = frame.layout
        let size = Self.textSize * layout.zoom
        let (what, keys) = Self.text(for: input)
        // The KEYS → APP tag shares the band, at its right end.
        let tagRoom = frame.keysToApp ? KeysToAppPainter.width(measurer: measurer, zoom: layout.zoom) + 8 : 0
        let box = CGRect(x: layout.canvasArea.minX + 12, y: layout.canvasArea.minY + 4,
                         width: layout.canvasArea.width - 24 - tagRoom, height: Self.height(zoom: layout.zoom) - 4)
        list.fill(box, Palette.barBackground.withAlpha(235))
        list.outline(box, Palette.yellow, width: 1)
        // One line: the keys when they fit, else the command alone (the panel lists it in full).
        let full = what + " — " + keys
        let fits = measurer.width(of: full, size: size, bold: true) <= box.width - 20
        let shortKeys = input.isShowingOwnInput ? " — " + keys : input.isFinished ? " — Backspace: start again" : " — Enter: next"
        let shown = measurer.truncate(fits ? full : what + shortKeys, width: box.width - 20, size: size, bold: true)
        list.text(shown, at: CGPoint(x: box.minX + 10, y: box.midY), size: size, color: Palette.yellow, bold: true, anchor: .left)
    }
}
