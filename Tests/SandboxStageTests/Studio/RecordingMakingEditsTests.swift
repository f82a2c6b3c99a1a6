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
    func aViewWhoseRecognizerTargetsItMadeAButtonKeepsTheRecognizerTargetingIt(undone: Bool) throws {
        // A's long press sends its action to A itself (no target): the new button must be its target.
        let text = Self.sceneText.replacingOccurrences(of: "handles: [touchesBegan]\n", with: "handles: [touchesBegan]\n        actions: [\"held:\"]\n        gestures: [{name: AHold, kind: longPress, action: \"held:\", minimumPressDuration: 0}]\n")
        #expect(text != Self.sceneText)
        try RecordingEveryChangeTests.expectEditReplays(Self.buttonOnA, undone: undone, in: text)
    }

    /// The scene with A held by other objects than its name: the switch's target, listTap's
    /// target, rootTap's delegate (which ignores touches in A), ViewController's `targetForAction`.
    static let heldText = sceneText
        .replacingOccurrences(of: "control: {kind: switch, action: \"powerChanged:\"}", with: "control: {kind: switch, action: \"powerChanged:\", target: A}")
        .replacingOccurrences(of: "handles: [touchesBegan]\n", with: "handles: [touchesBegan]\n        actions: [\"powerChanged:\", \"listTapped:\", \"copy:\"]\n")
        .replacingOccurrences(of: "{name: listTap, kind: tap}", with: "{name: listTap, kind: tap, target: A, action: \"listTapped:\"}")
        .replacingOccurrences(of: "  actions: [\"levelChanged:\"]\n", with: "  actions: [\"levelChanged:\"]\n  targetForAction: {\"copy:\": A}\n")
        .replacingOccurrences(of: "    color: white\n", with: "    color: white\n    gestures: [{name: rootTap, kind: tap, ignores: [A], cancelsTouchesInView: false}]\n")

    @Test(arguments: [false, true])
    func aViewOtherObjectsHoldMadeAButtonIsRecordedAndTheyHoldTheNewButton(undone: Bool) throws {
        #expect(Self.heldText.components(separatedBy: "A").count - Self.sceneText.components(separatedBy: "A").count >= 4)

        try RecordingEveryChangeTests.expectEditReplays(Self.buttonOnA, undone: undone, in: Self.heldText)
    }

    @Test func theReplaysButtonIsWhatTheSwitchListTapRootTapAndTheControllerHold() throws {
        // Precondition: A made a button while recording, on the scene where four objects hold A.
        let (session, sceneFile) = try EditModeSessionTests.session(Self.heldText)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)
        session.studio.performEdit(Self.buttonOnA)
        session.studio.stopRecording()

        // Action: the recording replayed.
        let (replay, _) = try RecordingEditsTests.replayed(url, on: Self.heldText)

        // Assertion: every holder has the replay's new A, as the window's rebuilt scene has its own.
        let button = try #require(replay.view(named: "A") as? UIButton)
        let power = try #require(replay.view(named: "power") as? UIControl)
        #expect(power.targetActionsInOrder.map { $0.target === button } == [true])
        #expect(replay.recognizers["listTap"]?.actionTargets.map { $0.target === button } == [true])
        #expect(replay.responders["ViewController"]?.overriddenTarget(forAction: "copy:") === button)
        #expect(RecordingEveryChangeTests.difference(replay, session.scene) == [])
    }

    /// A scene where listTap waits for listDouble, which comes after it on the list.
    static let waitingText = sceneText.replacingOccurrences(of: "gestures: [{name: listTap, kind: tap}]",
                                                            with: "gestures: [{name: listTap, kind: tap, requiresToFail: [listDouble]}, {name: listDouble, kind: tap, taps: 2}]")

    @Test(arguments: [false, true])
    func aRecognizerAnotherWaitsForChangedIsRecordedAndTheOtherWaitsForTheNewOne(undone: Bool) throws {
        // listDouble made again: listTap, before it on the list, is made again too, and waits for the new one.
        #expect(Self.waitingText != Self.sceneText)
        try RecordingEveryChangeTests.expectEditReplays(.setGestureProperty(view: "list", gesture: "listDouble", key: "taps", value: "3"),
                                                        undone: undone, in: Self.waitingText)
    }

    @Test(arguments: [false, true])
    func recognizersThatNameEachOtherAreRecordedWhenOneChanges(undone: Bool) throws {
        // listTap and listPress recognize together, each naming the other; listPress waits for listTap.
        let text = Self.sceneText.replacingOccurrences(of: "gestures: [{name: listTap, kind: tap}]", with: """
            gestures: [{name: listTap, kind: tap, simultaneousWith: [listPress]}, {name: listPress, kind: longPress, minimumPressDuration: 0.2, simultaneousWith: [listTap], requiresToFail: [listTap]}]
            """)
        #expect(text != Self.sceneText)
        try RecordingEveryChangeTests.expectEditReplays(.setGestureProperty(view: "list", gesture: "listTap", key: "taps", value: "2"),
                                                        undone: undone, in: text)
    }

    @Test func recognizersWhoseRelationsNoLinesWireInOrderEndTheRecordingSayingWhy() throws {
        // listTap waits for listDouble, then for rootTap: made again before listDouble (its place on
        // the list), its line finds rootTap only, and listDouble's line adds listDouble after it.
        let text = Self.waitingText.replacingOccurrences(of: "requiresToFail: [listDouble]", with: "requiresToFail: [listDouble, rootTap]")
            .replacingOccurrences(of: "    color: white\n", with: "    color: white\n    gestures: [{name: rootTap, kind: tap}]\n")
        #expect(text.contains("rootTap]") && text.contains("{name: rootTap"))
        let (session, sceneFile) = try EditModeSessionTests.session(text)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.studio.performEdit(.setGestureProperty(view: "list", gesture: "listDouble", key: "taps", value: "3"))

        #expect(!session.studio.isRecording)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("# \(Studio.unsayableEdit): the recording ends here."))
    }

    @Test func aRecognizerThatWaitsForAnotherChangedIsMadeAgainAndWaitsForIt() throws {
        let text = Self.sceneText.replacingOccurrences(of: "gestures: [{name: listTap, kind: tap}]",
                                                  with: "gestures: [{name: listDouble, kind: tap, taps: 2}, {name: listTap, kind: tap, requiresToFail: [listDouble]}]")
        #expect(text != Self.sceneText)
        try RecordingEveryChangeTests.expectEditReplays(.setGestureProperty(view: "list", gesture: "listTap", key: "cancelsTouchesInView", value: "false"),
                                                        undone: true, in: text)
    }
}

extension RecordingMakingEditsTests {
    /// The scene with the list a scroll view (ListVC's root view, with its tap recognizer).
    static let scrollText = sceneText.replacingOccurrences(of: "          color: green\n", with: "          color: green\n          scroll: {contentSize: [300, 900]}\n")

    static let scrollEdits: [EditCommand] = [
        .removeProperty(view: "list", key: "scroll"),
        .setProperty(view: "list", key: "scroll", value: "{contentSize: [300, 600], bounces: false, delaysContentTouches: false, touchesShouldCancel: never}"),
        .setProperty(view: "A", key: "scroll", value: "{contentSize: [200, 800], canCancelContentTouches: false}"),
        .replaceProperty(view: "list", removing: "scroll", key: "control", value: "{kind: switch, action: \"listChanged:\", target: ListVC, event: valueChanged}"),
        .delete(view: "list"),
    ]

    @Test(arguments: scrollEdits, [false, true])
    func aScrollViewMadeAnotherClassOrPutBackIsRecordedAndReplays(_ edit: EditCommand, undone: Bool) throws {
        #expect(Self.scrollText != Self.sceneText)
        try RecordingEveryChangeTests.expectEditReplays(edit, undone: undone, in: Self.scrollText)
    }

    @Test func aScrollViewPutBackByUndoIsWrittenAsAViewMadeAScrollView() throws {
        let (session, sceneFile) = try EditModeSessionTests.session(Self.scrollText)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        session.perform(.toggleEditMode)

        session.studio.performEdit(.delete(view: "list"))
        session.studio.undoEdit()
        session.studio.stopRecording()

        let lines = try Self.lines(url)
        #expect(lines.contains("control list scroll contentSize 300,900"), "\(lines)")
        let (replay, _) = try RecordingEditsTests.replayed(url, on: Self.scrollText)
        #expect(replay.view(named: "list") is UIScrollView)
        #expect(replay.view(named: "list")?.gestureRecognizers?.map(\.name) == ["list.pan", "listTap"])
    }
}
