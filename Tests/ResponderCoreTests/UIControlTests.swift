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
            if case .controlEvent(_, let event, _) = $0 { return event }
            return nil
        }
    }

    @Test func tapInsideSendsTouchDownThenTouchUpInsideAndTheNilTargetedAction() {
        let (app, _) = appWithButton()

        app.tap(350, 325)

        #expect(controlEvents(app) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(app.results.map(\.event) == ["touchesBegan", "buttonPressed:", "touchesEnded"])
        #expect(app.results[1].handledBy == "ViewController")
        #expect(app.results[1].chain.first == "button")
    }

    @Test func controlConsumesItsTouchesInsteadOfPassingThemUp() {
        let (app, _) = appWithButton()
        app.root.implementedMethods = .touches

        app.tap(350, 325)

        #expect(app.deliveries(.event(.touchesBegan)).map(\.0) == ["button"])
        #expect(app.results.first?.handledBy == "button")
    }

    @Test func liftingWithinTheSlopStillCountsAsInside() {
        let (app, _) = appWithButton()

        app.down(1, 350, 325)
        app.move(1, 350, 350 + UIControl.touchSlop - 1)
        app.up(1, 350, 350 + UIControl.touchSlop - 1)

        #expect(controlEvents(app) == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
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
        // No canPerformAction search: the target is messaged directly.
        #expect(app.log.steps.contains(.sentToTarget(action: "tapped:", target: "root", implemented: true)))
        #expect(!app.log.steps.contains { if case .deliver(let message, _, _) = $0 { message == .action("tapped:") } else { false } })
    }

    @Test func buttonSendsPrimaryActionTriggeredRightAfterTouchUpInside() {
        // Precondition: a button whose only action is registered for primaryActionTriggered.
        let button = UIButton(name: "button", frame: CGRect(x: 300, y: 300, width: 100, height: 50))
        button.addTarget(nil, action: "primary:", for: .primaryActionTriggered)
        let app = TestApp([button])
        app.controller.implementedActions = ["primary:"]

        // Action: a tap on it.
        app.tap(350, 325)

        // Assertion: primaryActionTriggered follows touchUpInside and its action reaches the controller.
        #expect(controlEvents(app) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(app.results.first { $0.event == "primary:" }?.handledBy == "ViewController")
    }

    @Test func aPlainControlDoesNotSendPrimaryActionTriggeredOnTouchUpInside() {
        // Precondition: a UIControl that is not a button.
        let control = UIControl(name: "control", frame: CGRect(x: 300, y: 300, width: 100, height: 50))
        let app = TestApp([control])

        // Action: a tap on it.
        app.tap(350, 325)

        // Assertion: UIButton's addition is missing.
        #expect(controlEvents(app) == ["touchDown", "touchUpInside"])
    }

    @Test func aDisabledControlTakesNoTouchesAndTheyFallToTheViewBehind() {
        // Precondition: a disabled button over a view that handles touches.
        let behind = makeView("behind", 250, 250, 300, 200, handles: .touches)
        let (app, button) = appWithButton()
        app.root.insertSubview(behind, at: 0)
        button.isEnabled = false

        // Action: a tap on the button.
        app.tap(350, 325)

        // Assertion: hitTest skips the button, the view behind gets the touch, no control event fires.
        #expect(app.log.steps.contains(.skipped(view: "button", reason: .disabled)))
        #expect(app.results.first?.hitTestView == "behind")
        #expect(app.results.first?.handledBy == "behind")
        #expect(controlEvents(app).isEmpty)
    }

    @Test func liftingOutsideAfterAMoveInsideSendsTouchDragExitBeforeTouchUpOutside() {
        // Precondition: a touch on the button that last moved inside.
        let (app, _) = appWithButton()
        app.down(1, 350, 325)
        app.move(1, 350, 330)

        // Action: it lifts far outside, with no move in between.
        app.up(1, 350, 600)

        // Assertion: the crossing is reported before the touch-up.
        #expect(controlEvents(app) == ["touchDown", "touchDragInside", "touchDragExit", "touchUpOutside"])
    }

    @Test func liftingInsideAfterAMoveOutsideSendsTouchDragEnterBeforeTouchUpInside() {
        // Precondition: a touch on the button that last moved far outside.
        let (app, _) = appWithButton()
        app.down(1, 350, 325)
        app.move(1, 350, 600)

        // Action: it lifts back on the button.
        app.up(1, 350, 325)

        // Assertion: touchDragEnter comes first, then touchUpInside and the action.
        #expect(controlEvents(app) == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchUpInside", "primaryActionTriggered"])
        #expect(app.results.contains { $0.event == "buttonPressed:" })
    }

    @Test func aHitAreaWiderThanTheSlopCountsAsInsideForTracking() {
        // Precondition: a button whose hit area reaches 100 points beyond its bounds (slop: 70).
        let (app, button) = appWithButton()
        button.hitTestOutset = 100

        // Action: a touch that drags and lifts 90 points below it.
        app.down(1, 350, 325)
        app.move(1, 350, 440)
        app.up(1, 350, 440)

        // Assertion: still inside throughout, so the action is sent.
        #expect(controlEvents(app) == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func slopIsAnAdjustableNamedConstantOfAboutSeventyPoints() {
        #expect(UIControl.touchSlop == 70)
    }
}
