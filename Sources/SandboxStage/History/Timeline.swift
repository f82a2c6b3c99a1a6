import ResponderCore

/// Plays the steps of the latest input one after another at a teaching speed.
///
/// The trace is complete before the animation starts (the core delivers synchronously);
/// the timeline only decides how much of it the picture shows so far.
public struct Timeline: Sendable {
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8]
    /// Steps one picture may hold: a finger held down for minutes keeps adding moves, and
    /// past this the session starts a new picture rather than let every frame grow slower.
    public static let capacity = 4_000

    public private(set) var steps: [TraceStep] = []
    /// The step being shown; steps before it are done. `nil` while there is nothing to show.
    public private(set) var current: Int?
    /// Seconds spent on the current step, at speed 1.
    public private(set) var elapsed: Double = 0
    public private(set) var isPaused = false
    public private(set) var speedIndex = 2
    private var instantSteps: Set<Int> = []

    public init() {}

    public var speed: Double { Timeline.speeds[speedIndex] }
    public var isFinished: Bool { current.map { $0 == steps.count - 1 && elapsed >= duration(of: $0) } ?? true }
    /// True while time passing changes the picture: the window keeps redrawing only then.
    public var isAnimating: Bool { !isPaused && !isFinished }
    /// How far the current step has got, 0 to 1 (arrows grow with it).
    public var progress: Double {
        guard let current else { return 1 }
        let length = duration(of: current)
        return length == 0 ? 1 : min(1, elapsed / length)
    }

    /// Starts over with the steps of a new input.
    public mutating func start(_ newSteps: [TraceStep]) {
        steps = newSteps
        instantSteps = TraceEpisode.indicesOfMovedPhases(in: steps).union(TraceEpisode.indicesOfHoverMoves(in: steps))
        current = steps.isEmpty ? nil : 0
        elapsed = 0
        skipInstantSteps()
    }

    /// More steps of the same input (a finger moving or lifting): they play after the rest.
    public mutating func append(_ newSteps: [TraceStep]) {
        guard !newSteps.isEmpty else { return }
        let wasDone = isFinished
        // Only steps after the last summary can change kind: they had no summary to follow yet.
        let unsettled = steps.lastIndex { $0.deliveryResult != nil }.map { $0 + 1 } ?? 0
        steps += newSteps
        instantSteps.formUnion(TraceEpisode.indicesOfMovedPhases(in: steps, from: unsettled))
        instantSteps.formUnion(TraceEpisode.indicesOfHoverMoves(in: steps, from: steps.count - newSteps.count))
        if current == nil {
            current = 0
            elapsed = 0
        } else if wasDone, let index = current {
            current = index + 1
            elapsed = 0
        }
        skipInstantSteps()
    }

    /// Moves time on; returns whether the picture changed.
    public mutating func advance(by seconds: Double) -> Bool {
        guard isAnimating, var index = current else { return false }
        elapsed += seconds * speed
        while elapsed >= duration(of: index), index < steps.count - 1 {
            elapsed -= duration(of: index)
            index += 1
        }
        current = index
        if index == steps.count - 1 { elapsed = min(elapsed, duration(of: index)) }
        return true
    }

    public mutating func togglePause() { isPaused.toggle() }

    /// Shows the next step and pauses, so a class can talk about each one. The last step
    /// leaves nothing paused: with nothing left to show, a pause would only freeze the next
    /// input's animation.
    public mutating func stepForward() {
        isPaused = true
        guard let index = current else { return }
        if elapsed < duration(of: index) {
            elapsed = duration(of: index)
            if index < steps.count - 1 { current = index + 1; elapsed = duration(of: index + 1) }
        } else if index < steps.count - 1 {
            current = index + 1
            elapsed = duration(of: index + 1)
        }
        if isFinished { isPaused = false }
    }

    /// Goes back one step and pauses.
    public mutating func stepBackward() {
        isPaused = true
        guard let index = current, index > 0 else { return }
        current = index - 1
        elapsed = duration(of: index - 1)
    }

    public mutating func replay() {
        guard !steps.isEmpty else { return }
        current = 0
        elapsed = 0
        isPaused = false
        skipInstantSteps()
    }

    /// Shows step `index` as it looks once its own animation is done (a moment for a slide).
    public mutating func show(step index: Int) {
        guard !steps.isEmpty else { return }
        current = min(max(0, index), steps.count - 1)
        elapsed = duration(of: current!)
    }

    public mutating func finish() {
        guard !steps.isEmpty else { return }
        current = steps.count - 1
        elapsed = duration(of: steps.count - 1)
    }

    /// Shows the first `count` steps (none for 0): `render --step N`, a still slide of any
    /// moment of the animation. Playing goes on from there unless paused.
    public mutating func show(firstSteps count: Int) {
        let count = min(max(0, count), steps.count)
        current = count == 0 ? nil : count - 1
        elapsed = count == 0 ? 0 : duration(of: count - 1)
    }

    /// Nothing to show: a pause left from the last picture ends too, so a new lesson (N,
    /// Page Down) or C never starts frozen.
    public mutating func clear() {
        steps = []
        instantSteps = []
        current = nil
        elapsed = 0
        isPaused = false
    }

    public mutating func faster() { speedIndex = min(speedIndex + 1, Timeline.speeds.count - 1) }

    /// Sets one of `speeds` (`render --speed X`, as the window's + and − keys reach it);
    /// returns false, changing nothing, for any other value.
    @discardableResult
    public mutating func setSpeed(_ value: Double) -> Bool {
        guard let index = Timeline.speeds.firstIndex(of: value) else { return false }
        speedIndex = index
        return true
    }
    public mutating func slower() { speedIndex = max(speedIndex - 1, 0) }

    /// Seconds a step stays on screen at speed 1. Steps of a moving finger take no time:
    /// a drag makes dozens, and the class only needs to see where the finger is bound; nor
    /// do a pointer's moves across a hovered view (its entry and exit play at teaching speed).
    public func duration(of index: Int) -> Double {
        if instantSteps.contains(index) { return 0 }
        switch steps[index] {
        case .hitTest: return 0.45
        case .skipped: return 0.7
        case .pointInside: return 0.55
        case .hitTestReturn: return 0.18
        case .deliver, .notForwarded, .sentToTarget: return 0.65
        case .chainLog: return 0.5
        case .controlEvent: return 0.5
        case .firstResponder: return 0.4
        case .result: return 0.5
        case .caption: return 0.9
        case .gesture, .gestureAction: return 0.6
        case .touchDelayed: return 0.6
        case .scroll: return 0.6
        case .hover: return 0.45
        }
    }

    /// An instant step at the playhead would flash by unseen: start past them.
    private mutating func skipInstantSteps() {
        guard var index = current else { return }
        while index < steps.count - 1, duration(of: index) == 0 { index += 1 }
        current = index
    }
}
