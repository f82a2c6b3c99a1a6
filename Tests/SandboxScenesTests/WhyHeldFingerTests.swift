import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// `why --tap P --holding Q`: a tap while another finger is down, delivered as an events file's
/// `down`, `tap`, `up` are; exclusiveTouch and multipleTouchEnabled become reasons when they
/// keep the touch from its view.
@Suite("Why with a finger held down")
struct WhyHeldFingerTests {
    /// Lesson 22's views: red is exclusive; green and teal are not; a second window beside.
    static func scene() throws -> LoadedScene {
        try LoadedScene.load(text: """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: red, frame: [100, 150, 300, 300], exclusiveTouch: true, handles: [touches]}
              - {name: green, frame: [450, 150, 250, 140], handles: [touches]}
              - name: teal
                frame: [450, 310, 250, 140]
                handles: [touches]
                gestures:
                  - {name: tealTap, kind: tap, action: "tealTapped:", target: ViewController}
        windows:
          - name: side
            frame: [0, 600, 800, 200]
            root: {controller: SideController, view: {name: sideRoot, frame: [0, 0, 800, 200], exclusiveTouch: true, handles: [touches]}}
        """, file: "held.yaml")
    }

    static let onRed = CGPoint(x: 250, y: 300), onGreen = CGPoint(x: 550, y: 230), onTeal = CGPoint(x: 550, y: 400)

    @Test func aFingerOnAnExclusiveViewKeepsTheTouchFromAnother() throws {
        // Precondition: a finger held on red, which has exclusiveTouch.
        let analyzer = WhyAnalyzer(scene: try Self.scene())

        // Action: why green, tapped meanwhile.
        let answer = try analyzer.answer(view: "green", at: Self.onGreen, holding: [Self.onRed])

        // Assertion: hitTest answers green, yet green gets none of it, and red's exclusiveTouch is why.
        #expect(answer.outcome?.hitTestView == "green")
        #expect(answer.outcome?.handledBy == nil)
        #expect(!answer.gets)
        #expect(answer.reasons.map(\.kind) == [.exclusiveTouch])
        #expect(answer.reasons.first?.view == "red")
        #expect(answer.holding == [WhyHeldFinger(point: Self.onRed, hitTestView: "red")])
        #expect(answer.text.hasPrefix("A finger is held down at (250, 300), on red, when the tap comes.\nA tap at (550, 230) goes to green in UIWindow: touchesBegan reaches nobody (exclusiveTouch: red is being touched)."))
        #expect(answer.json.contains(#""holding":[{"point":[250.0,300.0],"hitTestView":"red"}]"#))
    }

    @Test func anExclusiveViewWaitsWhileAnotherIsTouched() throws {
        // Precondition: a finger held on green. Action: why red, tapped meanwhile.
        let answer = try WhyAnalyzer(scene: try Self.scene()).answer(view: "red", at: Self.onRed, holding: [Self.onGreen])

        // Assertion: red's own exclusiveTouch keeps the touch from it.
        #expect(!answer.gets)
        #expect(answer.reasons.map(\.kind) == [.exclusiveTouch])
        #expect(answer.reasons.first?.view == "red")
        #expect(answer.reasons.first?.detail.contains("a finger held down is on green, in the same window") == true)
    }

    @Test func recognizersIgnoreExclusiveTouch() throws {
        // Precondition: a finger held on red. Action: why teal, whose tap recognizer sees the tap.
        let answer = try WhyAnalyzer(scene: try Self.scene()).answer(view: "teal", at: Self.onTeal, holding: [Self.onRed])

        // Assertion: teal is kept from the touch, yet its recognizer recognizes and sends its action.
        #expect(!answer.gets)
        #expect(answer.reasons.first?.kind == .exclusiveTouch)
        #expect(answer.outcome?.performed.map(\.action) == ["tealTapped:"])
    }

    @Test func aSecondFingerOnAViewWithoutMultipleTouch() throws {
        // Precondition: a finger held on green (multipleTouchEnabled off, UIKit's default).
        // Action: why green, tapped again elsewhere on it.
        let answer = try WhyAnalyzer(scene: try Self.scene()).answer(view: "green", at: CGPoint(x: 600, y: 250), holding: [Self.onGreen])

        // Assertion: the second touch is not sent to green.
        #expect(!answer.gets)
        #expect(answer.reasons.map(\.kind) == [.multipleTouch])
    }

    @Test func onlyTouchesOfTheSameWindowCountAndOrdinaryViewsShare() throws {
        let analyzer = WhyAnalyzer(scene: try Self.scene())

        // Action: a finger held on the other window's exclusive view, then one on teal (not exclusive).
        let otherWindow = try analyzer.answer(view: "green", at: Self.onGreen, holding: [CGPoint(x: 400, y: 700)])
        let ordinary = try analyzer.answer(view: "green", at: Self.onGreen, holding: [Self.onTeal])

        // Assertion: green gets the touch both times; red's exclusiveTouch stays a remark.
        #expect(otherWindow.holding.first?.hitTestView == "sideRoot")
        for answer in [otherWindow, ordinary] {
            #expect(answer.gets && answer.outcome?.handledBy == "green")
            #expect(answer.reasons.isEmpty)
            #expect(answer.remarks.contains { $0.kind == .exclusiveTouch && $0.view == "red" })
        }
    }

    @Test func withoutAFingerHeldTheTapIsAsBefore() throws {
        // Action: the same question with no finger held, both ways of asking.
        let analyzer = WhyAnalyzer(scene: try Self.scene())
        let held = try analyzer.answer(view: "green", at: Self.onGreen, holding: [])
        let plain = try analyzer.answer(view: "green", at: Self.onGreen)

        // Assertion: one answer, no holding in it.
        #expect(held == plain)
        #expect(plain.holding.isEmpty && !plain.json.contains("holding"))
    }
}
