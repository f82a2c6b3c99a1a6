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

    @Test func getsTheTouchWithChainAndHandler() throws {
        let scene = try Self.scene(Self.stickingOut)

        let answer = try Self.answer(scene, "B", 170, 40)

        #expect(answer.gets && answer.reasons.isEmpty)
        #expect(answer.chain == ["B", "A", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        #expect(answer.handler == "B")
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

        // Without a point, the visible part of B decides: x < 100.
        let visible = try Self.answer(scene, "B")
        #expect(visible.gets)
        #expect(visible.point!.x < 100)
    }

    @Test func noVisiblePointIsAnAnswer() throws {
        let scene = try Self.scene("""
              - {name: B, frame: [10, 10, 50, 50]}
              - {name: C, frame: [0, 0, 200, 200]}
        """)

        let answer = try Self.answer(scene, "B")

        #expect(answer.point == nil && !answer.gets)
        #expect(answer.reasons == [WhyReason(kind: .covered, view: "C", detail: "no point of B is visible: C covers all of it")])
        #expect(answer.json.hasPrefix("{\"view\":\"B\",\"point\":null,\"gets\":false,\"reasons\":[{\"kind\":\"covered\",\"view\":\"C\""))
    }

    @Test func recognizerThatWouldTakeOrDelayTheTouch() throws {
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

        let tapped = try Self.answer(scene, "B", 10, 10)
        #expect(tapped.gets)
        #expect(tapped.reasons.map(\.kind) == [.recognizer])
        #expect(tapped.reasons[0].detail.contains("A's UITapGestureRecognizer A.tap sees the touch before B"))
        let row = try Self.answer(scene, "row", 210, 10)
        #expect(row.reasons.map(\.kind) == [.recognizer])
        #expect(row.reasons[0].view == "S" && row.reasons[0].detail.contains("150 ms"))
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
        #expect(saves.gets && saves.reasons.isEmpty && saves.handler == "Saves")
    }

    @Test func unknownRecognizersFromADumpAreARecognizerReason() throws {
        let scene = try Self.scene("""
              - {name: card, frame: [0, 0, 200, 200], unknownRecognizers: true, subviews: [{name: B, frame: [0, 0, 50, 50]}]}
        """)

        let answer = try Self.answer(scene, "B", 10, 10)

        #expect(answer.gets)
        #expect(answer.reasons.map(\.kind) == [.recognizer])
        #expect(answer.reasons[0].view == "card")
    }

    @Test func viewWithNoAreaOrOffScreenIsAnsweredAtItsCentre() throws {
        let scene = try Self.scene("""
              - {name: Z, frame: [10, 10, 0, 40]}
              - {name: Far, frame: [900, 10, 40, 40]}
        """)

        let zero = try Self.answer(scene, "Z")
        #expect(zero.pointNote?.contains("(it has no area: its bounds are (0, 0, 0, 40))") == true)
        #expect(zero.reasons.map(\.kind) == [.outsideBounds] && zero.reasons[0].view == "Z")
        let far = try Self.answer(scene, "Far")
        #expect(far.pointNote?.contains("it lies outside the window or a superview that clips it") == true)
        #expect(far.point == CGPoint(x: 920, y: 30))
        #expect(far.reasons.map(\.kind) == [.outsideBounds] && far.reasons[0].view == "UIWindow")
    }

    @Test func unknownViewIsRefused() throws {
        let scene = try Self.scene(Self.stickingOut)
        #expect(throws: WhyAnalyzer.Failure.noSuchView("Nope")) { try Self.answer(scene, "Nope") }
    }

    @Test func everyKindHasItsPublishedName() {
        #expect(WhyReason.Kind.allCases.map(\.rawValue) == ["hidden", "alpha", "userInteractionDisabled", "disabled", "outsideBounds", "covered", "recognizer", "noAction", "otherWindow", "hitTestOverride"])
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
        #expect(answer.reasons == [WhyReason(kind: .otherWindow, view: "sheet",
            detail: "the window sheet (windowLevel alert, 2000) is in front of UIWindow (windowLevel normal, 0), and its hitTest returns sheetRoot at this point: the touch is sheet's, and UIWindow, buy included, is never asked")])
        #expect(anyPoint.reasons.map(\.kind) == [.otherWindow])
    }

    @Test func aPassThroughWindowInFrontIsNoReason() throws {
        // Precondition: the same window, pass-through, with no view at buy's place.
        let scene = try Self.scene(passthrough: true)

        // Action: why buy, with no point.
        let answer = try WhyAnalyzer(scene: scene).answer(view: "buy", at: nil)

        // Assertion: the sheet lets the touch through, so buy gets it.
        #expect(answer.gets)
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

        // Assertion: the chosen point is the knob's centre on the screen; at (50, 50) the
        // point is outside the panel's bounds (it is (-150, -200) in the panel).
        #expect(anyPoint.gets && anyPoint.point == CGPoint(x: 250, y: 300))
        #expect(!outside.gets && outside.reasons.map(\.kind) == [.outsideBounds] && outside.reasons[0].view == "panel")
    }
}
