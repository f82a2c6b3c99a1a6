import ResponderCore
import SandboxScenes

/// A lesson's `events:` script as the window plays it: one command at a time, each on a key,
/// with what each command did once it has run, so one still picture can compare two cases.
/// What the window shows of it is `shown(upTo:inputStart:)`: a command's outcome only as far
/// as the animation has reached, so a class can predict before the picture tells.
public struct LessonInput: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var command: ScriptCommand
        /// The command's line in the lesson's `events:` text.
        public var line: Int
        public var caption: String
        /// What the command did, in one short line; nil until it has run (and, in the value
        /// the window shows, until the animation has reached it).
        public var outcome: String?
        /// The log's index of the command's first step, and the steps it recorded.
        var firstStep = 0
        var steps: [TraceStep] = []
        /// The events file's note the command left, if any.
        var message: String?
        /// The scene's windows, whose hitTest returns name the hit-test view.
        var windows: Set<String> = [UIWindow.windowName]
    }

    public private(set) var entries: [Entry]
    /// The index of the next command to run; `entries.count` once every command has run.
    public private(set) var next = 0
    /// The command the animation is at, when it lags behind the last one run (Enter pressed
    /// mid-animation); nil when it is at the last one run.
    private var playhead: Int?
    /// True when the picture is of input that is not the lesson's (a click, a key, the menu).
    public private(set) var isShowingOwnInput = false

    public init(script: EventScript) {
        entries = script.lines.map { Entry(command: $0.command, line: $0.line, caption: $0.command.caption) }
    }

    public var isFinished: Bool { next >= entries.count }
    /// The command the banner and the list mark: the one the animation is at; nil before the first.
    public var current: Int? { playhead ?? (next > 0 ? next - 1 : nil) }

    /// The next command, marked as run; nil once every command has run.
    mutating func takeNext() -> Entry? {
        guard !isFinished else { return nil }
        defer { next += 1 }
        return entries[next]
    }

    /// What the command at `index` did: the steps it recorded from the log's index `firstStep`.
    mutating func record(steps: [TraceStep], from firstStep: Int, windows: Set<String> = [UIWindow.windowName], message: String?, at index: Int) {
        guard entries.indices.contains(index) else { return }
        entries[index].firstStep = firstStep
        entries[index].steps = steps
        entries[index].message = message
        entries[index].windows = windows
        entries[index].outcome = CommandOutcome.describe(steps, windows: windows, message: message)
    }

    /// The script as the window shows it when the animation has shown the log up to (not
    /// including) index `shownEnd`, in a picture whose input started at the log's `inputStart`:
    /// each outcome only as far as its steps have been shown, the mark on the command the
    /// animation is at, and whether the picture is of some other input.
    func shown(upTo shownEnd: Int, inputStart: Int) -> LessonInput {
        var shown = self
        for index in entries.indices.prefix(next) {
            let entry = entries[index]
            let reached = min(max(0, shownEnd - entry.firstStep), entry.steps.count)
            let isWhole = reached == entry.steps.count
            shown.entries[index].outcome = isWhole ? entry.outcome
                : CommandOutcome.describeSoFar(entry.steps.prefix(reached), windows: entry.windows)
        }
        // The command the animation is at: the last one whose steps have begun to show.
        let begun = entries.indices.prefix(next).last { index in
            entries[index].firstStep < shownEnd || (entries[index].steps.isEmpty && entries[index].firstStep <= shownEnd)
        }
        if let begun, begun < next - 1 {
            shown.playhead = begun
            for index in (begun + 1)..<next { shown.entries[index].outcome = nil }
        }
        if let last = current, next > 0 {
            // Input after the last command's steps (a click, a key) is a picture of its own.
            shown.isShowingOwnInput = inputStart >= entries[last].firstStep + entries[last].steps.count && inputStart < shownEnd
        }
        return shown
    }

    /// Whether the command at `index` is still to come as the window shows it.
    public func isPending(_ index: Int) -> Bool {
        index > (current ?? -1)
    }
}
