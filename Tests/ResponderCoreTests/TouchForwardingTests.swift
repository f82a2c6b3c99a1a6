import Foundation
import Testing
@testable import ResponderCore

/// UIResponder's default touchesMoved/Ended/Cancelled forward a touch to the next responder
/// only where touchesBegan for that touch was forwarded (Apple: override one touch method
/// without super, and you must override them all).
@Suite("Later touch phases follow the path touchesBegan took")
struct TouchForwardingTests {
    /// Lesson 01's A ⊃ B ⊃ C, each implementing touchesBegan only.
    private func nestedViews() -> TestApp {
        let c = makeView("C", 100, 100, 100, 100, handles: [.touchesBegan])
        let b = makeView("B", 100, 100, 200, 200, handles: [.touchesBegan], [c])
        return TestApp([makeView("A", 100, 100, 300, 300, handles: [.touchesBegan], [b])])
    }

    @Test func aViewThatTakesTouchesBeganWithoutSuperPassesTouchesEndedNowhere() {
        // Precondition: C takes touchesBegan without calling super and has no touchesEnded.
        let app = nestedViews()

        // Action: a tap on C.
        app.tap(350, 350)

        // Assertion: touchesEnded reaches C and stops there, and the trace says so.
        #expect(app.deliveries(.event(.touchesEnded)).isEmpty)
        #expect(app.log.steps.contains(.notForwarded(method: .touchesEnded, responder: "C")))
        let ended = app.results.last
        #expect(ended?.event == "touchesEnded")
        #expect(ended?.handledBy == nil)
        #expect(app.log.steps.filter { if case .notForwarded = $0 { true } else { false } }.count == 1)
    }

    @Test func aControllerThatTakesTouchesBeganStopsTouchesEndedAtItself() {
        // Precondition: a view that implements nothing, inside a controller that takes touchesBegan.
        let app = TestApp([makeView("A", 0, 0, 100, 100)])
        app.controller.implementedMethods = [.touchesBegan]

        // Action: a tap on A.
        app.tap(50, 50)

        // Assertion: touchesEnded climbs A, root, then stops at the controller.
        #expect(app.deliveries(.event(.touchesEnded)).map(\.0) == ["A", "root"])
        #expect(app.log.steps.contains(.notForwarded(method: .touchesEnded, responder: "ViewController")))
        #expect(!app.log.steps.contains { if case .deliver(_, "UIWindow", _) = $0 { true } else { false } })
    }

    @Test func callsSuperOnTouchesBeganKeepsTheLaterPhasesClimbing() {
        // Precondition: C takes touchesBegan and calls super; B takes every touch phase.
        let app = nestedViews()
        let c = app.root.subviews[0].subviews[0].subviews[0]
        c.callsSuper = true
        c.superview?.implementedMethods = .touches

        // Action: down, move and up on C.
        app.down(1, 350, 350)
        app.move(1, 355, 355)
        app.up(1, 355, 355)

        // Assertion: moved and ended pass C (forwarded, as began was) and are handled by B.
        #expect(app.deliveries(.event(.touchesMoved)).map(\.0) == ["C", "B"])
        #expect(app.results.first { $0.event == "touchesEnded" }?.handledBy == "B")
        #expect(!app.log.steps.contains { if case .notForwarded = $0 { true } else { false } })
    }

    @Test func touchesCancelledFollowsThePathOfTouchesBeganToo() {
        // Precondition: a touch down on C, which took touchesBegan without super.
        let app = nestedViews()
        app.down(1, 350, 350)

        // Action: C is removed, which cancels the touch.
        app.root.subviews[0].subviews[0].subviews[0].removeFromSuperview()

        // Assertion: touchesCancelled stops at C.
        #expect(app.log.steps.contains(.notForwarded(method: .touchesCancelled, responder: "C")))
        #expect(app.deliveries(.event(.touchesCancelled)).isEmpty)
    }
}
