import Foundation
import Testing
@testable import ResponderCore

@Suite("UIControl tracks touches and sends actions")
struct UIControlTests {
    private func appWithButton() -> (TestApp, UIButton) {
        let button = UIButton(name: "button", frame: CGRect(x: 300, y: 300, width: 100, height: 50))
        button.addTarget(nil, action: "buttonPressed:", for: .touchUpInside)
        let app = TestApp([button])
        app.controller.implementedActions = ["buttonPressed:"]
        return (app, button)
    }

    private func controlEvents(_ app: TestApp) -> [String] {
        app.log.steps.compactMap {
            if case .controlEvent(_, let event) = $0 { return event }
            return nil
        }
    }

    @Test func tapInsideSendsTouchDownThenTouchUpInsideAndTheNilTargetedAction() {
        let (app, _) = appWithButton()

        app.tap(350, 325)

        #expect(controlEvents(app) == ["touchDown", "touchUpInside"])
        #expect(app.results.map(\.event) == ["touchesBegan", "buttonPressed:", "touchesEnded"])
        #expect(app.results[1].handledBy == "ViewController")
        #expect(app.results[1].chain.first == "button")
    }

    @Test func controlConsumesItsTouchesInsteadOfPassingThemUp() {
        let (app, _) = appWithButton()
        app.root.implementedMethods = .touches

        app.tap(350, 325)

        #expect(app.deliveries("touchesBegan").map(\.0) == ["button"])
        #expect(app.results.first?.handledBy == "button")
    }

    @Test func liftingWithinTheSlopStillCountsAsInside() {
        let (app, _) = appWithButton()

        app.down(1, 350, 325)
        app.move(1, 350, 350 + UIControl.touchSlop - 1)
        app.up(1, 350, 350 + UIControl.touchSlop - 1)

        #expect(controlEvents(app) == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func draggingBeyondTheSlopExitsAndLiftingThereIsOutside() {
        let (app, _) = appWithButton()

        app.down(1, 350, 325)
        app.move(1, 350, 500)
        app.move(1, 350, 520)
        app.move(1, 350, 330)
        app.move(1, 350, 600)
        app.up(1, 350, 600)

        #expect(controlEvents(app) == [
            "touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside",
            "touchDragEnter", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside",
        ])
        #expect(!app.results.contains { $0.event == "buttonPressed:" })
    }

    @Test func removingTheControlMidTouchSendsTouchCancel() {
        let (app, button) = appWithButton()
        app.down(1, 350, 325)

        button.removeFromSuperview()

        #expect(controlEvents(app) == ["touchDown", "touchCancel"])
    }

    @Test func explicitTargetReceivesTheActionDirectly() {
        let button = UIButton(name: "button", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let app = TestApp([button])
        app.root.implementedActions = ["tapped:"]
        button.addTarget(app.root, action: "tapped:", for: .touchUpInside)

        app.tap(10, 10)

        let action = app.results.first { $0.event == "tapped:" }
        #expect(action?.chain == ["root"])
        #expect(action?.handledBy == "root")
    }

    @Test func slopIsAnAdjustableNamedConstantOfAboutSeventyPoints() {
        #expect(UIControl.touchSlop == 70)
    }
}
