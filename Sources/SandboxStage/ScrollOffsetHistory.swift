import Foundation
import ResponderCore

/// Where each scroll view's content was during the latest input, step by step, so the canvas
/// shows a step with the content where it was then: while hitTest animates, where it was when
/// the finger went down; as the pan's steps play, moving; at the end, where it is now.
///
/// The stage's own record, not the trace's (the trace stays as the core made it). It walks
/// only the scene's scroll views: a scene without any keeps nothing and costs nothing.
struct ScrollOffsetHistory {
    /// One offset and the timeline index from which it held.
    struct Entry: Equatable {
        var step: Int
        var offset: CGPoint
    }

    /// The step index of what held before the input's first step (`render --step 0`).
    static let beforeFirstStep = -1

    /// The scene's scroll views, found once when the scene loads (edits reload the scene).
    let scrollViews: [UIScrollView]
    /// The absolute index (`SandboxSession.episodeStart`) of the input the entries describe:
    /// another input (a shake, a cleared trace) makes them stale, and the canvas draws live.
    private(set) var episode: Int?
    /// Per scroll view, in `scrollViews` order: its offsets, oldest first, steps increasing.
    private var entries: [[Entry]] = []

    init(window: UIWindow? = nil) {
        var found: [UIScrollView] = []
        func walk(_ view: UIView) {
            if let scrollView = view as? UIScrollView { found.append(scrollView) }
            for subview in view.subviews { walk(subview) }
        }
        if let window { walk(window) }
        scrollViews = found
    }

    var isEmpty: Bool { scrollViews.isEmpty }

    /// Every scroll view's offset now, in `scrollViews` order.
    func offsetsNow() -> [CGPoint] {
        scrollViews.map(\.contentOffset)
    }

    /// A new input: each scroll view starts where it was before it.
    mutating func restart(episode: Int, offsets: [CGPoint]) {
        self.episode = episode
        entries = offsets.map { [Entry(step: Self.beforeFirstStep, offset: $0)] }
    }

    /// After input that added `newSteps` at timeline index `base`: each scroll view that moved
    /// holds its new offset from the first of those steps about it (its pan's state change, its
    /// `scroll` step), else from the first new step; with no new step (a deceleration frame in
    /// the window), from the next step to come, so only the end of the animation shows it.
    mutating func record(_ newSteps: [TraceStep], from base: Int) {
        guard entries.count == scrollViews.count else { return }
        for (index, scrollView) in scrollViews.enumerated() {
            let now = scrollView.contentOffset
            guard let last = entries[index].last, last.offset != now else { continue }
            let panName = scrollView.panGestureRecognizer.name
            let own = newSteps.firstIndex { step in
                switch step {
                case .gesture(let recognizer, _, _, _): return recognizer == panName
                case .scroll(let view, _, _): return view == scrollView.name
                default: return false
                }
            }
            let step = max(last.step, base + (own ?? 0))
            if step == last.step, entries[index].count > 1 {
                // Frames of one deceleration between steps: only the latest offset matters.
                entries[index][entries[index].count - 1].offset = now
            } else {
                entries[index].append(Entry(step: step, offset: now))
            }
        }
    }

    /// The wheel moved it outside any input's steps: its history no longer says where it was.
    mutating func forget(_ scrollView: UIScrollView) {
        guard let index = scrollViews.firstIndex(where: { $0 === scrollView }), index < entries.count else { return }
        entries[index] = []
    }

    /// The bounds origin each scroll view had at timeline step `step` (nil: before the first),
    /// only for those that were elsewhere than they are now.
    func offsets(atStep step: Int?) -> [ObjectIdentifier: CGPoint] {
        let shown = step ?? Self.beforeFirstStep
        var result: [ObjectIdentifier: CGPoint] = [:]
        for (index, scrollView) in scrollViews.enumerated() where index < entries.count {
            guard let entry = entries[index].last(where: { $0.step <= shown }), entry.offset != scrollView.contentOffset else { continue }
            result[ObjectIdentifier(scrollView)] = entry.offset
        }
        return result
    }

    /// The recorded offsets of one scroll view, for tests and the log.
    func entries(of scrollView: UIScrollView) -> [Entry] {
        guard let index = scrollViews.firstIndex(where: { $0 === scrollView }), index < entries.count else { return [] }
        return entries[index]
    }
}
