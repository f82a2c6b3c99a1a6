import Foundation
import SandboxScenes

/// The header (lesson and title), the status bar (first responder, controllers, speed),
/// the footer of shortcuts, a failed reload's errors, and the help overlay.
struct ChromePainter {
    let frame: StageFrame
    let measurer: TextMeasuring
    let layout: StageLayout

    init(frame: StageFrame, measurer: TextMeasuring) {
        self.frame = frame
        self.measurer = measurer
        self.layout = frame.layout
    }

    func paint(into list: inout DisplayList) {
        paintHeader(into: &list)
        paintStatus(into: &list)
        paintFooter(into: &list)
        if !frame.reloadProblems.isEmpty { paintReloadProblems(into: &list) }
        if let message = frame.statusMessage { paintMessage(message, into: &list) }
        if frame.isHelpVisible { paintHelp(into: &list) }
    }

    private func paintHeader(into list: inout DisplayList) {
        list.fill(layout.header, Palette.barBackground)
        var title = frame.sceneTitle
        if let (index, count) = frame.lesson {
            title = (frame.showsLessonCount ? "Lesson \(index + 1)/\(count) · " : "Lesson \(index + 1) · ") + title
        } else {
            title = frame.sceneName + " · " + title
        }
        let helpSize = layout.size(16), inset = layout.size(14)
        let helpWidth = measurer.width(of: "H  help", size: helpSize, bold: true) + layout.size(24)
        // While recording, the title also leaves room for the REC marker.
        let markerWidth = frame.isRecording ? measurer.width(of: Self.recordingMarker, size: helpSize, bold: true) + layout.size(28) : 0
        let room = layout.header.width - helpWidth - markerWidth - inset * 2
        // A long title gets smaller text before it is ever shortened.
        var titleSize = layout.size(20)
        while titleSize > layout.size(15), measurer.width(of: title, size: titleSize, bold: true) > room { titleSize -= 1 }
        let shown = measurer.truncate(title, width: room, size: titleSize, bold: true)
        list.text(shown, at: CGPoint(x: layout.header.minX + inset, y: layout.header.midY), size: titleSize, color: Palette.panelText, bold: true, anchor: .left)
        list.text("H  help", at: CGPoint(x: layout.header.maxX - inset, y: layout.header.midY - measurer.lineHeight(size: helpSize) / 2),
                  size: helpSize, color: Palette.yellow, bold: true, anchor: .topRight)
        if frame.isRecording { paintRecordingMarker(right: layout.header.maxX - helpWidth - layout.size(8), into: &list) }
    }

    static let recordingMarker = "● REC  (Ctrl+R stops)"

    /// "● REC" while `--record` or Ctrl+R writes the user's input: a class sees it is being recorded.
    private func paintRecordingMarker(right: CGFloat, into list: inout DisplayList) {
        let text = Self.recordingMarker, size = layout.size(16)
        let width = measurer.width(of: text, size: size, bold: true) + layout.size(20)
        let box = CGRect(x: right - width, y: layout.header.minY + layout.size(6), width: width, height: layout.header.height - layout.size(12))
        list.fill(box, Palette.error)
        list.text(text, at: CGPoint(x: box.minX + layout.size(10), y: box.midY), size: size, color: Palette.paper, bold: true, anchor: .left)
    }

    private func paintStatus(into list: inout DisplayList) {
        list.fill(layout.status, Palette.background)
        list.line(CGPoint(x: layout.status.minX, y: layout.status.minY), CGPoint(x: layout.status.maxX, y: layout.status.minY), Palette.panelDim, width: 1)
        let first = frame.firstResponder ?? "none"
        // Most important first: what does not fit is left out whole, never cut in the middle.
        var parts = ["first responder: \(first)"]
        // A press held now, timed live while the canvas may still be playing its hitTest.
        if let held = Self.heldText(frame.heldFingers) { parts.append(held) }
        if frame.timeline.isPaused { parts.append("PAUSED (Space)") }
        if frame.explodeTarget > 0 { parts.append("exploded (E)") }
        parts.append("speed ×\(frame.timeline.speed.formatted(maximumFractionDigits: 2))")
        // The zoom asked for, as Ctrl+= / Ctrl+− / Ctrl+0 and Z say it: a large window's own
        // enlargement is not a zoom the teacher set (×1.35 at 1920×1080 would contradict Ctrl+0's ×1).
        if abs(layout.requestedZoom - 1) > 0.001 { parts.append("zoom ×\(layout.requestedZoom.formatted(maximumFractionDigits: 2))") }
        // Zoomed in, the canvas shows part of the scene: how to reach the rest.
        if layout.requestedZoom > 1 { parts.append("Shift+drag or middle drag pans") }
        parts.append(frame.deviceStatus)
        let size = layout.size(15), inset = layout.size(12), separator = "   ·   "
        while parts.count > 1, measurer.width(of: parts.joined(separator: separator), size: size) > layout.status.width - inset * 2 { parts.removeLast() }
        let text = measurer.truncate(parts.joined(separator: separator), width: layout.status.width - inset * 2, size: size)
        list.text(text, at: CGPoint(x: layout.status.minX + inset, y: layout.status.midY), size: size, color: Palette.ink, anchor: .left)
        let textEnd = layout.status.minX + inset + measurer.width(of: text, size: size)
        paintStatusLegend(from: textEnd + layout.size(24), into: &list)
    }

    /// "finger 1 held 0.7 s" for each finger down, or nil.
    static func heldText(_ held: [Int: Double]) -> String? {
        guard !held.isEmpty else { return nil }
        return held.sorted { $0.key < $1.key }.map { "finger \($0.key) held \(String(format: "%.1f", $0.value)) s" }.joined(separator: ", ")
    }

    /// The canvas's marks in a line at the status bar's right end, as many as fit there:
    /// a legend that needs no key.
    private func paintStatusLegend(from start: Double, into list: inout DisplayList) {
        let entries: [(Legend.Swatch, String)] = [(.inside, "inside"), (.outside, "outside"), (.skipped, "skipped"),
                                                  (.hitTestView, "hit-test view"), (.handled, "handled"), (.firstResponder, "first responder")]
        let size = layout.size(13), gap = layout.size(12)
        let swatch = CGSize(width: layout.size(22), height: measurer.lineHeight(size: size) * 0.8)
        func width(_ word: String) -> Double { swatch.width + layout.size(4) + measurer.width(of: word, size: size) }
        var shown = entries
        while !shown.isEmpty, shown.map({ width($0.1) + gap }).reduce(0, +) > layout.status.maxX - layout.size(12) - start { shown.removeLast() }
        guard shown.count >= 3 else { return }
        var x = layout.status.maxX - layout.size(12) - shown.map { width($0.1) + gap }.reduce(0, +) + gap
        for (kind, word) in shown {
            let rect = CGRect(x: x, y: layout.status.midY - swatch.height / 2, width: swatch.width, height: swatch.height)
            for command in Legend.swatch(kind, in: rect, textSize: size) { list.append(command) }
            list.text(word, at: CGPoint(x: rect.maxX + layout.size(4), y: layout.status.midY), size: size, color: Palette.ink, anchor: .left)
            x += width(word) + gap
        }
    }


    private func paintFooter(into list: inout DisplayList) {
        list.fill(layout.footer, Palette.barBackground)
        let size = layout.size(14), inset = layout.size(12)
        var text = Shortcuts.footerLast
        // In edit mode a click is no touch: the footer lists edit mode's keys instead.
        let reminders = frame.isEditing ? Shortcuts.editFooter : Shortcuts.footer
        for count in stride(from: reminders.count, through: 0, by: -1) {
            text = (reminders.prefix(count) + [Shortcuts.footerLast]).joined(separator: " · ")
            if measurer.width(of: text, size: size) <= layout.footer.width - inset * 2 { break }
        }
        text = measurer.truncate(text, width: layout.footer.width - inset * 2, size: size)
        list.text(text, at: CGPoint(x: layout.footer.minX + inset, y: layout.footer.midY), size: size, color: Palette.panelText, bold: false, anchor: .left)
    }

    private func paintReloadProblems(into list: inout DisplayList) {
        let size = layout.size(14), inset = layout.size(12)
        let width = layout.canvasArea.width - inset * 2
        var lines = measurer.wrap("The scene file has errors; the last good scene stays on screen until you fix them:",
                                  width: width - inset * 2, size: size, bold: true)
        let boldLines = lines.count
        let rowHeight = measurer.lineHeight(size: size) + layout.size(2)
        let room = max(1, Int((layout.canvasArea.height - inset * 3) / rowHeight) - boldLines - 1)
        var problems = frame.reloadProblems.flatMap { measurer.wrap($0, width: width - inset * 2, size: size) }
        if problems.count > room {
            let more = frame.reloadProblems.count
            problems = Array(problems.prefix(room - 1)) + ["… more (\(more) problem\(more == 1 ? "" : "s") in all): fix these first"]
        }
        lines += problems
        let box = CGRect(x: layout.canvasArea.minX + inset, y: layout.canvasArea.minY + layout.size(8), width: width,
                         height: Double(lines.count) * rowHeight + layout.size(14))
        list.fill(box, Palette.error.withAlpha(235))
        list.outline(box, Palette.ink, width: 2)
        for (index, text) in lines.enumerated() {
            list.text(text, at: CGPoint(x: box.minX + layout.size(10), y: box.minY + layout.size(7) + Double(index) * rowHeight), size: size,
                      color: Palette.paper, bold: index < boldLines)
        }
    }

    /// A passing message over the bottom of the canvas, wrapped rather than cut.
    private func paintMessage(_ message: String, into list: inout DisplayList) {
        let size = layout.size(16), pad = layout.size(14)
        let maxWidth = layout.canvasArea.width - layout.size(24)
        let lines = measurer.wrap(message, width: maxWidth - pad * 2, size: size, bold: true)
        let width = min((lines.map { measurer.width(of: $0, size: size, bold: true) }.max() ?? 0) + pad * 2, maxWidth)
        let rowHeight = measurer.lineHeight(size: size) + layout.size(2)
        let height = Double(lines.count) * rowHeight + layout.size(12)
        // Above the strip of responders under the scene, so the message hides none of them.
        let bottom = layout.canvasArea.maxY - StageLayout.chainStripHeight - layout.size(8)
        let box = CGRect(x: layout.canvasArea.midX - width / 2, y: max(layout.canvasArea.minY, bottom - height), width: width, height: height)
        list.fill(box, Palette.barBackground.withAlpha(235))
        for (index, line) in lines.enumerated() {
            list.text(line, at: CGPoint(x: box.midX, y: box.minY + layout.size(6) + (Double(index) + 0.5) * rowHeight), size: size,
                      color: Palette.paper, bold: true, anchor: .center)
        }
    }

    private func paintHelp(into list: inout DisplayList) {
        HelpOverlayPainter(layout: layout, measurer: measurer).paint(into: &list)
    }
}
