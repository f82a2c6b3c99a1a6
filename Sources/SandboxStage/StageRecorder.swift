import ResponderCore

/// Keeps the steps the window shows: the whole session's log, trimmed from the front so a
/// long drag or a night left running cannot grow memory without bound.
public final class StageRecorder: TraceRecorder {
    public static let capacity = 4_000

    public private(set) var steps: [TraceStep] = []
    /// Steps dropped from the front so far; indices stay meaningful across trims.
    public private(set) var dropped = 0

    public init() {}

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

    /// The steps from absolute index `start` on (those still kept).
    public func steps(from start: Int) -> ArraySlice<TraceStep> {
        steps[max(0, start - dropped)...]
    }

    public func removeAll() {
        dropped += steps.count
        steps.removeAll(keepingCapacity: true)
    }
}
