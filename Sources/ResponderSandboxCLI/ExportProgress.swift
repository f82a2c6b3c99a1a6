import Foundation

/// "frame 40/240" on standard error while an export takes more than a second: rewritten in
/// place on a terminal; in a log, a line once the first second has passed and then at each
/// tenth of the frames, so a long export is seen to move from its start.
struct ExportProgress {
    let file: String
    let total: Int
    private let started = Date()
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var shown = false
    /// The tenth of the frames last reported in a log; -1 before the first line.
    private var lastTenth = -1

    init(file: String, total: Int) {
        self.file = file
        self.total = max(1, total)
    }

    mutating func show(done: Int) {
        guard Date().timeIntervalSince(started) > 1 else { return }
        let line = "responder-sandbox: exporting \(file): frame \(done)/\(total)"
        if isTerminal {
            FileHandle.standardError.write(Data("\r\(line)".utf8))
            shown = true
        } else {
            let tenth = done * 10 / total
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }
    }

    /// Ends the line rewritten in place, so the next message starts on its own.
    func end() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
