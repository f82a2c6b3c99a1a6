import Foundation
import SandboxScenes

/// What the user does in the window, written as an events file while it happens (`--record
/// FILE`, Ctrl+R): each input the session delivered, with `wait` lines for the time between.
/// Every line is written at once, so a window that crashes or is killed keeps what it saw;
/// a line that cannot be written (a full disk) ends the recording with `failure` set.
public final class SessionRecording {
    public let url: URL
    public private(set) var commandCount = 0
    /// Why a line could not be written; nothing more is written after it.
    public private(set) var failure: String?
    let handle: FileHandle
    /// The application's clock as the file has it so far: replaying up to here gives this time.
    private var fileTime: Double
    /// The file's clock minus the application's, since an edit rebuilt the application.
    private var clockOffset = 0.0

    /// Starts the file. An existing file is replaced only when `replacing` says so: a
    /// recording never destroys a file by accident.
    public init(url: URL, sceneName: String, startTime: Double, replacing: Bool = false) throws {
        self.url = url
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL), 0o644)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST ? "the file exists; choose another name, or replace it with --overwrite"
                : errno == ENOENT ? "its folder does not exist" : String(cString: strerror(errno))
            throw RecordingError(description: "\(url.path): cannot write the recording (\(reason))")
        }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        fileTime = startTime
        write("# Recorded in the Responder Sandbox window on \(sceneName).")
        write("# Replay: responder-sandbox trace \(sceneName) --events \(url.lastPathComponent)")
        if let failure { throw RecordingError(description: failure) }
    }


    /// The lines that bring the scene, as its file loads, to the state the window shows when
    /// the recording starts (properties changed, views edited, another first responder).
    func writeStartingState(_ commands: [ScriptCommand]) {
        guard !commands.isEmpty else { return }
        note("The state the window showed when the recording started:")
        for command in commands { write(command.eventsLine) }
    }

    /// One input, after a `wait` for the time since the one before (to the millisecond); the
    /// first input has none: the time before it is only the user getting ready.
    func record(_ command: ScriptCommand, at applicationTime: Double) {
        let time = applicationTime + clockOffset
        if commandCount == 0 { fileTime = max(fileTime, time) }
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

    /// Flushes the file to the disk; a failure to do so is a failure of the recording.
    func close() {
        guard failure == nil else { return }
        do {
            try handle.synchronize()
        } catch {
            fail(error)
        }
    }

    private func write(_ line: String) {
        guard failure == nil else { return }
        do {
            try handle.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            fail(error)
        }
    }

    private func fail(_ error: Error) {
        let nsError = error as NSError
        // The system's own words ("No space left on device"), without Foundation's preamble.
        let posix = nsError.domain == NSPOSIXErrorDomain ? nsError : nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        let reason = posix.flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
            ?? nsError.localizedDescription
        failure = "\(url.path): cannot write the recording (\(reason))"
    }
}
