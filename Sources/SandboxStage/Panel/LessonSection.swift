import Foundation

/// LESSON: the scene's explanation, wrapped in full; its pane scrolls when it is long.
struct LessonSection {
    let frame: StageFrame
    let style: PanelStyle

    func rows() -> [PanelRow] {
        guard let explanation = frame.explanation, !explanation.isEmpty else { return [] }
        var rows = [style.heading("LESSON")]
        // The file's own line breaks are only where its author's editor wrapped; blank lines are paragraphs.
        let paragraphs = explanation.components(separatedBy: "\n\n").map { $0.replacingOccurrences(of: "\n", with: " ") }
        for (index, paragraph) in paragraphs.enumerated() where !paragraph.trimmingCharacters(in: .whitespaces).isEmpty {
            if index > 0 { rows.append(style.spacer(4)) }
            rows += style.paragraph(paragraph, size: style.logSize)
        }
        return rows + [style.spacer(6)]
    }
}
