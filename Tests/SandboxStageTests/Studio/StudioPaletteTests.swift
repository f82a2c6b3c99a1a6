import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The studio's palette on the session, without SDL: each page's items make the edits they
/// name, undo takes each back, and a recording becomes the lesson's `events:`.
@Suite("The studio palette and the recording into the lesson")
struct StudioPaletteTests {
    static func editing(_ text: String = EditModeSessionTests.sceneText) throws -> (SandboxSession, URL) {
        let (session, url) = try EditModeSessionTests.session(text)
        session.perform(.toggleEditMode)
        return (session, url)
    }

    static func choose(_ numbers: Int..., in session: SandboxSession) {
        for number in numbers { session.perform(.studio(.paletteItem(number))) }
    }

    @Test func aRecognizerIsAddedItsFlagsAndNumbersSetAndItIsRemovedFromThePalette() throws {
        // Precondition: B selected, the palette on its recognizers' page.
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("B")
        session.perform(.studio(.togglePalette))
        Self.choose(2, in: session)
        #expect(session.studio.palette?.page == .recognizers)

        // Action: add a tap, open it, set taps to 2 and cancelsTouchesInView to false, save.
        Self.choose(1, 1, in: session)
        #expect(session.scene.recognizers["BTap"] is UITapGestureRecognizer)
        #expect(session.studio.palette?.page == .recognizers, "back on the list, the new recognizer in it")
        Self.choose(2, in: session)
        #expect(session.studio.palette?.page == .recognizer("BTap"))
        Self.choose(5, 1, in: session)
        session.perform(.saveScene)

        // Assertion: one line changed, in B's own style, and the recognizer is as the items said.
        let recognizer = try #require(session.scene.recognizers["BTap"] as? UITapGestureRecognizer)
        #expect(recognizer.numberOfTapsRequired == 2 && !recognizer.cancelsTouchesInView)
        #expect(try String(contentsOf: url, encoding: .utf8) == EditModeSessionTests.sceneText.replacingOccurrences(
            of: "{name: B, frame: [500, 100, 200, 200], color: green, handles: [touchesBegan]}\n",
            with: "name: B\n        frame: [500, 100, 200, 200]\n        color: green\n        handles: [touchesBegan]\n        gestures:\n"
                + "          - {name: BTap, kind: tap, action: \"BTap:\", target: ViewController, taps: 2, cancelsTouchesInView: false}\n"))

        // Action and assertion: Remove (item 9), then undo brings it back.
        Self.choose(9, in: session)
        #expect(session.scene.recognizers["BTap"] == nil)
        session.perform(.undoEdit)
        #expect(session.scene.recognizers["BTap"] != nil)
    }

    @Test func aControlsEventComesFromTheListItsKindSendsAndItsTargetCycles() throws {
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))

        // Action: a switch; its events page; the target item.
        Self.choose(1, 4, in: session)
        Self.choose(5, in: session)
        let events = try #require(session.studio.palette)
        #expect(events.page == .controlEvents)
        #expect(events.items.map(\.title).first == "valueChanged ✓", "a switch sends valueChanged first")
        #expect(!events.items.contains { $0.title.hasPrefix("primaryActionTriggered") }, "a switch is no button")
        Self.choose(1, in: session)
        Self.choose(6, in: session)

        // Assertion: the switch's target is the next of the scene's controllers and the delegate.
        #expect(session.studio.editor?.text.contains("control: {kind: switch, action: \"AChanged:\", target: ViewController, event: valueChanged}") == true)
    }

    @Test func editingAControlWithSeveralTargetActionsKeepsTheOthers() throws {
        // Precondition: a control with three target-actions, as a capture imports it.
        var control = ControlNode(action: "save:", target: "VC", event: .touchUpInside)
        control.moreActions = [.init(action: "log:", target: nil, event: .touchUpInside), .init(action: "note:", target: "VC", event: .touchDown)]

        // Action: the page's text for a new target of the first, read back in a scene.
        let text = PalettePages.controlText(control, target: .some("Other"))
        let scene = "root:\n  controller: VC\n  view:\n    name: root\n    frame: [0, 0, 100, 100]\n    subviews:\n"
            + "      - {name: Other, frame: [0, 0, 10, 10]}\n      - {name: B, frame: [0, 0, 50, 50], control: \(text)}\n"
        let document = try SceneParser.parse(scene, file: "x.yaml")

        // Assertion: the first now goes to Other; the other two are kept, in order.
        guard case .view(let button) = document.root.view.subviews[1] else { Issue.record("not a view"); return }
        #expect(button.control?.target == "Other")
        #expect(button.control?.moreActions == control.moreActions)
    }

    @Test func theViewBecomesAControllersRootViewWithATypedName() throws {
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("B")
        session.perform(.studio(.togglePalette))

        Self.choose(4, 2, in: session)
        for character in "Card" { session.studio.typeNameCharacter(character) }
        session.studio.finishTyping(keep: true)

        #expect(session.studio.editor?.text.contains("- {controller: Card, view: {name: B, frame: [500, 100, 200, 200], color: green, handles: [touchesBegan]}}") == true)
        #expect(session.scene.responders["Card"] is UIViewController)
    }

    @Test func aRecordingIsRoundedWithoutItsLeadingWaitOrHeaderItsClicksAreTapsAndItKeepsItsNotes() {
        let recording = """
        # Recorded in the Responder Sandbox window on scene.yaml.
        # Replay: responder-sandbox trace scene.yaml --events rec.events
        # The state the window showed when the recording started:
        set A hidden true
        wait 12.051
        down 1 312.2500000001 40.7
        wait 0.25
        move 1 320.1 41.26
        up 1 320.1 41.26
        wait 1
        tap 99.74 100
        down 2 10 10
        wait 0.004
        up 2 10.1 9.9
        down 3 10 10
        wait 0.6
        up 3 10 10
        """

        let script = LessonEvents.script(fromRecording: recording)

        #expect(script == """
        # The state the window showed when the recording started:
        set A hidden true
        down 1 312.5 40.5
        wait 0.25
        move 1 320 41.5
        up 1 320 41.5
        wait 1
        tap 99.5 100
        tap 10 10
        down 3 10 10
        wait 0.6
        up 3 10 10
        """)
    }

    @Test func theLastRecordingBecomesTheLessonsEvents() throws {
        // Precondition: a tap on A recorded, then edit mode.
        let (session, url) = try EditModeSessionTests.session()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let recording = url.deletingLastPathComponent().appendingPathComponent("rec.events")
        try session.studio.startRecording(to: recording)
        session.passRealTime(3)
        StageFixtures.tap(session, 150.3, 149.8)
        session.studio.stopRecording()
        session.perform(.toggleEditMode)

        // Action: the palette's last item on its first page.
        session.perform(.studio(.togglePalette))
        let item = try #require(session.studio.palette?.items.last)
        Self.choose(item.number, in: session)

        // Assertion: the events are the recorded input, rounded, with no wait before it.
        let document = try #require(session.studio.editor?.document)
        #expect(document.events == "tap 150.5 150\n", "\(document.events ?? "none")")
        session.perform(.undoEdit)
        #expect(session.studio.editor?.document.events == nil)
    }

    @Test func withoutARecordingThePaletteSaysHowToMakeOne() throws {
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))
        Self.choose(6, in: session)
        #expect(session.viewer.statusMessage?.hasPrefix("Nothing recorded yet: Ctrl+E leaves edit mode, Ctrl+R records") == true)
        #expect(session.studio.editor?.canUndo == false)
    }

    @Test func aRecordingEndsAtAnEditNoEventsLineCanMake() throws {
        // Precondition: recording, in edit mode, A selected.
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let recording = url.deletingLastPathComponent().appendingPathComponent("rec.events")
        try session.studio.startRecording(to: recording)
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))

        // Action: a transform (lines can say it), then a recognizer (they cannot).
        Self.choose(3, 1, in: session)
        #expect(session.studio.isRecording)
        session.perform(.studio(.paletteBack))
        Self.choose(2, 1, 1, in: session)

        // Assertion: the recording stopped with its reason, the transform written as a line.
        #expect(!session.studio.isRecording)
        #expect(session.viewer.statusMessage?.contains("Recording stopped: events lines cannot make controls, text fields, recognizers or controllers") == true)
        let text = try String(contentsOf: recording, encoding: .utf8)
        #expect(text.contains("set A rotate 15"), "\(text)")
        #expect(text.contains("# This edit made a control, a text field, a recognizer or a controller's view, or changed one"))
    }

    @Test func aFurtherWindowsViewTakesTheNumberKeysAndThePalette() throws {
        // Precondition: a scene with a further window, in edit mode, its `close` view selected.
        let (session, url) = try Self.editing(BehaviourEditTests.windows)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("close")

        // Action: 1 (hidden), then the palette's button, then save.
        session.perform(.toggle(.hidden))
        session.perform(.studio(.togglePalette))
        Self.choose(1, 1, in: session)
        session.perform(.saveScene)

        // Assertion: both written in close's own line, in the window's tree; the live view is a button.
        #expect(try String(contentsOf: url, encoding: .utf8) == BehaviourEditTests.windows.replacingOccurrences(
            of: "{name: close, frame: [250, 10, 40, 40]}",
            with: "{name: close, frame: [250, 10, 40, 40], control: {action: \"closeTapped:\", target: null, event: touchUpInside}, hidden: true}"))
        #expect(session.scene.view(named: "close") is UIControl)
        #expect(session.scene.view(named: "close")?.isHidden == true)
    }
}
