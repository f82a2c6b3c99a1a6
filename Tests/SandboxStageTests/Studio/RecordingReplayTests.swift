import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// `--record FILE`: what the window delivered, written as an events file, replays with the
/// runner (what `trace SCENE --events FILE` uses) to the same trace.
@Suite("Recording a session and replaying it")
struct RecordingReplayTests {
    static let sceneText = """
    title: "Recording"
    size: [800, 600]
    root:
      controller: ViewController
      actions: ["paste:"]
      handles: [motion, presses, remoteControlReceived]
      keyCommands:
        - {input: "v", modifiers: [cmd], action: "paste:"}
      view:
        name: root
        frame: [0, 0, 800, 600]
        color: orange
        subviews:
          - name: A
            frame: [100, 100, 300, 300]
            color: blue
            handles: [touches]
            subviews:
              - {name: B, frame: [50, 50, 150, 150], color: green, canBecomeFirstResponder: true, actions: ["copy:"]}
          - name: OK
            frame: [500, 100, 120, 60]
            color: yellow
            control: {action: "buttonPressed:", target: null, event: touchUpInside}
    """

    static func session() throws -> SandboxSession {
        let scene = try LoadedScene.load(text: sceneText, file: "recording.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/recording.yaml"), name: "recording.yaml", catalog: nil)
    }

    static func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString).events")
    }

    /// The trace the runner gives for an events file on a fresh copy of the scene.
    static func replay(_ url: URL) throws -> [TraceStep] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let scene = try LoadedScene.load(text: sceneText, file: "recording.yaml")
        let script = try EventScript.parse(text, file: url.path)
        #expect(script.diagnostics(against: scene, file: url.path).isEmpty)
        let recorder = StageRecorder()
        scene.attach(recorder)
        ScriptRunner(scene: scene).run(script)
        return recorder.steps
    }

    /// Wait and set lines are written to the replay's log as captions ("0.2 s pass"); the window
    /// changed those without one. Everything else must match step for step.
    static func withoutCaptions(_ steps: [TraceStep]) -> [TraceStep] {
        steps.filter { if case .caption = $0 { return false } else { return true } }
    }

    @Test func aSessionOfEveryKindOfInputReplaysToTheSameTrace() throws {
        let session = try Self.session()
        let url = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)

        // A drag on A, then three taps on the button: the third is a repeat (touchDownRepeat)
        // and the second is not only because of the time between them, so the recorded waits
        // must carry the timing.
        session.touch(session.freshTouchID(), .began, at: CGPoint(x: 160, y: 160))
        session.passRealTime(0.1)
        session.touch(1, .moved, at: CGPoint(x: 190, y: 170))
        session.passRealTime(0.1)
        session.touch(1, .ended, at: CGPoint(x: 200, y: 180))
        session.passRealTime(1.2)
        for gap in [0.5, 0.2, 0.1] {
            let id = session.freshTouchID()
            session.touch(id, .began, at: CGPoint(x: 550, y: 120))
            session.touch(id, .ended, at: CGPoint(x: 550, y: 120))
            session.passRealTime(gap)
        }
        session.viewer.select("B")
        session.perform(.makeFirstResponder)
        session.perform(.shake)
        session.devices.controllerButton(.x, down: true)
        session.passRealTime(0.25)
        session.devices.controllerButton(.x, down: false)
        session.devices.controllerButton(.start, down: true)
        session.run(.action("copy:", from: nil))
        session.viewer.sendKey("v", modifierFlags: [.command])
        session.perform(.toggle(.hidden))
        StageFixtures.tap(session, 200, 200)
        session.perform(.resignFirstResponder)
        session.studio.stopRecording()

        let window = Self.withoutCaptions(session.history.recorder.steps)
        let replayed = Self.withoutCaptions(try Self.replay(url))
        #expect(replayed == window)
        #expect(window.count > 50, "the session delivered something of every kind")
    }

    @Test func theFileSaysWhatTheUserDidWithTheTimeBetween() throws {
        let session = try Self.session()
        let url = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)

        session.touch(session.freshTouchID(), .began, at: CGPoint(x: 160, y: 160))
        session.passRealTime(0.5)
        session.touch(1, .ended, at: CGPoint(x: 160.5, y: 160))
        session.viewer.select("A")
        session.perform(.toggle(.userInteractionEnabled))
        session.perform(.shake)
        session.studio.stopRecording()

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == ["down 1 160 160", "wait 0.5", "up 1 160.5 160", "set A userInteractionEnabled false", "shake"])
    }

    @Test func aRecordingStartedMidSessionStartsFromTheWindowsStateAndReplaysTheSame() throws {
        // Precondition: a session on a scene file, changed before the recording starts: A
        // refuses touches, B is first responder.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sceneURL = folder.appendingPathComponent("recording.yaml")
        try Self.sceneText.write(to: sceneURL, atomically: true, encoding: .utf8)
        let session = SandboxSession(scene: try LoadedScene.load(contentsOf: sceneURL), url: sceneURL, name: "recording.yaml", catalog: nil)
        session.viewer.select("A")
        session.perform(.toggle(.userInteractionEnabled))
        session.viewer.select("B")
        session.perform(.makeFirstResponder)
        session.passRealTime(5)

        // Action: record a tap a while later, at a mouse point between pixels.
        let url = folder.appendingPathComponent("mid.events")
        try session.studio.startRecording(to: url)
        let start = session.history.recorder.total
        session.passRealTime(3)
        let id = session.freshTouchID()
        session.touch(id, .began, at: CGPoint(x: 160.3, y: 160.2))
        session.touch(id, .ended, at: CGPoint(x: 160.3, y: 160.2))
        session.studio.stopRecording()

        // Assertion: the state first, no leading wait, halves of a point; the replay's tap
        // gives the window's trace.
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == ["set A userInteractionEnabled false", "become B", "down 1 160.5 160", "up 1 160.5 160"])
        let window = Self.withoutCaptions(Array(session.history.recorder.steps(from: start)))
        let replayed = Self.withoutCaptions(try Self.replay(url))
        #expect(Array(replayed.suffix(window.count)) == window)
    }

    @Test func touchesTheWindowCancelsAreRecordedWithTheirCause() throws {
        let session = try Self.session()
        let url = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)

        session.touch(session.freshTouchID(), .began, at: CGPoint(x: 160, y: 160))
        #expect(session.cancelAllTouches(cause: "the window was resized"))
        // The mouse still moves and lifts: nothing reaches a touch, so nothing is written.
        session.touch(1, .moved, at: CGPoint(x: 170, y: 160))
        session.touch(1, .ended, at: CGPoint(x: 170, y: 160))
        session.studio.stopRecording()

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasSuffix("down 1 160 160\n# the touches were cancelled: the window was resized\ncancel 1\n"))
        #expect(try EventScript.parse(text, file: url.path).lines.count == 2)
    }

    @Test func loadingAnotherSceneEndsTheRecording() throws {
        let session = try Self.session()
        let url = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        let other = try LoadedScene.load(text: Self.sceneText, file: "other.yaml")

        session.replaceScene(other, url: URL(fileURLWithPath: "/tmp/other.yaml"), name: "other.yaml")

        #expect(!session.studio.isRecording)
        #expect(session.viewer.statusMessage?.contains("replay with 'responder-sandbox trace recording.yaml --events") == true)
    }

    @Test func ctrlRNamesItsFileAfterTheSceneInTheFolderGivenWithoutFlatteningThePath() throws {
        // Precondition: a session on a scene opened by a path with folders, a folder for the files.
        let scene = try LoadedScene.load(text: Self.sceneText, file: "recording.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/Assets/Lessons/recording.yaml"),
                                     name: "Assets/Lessons/recording.yaml", catalog: nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Action: Ctrl+R twice.
        session.studio.toggleRecording(directory: folder)
        session.studio.toggleRecording(directory: folder)

        // Assertion: one file in that folder, named after the scene file alone, not its path.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1)
        #expect(files.first?.hasPrefix("responder-sandbox-recording-") == true, "\(files)")
        #expect(files.first?.hasSuffix(".events") == true)
        #expect(Studio.outputFileName(sceneName: "Assets/Lessons/01-hit-testing-basics.yaml", stamp: "20261128-101500", extension: "gif")
                == "responder-sandbox-01-hit-testing-basics-20261128-101500.gif")
        #expect(Studio.outputFileName(sceneName: "/tmp/my scene.yml", stamp: "1", extension: "png") == "responder-sandbox-my-scene-1.png")
    }

    @Test func anUnwritablePathIsAnErrorNotASilentLoss() throws {
        let session = try Self.session()

        #expect(throws: RecordingError.self) {
            try session.studio.startRecording(to: URL(fileURLWithPath: "/nonexistent-folder/x.events"))
        }
        #expect(!session.studio.isRecording)
    }
}
