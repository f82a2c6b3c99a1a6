import Foundation

/// "frame 40/240" on standard error while an export takes more than a second: rewritten in
/// place on a terminal; in a log, a line once the first second has passed and then at each
/// tenth of the frames, so a long export is seen to move from its start.
public struct ExportProgress {
    let file: String
    let total: Int
    /// Seconds on a monotonic clock (the tests' own clock, so they never wait).
    private let seconds: () -> Double
    private let write: (String) -> Void
    private let started: Double
    private let isTerminal: Bool
    private var shown = false
    /// The tenth of the frames last reported in a log; -1 before the first line.
    private var lastTenth = -1

    public init(file: String, total: Int, isTerminal: Bool = isatty(STDERR_FILENO) != 0,
                seconds: @escaping () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
                write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.file = file
        self.total = max(1, total)
        self.isTerminal = isTerminal
        self.seconds = seconds
        self.write = write
        started = seconds()
    }

    public mutating func show(done: Int) {
        guard seconds() - started > 1 else { return }
        let line = "responder-sandbox: exporting \(file): frame \(done)/\(total)"
        if isTerminal {
            write("\r\(line)")
            shown = true
        } else {
            let tenth = done * 10 / total
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            write("\(line)\n")
        }
    }

    /// Ends the line rewritten in place, so the next message starts on its own.
    public func end() {
        if shown { write("\n") }
    }
}
