import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// `why`, one reason kind at a time, each on a scene small enough to check by hand.
@Suite("Why a view does or does not get a touch")
struct WhyAnalyzerTests {
    static func scene(_ subviews: String) throws -> LoadedScene {
        let text = """
        root:
          controller: ViewController
          actions: ["save:"]
          view:
            name: root
            frame: [0, 0, 400, 400]
            subviews:
        \(subviews)
        """
        return try LoadedScene.load(text: text, file: "why.yaml")
    }

    static func answer(_ scene: LoadedScene, _ view: String, _ x: Double? = nil, _ y: Double? = nil) throws -> WhyAnswer {
        let point = x.flatMap { x in y.map { CGPoint(x: x, y: $0) } }
        return try WhyAnalyzer(scene: scene).answer(view: view, at: point)
    }

    static let stickingOut = """
          - name: A
            frame: [0, 0, 200, 200]
            subviews:
              - {name: B, frame: [150, 20, 200, 40], handles: [touchesBegan]}
    """

    @Test func outsideBoundsGivesTheNumbers() throws {
        let scene = try Self.scene(Self.stickingOut)

        let answer = try Self.answer(scene, "B", 310, 40)

        #expect(!answer.gets)
        #expect(answer.reasons.map(\.kind) == [.outsideBounds])
        #expect(answer.reasons[0].view == "A")
        #expect(answer.reasons[0].detail.hasPrefix("the point (310, 40) in the window is (310, 40) in A's coordinates and lies outside A's bounds (0, 0, 200, 200): B sticks out of A"))
    }

    @Test func getsTheTouchAndTheDeliverySaysWhoHandlesIt() throws {
        // Precondition: B implements touchesBegan.
        let scene = try Self.scene(Self.stickingOut)

        // Action: why B at a point of B inside A.
        let answer = try Self.answer(scene, "B", 170, 40)

        // Assertion: the outcome is the delivery's, and the first sentence says it.
        #expect(answer.gets && answer.reasons.isEmpty)
        #expect(answer.outcome == WhyOutcome(hitTestView: "B", window: "UIWindow", handledBy: "B"))
        #expect(answer.text.hasPrefix("A tap at (170, 40) goes to B in UIWindow: B handles touchesBegan."))
    }

    @Test func hiddenAlphaInteractionAndDisabledOnTheViewOrAnAncestor() throws {
        let scene = try Self.scene("""
              - {name: H, frame: [0, 0, 100, 100], hidden: true, subviews: [{name: h1, frame: [0, 0, 50, 50]}]}
              - {name: T, frame: [100, 0, 100, 100], alpha: 0.005}
              - {name: U, frame: [200, 0, 100, 100], userInteractionEnabled: false, subviews: [{name: u1, frame: [0, 0, 50, 50]}]}
              - {name: D, frame: [300, 0, 100, 100], control: {action: "save:", enabled: false}}
        """)

        #expect(try Self.answer(scene, "h1", 10, 10).reasons.map(\.kind) == [.hidden])
        #expect(try Self.answer(scene, "h1", 10, 10).reasons[0].view == "H")
        #expect(try Self.answer(scene, "T", 110, 10).reasons.map(\.kind) == [.alpha])
        #expect(try Self.answer(scene, "u1", 210, 10).reasons.map(\.kind) == [.userInteractionDisabled])
        #expect(try Self.answer(scene, "u1", 210, 10).reasons[0].detail.contains("its superview U has user interaction off"))
        #expect(try Self.answer(scene, "D", 310, 10).reasons.map(\.kind) == [.disabled])
    }

    @Test func coveredNamesTheViewInFrontAndWhatMakesItTakeTouches() throws {
        let scene = try Self.scene("""
              - {name: B, frame: [0, 0, 200, 200]}
              - {name: C, frame: [100, 0, 200, 200], handles: [touchesBegan]}
        """)

        let at = try Self.answer(scene, "B", 150, 50)
        #expect(at.reasons.map(\.kind) == [.covered])
        #expect(at.reasons[0].view == "C")
        #expect(at.reasons[0].detail.contains("C (UIView, in UIWindow) lies in front of B"))
        #expect(at.reasons[0].detail.contains("it implements touchesBegan"))

        // Without a point, the regions: B's left half gets touches, its right half is C's.
        let whole = try Self.answer(scene, "B")
        #expect(!whole.gets && whole.coverage == 0.5)
        #expect(whole.regions?.map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 200), CGRect(x: 100, y: 0, width: 100, height: 200)])
        #expect(whole.regions?.map(\.gets) == [true, false])
        #expect(whole.point == CGPoint(x: 150, y: 100))
    }

    @Test func aViewCoveredAllOverIsAnsweredAsTheUserSeesIt() throws {
        // Precondition: a clear view C over all of B, and a drawn one D over all of E.
        let scene = try Self.scene("""
              - {name: B, frame: [10, 10, 50, 50]}
              - {name: C, frame: [0, 0, 200, 200], color: clear}
              - {name: E, frame: [210, 10, 50, 50]}
              - {name: D, frame: [200, 0, 200, 200], color: blue}
        """)

        // Action: why B and why E, with no point.
        let clear = try Self.answer(scene, "B")
        let drawn = try Self.answer(scene, "E")

        // Assertion: both get no touches; the clear one says the user sees B through C.
        #expect(clear.coverage == 0 && clear.reasons.map(\.kind) == [.covered] && clear.reasons[0].view == "C")
        #expect(clear.text.hasPrefix("B gets no touches: C in front takes the touch (clear: you see B through it)."))
        #expect(drawn.reasons[0].detail.hasSuffix("it is drawn (its background colour), so it hides E there"))
        #expect(clear.json.contains("\"regions\":[{\"rect\":[0.0,0.0,50.0,50.0],\"share\":1.0,\"gets\":false,\"reasons\":[{\"kind\":\"covered\",\"view\":\"C\""))
        #expect(clear.json.hasSuffix("\"coverage\":0.0}"))
    }

    @Test func recognizersThatDidNotTakeTheTapAreRemarks() throws {
        // Precondition: a double-tap recognizer over B; a row in a scroll view.
        let scene = try Self.scene("""
              - name: A
                frame: [0, 0, 200, 200]
                gestures: [{name: A.tap, kind: tap, taps: 2}]
                subviews: [{name: B, frame: [0, 0, 100, 100]}]
              - name: S
                frame: [200, 0, 200, 200]
                scroll: {contentSize: [200, 800]}
                subviews: [{name: row, frame: [0, 0, 200, 44]}]
        """)

        // Action: why B and why row, at a point of each.
        let tapped = try Self.answer(scene, "B", 10, 10)
        let row = try Self.answer(scene, "row", 210, 10)

        // Assertion: a single tap is not taken: the recognizer and the scroll view's drag are remarks.
        #expect(tapped.gets && tapped.reasons.isEmpty)
        #expect(tapped.remarks.map(\.kind) == [.recognizer])
        #expect(tapped.remarks[0].detail.contains("A's UITapGestureRecognizer A.tap sees the touch too"))
        #expect(row.outcome?.heldBy == "S" && row.outcome?.handledBy == "S")
        #expect(row.remarks.first?.view == "S")
    }

    @Test func aParentsTapRecognizerTakesTheTouchAndItsActionIsHandled() throws {
        // Precondition: a single-tap recognizer on A (the keyboard-dismiss tap), sending save:.
        let scene = try Self.scene("""
              - name: A
                frame: [0, 0, 200, 200]
                gestures: [{name: dismiss, kind: tap, action: "save:", target: ViewController}]
                subviews: [{name: row1, frame: [0, 0, 100, 100], handles: [touchesBegan]}]
        """)

        // Action: why row1 at a point of it.
        let answer = try Self.answer(scene, "row1", 10, 10)

        // Assertion: the recognizer takes the touch and its action is performed: handled.
        #expect(answer.outcome?.takenBy == "dismiss")
        #expect(answer.outcome?.actions == [WhyOutcome.Action(action: "save:", target: "ViewController", handledBy: "ViewController", sender: "dismiss")])
        #expect(answer.outcome?.isHandled == true)
        #expect(answer.reasons.map(\.kind) == [.recognizer])
        #expect(!answer.text.contains("Nothing handles"))
    }

    @Test func aScrollViewKeepsTheTouchFromTheControllerBehindIt() throws {
        // Precondition: the controller implements touchesBegan; a form in a scroll view covers its view.
        let scene = try LoadedScene.load(text: """
        root:
          controller: ViewController
          handles: [touchesBegan]
          view:
            name: root
            frame: [0, 0, 400, 400]
            subviews:
              - name: scroll
                frame: [0, 0, 400, 400]
                scroll: {contentSize: [400, 900], delaysContentTouches: false}
                subviews: [{name: form, frame: [0, 0, 400, 900]}]
        """, file: "form.yaml")

        // Action: why form at a point of it.
        let answer = try WhyAnalyzer(scene: scene).answer(view: "form", at: CGPoint(x: 100, y: 100))

        // Assertion: the scroll view handles touchesBegan, and the reason names the controller that loses it.
        #expect(answer.outcome?.handledBy == "scroll")
        #expect(answer.reasons.map(\.kind) == [.scrollViewKeeps])
        #expect(answer.reasons[0].detail.contains("so ViewController, which implements touchesBegan, never gets it"))
    }

    @Test func controlWithNoActionOrAnActionNobodyImplements() throws {
        let scene = try Self.scene("""
              - {name: Unwired, frame: [0, 0, 100, 44], control: {action: null}}
              - {name: Lost, frame: [0, 50, 100, 44], control: {action: "share:"}}
              - {name: Saves, frame: [0, 100, 100, 44], control: {action: "save:"}}
        """)

        #expect(try Self.answer(scene, "Unwired", 10, 10).reasons.map(\.kind) == [.noAction])
        #expect(try Self.answer(scene, "Lost", 10, 60).reasons.map(\.kind) == [.noAction])
        let saves = try Self.answer(scene, "Saves", 10, 110)
        #expect(saves.gets && saves.reasons.isEmpty && saves.outcome?.performed.map(\.handledBy) == ["ViewController"])
    }

    @Test func unknownRecognizersFromADumpAreARemark() throws {
        let scene = try Self.scene("""
              - {name: card, frame: [0, 0, 200, 200], unknownRecognizers: true, subviews: [{name: B, frame: [0, 0, 50, 50]}]}
        """)

        let answer = try Self.answer(scene, "B", 10, 10)

        #expect(answer.gets && answer.reasons.isEmpty)
        #expect(answer.remarks.map(\.kind) == [.recognizer])
        #expect(answer.remarks[0].view == "card")
    }

    @Test func viewWithNoAreaOrOffScreenHasNoRegions() throws {
        let scene = try Self.scene("""
              - {name: Z, frame: [10, 10, 0, 40]}
              - {name: Far, frame: [900, 10, 40, 40]}
        """)

        let zero = try Self.answer(scene, "Z")
        #expect(zero.pointNote == "Z gets no touches: it has no area (its bounds are (0, 0, 0, 40)).")
        #expect(zero.regions == [] && zero.coverage == 0 && zero.point == nil)
        let far = try Self.answer(scene, "Far")
        #expect(far.pointNote?.contains("no part of it is visible") == true)
        #expect(far.regions == [] && !far.gets)
    }

    @Test func reasonsComeInTheOrderUIKitAsks() throws {
        // Precondition: a bar whose bounds refuse the point, holding a view with interaction
        // off, under a clear overlay; and a hidden view with a recognizer.
        let scene = try Self.scene("""
              - name: bar
                frame: [0, 0, 400, 40]
                subviews:
                  - {name: icon, frame: [0, 20, 40, 40], userInteractionEnabled: false}
              - {name: overlay, frame: [0, 0, 400, 400], color: clear}
              - {name: ghost, frame: [0, 100, 50, 50], hidden: true, gestures: [{name: g, kind: tap}], control: {action: null}}
        """)

        // Action: why icon below the bar, and why ghost.
        let icon = try Self.answer(scene, "icon", 10, 50)
        let ghost = try Self.answer(scene, "ghost", 10, 110)

        // Assertion: the bar's bounds first, then icon's own flag, then the overlay in front;
        // the hidden view's recognizer is no reason, and its missing action only a remark.
        #expect(icon.reasons.map(\.kind) == [.outsideBounds, .userInteractionDisabled, .covered])
        #expect(icon.reasons.map(\.view) == ["bar", "icon", "overlay"])
        #expect(ghost.reasons.map(\.kind) == [.hidden])
        #expect(ghost.remarks.map(\.kind) == [.noAction])
    }

    @Test func unknownViewIsRefused() throws {
        let scene = try Self.scene(Self.stickingOut)
        #expect(throws: WhyAnalyzer.Failure.noSuchView("Nope")) { try Self.answer(scene, "Nope") }
    }

    @Test func everyKindHasItsPublishedName() {
        #expect(WhyReason.Kind.allCases.map(\.rawValue) == ["hidden", "alpha", "userInteractionDisabled", "disabled", "outsideBounds", "covered", "recognizer", "noAction", "otherWindow", "scrollViewKeeps", "hitTestOverride", "exclusiveTouch", "multipleTouch"])
    }
}

/// `why` across windows: a window in front whose hitTest takes the point.
@Suite("Why: a window in front")
struct WhyOtherWindowTests {
    static func scene(passthrough: Bool) throws -> LoadedScene {
        try LoadedScene.load(text: """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 400, 400]
            subviews:
              - {name: buy, frame: [50, 50, 100, 50], handles: [touches]}
        windows:
          - name: sheet
            windowLevel: alert
            passthrough: \(passthrough)
            frame: [0, 0, 400, 200]
            root: {controller: SheetController, view: {name: sheetRoot, frame: [0, 0, 400, 200], passthrough: \(passthrough)}}
        """, file: "windows.yaml")
    }

    @Test func aWindowInFrontThatTakesThePointIsNamed() throws {
        // Precondition: an alert-level window over buy whose root view takes touches.
        let scene = try Self.scene(passthrough: false)

        // Action: why buy, at a point of buy, and with no point.
        let answer = try WhyAnalyzer(scene: scene).answer(view: "buy", at: CGPoint(x: 60, y: 60))
        let anyPoint = try WhyAnalyzer(scene: scene).answer(view: "buy", at: nil)

        // Assertion: the sheet window takes the touch, named with its level and its view.
        #expect(!answer.gets)
        #expect(answer.reasons.map(\.kind) == [.otherWindow] && answer.reasons.map(\.view) == ["sheet"])
        #expect(answer.reasons.map(\.detail) == [
            "the window sheet (windowLevel alert, 2000) is in front of UIWindow (windowLevel normal, 0), and its hitTest returns sheetRoot at this point: the touch is sheet's, and UIWindow, buy included, is never asked; sheetRoot: it is drawn (its background colour), so it hides buy there"])
        #expect(anyPoint.reasons.map(\.kind) == [.otherWindow] && anyPoint.coverage == 0)
    }

    @Test func aPassThroughWindowInFrontIsNoReason() throws {
        // Precondition: the same window, pass-through, with no view at buy's place.
        let scene = try Self.scene(passthrough: true)

        // Action: why buy, with no point.
        let answer = try WhyAnalyzer(scene: scene).answer(view: "buy", at: nil)

        // Assertion: the sheet lets the touch through, so buy gets it.
        #expect(answer.gets && answer.coverage == 1)
        #expect(answer.reasons.isEmpty)
    }

    @Test func aViewInAWindowAwayFromTheOriginIsAskedAboutOnTheScreen() throws {
        // Precondition: a panel window at (200, 250) holding a view.
        let scene = try LoadedScene.load(text: """
        root: {controller: ViewController, view: {name: root, frame: [0, 0, 400, 400]}}
        windows:
          - name: panel
            frame: [200, 250, 100, 100]
            root: {controller: PanelController, view: {name: knob, frame: [0, 0, 100, 100], handles: [touches]}}
        """, file: "panel.yaml")

        // Action: why knob, with no point, and at a screen point outside the panel.
        let anyPoint = try WhyAnalyzer(scene: scene).answer(view: "knob", at: nil)
        let outside = try WhyAnalyzer(scene: scene).answer(view: "knob", at: CGPoint(x: 50, y: 50))

        // Assertion: the knob gets touches all over, its tap delivered at its centre on the
        // screen; at (50, 50) the point is outside the panel's bounds ((-150, -200) in the panel).
        #expect(anyPoint.gets && anyPoint.point == CGPoint(x: 250, y: 300))
        #expect(!outside.gets && outside.reasons.map(\.kind) == [.outsideBounds] && outside.reasons[0].view == "knob")
    }
}
