import Foundation

/// The header (lesson and title), the status bar (first responder, controllers, speed),
/// the footer of shortcuts, a failed reload's errors, and the help overlay.
struct ChromePainter {
    let session: SandboxSession
    let measurer: TextMeasuring
    let layout: StageLayout

    init(session: SandboxSession, measurer: TextMeasuring) {
        self.session = session
        self.measurer = measurer
        self.layout = session.layout
    }

    func paint(into list: inout DisplayList) {
        paintHeader(into: &list)
        paintStatus(into: &list)
        paintFooter(into: &list)
        if !session.reloadProblems.isEmpty { paintReloadProblems(into: &list) }
        if let message = session.statusMessage { paintMessage(message, into: &list) }
        if session.isHelpVisible { paintHelp(into: &list) }
    }

    private func paintHeader(into list: inout DisplayList) {
        list.fill(layout.header, Palette.barBackground)
        var title = session.scene.document.title
        if let index = session.lessonIndex, let count = session.catalog?.lessons.count {
            title = "Lesson \(index + 1)/\(count) · " + title
        } else {
            title = session.sceneName + " · " + title
        }
        let helpWidth = measurer.width(of: "H  help", size: 16, bold: true) + 24
        // While recording, the title also leaves room for the REC marker.
        let markerWidth = session.isRecording ? measurer.width(of: Self.recordingMarker, size: 16, bold: true) + 28 : 0
        let shown = measurer.truncate(title, width: layout.header.width - helpWidth - markerWidth - 24, size: 20, bold: true)
        list.text(shown, at: CGPoint(x: layout.header.minX + 14, y: layout.header.midY), size: 20, color: Palette.panelText, bold: true, anchor: .left)
        list.text("H  help", at: CGPoint(x: layout.header.maxX - 14, y: layout.header.minY + 12), size: 16, color: Palette.yellow, bold: true, anchor: .topRight)
        if session.isRecording { paintRecordingMarker(right: layout.header.maxX - helpWidth - 8, into: &list) }
    }

    static let recordingMarker = "● REC  (Ctrl+R stops)"

    /// "● REC" while `--record` or Ctrl+R writes the user's input: a class sees it is being recorded.
    private func paintRecordingMarker(right: CGFloat, into list: inout DisplayList) {
        let text = Self.recordingMarker
        let width = measurer.width(of: text, size: 16, bold: true) + 20
        let box = CGRect(x: right - width, y: layout.header.minY + 6, width: width, height: layout.header.height - 12)
        list.fill(box, Palette.error)
        list.text(text, at: CGPoint(x: box.minX + 10, y: box.midY), size: 16, color: Palette.paper, bold: true, anchor: .left)
    }

    private func paintStatus(into list: inout DisplayList) {
        list.fill(layout.status, Palette.background)
        list.line(CGPoint(x: layout.status.minX, y: layout.status.minY), CGPoint(x: layout.status.maxX, y: layout.status.minY), Palette.panelDim, width: 1)
        let first = session.application.firstResponder?.name ?? "none"
        var parts = ["first responder: \(first)", session.deviceStatus, "speed ×\(formatted(session.timeline.speed))"]
        if session.timeline.isPaused { parts.append("PAUSED (Space)") }
        if session.explodeTarget > 0 { parts.append("exploded (E)") }
        let text = measurer.truncate(parts.joined(separator: "   ·   "), width: layout.status.width - 24, size: 15)
        list.text(text, at: CGPoint(x: layout.status.minX + 12, y: layout.status.midY), size: 15, color: Palette.ink, anchor: .left)
    }

    private func formatted(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }

    private func paintFooter(into list: inout DisplayList) {
        list.fill(layout.footer, Palette.barBackground)
        var text = Shortcuts.footerLast
        for count in stride(from: Shortcuts.footer.count, through: 0, by: -1) {
            text = (Shortcuts.footer.prefix(count) + [Shortcuts.footerLast]).joined(separator: " · ")
            if measurer.width(of: text, size: 14) <= layout.footer.width - 24 { break }
        }
        list.text(text, at: CGPoint(x: layout.footer.minX + 12, y: layout.footer.midY), size: 14, color: Palette.panelText, bold: false, anchor: .left)
    }

    private func paintReloadProblems(into list: inout DisplayList) {
        let width = layout.canvasArea.width - 24
        var lines = ["The scene file has errors; the last good scene stays on screen until you fix them:"]
        lines += session.reloadProblems.prefix(8).flatMap { measurer.wrap($0, width: width - 20, size: 14) }
        if session.reloadProblems.count > 8 { lines.append("… and \(session.reloadProblems.count - 8) more") }
        let rowHeight = measurer.lineHeight(size: 14) + 2
        let box = CGRect(x: layout.canvasArea.minX + 12, y: layout.canvasArea.minY + 8, width: width, height: Double(lines.count) * rowHeight + 14)
        list.fill(box, Palette.error.withAlpha(235))
        list.outline(box, Palette.ink, width: 2)
        for (index, text) in lines.enumerated() {
            list.text(text, at: CGPoint(x: box.minX + 10, y: box.minY + 7 + Double(index) * rowHeight), size: 14, color: Palette.paper, bold: index == 0)
        }
    }

    private func paintMessage(_ message: String, into list: inout DisplayList) {
        let width = min(measurer.width(of: message, size: 16, bold: true) + 28, layout.canvasArea.width - 24)
        let box = CGRect(x: layout.canvasArea.midX - width / 2, y: layout.canvasArea.maxY - StageLayout.chainStripHeight - 44, width: width, height: 36)
        list.fill(box, Palette.barBackground.withAlpha(235))
        let shown = measurer.truncate(message, width: width - 28, size: 16, bold: true)
        list.text(shown, at: CGPoint(x: box.midX, y: box.midY), size: 16, color: Palette.paper, bold: true, anchor: .center)
    }

    private func paintHelp(into list: inout DisplayList) {
        let rowHeight = measurer.lineHeight(size: 17) + 6
        let keyWidth = Shortcuts.help.map { measurer.width(of: $0.keys, size: 17, bold: true) }.max() ?? 100
        let meaningWidth = Shortcuts.help.map { measurer.width(of: $0.meaning, size: 17) }.max() ?? 300
        let width = min(keyWidth + meaningWidth + 70, layout.viewport.width - 40)
        let height = Double(Shortcuts.help.count) * rowHeight + 70
        let box = CGRect(x: (layout.viewport.width - width) / 2, y: max(10, (layout.viewport.height - height) / 2), width: width, height: height)
        list.fill(CGRect(origin: .zero, size: layout.viewport), Palette.ink.withAlpha(120))
        list.fill(box, Palette.panelBackground)
        list.outline(box, Palette.yellow, width: 2)
        list.text("Keys and mouse", at: CGPoint(x: box.minX + 20, y: box.minY + 14), size: 20, color: Palette.yellow, bold: true)
        for (index, entry) in Shortcuts.help.enumerated() {
            let y = box.minY + 54 + Double(index) * rowHeight
            list.text(entry.keys, at: CGPoint(x: box.minX + 20, y: y), size: 17, color: Palette.yellow, bold: true)
            list.text(entry.meaning, at: CGPoint(x: box.minX + 40 + keyWidth, y: y), size: 17, color: Palette.panelText)
        }
    }
}
