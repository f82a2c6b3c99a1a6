import Foundation
import ResponderCore
import SandboxScenes

/// `--record FILE` and Ctrl+R: what the session delivers goes to an events file that
/// `trace SCENE --events FILE` replays to the same trace.
extension Studio {
    public var isRecording: Bool { recording != nil }

    /// Starts writing to `url`; an existing file is replaced only when `replacing` says so.
    public func startRecording(to url: URL, replacing: Bool = false) throws {
        stopRecording(silently: true)
        let recording = try SessionRecording(url: url, sceneName: session.sceneName, startTime: session.application.currentTime, replacing: replacing)
        recordingBegan(recording)
        // `trace` replays on the scene as its file loads: what changed since comes first.
        guard let fromFile = try? LoadedScene.load(contentsOf: session.sceneURL, displayName: session.sceneName),
              let commands = SceneChange.commands(from: fromFile, to: session.scene) else {
            recording.note("The window's scene differs from its file in a way events lines cannot say: the replay starts from the file's scene.")
            return say("REC: recording to \(url.path) (Ctrl+R stops); the replay starts from the scene's file, not from the window's changes", for: 8)
        }
        recording.writeStartingState(commands)
        say("REC: recording to \(url.path) (Ctrl+R stops)", for: 5)
    }

    /// Ends the recording and says where it is and how to replay it.
    public func stopRecording(silently: Bool = false) {
        guard let recording else { return }
        recording.close()
        recordingEnded()
        if let failure = recording.failure { return reportRecordingFailure(failure) }
        if !silently {
            say("Recorded \(recording.commandCount) input\(recording.commandCount == 1 ? "" : "s") to \(recording.url.path): replay with 'responder-sandbox trace \(session.sceneName) --events \(recording.url.lastPathComponent)'", for: 10)
        }
    }

    /// A recording that could not be written says so loudly: on the window for a while, and
    /// on standard error, where a script looks.
    private func reportRecordingFailure(_ failure: String) {
        say("Recording stopped: \(failure)", for: 15)
        FileHandle.standardError.write(Data("responder-sandbox: \(failure)\n".utf8))
    }

    /// Ctrl+R: stops, or starts again to the `--record` file (while it does not exist yet) or
    /// a new file in `directory`: an earlier recording is never written over.
    public func toggleRecording(directory: URL) {
        if isRecording { return stopRecording() }
        let named = recordingURL.flatMap { FileManager.default.fileExists(atPath: $0.path) ? nil : $0 }
        let url = named ?? directory.appendingPathComponent(Self.outputFileName(sceneName: session.sceneName, stamp: Self.fileStamp(), extension: "events"))
        do {
            try startRecording(to: url)
        } catch {
            say("Could not record: \(error)", for: 8)
        }
    }

    /// The name of a file the window writes beside its screenshots (a recording, a screenshot,
    /// an animation): the scene file's own name without its folders or `.yaml`, and the time,
    /// `responder-sandbox-01-hit-testing-basics-20261128-101500.events`. The folder is where it
    /// is written; the status line shows the whole path.
    public static func outputFileName(sceneName: String, stamp: String, extension fileExtension: String) -> String {
        var base = URL(fileURLWithPath: sceneName).lastPathComponent
        for suffix in [".yaml", ".yml", ".json", ".txt"] where base.lowercased().hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
        return "responder-sandbox-\(safe.isEmpty ? "scene" : safe)-\(stamp).\(fileExtension)"
    }

    public static func fileStamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }

    // MARK: Hooks where the session delivers input

    func record(_ command: ScriptCommand) {
        recording?.record(command, at: session.application.currentTime)
        if recording?.failure != nil { stopRecording() }
    }

    func recordClock() {
        recording?.sync(to: session.application.currentTime)
    }

    /// An edit rebuilt the scene: the lines that make the same change live, so the replay on
    /// the scene the recording started from goes on as the window does.
    /// Returns why the recording stopped, when an edit cannot be written as lines.
    func recordEdit(from old: LoadedScene, renamed: (from: String, to: String)?) -> String? {
        guard let recording else { return nil }
        // The rebuilt application's clock starts again; the file's goes on from where it was.
        recording.restartClock(at: session.application.currentTime)
        guard let commands = SceneChange.commands(from: old, to: session.scene, renamed: renamed) else {
            recordNote(Self.unsayableEdit + ": the recording ends here.")
            stopRecording(silently: true)
            return "Recording stopped: events lines cannot make this edit (\(recording.url.lastPathComponent) keeps what came before)"
        }
        for command in commands { record(command) }
        return nil
    }

    /// What events lines cannot make, as the recording's note says it.
    static let unsayableEdit = "This edit made what events lines cannot make (recognizers that name one another, wired in an order no gesture lines give; a view's class of the app's own changed in place; a window or another responder that is no view or view controller; a key command or targetForAction whose line would not read back, such as a key '#')"

    func recordNote(_ text: String) {
        recording?.note(text)
    }

    /// The window, not the user, ended these touches: `cancel` lines with the reason beside them.
    func recordCancelled(_ touches: [Int], cause: String) {
        guard isRecording else { return }
        recordNote("the touches were cancelled: \(cause)")
        touches.forEach { record(.cancel(id: $0)) }
    }

    /// The palette's "The last recording → the lesson's events": the recording, rounded and
    /// without its leading wait, becomes the file's `events:` (one undoable edit); L plays it.
    func putRecordingIntoLesson() {
        if isRecording { stopRecording() }
        guard let url = lastRecording else {
            return say("Nothing recorded yet: Ctrl+E leaves edit mode, Ctrl+R records, Ctrl+R again stops; then M here", for: 8)
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            return say("Not done: \(url.path) cannot be read", for: 8)
        }
        let script = LessonEvents.script(fromRecording: text)
        guard script.contains(where: { !$0.isWhitespace }) else {
            return say("Not done: \(url.lastPathComponent) holds no input", for: 6)
        }
        performEdit(.setText(key: "events", text: script))
    }

    /// Motion the shake detector started, ended or cancelled: the phases it delivered, as
    /// `shake begin`, `shake end` and `shake cancel` lines.
    func recordShakePhases(in steps: ArraySlice<TraceStep>) {
        guard recording != nil else { return }
        for case .result(let result) in steps {
            switch result.message {
            case .event(.motionBegan): record(.shake(.begin))
            case .event(.motionEnded): record(.shake(.end))
            case .event(.motionCancelled): record(.shake(.cancel))
            default: break
            }
        }
    }
}
