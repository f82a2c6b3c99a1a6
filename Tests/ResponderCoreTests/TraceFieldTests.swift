import Foundation
import Testing
@testable import ResponderCore

/// The trace's fields that say more than a state: a value control's value, a rotation's angle,
/// the question that failed a recognizer, and the window of a result.
@Suite("Trace fields: value, rotation, a failure's question, window")
struct TraceFieldTests {
    @Test func aSlidersControlEventsCarryItsValueAsItSendsThem() {
        // Precondition: a 300-point slider at value 0 (its track runs 14…286 under the 28-point thumb).
        let slider = UISlider(name: "volume", frame: CGRect(x: 100, y: 100, width: 300, height: 40))
        let app = TestApp([slider])

        // Action: a drag from the thumb 136 points right.
        app.down(1, 114, 120); app.move(1, 250, 120); app.up(1, 250, 120)

        // Assertion: valueChanged carries the new value (136 of 272 points: 0.5), as JSON and as text.
        let changed = app.log.steps.first { if case .controlEvent(_, "valueChanged", _) = $0 { return true } else { return false } }
        #expect(changed == .controlEvent(control: "volume", event: "valueChanged", value: .number(0.5)))
        #expect(changed?.jsonLine == #"{"type":"controlEvent","control":"volume","event":"valueChanged","value":0.5}"#)
        #expect(changed?.textLine == "volume --- sends actions for valueChanged (value 0.5)")
    }

    @Test func aSwitchsValueChangedSaysOnOrOff() {
        // Precondition: a switch, off.
        let app = TestApp([UISwitch(name: "wifi", frame: CGRect(x: 100, y: 100, width: 51, height: 31))])

        // Action: a tap on it.
        app.tap(120, 110)

        // Assertion: its valueChanged is sent after the flip, so it says on.
        let step = TraceStep.controlEvent(control: "wifi", event: "valueChanged", value: .on(true))
        #expect(app.log.steps.contains(step))
        #expect(step.jsonLine.hasSuffix(#""value":true}"#))
        #expect(step.textLine == "wifi --- sends actions for valueChanged (on)")
    }

    @Test func aRotationsGestureStepsCarryItsAngleInDegrees() {
        // Precondition: a dial with a rotation recognizer.
        let dial = makeView("dial", 100, 100, 400, 400)
        dial.addGestureRecognizer(UIRotationGestureRecognizer(name: "turn"))
        let app = TestApp([dial])

        // Action: two fingers on a line; the second circles 30° clockwise about the first.
        app.down(1, 300, 300); app.down(2, 400, 300)
        app.move(2, 300 + 100 * cos(.pi / 6), 300 + 100 * sin(.pi / 6))

        // Assertion: UIRotationGestureRecognizer's rotation (radians) is traced in degrees.
        let began = app.log.steps.first { if case .gesture("turn", _, .began, _) = $0 { return true } else { return false } }
        guard case .gesture(_, _, _, let detail) = began else { Issue.record("no began step"); return }
        #expect(abs((detail.rotation ?? 0) - 30) < 0.01)
        #expect(began?.textLine == "turn --- began (rotation 30°)")
    }

    @Test func aFailureByAViewsGestureRecognizerShouldBeginNamesTheView() {
        // Precondition: a single tap recognizer on a panel holding a button (UIControl answers
        // no for a superview's single tap, Apple's UIGestureRecognizer documentation).
        let button = UIControl(name: "buy", frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let panel = makeView("panel", 100, 100, 400, 300, [button])
        panel.addGestureRecognizer(UITapGestureRecognizer(name: "panelTap"))
        let app = TestApp([panel])

        // Action: a tap on the button.
        app.tap(150, 140)

        // Assertion: the tap's failed step says which question decided.
        #expect(app.log.steps.contains(.gesture(
            recognizer: "panelTap", view: "panel", state: .failed,
            detail: GestureStepDetail(note: "buy.gestureRecognizerShouldBegin(_:) returned false: buy is a control")
        )))
    }

    @Test func aResultNamesItsWindowOnlyWhenThereIsMoreThanOne() {
        // Precondition: the main window with a view that handles touches.
        let app = TestApp([makeView("buy", 100, 100, 200, 80, handles: .touches)])
        app.tap(150, 140, id: 1)
        let alone = app.results.map(\.window)

        // Action: an alert window is added, and the same place is tapped.
        let alert = UIWindow(name: "alert", frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        alert.windowLevel = .alert
        alert.rootViewController = UIViewController(name: "alertController", view: makeView("dimming", 0, 0, 800, 600))
        app.application.addWindow(alert)
        app.tap(150, 140, id: 2)

        // Assertion: alone, no window is named; with two, the touch's window (the alert's) is.
        #expect(alone == [nil, nil])
        #expect(app.results.filter { $0.touch == 2 }.map(\.window) == ["alert", "alert"])
        #expect(app.results.last?.summaryText.hasPrefix("=> touchesEnded (touch 2, window alert)") == true)
    }
}
