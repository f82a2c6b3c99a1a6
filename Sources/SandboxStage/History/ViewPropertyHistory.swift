import Foundation
import ResponderCore

/// What a property of some views was during the latest input, step by step, so the canvas
/// shows a step with each view as it was then. The steps are the input's own indices, the
/// timeline's: a property that changes within an input (the scroll views' contentOffset, see
/// `contentOffsets(in:)`) is one more instance of this type, not a history type of its own.
///
/// The stage's own record, not the trace's (the trace stays as the core made it). It follows
/// only the views it is given: a scene without any keeps nothing and costs nothing.
struct ViewPropertyHistory<Value: Equatable> {
    /// One value and the timeline index from which it held.
    struct Entry: Equatable {
        var step: Int
        var value: Value
    }

    /// The step index of what held before the input's first step (`render --step 0`).
    static var beforeFirstStep: Int { -1 }

    /// The views followed, found once when the scene loads (edits reload the scene).
    let views: [UIView]
    /// The property, read from a view now.
    private let read: (UIView) -> Value
    /// Whether a step is the view's own change of the property, from which its new value holds.
    private let isOwnStep: (UIView, TraceStep) -> Bool
    /// The log's index (`InputHistory.inputStart`) of the input the entries describe: another
    /// input (a shake, a cleared trace) makes them stale, and the canvas draws live.
    private(set) var input: Int?
    /// Per view, in `views` order: its values, oldest first, steps increasing.
    private var entries: [[Entry]] = []

    init(views: [UIView], read: @escaping (UIView) -> Value, isOwnStep: @escaping (UIView, TraceStep) -> Bool) {
        self.views = views
        self.read = read
        self.isOwnStep = isOwnStep
    }

    var isEmpty: Bool { views.isEmpty }

    /// Every view's value now, in `views` order.
    func valuesNow() -> [Value] {
        views.map(read)
    }

    /// A new input: each view starts as it was before it.
    mutating func restart(input: Int, values: [Value]) {
        self.input = input
        entries = values.map { [Entry(step: Self.beforeFirstStep, value: $0)] }
    }

    /// After input that added `newSteps` at timeline index `base`: each view whose value
    /// changed holds its new value from the first of those steps that is its own change, else
    /// from the first new step; with no new step (a deceleration frame in the window), from
    /// the next step to come, so only the end of the animation shows it.
    mutating func record(_ newSteps: [TraceStep], from base: Int) {
        guard entries.count == views.count else { return }
        for (index, view) in views.enumerated() {
            let now = read(view)
            guard let last = entries[index].last, last.value != now else { continue }
            let own = newSteps.firstIndex { isOwnStep(view, $0) }
            let step = max(last.step, base + (own ?? 0))
            if step == last.step, entries[index].count > 1 {
                // Frames of one animation between steps: only the latest value matters.
                entries[index][entries[index].count - 1].value = now
            } else {
                entries[index].append(Entry(step: step, value: now))
            }
        }
    }

    /// The view changed outside any input's steps: its history no longer says what it was.
    mutating func forget(_ view: UIView) {
        guard let index = views.firstIndex(where: { $0 === view }), index < entries.count else { return }
        entries[index] = []
    }

    /// The value each view had at timeline step `step` (nil: before the first), only for
    /// those whose value then differs from now.
    func values(atStep step: Int?) -> [ObjectIdentifier: Value] {
        let shown = step ?? Self.beforeFirstStep
        var result: [ObjectIdentifier: Value] = [:]
        for (index, view) in views.enumerated() where index < entries.count {
            guard let entry = entries[index].last(where: { $0.step <= shown }), entry.value != read(view) else { continue }
            result[ObjectIdentifier(view)] = entry.value
        }
        return result
    }

    /// The recorded values of one view, for tests and the log.
    func entries(of view: UIView) -> [Entry] {
        guard let index = views.firstIndex(where: { $0 === view }), index < entries.count else { return [] }
        return entries[index]
    }
}
