import Foundation
import SandboxScenes

/// What the user does in the window, written as an events file while it happens (`--record
/// FILE`, Ctrl+R): each input the session delivered, with `wait` lines for the time between.
/// Every line is written at once, so a window that crashes or is killed keeps what it saw.
public final class SessionRecording {
    public let url: URL
    public private(set) var commandCount = 0
    private let handle: FileHandle
    /// The application's clock as the file has it so far: replaying up to here gives this time.
    private var fileTime: Double
    /// The file's clock minus the application's, since an edit rebuilt the application.
    private var clockOffset = 0.0

    public init(url: URL, sceneName: String, startTime: Double) throws {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw RecordingError(description: "\(url.path): cannot write the recording (does its folder exist?)")
        }
        handle = try FileHandle(forWritingTo: url)
        fileTime = startTime
        write("# Recorded in the Responder Sandbox window on \(sceneName).")
        write("# Replay: responder-sandbox trace \(sceneName) --events \(url.lastPathComponent)")
    }

    deinit { try? handle.close() }

    /// One input, after a `wait` for the time since the one before (to the millisecond).
    func record(_ command: ScriptCommand, at applicationTime: Double) {
        let time = applicationTime + clockOffset
        let gap = ((time - fileTime) * 1000).rounded() / 1000
        if gap >= 0.001 {
            write(ScriptCommand.wait(min(gap, EventScript.maximumWait)).eventsLine)
            fileTime += gap
        }
        write(command.eventsLine)
        commandCount += 1
    }

    /// A command that moves the clock itself (a lesson's `wait`) has run: the file's clock follows.
    func sync(to applicationTime: Double) {
        let time = applicationTime + clockOffset
        if time > fileTime { fileTime = time }
    }

    /// The application was rebuilt (an edit) and its clock starts from `time`: later gaps are
    /// measured from there, so the file's clock simply goes on.
    func restartClock(at time: Double) {
        clockOffset = fileTime - time
    }

    /// A comment: what the window did that an events file cannot say (why a touch was cancelled).
    func note(_ text: String) {
        write("# " + text.replacingOccurrences(of: "\n", with: " "))
    }

    func close() {
        try? handle.synchronize()
        try? handle.close()
    }

    private func write(_ line: String) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}
