import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Every kind of change the window can make to the scene, made before Ctrl+R or while it
/// records: the recording replays (`trace SCENE --events FILE`, the runner) to the state the
/// window shows and to the same trace. The kinds come from the code: every key 1–9
/// (`SelectionToggle.allCases`) on every responder of the scene, F and Shift+F, and one edit of
/// each `EditCommand` case (`editKind` has no default, so a new case does not compile until
/// it has a sample here).
@Suite("Recording every change the window can make")
struct RecordingEveryChangeTests {
    static let sceneText = """
    title: Every change
    size: [800, 600]
    root:
      controller: ViewController
      actions: ["levelChanged:"]
      view:
        name: root
        frame: [0, 0, 800, 600]
        color: white
        subviews:
          - name: A
            frame: [100, 100, 200, 200]
            color: blue
            handles: [touchesBegan]
          - name: level
            frame: [100, 350, 200, 40]
            color: gray
            control: {kind: slider, action: "levelChanged:", target: ViewController}
          - name: power
            frame: [100, 420, 80, 40]
            color: gray
            control: {kind: switch, action: "powerChanged:"}
          - controller: ListVC
            view:
              name: list
              frame: [400, 100, 300, 300]
              color: green
              gestures: [{name: listTap, kind: tap}]

    """

    /// The same input after every change: a tap on each view, the slider dragged, the switch
    /// tapped, a shake, a controller's button.
    static func play(_ session: SandboxSession) {
        StageFixtures.tap(session, 150, 150)
        session.passRealTime(0.5)
        StageFixtures.tap(session, 500, 200)
        session.passRealTime(0.5)
        let finger = session.runner.freshTouchID()
        session.touch(finger, .began, at: CGPoint(x: 110, y: 370))
        session.touch(finger, .moved, at: CGPoint(x: 230, y: 370))
        session.touch(finger, .ended, at: CGPoint(x: 230, y: 370))
        StageFixtures.tap(session, 140, 440)
        session.perform(.shake)
        session.devices.controllerButton(.x, down: true)
        session.devices.controllerButton(.x, down: false)
    }

    /// Where two traces first differ, in a line (nil: the same).
    static func firstDifference(_ replayed: [TraceStep], _ window: [TraceStep]) -> String? {
        let tail = Array(replayed.suffix(window.count))
        guard tail != window else { return nil }
        guard let index = Array(zip(tail, window)).firstIndex(where: { $0.0 != $0.1 }) else { return "\(replayed.count) steps replayed, \(window.count) in the window" }
        return "step \(index): replayed \(tail[index]), window \(window[index])"
    }

    static func withoutCaptions(_ steps: some Sequence<TraceStep>) -> [TraceStep] {
        steps.filter { if case .caption = $0 { return false } else { return true } }
    }

    /// What differs between the replayed scene and the window's, as events lines (none: the same state).
    static func difference(_ replay: LoadedScene, _ window: LoadedScene) -> [String] {
        (SceneChange.commands(from: replay, to: window) ?? [.resign]).map(\.eventsLine)
    }

    /// Records `change` made before Ctrl+R (`before`) or while recording, then the input; checks
    /// the replay's state and trace against the window's.
    static func expectReplay(of label: String, before: Bool, _ change: (SandboxSession) -> Void) throws {
        let (session, sceneFile) = try EditModeSessionTests.session(sceneText)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        if before { change(session) }
        try session.studio.startRecording(to: url)
        let start = session.history.recorder.total
        if !before { change(session) }
        play(session)
        session.studio.stopRecording()

        let (replay, steps) = try RecordingEditsTests.replayed(url, on: sceneText)
        let window = withoutCaptions(session.history.recorder.steps(from: start))
        let replayed = withoutCaptions(steps)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(difference(replay, session.scene) == [], "\(label): \(text)")
        #expect(firstDifference(replayed, window) == nil, "\(label): \(text)")
    }

    @Test(arguments: SelectionToggle.allCases, [true, false])
    func everyKeyOnEveryResponderIsRecorded(_ toggle: SelectionToggle, before: Bool) throws {
        let names = try EditModeSessionTests.session(Self.sceneText).0.scene.responders
            .filter { toggle.appliesToEveryResponder || $0.value is UIView && !($0.value is UIWindow) }.keys.sorted()
        #expect(names.count >= (toggle.appliesToEveryResponder ? 7 : 3))
        for name in names {
            try Self.expectReplay(of: "key \(toggle.rawValue) on \(name)", before: before) { session in
                session.viewer.select(name)
                session.perform(.toggle(toggle))
            }
        }
    }

    @Test(arguments: [true, false])
    func aControllerMadeAbleToBecomeFirstResponderAndMadeItIsRecordedInThatOrder(before: Bool) throws {
        // The change the window recorded as `become ListVC` alone: key 6, then F, on a controller.
        try Self.expectReplay(of: "6 and F on ListVC", before: before) { session in
            session.viewer.select("ListVC")
            session.perform(.toggle(.canBecomeFirstResponder))
            session.perform(.toggle(.handlesMotion))
            session.perform(.makeFirstResponder)
            #expect(session.application.firstResponder?.name == "ListVC")
        }
        try Self.expectReplay(of: "F then Shift+F", before: before) { session in
            session.viewer.select("A")
            session.perform(.toggle(.canBecomeFirstResponder))
            session.perform(.makeFirstResponder)
            session.perform(.resignFirstResponder)
        }
    }

    @Test func theStartingStateWritesAControllersPropertiesBeforeItBecomesFirstResponder() throws {
        let (session, sceneFile) = try EditModeSessionTests.session(Self.sceneText)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = sceneFile.deletingLastPathComponent().appendingPathComponent("rec.events")
        session.viewer.select("ListVC")
        session.perform(.toggle(.canBecomeFirstResponder))
        session.perform(.makeFirstResponder)

        try session.studio.startRecording(to: url)
        session.studio.stopRecording()

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == ["set ListVC canBecomeFirstResponder true", "become ListVC"])
    }

    // MARK: Edits

    /// Every `EditCommand` case by name; no default, so a new case must be named (and given a sample).
    static func editKind(_ command: EditCommand) -> String {
        switch command {
        case .setFrame: "setFrame"
        case .addSubview: "addSubview"
        case .delete: "delete"
        case .moveAmongSiblings: "moveAmongSiblings"
        case .reparent: "reparent"
        case .rename: "rename"
        case .recolor: "recolor"
        case .setProperty: "setProperty"
        case .removeProperty: "removeProperty"
        case .replaceProperty: "replaceProperty"
        case .addGesture: "addGesture"
        case .removeGesture: "removeGesture"
        case .setGestureProperty: "setGestureProperty"
        case .makeControllerView: "makeControllerView"
        case .setText: "setText"
        case .connectControl: "connectControl"
        case .addAction: "addAction"
        }
    }

    /// The number of cases `editKind` names.
    static let editKindCount = 17

    static let edits: [EditCommand] = [
        .setFrame(view: "A", frame: CGRect(x: 120, y: 90, width: 150, height: 220)),
        .addSubview(parent: "A", name: "C", frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: "orange"),
        .delete(view: "A"),
        .moveAmongSiblings(view: "A", by: 1),
        .reparent(view: "A", into: "list", frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
        .rename(view: "A", to: "Z"),
        .recolor(view: "A", color: "purple"),
        .setProperty(view: "A", key: "hidden", value: "true"),
        .removeProperty(view: "A", key: "handles"),
        .replaceProperty(view: "A", removing: "handles", key: "textField", value: "true"),
        .addGesture(view: "A", gesture: "ATap", written: "{name: ATap, kind: tap}"),
        .removeGesture(view: "list", gesture: "listTap"),
        .setGestureProperty(view: "list", gesture: "listTap", key: "taps", value: "2"),
        .makeControllerView(view: "A", controller: "AController"),
        .setText(key: "explanation", text: "Tap A."),
        .connectControl(view: "A", removing: nil, value: "{action: \"ATapped:\", target: ViewController, event: touchUpInside}",
                        target: "ViewController", action: "ATapped:"),
        .addAction(responder: "ViewController", action: "ATapped:"),
        // What the palette makes (`PalettePages`): a button, a slider and a switch connected to
        // the nearest controller, a text field, another kind, target and event, a plain view again.
        .connectControl(view: "A", removing: nil, value: "{action: \"ATapped:\", target: ViewController, event: touchUpInside}",
                        target: "ViewController", action: "ATapped:"),
        .connectControl(view: "A", removing: nil, value: "{kind: slider, action: \"AChanged:\", target: ViewController, event: valueChanged}",
                        target: "ViewController", action: "AChanged:"),
        .connectControl(view: "list", removing: nil, value: "{kind: switch, action: \"listChanged:\", target: ListVC, event: valueChanged}",
                        target: "ListVC", action: "listChanged:"),
        .setProperty(view: "A", key: "textField", value: "true"),
        .connectControl(view: "level", removing: nil, value: "{action: \"levelChanged:\", target: ViewController, event: touchUpInside}", target: nil, action: nil),
        .setProperty(view: "level", key: "control", value: "{kind: slider, action: \"levelChanged:\", target: null, event: valueChanged}"),
        .setProperty(view: "power", key: "control", value: "{kind: switch, action: \"powerChanged:\", target: null, event: touchUpInside}"),
        .removeProperty(view: "level", key: "control"),
        .addAction(responder: "ListVC", action: "powerChanged:"),
        // Recognizers: another on a view that has one, one of each kind's keys changed, its action.
        .addGesture(view: "list", gesture: "listPan", written: "{name: listPan, kind: pan, action: \"listPan:\", target: ListVC}"),
        .addGesture(view: "root", gesture: "rootSwipe", written: "{name: rootSwipe, kind: swipe, action: \"rootSwipe:\", target: ViewController}"),
        .setGestureProperty(view: "list", gesture: "listTap", key: "action", value: "\"listTapped:\""),
        .setGestureProperty(view: "list", gesture: "listTap", key: "cancelsTouchesInView", value: "false"),
        // Controllers: a new one for a view inside another's, and the palette's new name for one.
        .makeControllerView(view: "level", controller: "LevelController"),
        .makeControllerView(view: "list", controller: "ListController"),
    ]

    @Test func everyKindOfEditHasASample() {
        #expect(Set(Self.edits.map(Self.editKind)).count == Self.editKindCount)
    }

    @Test(arguments: edits)
    func everyEditIsRecordedAndReplays(_ edit: EditCommand) throws {
        try Self.expectEditReplays(edit, undone: false)
    }

    @Test(arguments: edits)
    func everyEditUndoneIsRecordedAndReplays(_ edit: EditCommand) throws {
        try Self.expectEditReplays(edit, undone: true)
    }

    /// Records `edit` (and its undo) made in edit mode, then the input; the replay reaches the
    /// window's state and trace, and the recording never ends early.
    static func expectEditReplays(_ edit: EditCommand, undone: Bool, in text: String = sceneText) throws {
        let (session, sceneFile) = try EditModeSessionTests.session(text)
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        let url = RecordingEditsTests.recordingURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        let start = session.history.recorder.total
        session.perform(.toggleEditMode)

        #expect(session.studio.performEdit(edit), "\(edit)")
        if undone {
            session.perform(.toggleEditMode)
            play(session)
            session.perform(.toggleEditMode)
            session.studio.undoEdit()
        }
        let stillRecording = session.studio.isRecording
        session.perform(.toggleEditMode)
        play(session)
        session.studio.stopRecording()

        let recorded = try String(contentsOf: url, encoding: .utf8)
        #expect(stillRecording, "\(edit): \(recorded)")
        let (replay, steps) = try RecordingEditsTests.replayed(url, on: text)
        #expect(difference(replay, session.scene) == [], "\(edit): \(recorded)")
        let window = withoutCaptions(session.history.recorder.steps(from: start))
        #expect(firstDifference(withoutCaptions(steps), window) == nil, "\(edit): \(recorded)")
    }
}
