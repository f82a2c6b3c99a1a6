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
    /// `checkingNotes: false` leaves the runner's notes (a `become` refused) to the trace.
    static func replayed(_ recording: URL, on sceneText: String, checkingNotes: Bool = true) throws -> (LoadedScene, [TraceStep]) {
        let scene = try LoadedScene.load(text: sceneText, file: "scene.yaml")
        let script = try EventScript.parse(try String(contentsOf: recording, encoding: .utf8), file: recording.path)
        #expect(script.diagnostics(against: scene, file: recording.path).isEmpty)
        let recorder = StageRecorder()
        scene.attach(recorder)
        let runner = ScriptRunner(scene: scene)
        runner.run(script)
        if checkingNotes { #expect(runner.messages.isEmpty, "\(runner.messages)") }
        return (scene, recorder.steps)
    }

    static func recordingURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("edits-\(UUID().uuidString).events")
    }

    @Test func aDragAnAddARenameAndAReorderReplayToTheSceneTheWindowShows() throws {
        let (session, sceneFile) = try EditModeSessionTests.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = Self.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.studio.beginEditDrag(at: EditModeSessionTests.window(session, 200, 200), reparenting: false)
        session.studio.endEditDrag(at: EditModeSessionTests.window(session, 260, 230))
        session.viewer.select("A")
        session.perform(.studio(.addSubview))
        let added = try #require(session.viewer.selection)
        session.studio.performEdit(.rename(view: added, to: "Inner"))
        session.studio.performEdit(.moveAmongSiblings(view: "A", by: 1))
        session.studio.performEdit(.recolor(view: "B", color: "purple"))
        session.perform(.toggleEditMode)
        StageFixtures.tap(session, 600, 200)
        session.studio.stopRecording()

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("set A frame 160,130,200,200"))
        #expect(text.contains("add \(added) to A frame"))
        #expect(text.contains("rename \(added) Inner"))
        #expect(text.contains("reorder "))
        let (replay, steps) = try Self.replayed(url, on: EditModeSessionTests.sceneText)
        #expect(Self.shape(of: replay) == Self.shape(of: session.scene))
        let tapSteps = steps.drop { step in if case .hitTest = step { return false } else { return true } }
        #expect(Array(tapSteps) == session.history.inputSteps.filter { if case .caption = $0 { return false } else { return true } })
    }

    @Test func undoingADeleteWritesTheViewBackWithItsProperties() throws {
        let (session, sceneFile) = try EditModeSessionTests.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = Self.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.studio.performEdit(.setProperty(view: "A", key: "hidden", value: "true"))
        session.studio.performEdit(.delete(view: "A"))
        session.studio.undoEdit()
        session.studio.stopRecording()

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("remove A"))
        #expect(text.contains("add A to root"))
        let (replay, _) = try Self.replayed(url, on: EditModeSessionTests.sceneText)
        #expect(Self.shape(of: replay) == Self.shape(of: session.scene))
    }

    @Test func randomEditsUndosAndRedosReplayToTheSameScene() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<40 {
            let (session, sceneFile) = try EditModeSessionTests.session()
            defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
            let url = Self.recordingURL()
            defer { try? FileManager.default.removeItem(at: url) }
            try session.studio.startRecording(to: url)
            session.perform(.toggleEditMode)
            for _ in 0..<14 { Self.randomEdit(session, using: &generator) }
            session.studio.stopRecording()

            let (replay, _) = try Self.replayed(url, on: EditModeSessionTests.sceneText)
            let lines = try String(contentsOf: url, encoding: .utf8)
            #expect(Self.shape(of: replay) == Self.shape(of: session.scene), "\(lines)")
        }
    }

    @Test func aControlDeletedAndPutBackByUndoIsRecordedAndReplays() throws {
        let text = EditModeSessionTests.sceneText + """
              - {name: OK, frame: [100, 400, 120, 60], color: yellow, control: {action: "save:", event: touchUpInside}}

        """
        let (session, sceneFile) = try EditModeSessionTests.session(text)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = Self.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.studio.performEdit(.delete(view: "OK"))
        session.studio.undoEdit()
        session.studio.stopRecording()

        let lines = try String(contentsOf: url, encoding: .utf8)
        #expect(lines.contains("remove OK") && lines.contains("control OK button") && lines.contains("connect OK save: for touchUpInside"), "\(lines)")
        let (replay, _) = try Self.replayed(url, on: text)
        #expect(replay.view(named: "OK") is UIButton)
        #expect(RecordingEveryChangeTests.difference(replay, session.scene) == [], "\(lines)")
    }

    @Test func aViewOfTheAppsOwnClassPutBackByUndoIsRecordedWithItsClass() throws {
        // Precondition: a view of a class of the app's own (a printed dump's UILabel), which takes no touches.
        let text = EditModeSessionTests.sceneText + """
              - {name: caption, frame: [100, 400, 120, 60], color: yellow, class: UILabel}

        """
        let (session, sceneFile) = try EditModeSessionTests.session(text)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = Self.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        // Action: deleted, put back by undo, then its chain logged and a tap on it.
        session.studio.performEdit(.delete(view: "caption"))
        session.studio.undoEdit()
        session.perform(.toggleEditMode)
        let start = session.history.recorder.total
        session.run(.logChain("caption"))
        StageFixtures.tap(session, 150, 420)
        session.studio.stopRecording()

        // Assertion: `add … class UILabel` and the label's flag, replayed to the same scene and trace.
        let lines = try String(contentsOf: url, encoding: .utf8)
        #expect(lines.contains("add caption to root frame 100,400,120,60 color #FDD835 class UILabel\nset caption userInteractionEnabled false\n"), "\(lines)")
        #expect(!lines.contains("cannot make"))
        let (replay, steps) = try Self.replayed(url, on: text)
        #expect(replay.view(named: "caption")?.className == "UILabel")
        #expect(RecordingEveryChangeTests.difference(replay, session.scene) == [], "\(lines)")
        let window = RecordingEveryChangeTests.withoutCaptions(session.history.recorder.steps(from: start))
        #expect(RecordingEveryChangeTests.firstDifference(RecordingEveryChangeTests.withoutCaptions(steps), window) == nil, "\(lines)")
        #expect(window.contains { if case .chainLog(_, let classes) = $0 { return classes.first == "UILabel" } else { return false } })
    }

    static func randomEdit(_ session: SandboxSession, using generator: inout SplitMix64) {
        let names = session.scene.responders.keys.filter { $0 != "root" && session.scene.view(named: $0) != nil }.sorted()
        let view = names.randomElement(using: &generator)
        let frame = CGRect(x: Double(Int.random(in: 0...300, using: &generator)), y: Double(Int.random(in: 0...300, using: &generator)),
                           width: Double(Int.random(in: 20...200, using: &generator)), height: Double(Int.random(in: 20...200, using: &generator)))
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: session.studio.undoEdit()
        case 1: session.studio.redoEdit()
        case 2: session.viewer.select(view ?? "root"); session.perform(.studio(.addSubview))
        case 3: if let view { session.studio.performEdit(.delete(view: view)) }
        case 4: if let view { session.studio.performEdit(.moveAmongSiblings(view: view, by: Bool.random(using: &generator) ? 1 : -1)) }
        case 5: if let view, let into = (names + ["root"]).randomElement(using: &generator) { session.studio.performEdit(.reparent(view: view, into: into, frame: frame)) }
        case 6: if let view { session.studio.performEdit(.rename(view: view, to: "R\(Int.random(in: 0...99, using: &generator))")) }
        case 7: if let view { session.studio.performEdit(.recolor(view: view, color: ["red", "teal", "#336699"].randomElement(using: &generator)!)) }
        case 8: if let view { session.studio.performEdit(.setProperty(view: view, key: "alpha", value: "0.5")) }
        default: if let view { session.studio.performEdit(.setFrame(view: view, frame: frame)) }
        }
    }
}
