import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The responder keys `refuses:`, `keyCommands:`, `canResignFirstResponder:` and
/// `targetForAction:` on a view deleted and put back by undo while recording: the recording
/// carries them (`set NAME refuses|keyCommands|canResignFirstResponder|targetForAction`), so
/// its replay gives the window's trace; one that no line can write ends the recording.
@Suite("Recording the responder keys")
struct RecordingResponderKeysTests {
    /// `field` (first responder, copy: and paste:) carries `key`; `other` implements cut:;
    /// ViewController implements every action, so an action that leaves field goes there.
    static func sceneText(fieldKey key: String) -> String {
        """
        title: Responder keys
        size: [800, 600]
        root:
          controller: ViewController
          actions: ["copy:", "paste:", "cut:", "selectAll:"]
          view:
            name: root
            frame: [0, 0, 800, 600]
            color: white
            subviews:
              - name: field
                frame: [100, 100, 200, 60]
                color: blue
                canBecomeFirstResponder: true
                handles: [touchesBegan]
                actions: ["copy:", "paste:"]
                \(key)
              - name: other
                frame: [400, 100, 200, 60]
                color: green
                canBecomeFirstResponder: true
                actions: ["cut:"]

        """
    }

    /// One scene per key, each an input below shows: paste: refused, ⌘K's selectAll:, field
    /// keeping first responder through `become other`, cut: answered by other.
    static let keys = [
        "refuses: [\"paste:\"]",
        "keyCommands: [{input: k, modifiers: [cmd], action: \"selectAll:\"}]",
        "canResignFirstResponder: false",
        "targetForAction: {\"cut:\": other}",
    ]

    /// What the window does after the undo: every input a key changes.
    static func play(_ session: SandboxSession) {
        session.run(.become("field"))
        session.run(.key("k", .command))
        session.run(.action("paste:", from: nil))
        session.run(.action("cut:", from: nil))
        session.run(.action("copy:", from: nil))
        session.run(.become("other"))
        StageFixtures.tap(session, 150, 130)
    }

    /// Records `field` deleted and put back by undo, then the input; hands `check` the session,
    /// the recording's text, the replayed scene (nil when the recording ended) and both traces
    /// (without captions).
    static func recordDeleteAndUndo(_ text: String, _ check: (SandboxSession, String, LoadedScene?, [TraceStep], [TraceStep]) throws -> Void) throws {
        let (session, sceneFile) = try EditModeSessionTests.session(text)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        let start = session.history.recorder.total
        session.perform(.toggleEditMode)
        #expect(session.studio.performEdit(.delete(view: "field")))
        session.studio.undoEdit()
        #expect(session.scene.view(named: "field") != nil)
        session.perform(.toggleEditMode)
        play(session)
        session.studio.stopRecording()

        let recorded = try String(contentsOf: url, encoding: .utf8)
        let window = RecordingEveryChangeTests.withoutCaptions(session.history.recorder.steps(from: start))
        guard !recorded.contains(Studio.unsayableEdit) else { return try check(session, recorded, nil, [], window) }
        // `become other` is refused while field cannot resign: a note of the replay, as of the window.
        let (replay, steps) = try RecordingEditsTests.replayed(url, on: text, checkingNotes: false)
        try check(session, recorded, replay, RecordingEveryChangeTests.withoutCaptions(steps), window)
    }

    @Test(arguments: keys)
    func aDeletedViewPutBackByUndoReplaysWithItsKey(_ key: String) throws {
        // Precondition: field carries the key, and the input shows it.
        let text = Self.sceneText(fieldKey: key)
        try Self.recordDeleteAndUndo(text) { session, recorded, replay, replayed, window in
            // Action: delete, undo and the input were recorded, and the recording replayed.
            let replay = try #require(replay, "\(key): \(recorded)")

            // Assertion: the replay's state and trace are the window's.
            #expect(RecordingEveryChangeTests.difference(replay, session.scene) == [], "\(key): \(recorded)")
            #expect(RecordingEveryChangeTests.firstDifference(replayed, window) == nil, "\(key): \(recorded)")
        }
    }

    @Test(arguments: keys)
    func withoutTheKeysLineTheReplayIsSeenToDiffer(_ key: String) throws {
        // The checks above can fail: the same recording without the line that sets the key
        // replays to another trace, because the input shows each key.
        let text = Self.sceneText(fieldKey: key)
        let word = String(key.prefix { $0 != ":" })
        try Self.recordDeleteAndUndo(text) { _, recorded, _, _, window in
            let lines = recorded.split(separator: "\n").map(String.init)
            let cut = lines.filter { !$0.hasPrefix("set field \(word) ") }
            #expect(cut.count == lines.count - 1, "\(key): \(recorded)")
            let scene = try LoadedScene.load(text: text, file: "scene.yaml")
            let recorder = StageRecorder()
            scene.attach(recorder)
            ScriptRunner(scene: scene).run(try EventScript.parse(cut.joined(separator: "\n"), file: "cut.events"))

            #expect(RecordingEveryChangeTests.firstDifference(RecordingEveryChangeTests.withoutCaptions(recorder.steps), window) != nil, "\(key)")
        }
    }

    @Test func aKeyCommandNoLineCanWriteEndsTheRecordingWithANote() throws {
        // Precondition: field's key command is the key '#', which an events line reads as a comment.
        let text = Self.sceneText(fieldKey: "keyCommands: [{input: \"#\", modifiers: [shift], action: \"copy:\"}]")

        try Self.recordDeleteAndUndo(text) { session, recorded, replay, _, _ in
            // Assertion: the recording ended at the undo, with the note saying why, and the file
            // keeps what came before.
            #expect(replay == nil, "\(recorded)")
            #expect(recorded.contains("# \(Studio.unsayableEdit): the recording ends here."))
            #expect(!session.studio.isRecording)
            #expect(recorded.contains("remove field"))
            #expect(!recorded.contains("add field"))
        }
    }
}
