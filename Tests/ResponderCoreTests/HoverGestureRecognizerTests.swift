import Foundation
import Testing
@testable import ResponderCore

/// UIHoverGestureRecognizer: Apple's page says the system calls its action "when the pointer
/// enters, exits, and moves across the view", for a pointer moving "with no other user
/// interactions, such as clicking the mouse button". One rule a test.
@Suite("Hover gesture recognizer")
struct HoverGestureRecognizerTests {
    /// root > card (100,100 300×200) > badge (20,20 60×40), the hover on the card.
    static func scene() -> (TestApp, UIHoverGestureRecognizer, UIView) {
        let badge = makeView("badge", 20, 20, 60, 40, handles: .touches)
        let card = makeView("card", 100, 100, 300, 200, handles: .touches, [badge])
        let app = TestApp([card])
        let hover = UIHoverGestureRecognizer(name: "hover")
        card.addGestureRecognizer(hover)
        hover.addTarget(app.controller, action: "hovering:")
        return (app, hover, card)
    }

    func states(_ app: TestApp) -> [GestureStateName] {
        app.log.steps.compactMap {
            if case .gesture("hover", _, let state, _) = $0 { return state }
            return nil
        }
    }

    func hover(_ app: TestApp, _ x: CGFloat, _ y: CGFloat) {
        app.application.handleHover(at: CGPoint(x: x, y: y))
    }

    @Test func thePointerEnteringMovingAcrossAndExitingTheViewBeginsChangesAndEndsIt() {
        // Precondition: a card with a hover recognizer; the pointer outside it.
        let (app, _, _) = Self.scene()

        // Action: the pointer enters the card, moves across it twice, and exits.
        hover(app, 50, 50); hover(app, 150, 150); hover(app, 200, 160); hover(app, 250, 170); hover(app, 500, 500)

        // Assertion: began on entry, changed per move, ended on exit, then possible again; one action per state.
        #expect(states(app) == [.began, .changed, .changed, .ended, .possible])
        let actions = app.log.steps.compactMap { step -> GestureStateName? in
            if case .gestureAction("hover", "hovering:", "ViewController", let state) = step { return state }
            return nil
        }
        #expect(actions == [.began, .changed, .changed, .ended])
    }

    @Test func movesOverNoHoverRecognizerAreNotTraced() {
        // Precondition: the card's hover; the pointer moves only outside the card.
        let (app, _, _) = Self.scene()

        // Action: two moves over the root view, which has no hover recognizer.
        hover(app, 20, 20); hover(app, 40, 500)

        // Assertion: nothing is recorded: no hover recognizer was entered or exited.
        #expect(app.log.steps.isEmpty)
    }

    @Test func eachHoverEventIsOneStepNamingWhereThePointerIsAndTheViewUnderIt() {
        // Precondition: the card's hover.
        let (app, _, _) = Self.scene()

        // Action: the pointer over the badge inside the card, then out of the window.
        hover(app, 130, 130)
        app.application.handleHover(at: nil)

        // Assertion: the hit-test view is named (the badge, whose ancestor the card is), then none.
        let hovers = app.log.steps.filter { if case .hover = $0 { return true } else { return false } }
        #expect(hovers == [.hover(point: CGPoint(x: 130, y: 130), view: "badge"), .hover(point: nil, view: nil)])
        #expect(states(app) == [.began, .ended, .possible])
        #expect(app.log.steps.first?.textLine == "pointer --- hover (130, 130) over badge")
    }

    @Test func locationInAViewIsThePointerInThatViewsCoordinates() {
        // Precondition: the card's hover.
        let (app, hover, card) = Self.scene()

        // Action: the pointer at (160, 150) in the window.
        self.hover(app, 160, 150)

        // Assertion: UIKit's location(in:): (60, 50) in the card, the window point with nil.
        #expect(hover.location(in: card) == CGPoint(x: 60, y: 50))
        #expect(hover.location(in: nil) == CGPoint(x: 160, y: 150))
    }

    @Test func aViewCoveringTheHoveredViewExitsIt() {
        // Precondition: the card's hover, and a sibling cover in front of the card's right half.
        let (app, _, _) = Self.scene()
        app.root.addSubview(makeView("cover", 250, 100, 150, 200))

        // Action: the pointer moves over the card, then onto the cover.
        hover(app, 150, 150); hover(app, 300, 150)

        // Assertion: hover events are hit-tested like touches: over the cover the card is exited.
        #expect(states(app) == [.began, .ended, .possible])
    }

    @Test func aHoverTakesNoTouchAndCancelsNone() {
        // Precondition: the card's hover, the pointer over the card.
        let (app, hover, _) = Self.scene()
        self.hover(app, 300, 250)

        // Action: a click on the card (beside its badge) while it hovers.
        app.tap(300, 250)

        // Assertion: the card gets the whole touch; the hover neither follows nor cancels it.
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
        #expect(app.results.allSatisfy { $0.handledBy == "card" })
        #expect(hover.gestureTouches.isEmpty)
        #expect(hover.state == .began)
    }

    @Test func disablingAHoverThatHasBegunCancelsIt() {
        // Precondition: the pointer over the card; the hover has begun.
        let (app, hover, _) = Self.scene()
        self.hover(app, 150, 150)

        // Action: the app disables it.
        hover.isEnabled = false

        // Assertion: UIKit: disabling a recognizer that is recognizing cancels it.
        #expect(states(app) == [.began, .cancelled, .possible])
        #expect(!app.application.gestureEnvironment.isHovering)
    }

    @Test func removingTheHoveredViewCancelsItsHover() {
        // Precondition: the pointer over the card.
        let (app, _, card) = Self.scene()
        hover(app, 150, 150)

        // Action: the card leaves the window.
        card.removeFromSuperview()

        // Assertion: its hover is cancelled, not left hovering a view that is gone.
        #expect(states(app) == [.began, .cancelled, .possible])
    }

    @Test func aDelegateThatSaysNoFailsTheHoverUntilThePointerExits() {
        // Precondition: the card's hover with a delegate whose gestureRecognizerShouldBegin says no.
        let (app, hover, _) = Self.scene()
        let delegate = RefusingDelegate()
        hover.delegate = delegate

        // Action: the pointer enters, moves, exits.
        self.hover(app, 150, 150); self.hover(app, 160, 150); self.hover(app, 600, 500)

        // Assertion: it fails on entry, sees no change, and is possible again once the pointer has left.
        #expect(states(app) == [.failed, .possible])
    }
}

private final class RefusingDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
