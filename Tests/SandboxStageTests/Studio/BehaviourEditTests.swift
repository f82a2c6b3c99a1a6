import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The edits that replace hand-written YAML (a button, a text field, a slider, a recognizer,
/// a transform, a controller, the lesson's texts, views of further windows): each loads the
/// file, edits it, and must give the expected text byte for byte, comments kept, and undo
/// must give back the file.
@Suite("Scene edits without YAML: controls, recognizers, transforms, controllers, texts, windows")
struct BehaviourEditTests {
    static let text = SceneEditorTests.text

    /// Applies the edit, checks the text and that undo restores the file exactly.
    static func expectEdit(_ command: EditCommand, on text: String = Self.text, replacing old: String, with new: String,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Precondition: the text to replace is in the file once.
        #expect(text.components(separatedBy: old).count == 2, "\(old) once in the file", sourceLocation: sourceLocation)
        let editor = try SceneEditor(text: text, fileName: "edit.yaml", savedText: text)
        // Action.
        try editor.apply(command)
        // Assertion: only that text changed, the scene is valid, undo gives the file back.
        #expect(editor.text == text.replacingOccurrences(of: old, with: new), sourceLocation: sourceLocation)
        #expect(editor.undo() == command, sourceLocation: sourceLocation)
        #expect(editor.text == text, sourceLocation: sourceLocation)
    }

    @Test func aBlockViewBecomesAButton() throws {
        try Self.expectEdit(.setProperty(view: "A", key: "control", value: "{action: \"ATapped:\", target: null, event: touchUpInside}"),
                            replacing: "frame: [100, 100, 300, 300]  # x, y, w, h\n",
                            with: "frame: [100, 100, 300, 300]  # x, y, w, h\n        control: {action: \"ATapped:\", target: null, event: touchUpInside}\n")
    }

    @Test func aOneLineViewBecomesATextField() throws {
        try Self.expectEdit(.setProperty(view: "B", key: "textField", value: "true"),
                            replacing: "{name: B, frame: [20, 20, 100, 100], color: green}",
                            with: "{name: B, frame: [20, 20, 100, 100], textField: true, color: green}")
    }

    @Test func aButtonsEventIsChangedAndItBecomesASlider() throws {
        try Self.expectEdit(.setProperty(view: "E", key: "control", value: "{kind: slider, action: \"EChanged:\", target: ViewController, event: valueChanged}"),
                            replacing: "control: {action: \"buttonPressed:\"}",
                            with: "control: {kind: slider, action: \"EChanged:\", target: ViewController, event: valueChanged}")
    }

    @Test func aButtonIsAPlainViewAgain() throws {
        try Self.expectEdit(.removeProperty(view: "E", key: "control"),
                            replacing: "        frame: [450, 450, 100, 100]\n        control: {action: \"buttonPressed:\"}\n",
                            with: "        frame: [450, 450, 100, 100]\n")
        try Self.expectEdit(.removeProperty(view: "B", key: "color"),
                            replacing: "{name: B, frame: [20, 20, 100, 100], color: green}", with: "{name: B, frame: [20, 20, 100, 100]}")
    }

    @Test func aRecognizerIsAddedToABlockView() throws {
        try Self.expectEdit(.addGesture(view: "D", gesture: "Dtap", written: "{name: Dtap, kind: tap, action: \"DTapped:\", target: DetailController}"),
                            replacing: "          color: \"#3366cc\"\n",
                            with: "          color: \"#3366cc\"\n          gestures:\n            - {name: Dtap, kind: tap, action: \"DTapped:\", target: DetailController}\n")
    }

    static let withGestures = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: card   # the card
            frame: [10, 10, 200, 200]
            gestures:
              - {name: cardTap, kind: tap, action: "tapped:"}   # one tap
              - name: cardPan
                kind: pan
          - {name: other, frame: [300, 10, 50, 50], gestures: [{name: otherTap, kind: tap}]}
    # end
    """

    @Test func aRecognizersFlagsAndNumbersAreSetWhereTheyAreWritten() throws {
        try Self.expectEdit(.setGestureProperty(view: "card", gesture: "cardTap", key: "taps", value: "2"), on: Self.withGestures,
                            replacing: "{name: cardTap, kind: tap, action: \"tapped:\"}",
                            with: "{name: cardTap, kind: tap, action: \"tapped:\", taps: 2}")
        try Self.expectEdit(.setGestureProperty(view: "card", gesture: "cardPan", key: "cancelsTouchesInView", value: "false"),
                            on: Self.withGestures, replacing: "            kind: pan\n",
                            with: "            kind: pan\n            cancelsTouchesInView: false\n")
        try Self.expectEdit(.setGestureProperty(view: "card", gesture: "cardTap", key: "requiresToFail", value: "[cardPan]"),
                            on: Self.withGestures, replacing: "action: \"tapped:\"}", with: "action: \"tapped:\", requiresToFail: [cardPan]}")
        try Self.expectEdit(.setGestureProperty(view: "card", gesture: "cardTap", key: "action", value: "\"cardTapped:\""),
                            on: Self.withGestures, replacing: "action: \"tapped:\"}", with: "action: \"cardTapped:\"}")
    }

    @Test func aRecognizerIsRemovedWithItsLinesOnly() throws {
        try Self.expectEdit(.removeGesture(view: "card", gesture: "cardTap"), on: Self.withGestures,
                            replacing: "          - {name: cardTap, kind: tap, action: \"tapped:\"}   # one tap\n", with: "")
        try Self.expectEdit(.removeGesture(view: "other", gesture: "otherTap"), on: Self.withGestures,
                            replacing: "gestures: [{name: otherTap, kind: tap}]", with: "gestures: []")
    }

    @Test func aTransformIsSetAndTakenAway() throws {
        try Self.expectEdit(.setProperty(view: "C", key: "transform", value: "{rotate: 15, scale: 1.25, translate: [10, 0]}"),
                            replacing: "{name: C, frame: [150, 20, 100, 100]}",
                            with: "{name: C, frame: [150, 20, 100, 100], transform: {rotate: 15, scale: 1.25, translate: [10, 0]}}")
        let turned = Self.text.replacingOccurrences(of: "{name: C, frame: [150, 20, 100, 100]}", with: "{name: C, frame: [150, 20, 100, 100], transform: {rotate: 15}}")
        try Self.expectEdit(.removeProperty(view: "C", key: "transform"), on: turned,
                            replacing: "{name: C, frame: [150, 20, 100, 100], transform: {rotate: 15}}", with: "{name: C, frame: [150, 20, 100, 100]}")
    }

    @Test func aBlockViewBecomesAControllersRootViewWithItsComments() throws {
        try Self.expectEdit(.makeControllerView(view: "A", controller: "CardController"), replacing: """
              - name: A
                frame: [100, 100, 300, 300]  # x, y, w, h
                color: blue
                handles: [touchesBegan]
                subviews:
                  - {name: B, frame: [20, 20, 100, 100], color: green}   # B on one line
                  - {name: C, frame: [150, 20, 100, 100]}
        """, with: """
              - controller: CardController
                view:
                  name: A
                  frame: [100, 100, 300, 300]  # x, y, w, h
                  color: blue
                  handles: [touchesBegan]
                  subviews:
                    - {name: B, frame: [20, 20, 100, 100], color: green}   # B on one line
                    - {name: C, frame: [150, 20, 100, 100]}
        """)
    }

    @Test func aOneLineViewBecomesAControllersRootViewOnItsLine() throws {
        try Self.expectEdit(.makeControllerView(view: "C", controller: "CController"),
                            replacing: "- {name: C, frame: [150, 20, 100, 100]}",
                            with: "- {controller: CController, view: {name: C, frame: [150, 20, 100, 100]}}")
    }

    @Test func aControllersRootViewGivesItsControllerTheName() throws {
        try Self.expectEdit(.makeControllerView(view: "D", controller: "Detail"),
                            replacing: "controller: DetailController   # a child controller", with: "controller: Detail   # a child controller")
        try Self.expectEdit(.makeControllerView(view: "root", controller: "MainController"),
                            replacing: "controller: ViewController", with: "controller: MainController")
    }

    @Test func theExplanationIsAddedBeforeRootAsBlockText() throws {
        try Self.expectEdit(.setText(key: "explanation", text: "Tap C.\n\nThen tap B, outside C: é ✓"),
                            replacing: "size: [800, 600]\nroot:\n",
                            with: "size: [800, 600]\nexplanation: |\n  Tap C.\n\n  Then tap B, outside C: é ✓\nroot:\n")
    }

    @Test func theExplanationReplacesTheOldOneKeepingTheCommentsAroundIt() throws {
        let text = "title: x\nexplanation: |   # old\n  Old text.\n\n  More.\n\n# about the events\nevents: |\n  tap 1 1\nroot:\n  controller: VC\n  view: {name: root, frame: [0, 0, 10, 10]}\n"
        try Self.expectEdit(.setText(key: "explanation", text: "New."), on: text,
                            replacing: "explanation: |   # old\n  Old text.\n\n  More.\n", with: "explanation: |\n  New.\n")
        try Self.expectEdit(.setText(key: "events", text: "tap 2 2\nwait 0.5"), on: text,
                            replacing: "events: |\n  tap 1 1\n", with: "events: |\n  tap 2 2\n  wait 0.5\n")
    }

    @Test func aCRLFFileKeepsItsLineBreaks() throws {
        let text = "title: x\r\nroot:   # the root\r\n  controller: VC\r\n  view:\r\n    name: root\r\n    frame: [0, 0, 10, 10]\r\n"
        try Self.expectEdit(.setText(key: "explanation", text: "One.\nTwo."), on: text,
                            replacing: "title: x\r\n", with: "title: x\r\nexplanation: |\r\n  One.\r\n  Two.\r\n")
        try Self.expectEdit(.addGesture(view: "root", gesture: "t", written: "{name: t, kind: tap}"), on: text,
                            replacing: "    frame: [0, 0, 10, 10]\r\n", with: "    frame: [0, 0, 10, 10]\r\n    gestures:\r\n      - {name: t, kind: tap}\r\n")
    }

    static let windows = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
    windows:
      - name: toast   # in front
        windowLevel: alert
        frame: [100, 100, 300, 200]
        root:
          controller: ToastController
          view:
            name: toastRoot
            frame: [0, 0, 300, 200]
            subviews:
              - {name: close, frame: [250, 10, 40, 40]}   # the close box
    """

    @Test func viewsOfAFurtherWindowAreEditedInPlace() throws {
        try Self.expectEdit(.setFrame(view: "close", frame: CGRect(x: 240, y: 12, width: 44, height: 44)), on: Self.windows,
                            replacing: "{name: close, frame: [250, 10, 40, 40]}", with: "{name: close, frame: [240, 12, 44, 44]}")
        try Self.expectEdit(.addSubview(parent: "toastRoot", name: "A", frame: CGRect(x: 1, y: 2, width: 3, height: 4), color: "white"),
                            on: Self.windows, replacing: "   # the close box",
                            with: "   # the close box\n          - {name: A, frame: [1, 2, 3, 4], color: white}\n")
        try Self.expectEdit(.makeControllerView(view: "toastRoot", controller: "Toast"), on: Self.windows,
                            replacing: "controller: ToastController", with: "controller: Toast")
        try Self.expectEdit(.setProperty(view: "close", key: "control", value: "{action: \"closeTapped:\", target: null, event: touchUpInside}"),
                            on: Self.windows, replacing: "{name: close, frame: [250, 10, 40, 40]}",
                            with: "{name: close, frame: [250, 10, 40, 40], control: {action: \"closeTapped:\", target: null, event: touchUpInside}}")
    }

    @Test func editsThatWouldBreakTheSceneAreRefused() throws {
        let editor = try SceneEditor(text: Self.text, fileName: "edit.yaml", savedText: Self.text)
        let refused: [EditCommand] = [
            // A text field that is a button too, an unknown control kind, a recognizer's target that is nobody.
            .setProperty(view: "E", key: "textField", value: "true"),
            .setProperty(view: "A", key: "control", value: "{kind: dial}"),
            .addGesture(view: "A", gesture: "t", written: "{name: t, kind: tap, target: Nobody}"),
            .removeGesture(view: "A", gesture: "t"), .removeProperty(view: "A", key: "frame"),
            .makeControllerView(view: "A", controller: "B"), .makeControllerView(view: "A", controller: "two words"),
        ]
        for command in refused {
            #expect(throws: SceneEditError.self, "\(command)") { try editor.apply(command) }
            #expect(editor.text == Self.text)
        }
    }
}
