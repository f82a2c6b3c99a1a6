import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// What the palette makes while the window records is written as lines that make the same
/// thing, and a slider's or switch's value changed before Ctrl+R is in the starting state.
@Suite("Recording what the palette makes")
struct RecordingMakingEditsTests {
    static let sceneText = RecordingEveryChangeTests.sceneText

    /// The non-comment lines a recording holds.
    static func lines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    /// The palette's button on A, made while recording, then A tapped (or not): `check` reads
    /// the session, the recording and where the recording's steps start.
    static func recordingAPaletteButton(tapped: Bool, _ check: (SandboxSession, URL, Int) throws -> Void) throws {
        let (session, sceneFile) = try EditModeSessionTests.session(sceneText)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        let start = session.history.recorder.total
        session.perform(.toggleEditMode)
        session.studio.performEdit(.connectControl(view: "A", removing: nil, value: "{action: \"ATapped:\", target: ViewController, event: touchUpInside}",
                                                   target: "ViewController", action: "ATapped:"))
        session.perform(.toggleEditMode)
        if tapped { StageFixtures.tap(session, 150, 150) }
        session.studio.stopRecording()
        try check(session, url, start)
    }

    @Test func aButtonMadeWithThePaletteIsWrittenAsTheLinesThatMakeItAndItsActionRunsInTheReplay() throws {
        try Self.recordingAPaletteButton(tapped: true) { session, url, start in
            let lines = try Self.lines(url)
            #expect(lines == ["set ViewController actions ATapped:,levelChanged:", "control A button",
                              "connect A ATapped: to ViewController for touchUpInside", "down 1 150 150", "up 1 150 150"], "\(lines)")
            let (replay, steps) = try RecordingEditsTests.replayed(url, on: Self.sceneText)
            #expect(replay.view(named: "A") is UIButton)
            let window = RecordingEveryChangeTests.withoutCaptions(session.history.recorder.steps(from: start))
            #expect(RecordingEveryChangeTests.firstDifference(RecordingEveryChangeTests.withoutCaptions(steps), window) == nil)
            #expect(window.contains { $0 == .sentToTarget(action: "ATapped:", target: "ViewController", implemented: true) })
        }
    }

    @Test func aReplayWithoutTheLinesThatMakeTheButtonIsSeenToDiffer() throws {
        // The checks above can fail: the same recording without its `control` line leaves A a plain view.
        try Self.recordingAPaletteButton(tapped: false) { session, url, _ in
            let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("control") && !$0.hasPrefix("connect") }
            let scene = try LoadedScene.load(text: Self.sceneText, file: "scene.yaml")
            ScriptRunner(scene: scene).run(try EventScript.parse(text.joined(separator: "\n"), file: "cut.events"))

            #expect(RecordingEveryChangeTests.difference(scene, session.scene) == ["control A button", "connect A ATapped: to ViewController for touchUpInside"])
        }
    }

    @Test func aSlidersAndASwitchsValueChangedBeforeCtrlRAreInTheStartingState() throws {
        try RecordingEveryChangeTests.expectReplay(of: "slider dragged, switch tapped", before: true) { session in
            let finger = session.runner.freshTouchID()
            session.touch(finger, .began, at: CGPoint(x: 110, y: 370))
            session.touch(finger, .moved, at: CGPoint(x: 180, y: 370))
            session.touch(finger, .ended, at: CGPoint(x: 180, y: 370))
            StageFixtures.tap(session, 140, 440)
            #expect((session.scene.view(named: "level") as? UISlider)?.value != 0)
            #expect((session.scene.view(named: "power") as? UISwitch)?.isOn == true)
        }
    }

    @Test func theStartingStateSaysTheSlidersValueAndTheSwitchsState() throws {
        let (session, sceneFile) = try EditModeSessionTests.session(Self.sceneText)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        StageFixtures.tap(session, 140, 440)
        let finger = session.runner.freshTouchID()
        session.touch(finger, .began, at: CGPoint(x: 110, y: 370))
        session.touch(finger, .moved, at: CGPoint(x: 200, y: 370))
        session.touch(finger, .ended, at: CGPoint(x: 200, y: 370))
        let value = try #require((session.scene.view(named: "level") as? UISlider)?.value)

        try session.studio.startRecording(to: url)
        session.studio.stopRecording()

        #expect(try Self.lines(url) == [ScriptCommand.set("level", .value(Double(value))).eventsLine, "set power on true"])
    }

    @Test func aButtonMadeBeforeCtrlRIsInTheStartingState() throws {
        try RecordingEveryChangeTests.expectReplay(of: "a button and a recognizer made before", before: true) { session in
            session.perform(.toggleEditMode)
            session.studio.performEdit(.connectControl(view: "A", removing: nil, value: "{action: \"ATapped:\", target: ViewController, event: touchUpInside}",
                                                       target: "ViewController", action: "ATapped:"))
            session.studio.performEdit(.addGesture(view: "list", gesture: "listPan", written: "{name: listPan, kind: pan, action: \"listPan:\", target: ListVC}"))
            session.studio.performEdit(.makeControllerView(view: "level", controller: "LevelController"))
            session.perform(.toggleEditMode)
        }
    }
}

extension RecordingMakingEditsTests {
    static let buttonOnA = EditCommand.connectControl(view: "A", removing: nil, value: "{action: \"ATapped:\", target: ViewController, event: touchUpInside}",
                                                      target: "ViewController", action: "ATapped:")

    @Test(arguments: [false, true])
    func aViewWhoseRecognizerTargetsItMadeAButtonGetsTheRecognizerMadeAgain(undone: Bool) throws {
        // A's long press sends its action to A itself (no target): the new button must be its target.
        let text = Self.sceneText.replacingOccurrences(of: "handles: [touchesBegan]\n", with: "handles: [touchesBegan]\n        actions: [\"held:\"]\n        gestures: [{name: AHold, kind: longPress, action: \"held:\", minimumPressDuration: 0}]\n")
        #expect(text != Self.sceneText)
        try RecordingEveryChangeTests.expectEditReplays(Self.buttonOnA, undone: undone, in: text)
    }

    @Test func aViewAnotherControlTargetsMadeAButtonEndsTheRecordingSayingWhy() throws {
        // The switch sends powerChanged: to A: a new A would not be its target, so no line can make it.
        let text = Self.sceneText.replacingOccurrences(of: "control: {kind: switch, action: \"powerChanged:\"}", with: "control: {kind: switch, action: \"powerChanged:\", target: A}")
        #expect(text != Self.sceneText)
        let (session, sceneFile) = try EditModeSessionTests.session(text)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.studio.performEdit(Self.buttonOnA)

        #expect(!session.studio.isRecording)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("# This edit made what events lines cannot make"))
    }

    @Test func aRecognizerAnotherWaitsForChangedEndsTheRecording() throws {
        let text = Self.sceneText.replacingOccurrences(of: "gestures: [{name: listTap, kind: tap}]",
                                                  with: "gestures: [{name: listTap, kind: tap}, {name: listDouble, kind: tap, taps: 2}]")
            .replacingOccurrences(of: "{name: listTap, kind: tap}", with: "{name: listTap, kind: tap, requiresToFail: [listDouble]}")
        #expect(text != Self.sceneText)
        let (session, sceneFile) = try EditModeSessionTests.session(text)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        // listDouble made again would leave listTap waiting for the old one.
        session.studio.performEdit(.setGestureProperty(view: "list", gesture: "listDouble", key: "taps", value: "3"))

        #expect(!session.studio.isRecording)
    }

    @Test func aRecognizerThatWaitsForAnotherChangedIsMadeAgainAndWaitsForIt() throws {
        let text = Self.sceneText.replacingOccurrences(of: "gestures: [{name: listTap, kind: tap}]",
                                                  with: "gestures: [{name: listDouble, kind: tap, taps: 2}, {name: listTap, kind: tap, requiresToFail: [listDouble]}]")
        #expect(text != Self.sceneText)
        try RecordingEveryChangeTests.expectEditReplays(.setGestureProperty(view: "list", gesture: "listTap", key: "cancelsTouchesInView", value: "false"),
                                                        undone: true, in: text)
    }
}
