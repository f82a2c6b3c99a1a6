import ResponderCore

/// Keeps the steps the window shows: the whole session's log, trimmed from the front so a
/// long drag or a night left running cannot grow memory without bound.
public final class StageRecorder: TraceRecorder {
    public static let capacity = 4_000

    public private(set) var steps: [TraceStep] = []
    /// Steps dropped from the front so far; indices stay meaningful across trims.
    public private(set) var dropped = 0

    /// `firstIndex` continues the numbering of a previous recorder: a new scene's steps get
    /// indices after the old scene's, so a reader holding an index (the printed trace, the
    /// log) never points past the end of the new, shorter list.
    public init(firstIndex: Int = 0) {
        dropped = max(0, firstIndex)
    }

    public func record(_ step: TraceStep) {
        steps.append(step)
        if steps.count > StageRecorder.capacity * 2 {
            let excess = steps.count - StageRecorder.capacity
            steps.removeFirst(excess)
            dropped += excess
        }
    }

    /// Every step recorded so far, counting the dropped ones: the index the next step gets.
    public var total: Int { dropped + steps.count }

    /// The steps from absolute index `start` on (those still kept); empty past the end.
    public func steps(from start: Int) -> ArraySlice<TraceStep> {
        steps[min(steps.count, max(0, start - dropped))...]
    }

    public func removeAll() {
        dropped += steps.count
        steps.removeAll(keepingCapacity: true)
    }
}
