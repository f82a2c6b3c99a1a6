import Foundation
import ResponderCore
import SandboxScenes

/// The input on screen, as the history shows it at one step: the frame's `history`. Taken by
/// `InputHistory.snapshot(showing:boundsOrigins:)`; a feature that draws more of the input adds
/// its field here and takes it there.
public struct HistorySnapshot {
    /// The steps of the latest input, how far the animation has got and how fast it plays.
    public let timeline: Timeline
    /// The input replayed up to the step shown.
    public let episode: TraceEpisode
    /// The log up to the step shown, oldest first.
    public let visibleLog: ArraySlice<TraceStep>
    /// The scroll views' bounds origins at the step shown, where they differ from now.
    public let boundsOrigins: [ObjectIdentifier: CGPoint]
    /// The same when a window's hitTest last returned, up to the step shown; nil before.
    public let hitTestContentOffsets: [ObjectIdentifier: CGPoint]?
    /// Every view of every window where it is drawn at the step shown (scroll views' content
    /// and value controls' thumbs as they were then), back to front.
    public let placements: [ViewPlacement]
    /// The windows besides the main one, back to front, each drawn with its name and level.
    public let furtherWindows: [FurtherWindow]
    /// Every window's name, the main one's included: whose hitTest steps start and end a touch's search.
    public let windowNames: Set<String>
    /// Every gesture recognizer of the window's views, back to front, in each view's order.
    public let recognizers: [RecognizerBadge]
    /// How each recognizer ended in an earlier picture, for a badge this picture does not tell.
    public let earlierRecognizerOutcomes: [String: GestureStateName]
    /// The scroll views whose indicators show in this frame.
    public let scrollIndicatorsShown: Set<ObjectIdentifier>
    /// Each finger still down (scene points) and the view its touch is bound to, by touch ID.
    public let fingers: [Int: CGPoint]
    public let fingerBindings: [Int: String]
    /// Where the latest input's fingers went down, moved and lifted.
    public let touchTrails: [TouchTrail]
    /// The views this picture removed (a `remove` shown so far) and not put back, each where it
    /// was in its window just before.
    public let removedViews: [String: CGRect]
    /// The latest nil-targeted action sent and its sender's name (the trace does not carry it).
    public let lastAction: (action: Selector, sender: String?)?
}

extension InputHistory {
    /// The history as `timeline` shows it (its own, or a copy an export plays, which leaves the
    /// session as it is); `boundsOrigins` replaces where the scroll views' content is drawn.
    func snapshot(showing timeline: Timeline, boundsOrigins: [ObjectIdentifier: CGPoint]? = nil) -> HistorySnapshot {
        let application = session.application
        // Each scroll view where its content was at the step shown, so the ring, the outcomes
        // and the hit-test frame of an earlier step agree with what hitTest found then.
        let origins = boundsOrigins ?? shown(contentOffsets, timeline: timeline)
        // The placements and the live views they describe, from one walk of the views.
        let (placements, views) = ViewPlacement.placed(inWindowsOf: application, boundsOrigins: origins,
                                                       controlValues: shown(controlValues, timeline: timeline))
        return HistorySnapshot(
            timeline: timeline,
            // Replaying the steps shown so far is the frame's main cost: done once for every painter.
            episode: episode(showing: timeline),
            visibleLog: visibleLog(showing: timeline),
            boundsOrigins: origins,
            hitTestContentOffsets: hitTestContentOffsets(showing: timeline),
            placements: placements,
            furtherWindows: FurtherWindow.all(of: application, placements: placements),
            windowNames: Set(application.windows.map(\.name)),
            recognizers: views.flatMap { view in (view.gestureRecognizers ?? []).map { RecognizerBadge($0, on: view) } },
            earlierRecognizerOutcomes: earlierRecognizerOutcomes,
            scrollIndicatorsShown: Set(views.compactMap { view in
                (view as? UIScrollView).flatMap { showsScrollIndicator($0) ? ObjectIdentifier($0) : nil }
            }),
            fingers: fingers,
            fingerBindings: fingers.keys.reduce(into: [:]) { bindings, id in bindings[id] = application.boundView(ofTouch: id)?.name },
            touchTrails: touchTrails,
            removedViews: removedViews(showing: timeline, placements: placements),
            lastAction: session.runner.lastAction)
    }

    private func removedViews(showing timeline: Timeline, placements: [ViewPlacement]) -> [String: CGRect] {
        let frames = session.runner.removedFrames
        guard !frames.isEmpty, let current = timeline.current else { return [:] }
        // The placed views' names only when a view was removed: not 2,000 names every frame.
        let placed = Set(placements.map(\.name))
        var removed: [String: CGRect] = [:]
        for case .caption(let text, .removal) in timeline.steps[...current] {
            for (name, rect) in frames where !placed.contains(name) && text == ScriptCommand.removalCaption(name) { removed[name] = rect }
        }
        return removed
    }
}
