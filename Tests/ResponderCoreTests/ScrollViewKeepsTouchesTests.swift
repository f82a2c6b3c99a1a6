import Foundation
import Testing
@testable import ResponderCore

/// Apple's `isScrollEnabled`: "When scrolling is disabled, the scroll view doesn't accept touch
/// events; it forwards them up the responder chain". Enabled, a scroll view keeps the touches
/// it gets: the controller behind a form in a scroll view never sees touchesBegan.
@Suite("UIScrollView keeps the touches it gets while it scrolls")
struct ScrollViewKeepsTouchesTests {
    static func scene(scrollEnabled: Bool) -> TestApp {
        let scroll = UIScrollView(name: "scroll", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 900)
        scroll.delaysContentTouches = false
        scroll.isScrollEnabled = scrollEnabled
        scroll.addSubview(makeView("form", 0, 0, 400, 900))
        let app = TestApp([scroll])
        app.controller.implementedMethods = [.touchesBegan, .touchesEnded]
        return app
    }

    @Test func enabledItHandlesTouchesBeganAndEveryLaterPhase() {
        // Precondition: scrolling on; the controller implements touchesBegan.
        let app = Self.scene(scrollEnabled: true)

        // Action: a tap on the form.
        app.tap(100, 100)

        // Assertion: the form passes it to the scroll view, which keeps both phases.
        #expect(app.results.map(\.handledBy) == ["scroll", "scroll"])
        #expect(!app.log.steps.contains(.deliver(message: .event(.touchesBegan), responder: "ViewController", handled: true)))
    }

    @Test func disabledItForwardsThemUpTheChain() {
        // Precondition: scrolling off.
        let app = Self.scene(scrollEnabled: false)

        // Action: the same tap.
        app.tap(100, 100)

        // Assertion: the controller handles began and ended.
        #expect(app.results.map(\.handledBy) == ["ViewController", "ViewController"])
    }

    @Test func aTouchThatBeganWhileDisabledKeepsGoingUpAfterScrollingIsTurnedOn() {
        // Precondition: scrolling off when the finger lands.
        let app = Self.scene(scrollEnabled: false)
        app.down(1, 100, 100)
        let scroll = app.root.subviews[0] as! UIScrollView

        // Action: scrolling is turned on, then the finger lifts.
        scroll.isScrollEnabled = true
        app.up(1, 100, 100)

        // Assertion: touchesEnded follows touchesBegan's way, to the controller.
        #expect(app.results.map(\.handledBy) == ["ViewController", "ViewController"])
    }
}
