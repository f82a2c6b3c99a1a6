import Foundation

/// The side panel cut into its scrolling panes: LESSON at the top, the story of the input
/// (LESSON INPUT, SELECTED, WHAT HAPPENED, RESPONDER CHAIN, GESTURES, HIERARCHY, LEGEND) in the middle, the LOG at
/// the bottom, or over the whole width with W. Painting, the mouse wheel and clicks all
/// read the same layout, so a click lands on the row that is drawn there.
struct PanelLayout {
    let style: PanelStyle
    let panes: [PanelPane]
    /// The log's title, which stays put while the log scrolls under it.
    let logHeading: (row: PanelRow, top: Double)
    /// The log's whole area, heading included: the panel's bottom, or the wide log's rect.
    let logArea: CGRect
    /// W: the log covers the panel's other panes, which are then neither drawn nor clicked.
    let isLogWide: Bool

    init(frame: StageFrame, measurer: TextMeasuring) {
        let episode = frame.episode
        let layout = frame.layout
        let style = PanelStyle(layout: layout, measurer: measurer)
        self.style = style
        let scroll = frame.panelScroll
        isLogWide = scroll.isLogWide
        let panel = layout.panel
        let top = panel.minY + layout.size(6)
        let height = max(0, panel.maxY - layout.size(4) - top)
        let cue = style.lineHeight(style.smallSize)

        let lessonRows = LessonSection(frame: frame, style: style).rows()
        var (storyRows, storyPriority, hierarchy) = Self.storyRows(frame: frame, episode: episode, style: style)

        let logStyle = scroll.isLogWide ? PanelStyle(layout: layout, measurer: measurer, column: layout.wideLog) : style
        let log = LogSection(frame: frame, style: logStyle)
        let heading = log.heading()
        let logLimit = (scroll.isLogWide ? Double(layout.wideLog.height) : height) + scroll.logBack
        let (logSteps, logOmitted) = log.steps(filling: logLimit)
        var logRows = logSteps.flatMap { $0 }, omitted = logOmitted

        let logNeed = scroll.isLogWide ? 0 : heading.height + min(Self.height(of: logRows) + (omitted > 0 ? cue : 0), height)
        // The log keeps a fifth of the panel or five lines, or its newest step whole up to a
        // third of the panel (or what it needs, if less); the rest is shared.
        let newestNeed = heading.height + (logSteps.last.map { Self.height(of: $0) } ?? 0) + cue + layout.size(4)
        let logMinimum = min(logNeed, max(height * 0.2, heading.height + 5 * logStyle.lineHeight(logStyle.logSize), min(newestNeed, height / 3)))
        let lessonFloor = (lessonRows.first?.height ?? 0) + 4 * style.lineHeight(style.logSize) + cue
        var lessonRect = CGRect.zero, storyRect = CGRect.zero
        // HIERARCHY's rows counted but not measured are measured once the story pane shows any
        // part of them; each measured row can move the others, so until none on screen is left.
        repeat {
            let (lessonHeight, storyHeight) = Self.share(height - logMinimum, lesson: Self.height(of: lessonRows), lessonFloor: lessonFloor,
                                                         story: Self.height(of: storyRows), storyPriority: storyPriority)
            lessonRect = CGRect(x: panel.minX, y: top, width: panel.width, height: lessonHeight)
            storyRect = CGRect(x: panel.minX, y: lessonRect.maxY, width: panel.width, height: storyHeight)
        } while Self.measureShownRows(of: &storyRows, hierarchy: hierarchy,
                                      in: PanelPane(kind: .story, rect: storyRect, rows: storyRows, offset: scroll.story, cueHeight: cue))
        logArea = scroll.isLogWide ? layout.wideLog
            : CGRect(x: panel.minX, y: storyRect.maxY, width: panel.width, height: max(0, panel.maxY - storyRect.maxY))
        logHeading = (heading, logArea.minY)
        let logRect = CGRect(x: logArea.minX, y: logArea.minY + heading.height, width: logArea.width,
                             height: max(0, logArea.maxY - layout.size(4) - logArea.minY - heading.height))

        // Following the newest step, the pane starts at a step's first line when they do not all fit.
        var newestOffset = Double.greatestFiniteMagnitude
        if scroll.logBack <= 0, omitted > 0 || Self.height(of: logRows) > logRect.height + 0.5 {
            (logRows, omitted) = LogSection.wholeSteps(logSteps, omitted: logOmitted, in: max(0, logRect.height - cue))
            // A newest step taller than the pane is read from its first line.
            if Self.height(of: logRows) > logRect.height - cue + 0.5 { newestOffset = 0 }
        }
        let newest = PanelPane(kind: .log, rect: logRect, rows: logRows, offset: newestOffset, rowsOmittedAbove: omitted, cueHeight: cue)
        panes = [
            PanelPane(kind: .lesson, rect: lessonRect, rows: lessonRows, offset: scroll.lesson, cueHeight: cue),
            PanelPane(kind: .story, rect: storyRect, rows: storyRows, offset: scroll.story, cueHeight: cue),
            PanelPane(kind: .log, rect: logRect, rows: logRows, offset: newest.offset - scroll.logBack, rowsOmittedAbove: omitted, cueHeight: cue),
        ]
    }

    /// The story's rows, and the height of its first sections (the lesson's input, the
    /// selection, what happened, the chain), which the lesson's text must not push out of
    /// sight. While a lesson's input plays its list leads, so a comparison's two cases are
    /// on screen at once; Y's answer and the selection come next, since they were asked for.
    private static func storyRows(frame: StageFrame, episode: TraceEpisode, style: PanelStyle)
        -> (rows: [PanelRow], priority: Double, hierarchy: (section: HierarchySection, first: Int)) {
        var rows = LessonInputSection(frame: frame, style: style).rows()
        // Y's answer next: it was asked for just now, and reads above the fold.
        let why = WhySection(frame: frame, style: style).rows()
        rows += why
        // The selection before the story, unless Y's answer already speaks of that view.
        let selection = SelectionSection(frame: frame, style: style).rows()
        if why.isEmpty { rows += selection }
        rows += WhatHappenedSection(frame: frame, episode: episode, style: style).rows()
        if !why.isEmpty { rows += selection }
        rows += ChainSection(frame: frame, episode: episode, style: style).rows()
        rows += GesturesSection(frame: frame, episode: episode, style: style).rows()
        let priority = height(of: rows)
        let hierarchy = HierarchySection(frame: frame, episode: episode, style: style)
        // The outline's first responder row follows HIERARCHY's heading.
        let first = rows.count + 1
        rows += hierarchy.rows()
        rows += LegendSection(style: style).rows()
        return (rows, priority, (hierarchy, first))
    }

    /// Measures the estimated rows any part of which `pane` shows (HIERARCHY's on a big scene).
    /// Returns whether it measured any, after which the pane is to be laid out again.
    private static func measureShownRows(of rows: inout [PanelRow], hierarchy: (section: HierarchySection, first: Int), in pane: PanelPane) -> Bool {
        let shown = pane.estimatedRowsInView
        for index in shown { rows[index] = hierarchy.section.row(at: index - hierarchy.first) }
        return !shown.isEmpty
    }

    /// How `room` is shared between the lesson's text and the story: both whole when they
    /// fit; else the story's first sections come first, the lesson keeps at least its
    /// floor (a few lines) and scrolls, and the story scrolls in what is left.
    static func share(_ room: Double, lesson: Double, lessonFloor: Double, story: Double, storyPriority: Double) -> (lesson: Double, story: Double) {
        let room = max(0, room)
        guard lesson + story > room else { return (lesson, story) }
        let lessonHeight = min(lesson, max(min(lesson, lessonFloor), room - storyPriority))
        return (lessonHeight, min(story, max(0, room - lessonHeight)))
    }

    private static func height(of rows: [PanelRow]) -> Double {
        rows.reduce(0) { $0 + $1.height }
    }

    func pane(_ kind: PanelPane.Kind) -> PanelPane? {
        panes.first { $0.kind == kind }
    }

    /// The pane under a window point (the wide log first, since it lies over everything).
    func pane(at point: CGPoint) -> PanelPane? {
        if let log = pane(.log), logArea.contains(point) { return log }
        guard !isLogWide else { return nil }
        return panes.first { $0.kind != .log && $0.rect.contains(point) }
    }
}
