import Foundation
import ResponderCore

/// GESTURES: each recognizer that saw the input, with its state (its final one once the
/// input is over), whether its action fired and to whom, and what it held back or
/// cancelled at the view. Absent when no recognizer took part, as in the lessons before 28.
struct GesturesSection {
    let frame: StageFrame
    let episode: TraceEpisode
    let style: PanelStyle

    func rows() -> [PanelRow] {
        guard !episode.recognizers.isEmpty else { return [] }
        let finished = frame.timeline.isFinished
        var rows = [style.heading("GESTURES")]
        let indent = style.layout.size(20)
        for story in episode.recognizers {
            let state = finished ? story.outcome : story.state
            let holderOnly = story.states.isEmpty && story.actions.isEmpty && !story.held.isEmpty
            let (word, color) = holderOnly ? ("held touches back", Palette.held) : GestureWording.describe(state)
            let won = story.didRecognize
            rows += style.pair(story.name, word, color: won ? Palette.gestureRecognized : Palette.panelText,
                               answerColor: state == .possible ? Palette.panelText : color, bold: won, responder: story.view)
            // A holder with no state of its own (a scroll view's content-touch delay) has no view or action to tell.
            if !holderOnly {
                var details = ["on \(story.view)"]
                if let sent = story.actions.last {
                    details.append("action fired: \(sent.action) → \(sent.target)")
                } else {
                    details.append("action not sent")
                }
                rows += style.paragraph(details.joined(separator: " · "), size: style.smallSize, color: Palette.panelDim,
                                        indent: indent, hangingIndent: indent / 2)
            }
            for phase in story.held {
                rows += style.paragraph(GestureWording.held(phase, by: story.name) + " (\(phase.view), touch \(phase.touch))", size: style.smallSize,
                                        color: phase.fate == .waiting ? Palette.held : phase.fate == .discarded ? Palette.discarded : Palette.panelText,
                                        indent: indent, hangingIndent: indent / 2)
            }
            for touch in story.cancelled {
                let which = touch.touch.map { " (touch \($0))" } ?? ""
                rows += style.paragraph("\(touch.view): touchesCancelled\(which)", size: style.smallSize, color: Palette.touchCancelled,
                                        indent: indent, hangingIndent: indent / 2)
            }
        }
        return rows + [style.spacer()]
    }
}
