import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// What a scene says about UIKit's finer points: labels and image views that take no
/// touches, and the keys and commands of the fourth fidelity round.
@Suite("Scenes: labels without touches, key windows, delegates, swipes, sliders, plain controls")
struct FidelitySceneTests {
    static func run(_ scene: String, _ events: String) throws -> (LoadedScene, TraceLog) {
        let loaded = try LoadedScene.load(text: scene, file: "scene.yaml")
        let log = TraceLog()
        loaded.attach(log)
        ScriptRunner(scene: loaded).run(try EventScript.parse(events, file: "events"))
        return (loaded, log)
    }

    static func labelScene(_ labelKeys: String) -> String {
        """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - name: card
                frame: [100, 100, 400, 200]
                handles: [touches]
                subviews:
                  - {name: caption, frame: [50, 50, 200, 50], handles: [touches], \(labelKeys)}
        """
    }

    // MARK: - Labels and image views take no touches by default

    @Test(arguments: ["class: UILabel", "class: UIImageView", "class: MyApp.Badge, baseClass: UILabel",
                      "class: MyApp.Photo, baseClass: UIImageView"])
    func aLabelOrAnImageViewTakesNoTouchesByDefault(keys: String) throws {
        // Precondition: a label-like view inside a card, both handling touches.
        // Action: a tap on the label.
        let (_, log) = try Self.run(Self.labelScene(keys), "tap 200 170")

        // Assertion: UIView.isUserInteractionEnabled, "default is false for UILabel and
        // UIImageView": hitTest passes the label by and the card takes the touch.
        #expect(log.results.first?.hitTestView == "card")
    }

    @Test func userInteractionEnabledTrueTurnsALabelBackOn() throws {
        // Precondition: the label says userInteractionEnabled: true. Action: a tap on it.
        let (_, log) = try Self.run(Self.labelScene("class: UILabel, userInteractionEnabled: true"), "tap 200 170")

        // Assertion: the scene's word wins over the class's default.
        #expect(log.results.first?.hitTestView == "caption")
    }
}

/// The keys and the command of the fourth round, each loaded and run.
@Suite("Scenes: makeKey, first responders per window, targetForAction, delegate keys, swipes, sliders, plain controls")
struct FidelitySceneKeyTests {
    static let windows = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - {name: field, frame: [100, 100, 200, 40], firstResponder: true, handles: [presses]}
    windows:
      - name: palette
        size: [300, 200]
        root: {controller: PaletteController, view: {name: paletteRoot, frame: [0, 0, 300, 200], subviews: [{name: search, frame: [10, 10, 200, 40], firstResponder: true, handles: [presses]}]}}
    """

    @Test func makeKeySwitchesTheKeyWindowAndEachWindowKeepsItsFirstResponder() throws {
        // Precondition: a first responder in each window; the main window is key.
        // Action: a key press, makeKey palette, a press, makeKey UIWindow, a press.
        let (scene, log) = try FidelitySceneTests.run(Self.windows, "key x\nmakeKey palette\nkey y\nmakeKey UIWindow\nkey z")

        // Assertion: presses start at the key window's first responder (UIWindow: the key
        // window gets the events not related to touches): field, then search, then field again.
        let presses = log.results.filter { $0.event == "pressesBegan" }.map(\.handledBy)
        #expect(presses == ["field", "search", "field"])
        #expect(scene.application.keyWindow.name == "UIWindow")
        #expect(scene.responders["search"]?.isFirstResponder == true)
    }

    @Test func makeKeyOnAViewIsANoteNotACrash() throws {
        // Precondition and action: makeKey names a view, not a window.
        let loaded = try LoadedScene.load(text: Self.windows, file: "scene.yaml")
        let runner = ScriptRunner(scene: loaded)
        runner.run(try EventScript.parse("makeKey field", file: "events"))

        // Assertion: one line says why; the key window stays.
        #expect(runner.messages.contains { $0.contains("field is not a window") })
        #expect(loaded.application.keyWindow.name == "UIWindow")
    }

    @Test func twoFirstRespondersInOneWindowAreRefused() {
        // Precondition: two views of the main window marked first responder.
        let text = FidelitySceneTests.labelScene("firstResponder: true").replacingOccurrences(of: "handles: [touches]\n", with: "handles: [touches]\n            firstResponder: true\n")

        // Action and assertion: the scene does not load, and the error says at most one per window.
        #expect(throws: (any Error).self) { try LoadedScene.load(text: text, file: "scene.yaml") }
    }

    @Test func targetForActionSendsTheActionToTheResponderItNames() throws {
        // Precondition: the first responder's target(forAction:withSender:) answers ViewController for copy:.
        let scene = """
        root:
          controller: ViewController
          actions: ["copy:"]
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: editor, frame: [0, 0, 400, 400], firstResponder: true, actions: ["copy:"], targetForAction: {"copy:": ViewController}}
        """

        // Action: a nil-targeted copy:.
        let (_, log) = try FidelitySceneTests.run(scene, "action copy:")

        // Assertion: UIResponder.target(forAction:withSender:) overridden: the editor, which
        // implements copy: itself, hands it to ViewController, which gets it.
        #expect(log.results.last?.handledBy == "ViewController")
        #expect(log.results.last?.chain == ["editor", "ViewController"])
    }

    @Test func canResignFirstResponderFalseKeepsTheFirstResponder() throws {
        // Precondition: a first responder that will not resign. Action: resign, then become another.
        let scene = """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: form, frame: [0, 0, 400, 400], firstResponder: true, canResignFirstResponder: false}
              - {name: other, frame: [400, 0, 400, 400], canBecomeFirstResponder: true}
        """
        let loaded = try LoadedScene.load(text: scene, file: "scene.yaml")
        let runner = ScriptRunner(scene: loaded)
        runner.run(try EventScript.parse("resign\nbecome other", file: "events"))

        // Assertion: UIResponder.canResignFirstResponder false: form stays first responder, and
        // other cannot take its place.
        #expect(loaded.application.firstResponder?.name == "form")
        #expect(runner.messages.count == 2)
    }

    static func gestureScene(_ gestures: String) -> String {
        """
        root:
          controller: ViewController
          actions: ["act:"]
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - name: board
                frame: [0, 0, 800, 600]
                gestures:
        \(gestures)
                subviews:
                  - {name: corner, frame: [0, 0, 100, 100]}
        """
    }

    @Test func shouldRequireFailureOfMakesATapWaitForTheDoubleTap() throws {
        // Precondition: single and double taps; the single's delegate says it requires the double's failure.
        let scene = Self.gestureScene("""
                  - {name: single, kind: tap, action: "act:", target: ViewController, shouldRequireFailureOf: [double]}
                  - {name: double, kind: tap, taps: 2, action: "act:", target: ViewController}
        """)

        // Action: one tap, then the time for a second passes.
        let (_, log) = try FidelitySceneTests.run(scene, "tap 400 300\nwait 1")

        // Assertion: gestureRecognizer(_:shouldRequireFailureOf:) as require(toFail:): the single
        // tap recognizes only after the double tap failed.
        let order = log.steps.compactMap { step -> String? in
            if case .gesture(let name, _, let state, _) = step, state == .failed || state == .recognized { return "\(name) \(state.rawValue)" }
            return nil
        }
        #expect(order == ["double failed", "single recognized"])
    }

    @Test func shouldBeRequiredToFailByMakesTheOtherWait() throws {
        // Precondition: the double's delegate says it must fail before the single may recognize.
        let scene = Self.gestureScene("""
                  - {name: single, kind: tap, action: "act:", target: ViewController}
                  - {name: double, kind: tap, taps: 2, action: "act:", target: ViewController, shouldBeRequiredToFailBy: [single]}
        """)

        // Action: one tap, then the wait.
        let (_, log) = try FidelitySceneTests.run(scene, "tap 400 300\nwait 1")

        // Assertion: the same order, asked of the other recognizer's delegate.
        let order = log.steps.compactMap { step -> String? in
            if case .gesture(let name, _, let state, _) = step, state == .failed || state == .recognized { return "\(name) \(state.rawValue)" }
            return nil
        }
        #expect(order == ["double failed", "single recognized"])
    }

    @Test(arguments: ["{startsIn: corner}", "{startsInArea: [0, 0, 100, 100]}"])
    func shouldReceiveTakesOnlyTouchesThatStartWhereItSays(predicate: String) throws {
        // Precondition: a tap whose delegate receives only touches starting in the corner.
        let scene = Self.gestureScene("""
                  - {name: cornerTap, kind: tap, action: "act:", target: ViewController, shouldReceive: \(predicate)}
        """)

        // Action: a tap in the middle, then one in the corner.
        let (_, log) = try FidelitySceneTests.run(scene, "tap 400 300\nwait 1\ntap 50 50")

        // Assertion: gestureRecognizer(_:shouldReceive:) no for the first touch: only the corner's tap recognizes.
        let recognized = log.steps.filter { if case .gesture("cornerTap", _, .recognized, _) = $0 { return true }; return false }
        #expect(recognized.count == 1)
        #expect(log.results.first?.cause == nil && log.results.first?.hitTestView == "board")
    }

    @Test func aSwipeWithTwoDirectionsRecognizesEither() throws {
        // Precondition: a swipe allowed left and right.
        let scene = Self.gestureScene("""
                  - {name: flick, kind: swipe, direction: [left, right], action: "act:", target: ViewController}
        """)

        // Action: a swipe left, then one right, then one up.
        let (_, log) = try FidelitySceneTests.run(scene, """
        down 1 400 300
        move 1 300 300
        up 1 300 300
        wait 1
        down 2 400 300
        move 2 500 300
        up 2 500 300
        wait 1
        down 3 400 300
        move 3 400 200
        up 3 400 200
        """)

        // Assertion: UISwipeGestureRecognizer.direction is an option set: left and right both
        // recognize, up does not.
        let states = log.steps.compactMap { step -> GestureStateName? in
            if case .gesture("flick", _, let state, _) = step, state != .possible { return state }
            return nil
        }
        #expect(states == [.recognized, .recognized, .failed])
    }

    @Test func aSliderThatIsNotContinuousSendsValueChangedOnceAtTheLift() throws {
        // Precondition: a slider with continuous: false, its thumb at the left end.
        let scene = """
        root:
          controller: ViewController
          actions: ["changed:"]
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: volume, frame: [100, 100, 300, 40], control: {kind: slider, continuous: false, action: "changed:", target: ViewController}}
        """

        // Action: the thumb dragged in three moves, then lifted.
        let (_, log) = try FidelitySceneTests.run(scene, "down 1 114 120\nmove 1 150 120\nmove 1 200 120\nmove 1 250 120\nup 1 250 120")

        // Assertion: UISlider.isContinuous false: one valueChanged, at the lift.
        let events = log.steps.compactMap { if case .controlEvent(_, let event, _) = $0 { return event } else { return nil } }
        #expect(events.filter { $0 == "valueChanged" }.count == 1)
        #expect(events.last == "valueChanged")
    }

    @Test func kindControlIsAPlainUIControl() throws {
        // Precondition: a plain control.
        let scene = """
        root:
          controller: ViewController
          actions: ["dial:"]
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: knob, frame: [100, 100, 100, 100], control: {kind: control, action: "dial:", target: ViewController}}
        """

        // Action: a tap on it.
        let (loaded, log) = try FidelitySceneTests.run(scene, "tap 150 150")

        // Assertion: a UIControl (not a button): touchUpInside sends dial:, and no primaryActionTriggered follows.
        #expect(type(of: loaded.responders["knob"]!) == UIControl.self)
        let events = log.steps.compactMap { if case .controlEvent(_, let event, _) = $0 { return event } else { return nil } }
        #expect(events == ["touchDown", "touchUpInside"])
        #expect(log.results.contains { $0.handledBy == "ViewController" })
    }

    @Test func valueChangedOnAPlainControlIsRefused() {
        // Precondition: a plain control whose action is on valueChanged, which it never sends.
        let scene = """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: knob, frame: [100, 100, 100, 100], control: {kind: control, action: "dial:", event: valueChanged}}
        """

        // Action and assertion: the scene does not load.
        #expect(throws: (any Error).self) { try LoadedScene.load(text: scene, file: "scene.yaml") }
    }
}
