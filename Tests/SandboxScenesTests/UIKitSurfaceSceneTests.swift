import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// The recognizer's delegate keys, the scroll-view switches and overrides, and `refuses`,
/// loaded from a scene and run.
@Suite("Scene keys: the recognizer's delegate, scroll-view switches, refuses")
struct UIKitSurfaceSceneTests {
    static let scene = """
    root:
      controller: ViewController
      actions: ["paste:", "swiped:"]
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: list
            frame: [100, 100, 300, 300]
            scroll: {contentSize: [300, 900], touchesShouldCancel: never, bounces: false, pagingEnabled: true}
            subviews:
              - {name: row, frame: [0, 0, 300, 100], handles: [touches]}
          - name: card
            frame: [450, 100, 300, 300]
            gestures:
              - {name: cardTap, kind: tap, action: "swiped:", target: ViewController, ignores: [badge]}
              - {name: cardPan, kind: pan, maximumTouches: 2, shouldBegin: false}
            subviews:
              - {name: badge, frame: [0, 0, 50, 50]}
          - {name: field, frame: [100, 450, 200, 40], textField: true, actions: ["paste:"], refuses: ["paste:"], firstResponder: true}
    """

    static func run(_ events: String) throws -> (LoadedScene, TraceLog) {
        let scene = try LoadedScene.load(text: scene, file: "scene.yaml")
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(try EventScript.parse(events, file: "events"))
        return (scene, log)
    }

    @Test func theScrollKeysSetTheSwitchesAndTheOverridesAnswer() throws {
        // Precondition: the scene loads.
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let list = try #require(scene.view(named: "list") as? UIScrollView)
        let row = try #require(scene.view(named: "row"))

        // Action: ask what the keys made of it.
        let cancels = list.touchesShouldCancel(in: row)

        // Assertion: touchesShouldCancel: never answers no even for a plain view; the switches are set, the rest UIKit's defaults.
        #expect(!cancels)
        #expect(!list.bounces && list.isPagingEnabled && list.isScrollEnabled && !list.isDirectionalLockEnabled)
        #expect(list.touchesShouldBegin([], with: nil, in: row))
    }

    @Test func aRowHeldInAListWhoseOverrideNeverCancelsKeepsItsTouchAndNothingScrolls() throws {
        // Action: hold the row past the content delay, then drag.
        let (scene, log) = try Self.run("down 1 200 150\nwait 0.2\nmove 1 200 120\nmove 1 200 60\nup 1 200 60")

        // Assertion: touchesShouldCancel(in:) false keeps the row tracking (Apple: "returning false
        // … the scroll view does not scroll"); the row sees the whole drag.
        #expect((scene.view(named: "list") as? UIScrollView)?.contentOffset == .zero)
        #expect(log.results.filter { $0.touch == 1 }.map(\.event) == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
    }

    @Test func theIgnoresKeyKeepsTheBadgesTouchFromTheTap() throws {
        // Action: a tap on the badge, then one on the card beside it.
        let (_, onBadge) = try Self.run("tap 470 120")
        let (_, beside) = try Self.run("tap 600 300")

        // Assertion: gestureRecognizer(_:shouldReceive:) answers no for the badge: the tap never sees that touch.
        #expect(!onBadge.steps.contains { if case .gesture("cardTap", _, _, _) = $0 { return true } else { return false } })
        #expect(beside.steps.contains { if case .gesture("cardTap", "card", .recognized, _) = $0 { return true }; return false })
    }

    @Test func theShouldBeginKeyFailsThePanWhereItWouldBegin() throws {
        // Action: a drag on the card.
        let (_, log) = try Self.run("down 2 600 300\nmove 2 650 300\nup 2 650 300")

        // Assertion: the delegate's gestureRecognizerShouldBegin(_:) answers no: failed, never began.
        #expect(log.steps.contains(.gesture(recognizer: "cardPan", view: "card", state: .failed,
            detail: GestureStepDetail(note: "its delegate's gestureRecognizerShouldBegin(_:) returned false"))))
        #expect(!log.steps.contains { if case .gesture("cardPan", "card", .began, _) = $0 { return true }; return false })
    }

    @Test func aRefusedPasteGoesPastTheFieldToTheController() throws {
        // Action: a nil-targeted paste: with the field first responder.
        let (_, log) = try Self.run("action paste:")

        // Assertion: the field implements paste: but refuses it; the controller performs it.
        #expect(log.steps.contains(.deliver(message: .action("paste:"), responder: "field", handled: false)))
        #expect(log.results.last?.handledBy == "ViewController")
    }

    @Test func controlKindsAndTheNewRecognizerKindsAreBuiltFromTheirKeys() throws {
        // Precondition: a scene with a slider, a switch, a rotation and a left-edge pan.
        let text = """
        root:
          controller: ViewController
          actions: ["changed:"]
          view:
            name: root
            frame: [0, 0, 800, 600]
            gestures:
              - {name: back, kind: screenEdgePan, edges: [left]}
              - {name: turn, kind: rotation}
            subviews:
              - {name: volume, frame: [100, 100, 300, 40], control: {kind: slider, value: 5, minimum: 0, maximum: 10, action: "changed:"}}
              - {name: wifi, frame: [100, 200, 51, 31], control: {kind: switch, on: true, action: "changed:"}}
        """

        // Action: load it and flip the switch.
        let scene = try LoadedScene.load(text: text, file: "scene.yaml")
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(try EventScript.parse("tap 120 210", file: "events"))

        // Assertion: UISlider at 5 in 0…10, UISwitch flipped off with its action sent on
        // valueChanged (a value control's default event), and the two recognizers of their kinds.
        let slider = try #require(scene.view(named: "volume") as? UISlider)
        #expect(slider.value == 5 && slider.minimumValue == 0 && slider.maximumValue == 10)
        #expect((scene.view(named: "wifi") as? UISwitch)?.isOn == false)
        #expect(log.results.contains { $0.event == "changed:" && $0.handledBy == "ViewController" })
        #expect((scene.recognizers["back"] as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(scene.recognizers["turn"] is UIRotationGestureRecognizer)
    }

    @Test func aHoverRecognizerIsBuiltFromItsKindAndTheHoverLinesMoveThePointer() throws {
        // Precondition: a card with a hover recognizer sending hovering: to the controller.
        let text = """
        root:
          controller: ViewController
          actions: ["hovering:"]
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - name: card
                frame: [200, 200, 400, 200]
                gestures:
                  - {name: cardHover, kind: hover, action: "hovering:", target: ViewController}
        """
        let scene = try LoadedScene.load(text: text, file: "scene.yaml")
        let log = TraceLog()
        scene.attach(log)

        // Action: the pointer over the root, onto the card, across it, and out of the window.
        ScriptRunner(scene: scene).run(try EventScript.parse("hover 100 100\nhover 300 300\nhover 350 300\nhover out", file: "events"))

        // Assertion: a UIHoverGestureRecognizer; the move over the root leaves no step, the
        // others one hover step each, and the recognizer begins, changes and ends.
        #expect(scene.recognizers["cardHover"] is UIHoverGestureRecognizer)
        let hovers = log.steps.filter { if case .hover = $0 { return true } else { return false } }
        #expect(hovers.count == 3)
        let states = log.steps.compactMap { step -> GestureStateName? in
            if case .gesture("cardHover", _, let state, _) = step { return state }
            return nil
        }
        #expect(states == [.began, .changed, .ended, .possible])
    }

    @Test func aHoverLineWithoutAPointSaysHowItIsWritten() {
        // Precondition / action: a hover line missing its Y.
        let result = Result { try EventScript.parse("hover 120", file: "events") }

        // Assertion: the error names the missing word and both forms.
        guard case .failure(let error) = result else { Issue.record("a hover line without Y parsed"); return }
        #expect("\(error)".contains("missing Y (hover X Y|out)"))
    }
}
