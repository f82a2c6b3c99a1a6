import Foundation
import Testing
import SeededRandom
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// `--record` while editing: every edit, undo and redo is written as events
/// lines (`set NAME frame`, `add`, `remove`, `reorder`, `reparent`, `rename`, `set NAME color`)
/// that rebuild, on the scene the recording started from, the scene the window shows.
@Suite("Recording edits")
struct RecordingEditsTests {
    /// Each view's name, class, superview, frame, colour and flags, depth first, back to front.
    static func shape(of scene: LoadedScene) -> [String] {
        var rows: [String] = []
        func visit(_ view: UIView, depth: Int) {
            let color = view.backgroundColor.map { "\($0)" } ?? "none"
            rows.append("\(depth) \(view.name) \(type(of: view)) \(view.frame) \(color) hidden:\(view.isHidden) alpha:\(view.alpha) "
                        + "ui:\(view.isUserInteractionEnabled) handles:\(view.implementedMethods.map(\.rawValue).sorted())")
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        for view in scene.window.subviews { visit(view, depth: 0) }
        return rows
    }

    /// The recording played by the runner (what `trace --events` does) on the scene file as
    /// it was when the recording started.
    static func replayed(_ recording: URL, on sceneText: String) throws -> (LoadedScene, [TraceStep]) {
        let scene = try LoadedScene.load(text: sceneText, file: "scene.yaml")
        let script = try EventScript.parse(try String(contentsOf: recording, encoding: .utf8), file: recording.path)
        #expect(script.diagnostics(against: scene, file: recording.path).isEmpty)
        let recorder = StageRecorder()
        scene.attach(recorder)
        let runner = ScriptRunner(scene: scene)
        runner.run(script)
        #expect(runner.messages.isEmpty, "\(runner.messages)")
        return (scene, recorder.steps)
    }

    static func recordingURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("edits-\(UUID().uuidString).events")
    }

    @Test func aDragAnAddARenameAndAReorderReplayToTheSceneTheWindowShows() throws {
        let (session, _) = try EditModeSessionTests.session()
        let url = Self.recordingURL()
        try session.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.beginEditDrag(at: EditModeSessionTests.window(session, 200, 200), reparenting: false)
        session.endEditDrag(at: EditModeSessionTests.window(session, 260, 230))
        session.select("A")
        session.perform(.addSubview)
        let added = try #require(session.selection)
        session.performEdit(.rename(view: added, to: "Inner"))
        session.performEdit(.moveAmongSiblings(view: "A", by: 1))
        session.performEdit(.recolor(view: "B", color: "purple"))
        session.perform(.toggleEditMode)
        StageFixtures.tap(session, 600, 200)
        session.stopRecording()

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("set A frame 160,130,200,200"))
        #expect(text.contains("add \(added) to A frame"))
        #expect(text.contains("rename \(added) Inner"))
        #expect(text.contains("reorder "))
        let (replay, steps) = try Self.replayed(url, on: EditModeSessionTests.sceneText)
        #expect(Self.shape(of: replay) == Self.shape(of: session.scene))
        let tapSteps = steps.drop { step in if case .hitTest = step { return false } else { return true } }
        #expect(Array(tapSteps) == session.episodeSteps.filter { if case .caption = $0 { return false } else { return true } })
    }

    @Test func undoingADeleteWritesTheViewBackWithItsProperties() throws {
        let (session, _) = try EditModeSessionTests.session()
        let url = Self.recordingURL()
        try session.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.performEdit(.setProperty(view: "A", key: "hidden", value: "true"))
        session.performEdit(.delete(view: "A"))
        session.undoEdit()
        session.stopRecording()

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("remove A"))
        #expect(text.contains("add A to root"))
        let (replay, _) = try Self.replayed(url, on: EditModeSessionTests.sceneText)
        #expect(Self.shape(of: replay) == Self.shape(of: session.scene))
    }

    @Test func randomEditsUndosAndRedosReplayToTheSameScene() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<40 {
            let (session, _) = try EditModeSessionTests.session()
            let url = Self.recordingURL()
            try session.startRecording(to: url)
            session.perform(.toggleEditMode)
            for _ in 0..<14 { Self.randomEdit(session, using: &generator) }
            session.stopRecording()

            let (replay, _) = try Self.replayed(url, on: EditModeSessionTests.sceneText)
            let lines = try String(contentsOf: url, encoding: .utf8)
            #expect(Self.shape(of: replay) == Self.shape(of: session.scene), "\(lines)")
        }
    }

    @Test func anEditThatMakesAControlEndsTheRecordingAndSaysWhy() throws {
        let (session, _) = try EditModeSessionTests.session(EditModeSessionTests.sceneText + """
              - {name: OK, frame: [100, 400, 120, 60], color: yellow, control: {action: "save:", event: touchUpInside}}

        """.replacingOccurrences(of: "\n  ", with: "\n  "))
        let url = Self.recordingURL()
        try session.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.performEdit(.delete(view: "OK"))
        session.undoEdit()

        #expect(!session.isRecording)
        #expect(session.statusMessage?.contains("Recording stopped") == true)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("# This edit made a control"))
    }

    static func randomEdit(_ session: SandboxSession, using generator: inout SplitMix64) {
        let names = session.scene.responders.keys.filter { $0 != "root" && session.scene.view(named: $0) != nil }.sorted()
        let view = names.randomElement(using: &generator)
        let frame = CGRect(x: Double(Int.random(in: 0...300, using: &generator)), y: Double(Int.random(in: 0...300, using: &generator)),
                           width: Double(Int.random(in: 20...200, using: &generator)), height: Double(Int.random(in: 20...200, using: &generator)))
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: session.undoEdit()
        case 1: session.redoEdit()
        case 2: session.select(view ?? "root"); session.perform(.addSubview)
        case 3: if let view { session.performEdit(.delete(view: view)) }
        case 4: if let view { session.performEdit(.moveAmongSiblings(view: view, by: Bool.random(using: &generator) ? 1 : -1)) }
        case 5: if let view, let into = (names + ["root"]).randomElement(using: &generator) { session.performEdit(.reparent(view: view, into: into, frame: frame)) }
        case 6: if let view { session.performEdit(.rename(view: view, to: "R\(Int.random(in: 0...99, using: &generator))")) }
        case 7: if let view { session.performEdit(.recolor(view: view, color: ["red", "teal", "#336699"].randomElement(using: &generator)!)) }
        case 8: if let view { session.performEdit(.setProperty(view: view, key: "alpha", value: "0.5")) }
        default: if let view { session.performEdit(.setFrame(view: view, frame: frame)) }
        }
    }
}
