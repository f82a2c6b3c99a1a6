import Foundation
import Testing
@testable import ResponderCore

/// One test per rule of UIKit's gesture-recognizer delivery (Apple's UIGestureRecognizer
/// documentation), each on a card with a child `photo` that implements the touch methods.
@Suite("Gesture recognizers: UIKit's delivery rules")
struct GestureRecognizerTests {
    /// root > card > photo; the recognizers go on the card.
    static func scene(_ recognizers: [UIGestureRecognizer], on target: String = "card") -> (TestApp, UIView) {
        let photo = makeView("photo", 100, 100, 200, 150, handles: .touches)
        let card = makeView("card", 100, 100, 500, 400, [photo])
        let app = TestApp([card])
        let host = target == "card" ? card : photo
        for recognizer in recognizers {
            host.addGestureRecognizer(recognizer)
            recognizer.addTarget(app.controller, action: "act:")
        }
        return (app, photo)
    }

    static func tap(_ name: String, taps: Int = 1) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer(name: name)
        tap.numberOfTapsRequired = taps
        return tap
    }

    @Test func recognitionCancelsTheViewsTouchWithTheRecognizerAsCause() {
        let (app, _) = Self.scene([Self.tap("cardTap")])
        app.tap(300, 300)
        let events = app.results.map(\.event)
        #expect(events == ["touchesBegan", "touchesCancelled"])
        #expect(app.results.last?.cause == "cardTap")
        #expect(app.log.steps.contains(.gesture(recognizer: "cardTap", view: "card", state: .recognized)))
        #expect(app.log.steps.contains(.gestureAction(recognizer: "cardTap", action: "act:", target: "ViewController", state: .recognized)))
    }

    @Test func aTwoFingerTapNeedsBothFingersAndFailsWithOne() {
        let twoFingers = Self.tap("twoFingerTap")
        twoFingers.numberOfTouchesRequired = 2
        let (app, _) = Self.scene([twoFingers])
        app.application.keyWindow.subviews.first?.subviews.first?.isMultipleTouchEnabled = true
        // Precondition: one finger is not enough.
        app.tap(450, 450)
        #expect(!app.log.steps.contains(.gesture(recognizer: "twoFingerTap", view: "card", state: .recognized)))
        #expect(twoFingers.state == .possible, "reset once the finger lifted")

        // Action: two fingers down on the card, then both lift.
        app.down(2, 450, 450); app.down(3, 500, 450)
        app.up(2, 450, 450); app.up(3, 500, 450)

        // Assertion: recognized once, its action sent.
        #expect(app.log.steps.filter { $0 == .gesture(recognizer: "twoFingerTap", view: "card", state: .recognized) }.count == 1)
        #expect(app.log.steps.contains(.gestureAction(recognizer: "twoFingerTap", action: "act:", target: "ViewController", state: .recognized)))
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsTouchesEnded() {
        let tap = Self.tap("cardTap")
        tap.cancelsTouchesInView = false
        let (app, _) = Self.scene([tap])
        app.tap(300, 300)
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
        #expect(tap.state == .possible)
    }

    @Test func delaysTouchesBeganHoldsBeganUntilTheRecognizerFails() {
        let swipe = UISwipeGestureRecognizer(name: "swipe")
        swipe.delaysTouchesBegan = true
        let (app, _) = Self.scene([swipe])
        app.down(1, 300, 300)
        #expect(app.results.isEmpty)
        #expect(app.log.steps.contains(.touchDelayed(method: .touchesBegan, touch: 1, view: "photo", recognizer: "swipe")))
        app.move(1, 300, 240)
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesMoved"])
        #expect(app.results.allSatisfy { $0.handledBy == "photo" })
    }

    @Test func delaysTouchesBeganDiscardsBeganWhenTheRecognizerRecognizes() {
        let swipe = UISwipeGestureRecognizer(name: "swipe")
        swipe.delaysTouchesBegan = true
        let (app, _) = Self.scene([swipe])
        app.down(1, 300, 300)
        app.move(1, 380, 300)
        app.up(1, 380, 300)
        #expect(!app.log.steps.contains { if case .deliver = $0 { return true } else { return false } })
        let began = app.results.first { $0.event == "touchesBegan" }
        #expect(began?.note == .recognized(by: "swipe"))
        #expect(began?.cause == "swipe")
    }

    @Test func delaysTouchesEndedHoldsEndedUntilTheDoubleTapFails() {
        let double = Self.tap("double", taps: 2)
        double.cancelsTouchesInView = false
        let (app, _) = Self.scene([double])
        app.tap(300, 300)
        #expect(app.results.map(\.event) == ["touchesBegan"])
        app.application.advanceClock(by: UITapGestureRecognizer.maximumIntervalBetweenTaps + 0.01)
        #expect(app.log.steps.contains(.gesture(recognizer: "double", view: "card", state: .failed)))
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
    }

    @Test func withoutDelaysTouchesEndedTheViewGetsEndedAtOnce() {
        let double = Self.tap("double", taps: 2)
        double.delaysTouchesEnded = false
        let (app, _) = Self.scene([double])
        app.tap(300, 300)
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
        #expect(double.state == .possible && double.deadline != nil)
    }

    @Test func requireToFailWaitsForTheOtherToFail() {
        let single = Self.tap("single"), double = Self.tap("double", taps: 2)
        single.require(toFail: double)
        let (app, _) = Self.scene([single, double])
        app.tap(300, 300)
        #expect(!app.log.steps.contains(.gesture(recognizer: "single", view: "card", state: .recognized)))
        app.application.advanceClock(by: 0.5)
        let states = app.log.steps.compactMap { step -> String? in
            if case .gesture(let name, _, let state, _) = step, state != .possible { return "\(name) \(state.rawValue)" }
            return nil
        }
        #expect(states == ["double failed", "single recognized"])
    }

    @Test func requireToFailFailsWhenTheOtherRecognizes() {
        let single = Self.tap("single"), double = Self.tap("double", taps: 2)
        single.require(toFail: double)
        let (app, _) = Self.scene([single, double])
        app.tap(300, 300, id: 1)
        app.tap(300, 300, id: 2)
        #expect(app.log.steps.contains(.gesture(recognizer: "double", view: "card", state: .recognized)))
        #expect(app.log.steps.contains(.gesture(recognizer: "single", view: "card", state: .failed)))
        #expect(!app.log.steps.contains(.gesture(recognizer: "single", view: "card", state: .recognized)))
    }

    @Test(arguments: [false, true])
    func twoRecognizersRecognizeTogetherOnlyWhenTheDelegateAllows(simultaneous: Bool) {
        let pinch = UIPinchGestureRecognizer(name: "pinch"), pan = UIPanGestureRecognizer(name: "pan")
        if simultaneous { pinch.recognizeSimultaneously(with: pan) }
        let (app, photo) = Self.scene([pinch, pan])
        photo.isMultipleTouchEnabled = true
        app.down(1, 250, 300)
        app.down(2, 300, 300)
        app.move(2, 340, 300)
        #expect(pinch.state == .began)
        #expect(pan.state == (simultaneous ? .began : .failed))
    }

    @Test func aFailedRecognizerIgnoresTouchesAndResetsWhenTheyEnd() {
        let tap = Self.tap("cardTap")
        let (app, _) = Self.scene([tap])
        app.down(1, 300, 300)
        app.move(1, 350, 300)
        #expect(tap.state == .failed)
        app.move(1, 300, 300)
        #expect(tap.state == .failed)
        app.up(1, 300, 300)
        #expect(tap.state == .possible)
        #expect(app.application.gestureEnvironment.isIdle)
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
    }

    @Test func aControlsActionWinsOverASingleTapOnItsSuperview() {
        let button = UIButton(name: "button", frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        button.addTarget(nil, action: "pressed:", for: .touchUpInside)
        let panel = makeView("panel", 100, 100, 500, 400, [button])
        let app = TestApp([panel])
        let tap = Self.tap("panelTap")
        panel.addGestureRecognizer(tap)
        app.tap(250, 220)
        #expect(app.log.steps.contains(.gesture(recognizer: "panelTap", view: "panel", state: .failed,
            detail: GestureStepDetail(note: "button.gestureRecognizerShouldBegin(_:) returned false: button is a control"))))
        #expect(app.log.steps.contains(.controlEvent(control: "button", event: "touchUpInside")))
        #expect(!app.results.contains { $0.event == "touchesCancelled" })
    }

    @Test func aDoubleTapOnASuperviewIsNotOverriddenByTheControl() {
        let button = UIButton(name: "button", frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        let panel = makeView("panel", 100, 100, 500, 400, [button])
        let app = TestApp([panel])
        panel.addGestureRecognizer(Self.tap("panelDouble", taps: 2))
        app.tap(250, 220, id: 1)
        app.tap(250, 220, id: 2)
        #expect(app.log.steps.contains(.gesture(recognizer: "panelDouble", view: "panel", state: .recognized)))
    }

    @Test func aLongPressBeginsOnTheApplicationsClockWhileTheFingerIsDown() {
        let press = UILongPressGestureRecognizer(name: "press")
        let (app, _) = Self.scene([press])
        app.down(1, 300, 300)
        app.application.advanceClock(by: press.minimumPressDuration - 0.01)
        #expect(press.state == .possible)
        app.application.advanceClock(by: 0.02)
        #expect(press.state == .began)
        #expect(app.results.last?.event == "touchesCancelled" && app.results.last?.cause == "press")
        app.up(1, 300, 300)
        #expect(app.log.steps.contains(.gesture(recognizer: "press", view: "card", state: .ended)))
        #expect(press.state == .possible)
    }

    @Test func aLongPressLiftedTooSoonFailsAndTheViewGetsTouchesEnded() {
        let press = UILongPressGestureRecognizer(name: "press")
        let (app, _) = Self.scene([press])
        app.down(1, 300, 300)
        app.application.advanceClock(by: 0.3)
        app.up(1, 300, 300)
        app.application.advanceClock(by: 1)
        #expect(app.log.steps.contains(.gesture(recognizer: "press", view: "card", state: .failed)))
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
    }

    @Test func aPanBeginsAtItsHysteresisAndCancelsTheDrag() {
        let pan = UIPanGestureRecognizer(name: "pan")
        let (app, _) = Self.scene([pan])
        app.down(1, 300, 300)
        app.move(1, 300 + UIPanGestureRecognizer.hysteresis - 1, 300)
        #expect(pan.state == .possible)
        app.move(1, 300 + UIPanGestureRecognizer.hysteresis, 300)
        #expect(pan.state == .began)
        app.move(1, 350, 300)
        app.up(1, 350, 300)
        let events = app.results.map { "\($0.event)\($0.note == nil ? "" : " (not delivered)")" }
        #expect(events == ["touchesBegan", "touchesMoved", "touchesCancelled", "touchesMoved (not delivered)", "touchesEnded (not delivered)"])
    }

    @Test func translationInAViewIsMeasuredInThatViewsCoordinates() {
        // Precondition: a pan on the card, whose photo is scaled by 2 about its centre.
        let pan = UIPanGestureRecognizer(name: "pan")
        let (app, photo) = Self.scene([pan])
        photo.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Action: one finger drags 40 points right and 20 down.
        app.down(1, 300, 300)
        app.move(1, 340, 320)
        // Assertion: nil and the unscaled card read window points; the scaled photo reads half.
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 20))
        #expect(pan.translation(in: photo.superview) == CGPoint(x: 40, y: 20))
        #expect(pan.translation(in: photo) == CGPoint(x: 20, y: 10))
    }

    @Test(arguments: UISwipeGestureRecognizer.Direction.allCases)
    func aSwipeRecognizesOnlyInItsDirection(direction: UISwipeGestureRecognizer.Direction) {
        let swipe = UISwipeGestureRecognizer(name: "swipe")
        swipe.direction = .right
        let (app, _) = Self.scene([swipe])
        let unit = direction.units[0], distance = UISwipeGestureRecognizer.minimumDistance
        app.down(1, 350, 300)
        app.move(1, 350 + unit.x * distance, 300 + unit.y * distance)
        let recognized = app.log.steps.contains(.gesture(recognizer: "swipe", view: "card", state: .recognized))
        #expect(recognized == (direction == .right))
    }

    @Test func aDisabledRecognizerSeesNoTouches() {
        let tap = Self.tap("cardTap")
        tap.isEnabled = false
        let (app, _) = Self.scene([tap])
        app.tap(300, 300)
        #expect(!app.log.steps.contains { if case .gesture = $0 { return true } else { return false } })
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
    }

    @Test func removingTheViewWhileItsEndedIsHeldCancelsTheTouch() {
        let double = Self.tap("double", taps: 2)
        let (app, photo) = Self.scene([double])
        app.tap(300, 300)
        photo.removeFromSuperview()
        app.application.advanceClock(by: 1)
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded", "touchesCancelled"])
        #expect(app.results[1].note == .cancelled(cause: "photo was removed from its superview"))
        #expect(!app.log.steps.contains(.deliver(message: .event(.touchesEnded), responder: "photo", handled: true)))
    }

    @Test func aSceneWithoutRecognizersDeliversAsBefore() {
        let (app, _) = Self.scene([])
        app.tap(300, 300)
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
        #expect(app.application.gestureEnvironment.isIdle)
    }
}
