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

        // Action: add a tap (its item in words, no YAML), open it, set taps to 2 and cancelsTouchesInView to false, save.
        Self.choose(1, in: session)
        #expect(session.studio.palette?.items.first?.title == "tap, named BTap: sends BTap: to ViewController")
        #expect(session.studio.palette?.items.allSatisfy { !$0.title.contains("{") } == true)
        Self.choose(1, in: session)
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

        // Assertion: the switch, made with the view controller as its target, goes on to the
        // next of the scene's controllers and the delegate.
        #expect(session.studio.editor?.text.contains("control: {kind: switch, action: \"AChanged:\", target: AppDelegate, event: valueChanged}") == true)
    }

    /// The action results of the last input: (action, who performed it or nil, the note).
    static func actionResults(_ session: SandboxSession) -> [(String, String?, String?)] {
        session.history.inputSteps.compactMap { step -> (String, String?, String?)? in
            guard case .result(let result) = step, case .action(let action) = result.message else { return nil }
            return (action.name, result.handledBy, result.note?.text)
        }
    }

    @Test func aPaletteButtonRunsItsActionOnItsTargetInOneStep() throws {
        // Precondition: A selected in edit mode, no responder implementing anything.
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))

        // Action: Control, Button; then leave edit mode and tap A.
        Self.choose(1, 1, in: session)
        let text = try #require(session.studio.editor?.text)
        session.perform(.toggleEditMode)
        StageFixtures.tap(session, 150, 150)

        // Assertion: the button targets the view controller, which implements the action, and
        // the tap runs it there; no warning; one undo takes both lines back.
        #expect(text.contains("  controller: ViewController\n  actions: [\"ATapped:\"]\n"), "\(text)")
        #expect(text.contains("control: {action: \"ATapped:\", target: ViewController, event: touchUpInside}"))
        #expect(Self.actionResults(session).map { "\($0.0) \($0.1 ?? "nobody")" } == ["ATapped: ViewController"])
        session.viewer.select("A")
        #expect(session.frame.selected?.actionWarnings == [])
        session.perform(.toggleEditMode)
        session.perform(.undoEdit)
        #expect(session.studio.editor?.text == EditModeSessionTests.sceneText)
    }

    @Test func aTargetWithoutTheActionIsWarnedAboutAndTheWarningsItemAddsIt() throws {
        // Precondition: A made a button, its target stepped on to the app delegate, which the file does not write.
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))
        Self.choose(1, 1, in: session)
        let target = try #require(session.studio.palette?.items.first { $0.title.hasPrefix("Target:") })
        #expect(target.title == "Target: ViewController → AppDelegate")
        Self.choose(target.number, in: session)

        // Assertion: the palette and SELECTED warn, and a tap is not performed, as UIKit would crash.
        let warning = try #require(session.studio.palette?.items.first { $0.title.hasPrefix("⚠") })
        #expect(warning.title == "⚠ AppDelegate does not implement ATapped:: UIKit would crash. Add it to AppDelegate")
        #expect(session.frame.selected?.actionWarnings == ["⚠ AppDelegate does not implement ATapped:: UIKit would crash (unrecognized selector)"])
        session.perform(.toggleEditMode)
        StageFixtures.tap(session, 150, 150)
        #expect(Self.actionResults(session).map(\.2) == ["AppDelegate does not implement ATapped:; UIKit would crash"])

        // Action: the warning's item. Assertion: the delegate is written with the action, no
        // warning is left, and the tap is performed by the delegate.
        session.perform(.toggleEditMode)
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))
        Self.choose(1, warning.number, in: session)
        #expect(session.studio.editor?.text.contains("delegate: {name: AppDelegate, actions: [\"ATapped:\"]}\nroot:\n") == true)
        #expect(session.studio.palette?.items.contains { $0.title.hasPrefix("⚠") } == false)
        #expect(session.frame.selected?.actionWarnings == [])
        session.perform(.toggleEditMode)
        StageFixtures.tap(session, 150, 150)
        #expect(Self.actionResults(session).map { $0.1 } == ["AppDelegate"])
    }

    @Test func theItemsKeepTheirNumbersWithOrWithoutASelection() throws {
        // Precondition: the palette with no view selected, then with A selected.
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.perform(.studio(.togglePalette))
        let none = try #require(session.studio.palette)
        session.perform(.studio(.togglePalette))
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))
        let selected = try #require(session.studio.palette)

        // Assertion: the lesson's two items are 5 and 6 both times; 1 without a view says why.
        #expect(none.items.map(\.number) == selected.items.map(\.number))
        #expect(none.item(number: 6)?.action == .recordingIntoLesson && selected.item(number: 6)?.action == .recordingIntoLesson)
        #expect(none.item(number: 5)?.action == .writeExplanation && selected.item(number: 5)?.action == .writeExplanation)
        session.perform(.studio(.togglePalette))
        session.perform(.deselect)
        session.perform(.studio(.togglePalette))
        Self.choose(1, in: session)
        #expect(session.viewer.statusMessage == "Click a view first: these pages change the selected view")
        #expect(session.studio.palette?.page == .main)
    }

    @Test func anEditsMessageNeverCoversThePalettesItems() throws {
        // Precondition: A (in the upper half) selected, so the palette sits at the bottom.
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))

        // Action: the transform page's first item, an edit whose message shows at once.
        Self.choose(3, 1, in: session)
        let message = try #require(session.viewer.statusMessage)
        let list = StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame)

        // Assertion: the palette is at the bottom, and no line of the message lies on an item.
        let palette = try #require(session.studio.palette)
        let geometry = session.studio.paletteLayout(palette)
        #expect(Double(geometry.frame.midY) > Double(session.layout.canvasArea.midY))
        let messageLines = list.commands.compactMap { command -> CGPoint? in
            guard case .text(let text, let point, _, _, _, _) = command, message.hasPrefix(text) || message.contains(text),
                  text.count > 8, text.hasPrefix("A.transform") else { return nil }
            return point
        }
        #expect(!messageLines.isEmpty)
        for point in messageLines {
            #expect(!geometry.frame.insetBy(dx: 0, dy: -4).contains(point), "\(point) in \(geometry.frame)")
        }
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

    @Test func theTimeBetweenSeparateTapsIsNoLessonStepButTheTimeInsideAGestureStays() {
        // Precondition: clicks on A and B 1.8 s apart, two clicks 0.2 s apart at one point
        // (a double tap), a long press held 0.8 s, then a click far away 3 s later.
        let recording = """
        down 1 100 100
        up 1 100 100
        wait 1.8
        down 2 500 100
        up 2 500 100
        wait 0.6
        down 3 300 300
        up 3 300 300
        wait 0.2
        down 4 301 300
        up 4 301 300
        wait 1
        down 5 600 400
        wait 0.8
        up 5 600 400
        wait 3
        down 6 100 500
        up 6 100 500
        """

        // Action.
        let script = LessonEvents.script(fromRecording: recording)

        // Assertion: the waits between far-apart taps go; the double tap's and the press's stay.
        #expect(script == """
        tap 100 100
        tap 500 100
        tap 300 300
        wait 0.2
        tap 301 300
        wait 1
        down 5 600 400
        wait 0.8
        up 5 600 400
        wait 3
        tap 100 500
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

    @Test func aRecordingGoesOnThroughThePalettesTransformAndRecognizer() throws {
        // Precondition: recording, in edit mode, A selected.
        let (session, url) = try Self.editing()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let recording = url.deletingLastPathComponent().appendingPathComponent("rec.events")
        try session.studio.startRecording(to: recording)
        session.viewer.select("A")
        session.perform(.studio(.togglePalette))

        // Action: a transform, then a recognizer, both from the palette.
        Self.choose(3, 1, in: session)
        session.perform(.studio(.paletteBack))
        Self.choose(2, 1, 1, in: session)
        session.studio.stopRecording()

        // Assertion: both written as lines, which replay to the window's scene.
        let text = try String(contentsOf: recording, encoding: .utf8)
        #expect(text.contains("set A rotate 15"), "\(text)")
        #expect(text.contains("gesture A {name: \"ATap\", kind: tap, action: \"ATap:\""), "\(text)")
        let (replay, _) = try RecordingEditsTests.replayed(recording, on: try String(contentsOf: url, encoding: .utf8))
        #expect(RecordingEveryChangeTests.difference(replay, session.scene) == [], "\(text)")
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

        // Assertion: both written in close's own line, in the window's tree, and its target is
        // the window's own controller, which implements the action; the live view is a button.
        #expect(try String(contentsOf: url, encoding: .utf8) == BehaviourEditTests.windows.replacingOccurrences(
            of: "{name: close, frame: [250, 10, 40, 40]}",
            with: "{name: close, frame: [250, 10, 40, 40], control: {action: \"closeTapped:\", target: ToastController, event: touchUpInside}, hidden: true}")
            .replacingOccurrences(of: "controller: ToastController\n", with: "controller: ToastController\n      actions: [\"closeTapped:\"]\n"))
        #expect(session.scene.view(named: "close") is UIControl)
        #expect(session.scene.view(named: "close")?.isHidden == true)
    }
}
