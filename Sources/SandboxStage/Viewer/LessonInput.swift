import SandboxScenes

/// A lesson's `events:` script as the window plays it: one command at a time, each on a key,
/// with what each command did once it has run, so one still picture can compare two cases.
public struct LessonInput: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var command: ScriptCommand
        /// The command's line in the lesson's `events:` text.
        public var line: Int
        public var caption: String
        /// What the command did, in one short line; nil until it has run.
        public var outcome: String?
    }

    public private(set) var entries: [Entry]
    /// The index of the next command to run; `entries.count` once every command has run.
    public private(set) var next = 0

    public init(script: EventScript) {
        entries = script.lines.map { Entry(command: $0.command, line: $0.line, caption: $0.command.caption) }
    }

    public var isFinished: Bool { next >= entries.count }
    /// The command run last, the one the banner and the list mark; nil before the first.
    public var current: Int? { next > 0 ? next - 1 : nil }

    /// The next command, marked as run; nil once every command has run.
    mutating func takeNext() -> Entry? {
        guard !isFinished else { return nil }
        defer { next += 1 }
        return entries[next]
    }

    mutating func record(outcome: String, at index: Int) {
        guard entries.indices.contains(index) else { return }
        entries[index].outcome = outcome
    }
}
