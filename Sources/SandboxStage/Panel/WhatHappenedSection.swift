import Foundation
import ResponderCore
import SandboxScenes

/// WHAT HAPPENED: the whole input, phase by phase, as far as the animation has shown it.
/// The hit-test view appears only once the window's hitTest has returned and a handler only
/// once the delivery has reached it, so a class can predict before the picture tells.
struct WhatHappenedSection {
    let frame: StageFrame
    let episode: TraceEpisode
    let style: PanelStyle

    func rows() -> [PanelRow] {
        let changes = changeRows()
        var rows = [style.heading("WHAT HAPPENED")] + changes
        let phases = episode.phases
        let inProgress = episode.summaryReached ? nil : episode.summary
        guard let first = phases.first?.result ?? inProgress else {
            if let hover = hoverRows() { return rows + hover + [style.spacer()] }
            return rows + (changes.isEmpty ? style.paragraph(idleText(), color: Palette.panelDim) : []) + [style.spacer()]
        }
        let touches = Self.touchIDs(in: phases.map(\.result) + [inProgress].compactMap { $0 })
        rows += startRows(first, touches: touches, phases: phases)
        if let story = GestureWording.storyLine(episode.recognizers) {
            rows += style.paragraph("gestures: " + story, color: Palette.held, bold: true, hangingIndent: style.layout.size(20))
        }
        for group in Self.collapsingMoves(phases) {
            rows += lines(for: group.phase, count: group.count, showingTouch: touches.count > 1)
        }
        if let inProgress { rows += progressLine(for: inProgress) }
        return rows + [style.spacer()]
    }

    /// What a script or a person changed in this picture: a property, the first responder.
    private func changeRows() -> [PanelRow] {
        var rows: [PanelRow] = []
        if let caption = episode.caption {
            // A `wait` changes nothing but the clock: say so quietly, not as a change.
            if case .wait(let seconds) = caption.kind {
                rows += style.paragraph("time passes: \(ScriptCommand.waitDuration(seconds))", color: Palette.panelDim, hangingIndent: style.layout.size(16))
            } else {
                rows += style.paragraph("changed: \(caption.text)", color: Palette.yellow, hangingIndent: style.layout.size(16))
            }
        }
        for change in firstResponderChanges() {
            rows += style.paragraph(change, color: Palette.firstResponder, hangingIndent: style.layout.size(16))
        }
        return rows
    }

    /// A hover's picture, which delivers nothing to responders: where the pointer is and what
    /// its hover recognizers made of it.
    private func hoverRows() -> [PanelRow]? {
        guard episode.sawHover else { return nil }
        let over = episode.pointer == nil ? "nothing (it left the window)" : episode.pointerView ?? "no view"
        var rows = style.paragraph("pointer · hover, no button", bold: true)
            + style.paragraph("over: \(over)", hangingIndent: style.layout.size(16))
        if let story = GestureWording.storyLine(episode.recognizers) {
            rows += style.paragraph("gestures: " + story, color: Palette.held, bold: true, hangingIndent: style.layout.size(20))
        }
        return rows
    }

    /// Before any input, what to try in this lesson; otherwise why there is nothing to tell.
    private func idleText() -> String {
        if frame.timeline.steps.isEmpty {
            return frame.isEditing ? "Edit mode: a click selects and a drag moves or resizes (Ctrl+E ends)." : frame.lessonHint ?? ""
        }
        return episode.hitTestFinished || episode.visits.isEmpty ? "Nothing was delivered." : "Hit-testing…"
    }

    /// Where the input starts: its touch and hit-test view (each finger's, when there are
    /// several), or the first responder for an event without a point.
    private func startRows(_ first: DeliveryResult, touches: [Int], phases: [TraceEpisode.Phase]) -> [PanelRow] {
        guard touches.count > 1 else { return style.paragraph(title(of: first), bold: true) + whereItStarts(first) }
        return style.paragraph("touches " + touches.map(String.init).joined(separator: ", "), bold: true)
            + touches.flatMap { hitTestLine(of: $0, phases: phases) }
    }

    private static func touchIDs(in results: [DeliveryResult]) -> [Int] {
        var ids: [Int] = []
        for touch in results.compactMap(\.touch) where !ids.contains(touch) { ids.append(touch) }
        return ids
    }

    /// A finger's hit-test view: from its first summed-up phase, or, for the finger whose
    /// hitTest is being shown, only once the window's hitTest has returned.
    private func hitTestLine(of touch: Int, phases: [TraceEpisode.Phase]) -> [PanelRow] {
        let known = phases.first { $0.result.touch == touch }.map { $0.result.hitTestView ?? "none" }
        let view = known ?? (episode.hitTestFinished ? episode.hitTestView ?? "none" : "? (watch hitTest)")
        return style.paragraph("touch \(touch) hit-test view: \(view)", color: known == nil && !episode.hitTestFinished ? Palette.panelDim : Palette.panelText,
                               hangingIndent: style.layout.size(16))
    }

    /// First-responder changes shown so far in this picture (F, Shift+F, a script's become).
    private func firstResponderChanges() -> [String] {
        guard let current = frame.timeline.current else { return [] }
        return frame.timeline.steps[...current].compactMap { step in
            guard case .firstResponder(let responder) = step else { return nil }
            return responder.map { "\($0) became first responder" } ?? "the first responder resigned: none now"
        }
    }

    /// "touch 1", "motion · motionShake", "press · cmd+c": what the input was.
    private func title(of result: DeliveryResult) -> String { PhaseWording.title(of: result) }

    private func whereItStarts(_ result: DeliveryResult) -> [PanelRow] {
        guard result.touch != nil else {
            let sender = SenderWording.line(for: result, lastAction: frame.lastAction).map {
                style.paragraph($0, size: style.smallSize, color: Palette.panelDim, indent: style.layout.size(20), hangingIndent: style.layout.size(10))
            } ?? []
            // With none, a shake, a press or a key starts at the key window, the chain's first.
            let keyWindow = result.firstResponder == nil && !result.message.isAction ? result.chain.first : nil
            let first = keyWindow.map { "none, so \($0) (the key window)" } ?? result.firstResponder ?? "none"
            return style.paragraph("first responder: \(first)", hangingIndent: style.layout.size(16)) + sender
        }
        // A later phase of a finger that went down in an earlier picture: no hitTest to watch.
        if !episode.hitTestFinished, episode.visits.isEmpty {
            return style.paragraph("hit-test view: \(result.hitTestView ?? "none") (bound when the finger went down)", hangingIndent: style.layout.size(16))
        }
        guard episode.hitTestFinished else { return style.paragraph("hit-test view: ? (watch hitTest)", color: Palette.panelDim) }
        var rows = style.paragraph("hit-test view: \(episode.hitTestView ?? "none (no view contains the point)")", hangingIndent: style.layout.size(16))
        for name in passedThrough() {
            rows += style.paragraph("\(name) contains the point, but its hitTest returned nil (passthrough)", size: style.smallSize,
                                    color: Palette.vermillion, indent: style.layout.size(20), hangingIndent: style.layout.size(10))
        }
        return rows
    }

    /// Views that said Yes to pointInside and still returned nil from hitTest, in visit order:
    /// UIKit's own hitTest never does that, so an override (a passthrough) did.
    private func passedThrough() -> [String] {
        episode.visits.filter { name, visit in
            guard case .inside = visit.outcome, case .some(.none) = episode.hitTestReturns[name] else { return false }
            return true
        }.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    /// A drag makes a moved phase per movement: runs of them that went the same way are one
    /// line (`touchesMoved ×12 → button ★ handled`), with every control event they sent.
    static func collapsingMoves(_ phases: [TraceEpisode.Phase]) -> [(phase: TraceEpisode.Phase, count: Int)] {
        var groups: [(phase: TraceEpisode.Phase, count: Int)] = []
        for phase in phases {
            if phase.result.message == .event(.touchesMoved), let last = groups.last, last.phase.result.message == .event(.touchesMoved),
               last.phase.result.touch == phase.result.touch, PhaseWording.line(for: last.phase) == PhaseWording.line(for: phase) {
                var merged = last.phase
                for event in phase.controlEvents where merged.controlEvents.last != event { merged.controlEvents.append(event) }
                groups[groups.count - 1] = (merged, last.count + 1)
            } else {
                groups.append((phase, 1))
            }
        }
        return groups
    }

    private func lines(for phase: TraceEpisode.Phase, count: Int, showingTouch: Bool) -> [PanelRow] {
        let hanging = style.layout.size(20)
        let handled = !PhaseWording.handlerNames(of: phase).isEmpty
        let prefix = showingTouch ? phase.result.touch.map { "\($0) · " } ?? "" : ""
        let line = PhaseWording.line(for: phase, count: count)
        var rows = style.paragraph(prefix + line, color: handled ? Palette.handled : Palette.discarded,
                                   bold: handled, hangingIndent: hanging)
        if let answers = PhaseWording.answers(for: phase) {
            rows += style.paragraph(answers, size: style.smallSize, color: Palette.panelDim, indent: hanging, hangingIndent: hanging / 2)
        }
        if !phase.controlEvents.isEmpty {
            // A control's events follow its own touches, so the control is the hit-test view.
            let control = episode.hitTestView.map { "\($0) sends " } ?? "sends "
            rows += style.paragraph(control + phase.controlEvents.joined(separator: ", "), size: style.smallSize,
                                    color: Palette.panelText, indent: hanging, hangingIndent: hanging / 2)
        }
        if let cause = phase.result.cause {
            rows += style.paragraph("cause: \(cause)", size: style.smallSize, color: Palette.panelDim, indent: hanging)
        }
        return rows
    }

    /// The phase being delivered: how far it has got, never who will take it.
    private func progressLine(for result: DeliveryResult) -> [PanelRow] {
        var text = "\(result.event) → …"
        if let hop = episode.hops.last {
            text += hop.handled ? " \(hop.responder) ★" : " asking \(hop.responder)"
        }
        var rows = style.paragraph(text, color: Palette.yellow, bold: true, hangingIndent: style.layout.size(20))
        if !episode.controlEvents.isEmpty {
            rows += style.paragraph("sends " + episode.controlEvents.joined(separator: ", "), size: style.smallSize,
                                    indent: style.layout.size(20))
        }
        return rows
    }
}
