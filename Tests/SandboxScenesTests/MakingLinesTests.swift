import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// The lines that make what the studio's palette makes (`control`, `connect`, `gesture`,
/// `removeGesture`, `controller`, `removeController`, `set NAME value|on|actions`): written,
/// read back, refused with one line when wrong, and run as the scene builder would build them.
@Suite("Events lines that make controls, recognizers and controllers")
struct MakingLinesTests {
    static let sceneText = """
    title: T
    size: [400, 400]
    root:
      controller: VC
      view:
        name: root
        frame: [0, 0, 400, 400]
        subviews:
          - {name: A, frame: [0, 0, 200, 200], color: blue, handles: [touchesBegan]}
          - {name: B, frame: [200, 200, 100, 100], color: red}

    """

    static var slider: ControlClass {
        var made = ControlClass(kind: .slider)
        made.minimum = -1
        made.value = 0.25
        made.continuous = false
        return made
    }

    static var disabledSwitch: ControlClass {
        var made = ControlClass(kind: .switch)
        made.on = true
        made.enabled = false
        return made
    }

    static var scroll: ControlClass {
        var made = ControlClass(kind: .scroll)
        made.scroll.contentSize = CGSize(width: 200, height: 900)
        made.scroll.bounces = false
        made.scroll.delaysContentTouches = false
        made.scroll.touchesShouldCancel = .never
        return made
    }

    static var tap: GestureNode {
        var node = GestureNode(name: "ATap", kind: .tap)
        node.action = "tapped:"
        node.target = "VC"
        node.taps = 2
        node.requiresToFail = ["BPan"]
        node.receives = .startsInArea(CGRect(x: 0, y: 0, width: 50, height: 50))
        node.requiredToFailBy = ["BPan"]
        return node
    }

    static let commands: [ScriptCommand] = [
        .control("A", ControlClass(kind: .button)), .control("A", slider), .control("A", disabledSwitch),
        .control("A", ControlClass(kind: .textField)), .control("A", ControlClass(kind: .none)), .control("A", ControlClass(kind: .control)),
        .control("A", scroll), .add("C", parent: "A", frame: CGRect(x: 1, y: 2, width: 3, height: 4), color: UIColor(red: 1, green: 0, blue: 0), className: "MyCell"),
        .connect("A", action: "tapped:", target: "VC", event: .touchUpInside), .connect("A", action: "changed:", target: nil, event: .valueChanged),
        .gesture("A", GestureNode(name: "APan", kind: .pan)), .gesture("B", tap), .removeGesture("ATap"),
        .controller("BController", view: "B"), .removeController("BController"),
        .set("A", .value(0.5)), .set("A", .on(true)), .set("VC", .actions(["tapped:", "copy:"])), .set("VC", .actions([])),
    ]

    @Test func everyMakingLineParsesBackToItself() throws {
        let text = Self.commands.map(\.eventsLine).joined(separator: "\n")

        let parsed = try EventScript.parse(text, file: "recorded.events").lines.map(\.command)

        #expect(parsed == Self.commands)
    }

    @Test func theLinesReadAsTheSceneFileWritesTheSameThings() {
        #expect(ScriptCommand.control("A", Self.slider).eventsLine == "control A slider minimum -1 value 0.25 continuous false")
        #expect(ScriptCommand.connect("A", action: "tapped:", target: "VC", event: .touchUpInside).eventsLine == "connect A tapped: to VC for touchUpInside")
        #expect(ScriptCommand.gesture("A", GestureNode(name: "APan", kind: .pan)).eventsLine == "gesture A {name: \"APan\", kind: pan, touches: 1}")
        #expect(ScriptCommand.set("VC", .actions(["tapped:", "copy:"])).eventsLine == "set VC actions copy:,tapped:")
        #expect(ScriptCommand.controller("BController", view: "B").eventsLine == "controller BController view B")
        #expect(ScriptCommand.control("A", Self.scroll).eventsLine
                == "control A scroll contentSize 200,900 delaysContentTouches false bounces false touchesShouldCancel never")
        #expect(ScriptCommand.add("C", parent: "A", frame: CGRect(x: 1, y: 2, width: 3, height: 4), color: UIColor(red: 1, green: 0, blue: 0),
                                  className: "MyCell").eventsLine == "add C to A frame 1,2,3,4 color #FF0000 class MyCell")
    }

    @Test func aWrongMakingLineSaysWhatItExpectedInOneLine() {
        let cases = [
            ("control A lever", "unknown control kind 'lever'; expected button, control, slider, switch, textField, scroll, none"),
            ("control A scroll", "missing contentSize W,H: a scroll view needs its content's size"),
            ("control A scroll contentSize 300", "contentSize takes W,H, two numbers from 0 to"),
            ("control A scroll contentSize 300,-1", "contentSize takes W,H"),
            ("control A scroll contentSize 300,900 bounces maybe", "bounces takes true or false, found 'maybe'"),
            ("control A scroll contentSize 300,900 enabled false", "a scroll takes contentSize, delaysContentTouches, canCancelContentTouches"),
            ("control A scroll contentSize 300,900 touchesShouldCancel sometimes", "touchesShouldCancel takes default, always or never, found 'sometimes'"),
            ("control A button value 3", "a button takes enabled, found 'value'"),
            ("control A slider value", "missing a value after 'value'"),
            ("control A switch on maybe", "on takes true or false, found 'maybe'"),
            ("control A slider minimum 2 maximum 1", "minimum 2 is above maximum 1"),
            ("connect A tapped: VC", "expected 'to TARGET' or 'for EVENT' after the action, found 'VC'"),
            ("connect A tapped: for touchSideways", "unknown control event 'touchSideways'"),
            ("connect A tapped: to VC", "missing 'for EVENT'"),
            ("gesture A", "missing the recognizer {name: N, kind: K, ...}"),
            ("gesture A tap", "expected a recognizer written as in a scene's gestures"),
            ("gesture A {name: X, kind: wobble}", "unknown recognizer kind 'wobble'"),
            ("gesture A {name: X}", "missing: a recognizer needs a kind"),
            ("gesture A {name: X, kind: tap, taps: 0}", "expected a whole number from 1 to 10"),
            ("gesture A {name: X, kind: tap", "found '{name: X, kind: tap'"),
            ("gesture A {name: X, kind: tap, taps: [}", "not valid YAML"),
            ("removeGesture", "missing a gesture recognizer's name (removeGesture NAME)"),
            ("controller C B", "expected 'view', found 'B' (controller NAME view VIEW)"),
            ("removeController", "missing a view controller's name"),
            ("set A value high", "value takes a number"),
            ("set A actions copy:;paste:", "actions takes none or a comma-separated list of action names"),
        ]
        for (line, message) in cases {
            do {
                _ = try EventScript.parse(line, file: "make.events")
                Issue.record("\(line) was accepted")
            } catch {
                let text = "\(error)"
                #expect(text.hasPrefix("make.events:1:"), "\(text)")
                #expect(text.contains(message), "\(line): \(text)")
                #expect(!text.contains("\n"), "\(line): \(text)")
            }
        }
    }

    @Test func namesTheLinesMakeAreKnownToTheLinesAfterThem() throws {
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let script = try EventScript.parse("""
            gesture A {name: ATap, kind: tap, target: VC, action: "tapped:"}
            set ATap enabled false
            controller AController view A
            set AController canBecomeFirstResponder true
            removeGesture ATap
            set ATap enabled true
            gesture A {name: AP, kind: pan, target: Nobody, action: "x:"}
            """, file: "e.events")

        let problems = script.diagnostics(against: scene, file: "e.events").map(\.description)

        #expect(problems == ["e.events:6:1: set: the scene has no gesture recognizer named 'ATap'",
                             "e.events:7:1: gesture: the scene has no responder named 'Nobody'"])
    }

    @Test func aButtonMadeInPlaceKeepsTheViewsPlacePropertiesAndRecognizersAndTakesItsTarget() throws {
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let runner = ScriptRunner(scene: scene)
        let script = try EventScript.parse("""
            gesture A {name: APan, kind: pan}
            set A alpha 0.5
            control A button
            connect A tapped: to VC for touchUpInside
            set VC actions tapped:
            """, file: "e.events")

        runner.run(script)

        let button = try #require(scene.view(named: "A") as? UIButton)
        #expect(runner.messages.isEmpty)
        #expect(button.superview?.subviews.map(\.name) == ["A", "B"])
        #expect(button.alpha == 0.5 && button.implementedMethods == [.touchesBegan] && button.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(button.gestureRecognizers?.map(\.name) == ["APan"])
        #expect(button.targetActionsInOrder.map { ($0.target as? UIResponder)?.name } == ["VC"])
        #expect(scene.responders["VC"]?.implementedActions == ["tapped:"])
    }

    @Test func aControllerAddedAndRemovedChangesTheChainBetweenTheViewAndItsSuperview() throws {
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let runner = ScriptRunner(scene: scene)
        let view = try #require(scene.view(named: "B"))

        runner.run(.controller("BController", view: "B"))
        let added = view.responderChain.map(\.name)
        runner.run(.removeController("BController"))

        #expect(added.prefix(3) == ["B", "BController", "root"])
        #expect(view.responderChain.map(\.name).prefix(2) == ["B", "root"])
        #expect(scene.responders["BController"] == nil)
        #expect(runner.messages.isEmpty)
    }

    @Test func aLineThatCannotRunSaysWhy() throws {
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let runner = ScriptRunner(scene: scene)

        runner.run(.connect("B", action: "x:", target: nil, event: .touchUpInside), line: 1)
        runner.run(.removeController("VC"), line: 2)
        runner.run(.controller("X", view: "root"), line: 3)
        runner.run(.set("B", .value(1)), line: 4)

        #expect(runner.messages == ["line 1: B is not a control", "line 2: VC is a window's root view controller, which a scene always has",
                                    "line 3: root is already the root view of VC", "line 4: B is not a slider"])
    }

    @Test func aViewMadeAScrollViewAndBackKeepsItsRecognizersAndSubviewsAndTakesItsOwnPan() throws {
        // Precondition: A with a recognizer and a subview.
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let runner = ScriptRunner(scene: scene)
        runner.run(try EventScript.parse("""
            gesture A {name: ATap, kind: tap}
            add C to A frame 10,10,20,20 color red class MyCell
            """, file: "e.events"))

        // Action: A made a scroll view, scrolled, then a plain view again.
        runner.run(.control("A", Self.scroll))
        runner.run(.set("A", .contentOffset(CGPoint(x: 0, y: 100))))
        let scrolled = try #require(scene.view(named: "A") as? UIScrollView)
        let pans = scrolled.gestureRecognizers?.map(\.name)
        runner.run(.control("A", ControlClass(kind: .none)))

        // Assertion: the scroll view has the line's settings, its own pan first, then ATap; the
        // plain view keeps ATap, the subview of the app's class and the offset, without the pan.
        #expect(runner.messages.isEmpty, "\(runner.messages)")
        #expect(scrolled.contentSize == CGSize(width: 200, height: 900) && !scrolled.bounces && !scrolled.delaysContentTouches)
        #expect(pans == ["A.pan", "ATap"])
        let plain = try #require(scene.view(named: "A"))
        #expect(type(of: plain) == UIView.self)
        #expect(plain.gestureRecognizers?.map(\.name) == ["ATap"])
        #expect(plain.subviews.map(\.classNameForLogs) == ["MyCell"])
        #expect(plain.bounds.origin == CGPoint(x: 0, y: 100))
    }

    @Test func aControlMadeAnewIsTheTargetOfWhatTargetedTheOldOne() throws {
        // Precondition: B a switch whose action goes to A, and a recognizer on B sending to A.
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let runner = ScriptRunner(scene: scene)
        runner.run(try EventScript.parse("""
            control B switch
            connect B first: to VC for valueChanged
            connect B flipped: to A for valueChanged
            gesture B {name: BTap, kind: tap, target: A, action: "tapped:"}
            """, file: "e.events"))
        let old = scene.view(named: "A")

        // Action: A made a button.
        runner.run(.control("A", ControlClass(kind: .button)))

        // Assertion: B's second target and BTap's target are the new A, in their places.
        let button = try #require(scene.view(named: "A") as? UIButton)
        #expect(button !== old)
        let control = try #require(scene.view(named: "B") as? UIControl)
        #expect(control.targetActionsInOrder.map { ($0.target as? UIResponder)?.name ?? "nil" } == ["VC", "A"])
        #expect(control.targetActionsInOrder.last?.target === button)
        #expect(scene.recognizers["BTap"]?.actionTargets.map { $0.target === button } == [true])
    }

    @Test func aRecognizerNamedBeforeItIsAddedIsWiredWhenItComes() throws {
        // Precondition: ATap waits for BDouble, which a later line adds.
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let script = try EventScript.parse("""
            gesture A {name: ATap, kind: tap, requiresToFail: [BDouble], simultaneousWith: [BDouble]}
            gesture B {name: BDouble, kind: tap, taps: 2, shouldRequireFailureOf: [ATap]}
            """, file: "e.events")
        #expect(script.diagnostics(against: scene, file: "e.events").isEmpty)
        let runner = ScriptRunner(scene: scene)

        // Action: the lines run.
        runner.run(script)

        // Assertion: ATap waits for and recognizes with BDouble, as a scene file with both would wire them.
        let tap = try #require(scene.recognizers["ATap"])
        #expect(tap.requiredToFail.map(\.name) == ["BDouble"])
        #expect(tap.simultaneousRecognizers.map(\.name) == ["BDouble"])
        #expect(runner.messages.isEmpty, "\(runner.messages)")
    }

    @Test func aRelationToARecognizerNoLineAddsIsAnErrorBeforeAnythingRuns() throws {
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let script = try EventScript.parse("""
            gesture A {name: ATap, kind: tap, requiresToFail: [BDuble]}
            gesture B {name: BDouble, kind: tap, taps: 2}
            """, file: "e.events")

        let problems = script.diagnostics(against: scene, file: "e.events").map(\.description)

        #expect(problems == ["e.events:1:1: gesture: the scene has no gesture recognizer named 'BDuble'"])
    }

    @Test func contentOffsetIsCheckedAgainstWhatTheControlLinesMadeAScrollView() throws {
        let scene = try LoadedScene.load(text: Self.sceneText, file: "t.yaml")
        let script = try EventScript.parse("""
            control A scroll contentSize 200,900
            set A contentOffset 0,40
            control A none
            set A contentOffset 0,40
            """, file: "e.events")

        let problems = script.diagnostics(against: scene, file: "e.events").map(\.description)

        #expect(problems == ["e.events:4:1: set: 'A' is not a scroll view; contentOffset needs a view with a scroll key"])
    }
}
