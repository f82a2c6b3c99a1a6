import Foundation
import Testing
@testable import ResponderCore

/// The fine print of the newer controls, recognizers and windows, one rule a test, each
/// argued from Apple's documentation or a cited observation.
@Suite("UIKit fidelity: exclusive touch and recognizers, rotation, controls, edge pans, long presses")
struct FidelityFourthRoundTests {
    func states(_ app: TestApp, _ recognizer: String) -> [GestureStateName] {
        app.log.steps.compactMap {
            if case .gesture(recognizer, _, let state, _) = $0 { return state }
            return nil
        }
    }

    func details(_ app: TestApp, _ recognizer: String) -> [GestureStepDetail] {
        app.log.steps.compactMap {
            if case .gesture(recognizer, _, _, let detail) = $0 { return detail }
            return nil
        }
    }

    func controlEvents(_ app: TestApp) -> [String] {
        app.log.steps.compactMap {
            if case .controlEvent(_, let event, _) = $0 { return event }
            return nil
        }
    }

    func delivered(_ app: TestApp, touch: Int) -> [String] {
        app.results.filter { $0.touch == touch && $0.note == nil }.map(\.event)
    }

    // MARK: - 1. Recognizers ignore exclusive touch

    /// Apple's SimpleGestureRecognizers sample: a pinch on the superview of two buttons whose
    /// exclusiveTouch is set.
    static func pinchOverExclusiveButtons() -> (TestApp, UIPinchGestureRecognizer) {
        let left = UIButton(name: "left", frame: CGRect(x: 100, y: 200, width: 150, height: 100))
        let right = UIButton(name: "right", frame: CGRect(x: 450, y: 200, width: 150, height: 100))
        left.isExclusiveTouch = true
        right.isExclusiveTouch = true
        let board = makeView("board", 0, 0, 800, 600, [left, right])
        let pinch = UIPinchGestureRecognizer(name: "zoom")
        board.addGestureRecognizer(pinch)
        return (TestApp([board]), pinch)
    }

    @Test func aPinchOverTwoExclusiveTouchButtonsStillSeesBothFingers() {
        // Precondition: one finger on each exclusive-touch button.
        let (app, _) = Self.pinchOverExclusiveButtons()
        app.down(1, 200, 250)
        app.down(2, 500, 250)

        // Action: the fingers move apart.
        app.move(1, 150, 250); app.move(2, 560, 250)

        // Assertion: "recognizers ignore the exclusive touch setting for views" (SimpleGestureRecognizers):
        // the pinch begins; the second button never got its touch (exclusive touch still keeps it from the view),
        // and the first button's touch is cancelled by the pinch.
        #expect(states(app, "zoom").first == .began)
        #expect(delivered(app, touch: 2).isEmpty)
        #expect(app.results.first { $0.touch == 2 }?.note == .exclusiveTouchHeld(by: "left"))
        #expect(delivered(app, touch: 1) == ["touchesBegan", "touchesCancelled"])
    }

    @Test func exclusiveTouchOnlyKeepsTouchesFromViewsInTheSameWindow() {
        // Precondition: an exclusive-touch view touched in the main window, and a second window
        // (level alert, its root letting touches through) with a badge beside it.
        let holder = makeView("holder", 100, 100, 200, 200, handles: .touches)
        holder.isExclusiveTouch = true
        let app = TestApp([holder])
        let overlayRoot = makeView("overlayRoot", 0, 0, 800, 600, [makeView("badge", 500, 100, 200, 200, handles: .touches)])
        overlayRoot.passesTouchesThrough = true
        let overlay = UIWindow(name: "overlay", frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        overlay.windowLevel = .alert
        overlay.passesTouchesThrough = true
        overlay.rootViewController = UIViewController(name: "OverlayController", view: overlayRoot)
        app.application.addWindow(overlay)
        app.down(1, 150, 150)

        // Action: a second finger on the badge, in the other window.
        app.down(2, 550, 150)

        // Assertion: UIView.isExclusiveTouch keeps touches from other views "in the same window": the badge gets it.
        #expect(delivered(app, touch: 2) == ["touchesBegan"])
    }

    // MARK: - 2. Rotation and pinch values

    /// A dial with a rotation recognizer; two fingers 100 points apart on a horizontal line,
    /// the second turned 30° clockwise about the first.
    static func turnedDial() -> (TestApp, UIRotationGestureRecognizer) {
        let dial = makeView("dial", 100, 100, 400, 400)
        let rotation = UIRotationGestureRecognizer(name: "turn")
        dial.addGestureRecognizer(rotation)
        let app = TestApp([dial])
        app.down(1, 300, 300); app.down(2, 400, 300)
        app.move(2, 300 + 100 * cos(.pi / 6), 300 + 100 * sin(.pi / 6))
        return (app, rotation)
    }

    @Test func theRotationIsKeptWhenTheFirstFingerLifts() {
        // Precondition: the dial turned 30°.
        let (app, rotation) = Self.turnedDial()

        // Action: the first finger (the one the angle is measured from) lifts, then the second.
        app.up(1, 300, 300)
        let afterOne = rotation.rotation
        app.up(2, 387, 350)

        // Assertion: the rotation the app applies is the turn made, not turned by 180° when the
        // other finger is left (UIRotationGestureRecognizer.rotation: the rotation "of the gesture").
        #expect(abs(afterOne - .pi / 6) < 0.001)
        #expect(abs((details(app, "turn").last { $0.rotation != nil }?.rotation ?? 0) - 30) < 0.01)
    }

    @Test func aRotationReportsChangedOnlyWhileBothFingersTouch() {
        // Precondition: the dial turned 30°, the first finger lifted.
        let (app, _) = Self.turnedDial()
        app.up(1, 300, 300)
        let before = states(app, "turn")

        // Action: the remaining finger moves.
        app.move(2, 300, 420)

        // Assertion: one finger cannot rotate: no changed step (and no action) until both lift.
        #expect(states(app, "turn") == before)
    }

    @Test func aPinchReportsChangedOnlyWhileBothFingersTouchAndTracesItsScale() {
        // Precondition: a photo with a pinch; two fingers 100 points apart moved to 200.
        let photo = makeView("photo", 0, 0, 800, 600)
        photo.addGestureRecognizer(UIPinchGestureRecognizer(name: "zoom"))
        let app = TestApp([photo])
        app.down(1, 300, 300); app.down(2, 400, 300)
        app.move(2, 500, 300)
        app.up(1, 300, 300)
        let before = states(app, "zoom")

        // Action: the remaining finger moves.
        app.move(2, 600, 300)

        // Assertion: no changed step with one finger; the began step carries the scale, 2.
        #expect(states(app, "zoom") == before)
        #expect(details(app, "zoom").first?.scale == 2)
    }

    @Test func aPanStepCarriesItsTranslationAndVelocity() {
        // Precondition: a card with a pan.
        let card = makeView("card", 0, 0, 800, 600)
        card.addGestureRecognizer(UIPanGestureRecognizer(name: "drag"))
        let app = TestApp([card])
        app.down(1, 100, 100)

        // Action: 20 points right, then 20 more 0.1 s later (40 points in the last 0.1 s).
        app.move(1, 120, 100)
        app.application.advanceClock(by: 0.1)
        app.move(1, 140, 100)

        // Assertion: UIPanGestureRecognizer's translation(in:) and velocity(in:), in window points.
        let steps = details(app, "drag")
        #expect(steps.map(\.translation) == [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])
        #expect(steps.last?.velocity == CGPoint(x: 400, y: 0))
    }

    // MARK: - 3. Controls and recognizers

    /// A 51×31 switch (off: the knob on the left) on a board with a pan.
    static func switchOnABoard() -> (TestApp, UISwitch) {
        let toggle = UISwitch(name: "wifi", frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        let board = makeView("board", 0, 0, 800, 600, [toggle])
        board.addGestureRecognizer(UIPanGestureRecognizer(name: "drag"))
        return (TestApp([board]), toggle)
    }

    @Test func aPanAlongASwitchFromItsKnobStaysWithTheSwitch() {
        // Precondition: a finger on the knob (left end).
        let (app, _) = Self.switchOnABoard()
        app.down(1, 112, 115)

        // Action: a drag along the switch.
        app.move(1, 130, 115); app.move(1, 145, 115)

        // Assertion: Apple ("A single finger pan gesture on the knob of a UISwitch, in a direction
        // parallel to the switch"): the control's default action wins, the board's pan fails.
        #expect(states(app, "drag").first == .failed)
    }

    @Test func aPanAcrossASwitchFromItsKnobIsTheBoards() {
        // Precondition: a finger on the knob.
        let (app, _) = Self.switchOnABoard()
        app.down(1, 112, 115)

        // Action: a drag straight down, across the switch.
        app.move(1, 112, 140); app.move(1, 112, 180)

        // Assertion: only a pan parallel to the switch is the switch's.
        #expect(states(app, "drag").first == .began)
    }

    /// A 300-point slider at value 0 (thumb at x 100…128) on a board with `recognizer`.
    static func sliderOnABoard(_ recognizer: UIGestureRecognizer) -> (TestApp, UISlider) {
        let slider = UISlider(name: "volume", frame: CGRect(x: 100, y: 100, width: 300, height: 40))
        let board = makeView("board", 0, 0, 800, 600, [slider])
        board.addGestureRecognizer(recognizer)
        return (TestApp([board]), slider)
    }

    @Test func aSwipeAcrossTheSliderFromItsThumbIsNotTheSliders() {
        // Precondition: a swipe-down recognizer; a finger on the thumb.
        let swipe = UISwipeGestureRecognizer(name: "flick")
        swipe.direction = .down
        let (app, _) = Self.sliderOnABoard(swipe)
        app.down(1, 114, 120)

        // Action: a quick swipe down, perpendicular to the slider.
        app.move(1, 114, 180); app.up(1, 114, 180)

        // Assertion: Apple exempts only "a single finger swipe on the knob of a UISlider, in a direction parallel to the slider".
        #expect(states(app, "flick").first == .recognized)
    }

    @Test func aPanAlongTheSliderFromItsThumbIsNotExempt() {
        // Precondition: a pan on the board; a finger on the thumb.
        let (app, _) = Self.sliderOnABoard(UIPanGestureRecognizer(name: "drag"))
        app.down(1, 114, 120)

        // Action: a drag along the slider.
        app.move(1, 140, 120); app.move(1, 200, 120)

        // Assertion: the documented exemption names swipes, not pans: the board's pan begins.
        #expect(states(app, "drag").first == .began)
    }

    @Test func aSwipeAlongTheSliderIsJudgedByWhereTheThumbWasAtTouchDown() {
        // Precondition: a swipe-right recognizer; a finger on the thumb, which the slider tracks.
        let swipe = UISwipeGestureRecognizer(name: "flick")
        swipe.direction = .right
        let (app, slider) = Self.sliderOnABoard(swipe)
        app.down(1, 114, 120)

        // Action: a quick swipe right in two moves: after the first the thumb has followed the
        // finger away from where it began, and the second makes the swipe.
        app.move(1, 150, 120); app.move(1, 300, 120); app.up(1, 300, 120)

        // Assertion: the swipe started in the thumb, parallel to the slider: it is the slider's.
        #expect(states(app, "flick").first == .failed)
        #expect(slider.value > 0)
    }

    // MARK: - 4. A switch follows a drag

    @Test func aKnobDraggedToTheOtherEndSetsThatStateOnce() {
        // Precondition: a switch, off.
        let toggle = UISwitch(name: "wifi", frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        let app = TestApp([toggle])

        // Action: the knob dragged to the right end and released there.
        app.down(1, 112, 115); app.move(1, 130, 115); app.move(1, 148, 115); app.up(1, 148, 115)

        // Assertion (observed on iOS: the knob follows the finger and the switch takes the end it
        // is left at): on, with one valueChanged.
        #expect(toggle.isOn)
        #expect(controlEvents(app).filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func aKnobDraggedOverAndBackLeavesTheSwitchAsItWas() {
        // Precondition: a switch, off.
        let toggle = UISwitch(name: "wifi", frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        let app = TestApp([toggle])

        // Action: the knob dragged to the right end, then back to the left, released inside.
        app.down(1, 112, 115); app.move(1, 148, 115); app.move(1, 104, 115); app.up(1, 104, 115)

        // Assertion: the state did not change, so no valueChanged (a tap would have flipped it).
        #expect(!toggle.isOn)
        #expect(!controlEvents(app).contains("valueChanged"))
    }

    @Test func anOnSwitchDraggedToItsOnEndStaysOn() {
        // Precondition: a switch, on.
        let toggle = UISwitch(name: "wifi", frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        toggle.isOn = true
        let app = TestApp([toggle])

        // Action: a drag from the middle to the right end.
        app.down(1, 125, 115); app.move(1, 140, 115); app.move(1, 150, 115); app.up(1, 150, 115)

        // Assertion: still on, no valueChanged.
        #expect(toggle.isOn)
        #expect(!controlEvents(app).contains("valueChanged"))
    }

    // MARK: - 5. Directional lock

    @Test func directionalLockDoesNotLockADiagonalDrag() {
        // Precondition: a scroll view that scrolls both ways, with directional lock.
        let map = UIScrollView(name: "map", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        map.contentSize = CGSize(width: 2000, height: 2000)
        map.isDirectionalLockEnabled = true
        let app = TestApp([map])

        // Action: a drag up and to the left at 45°.
        app.down(1, 300, 300); app.move(1, 280, 280); app.move(1, 200, 200)

        // Assertion: UIScrollView.isDirectionalLockEnabled: "If the drag direction is diagonal,
        // then scrolling will not be locked": both offsets move.
        #expect(map.contentOffset.x > 0)
        #expect(map.contentOffset.y > 0)
    }

    // MARK: - 6. Screen-edge pan

    @Test func aScreenEdgePanIgnoresASecondFingerAndLeavesItsTouchInTheView() {
        // Precondition: a page with a left-edge pan whose view handles touches; a finger at the edge.
        let page = makeView("page", 0, 0, 800, 600, handles: .touches)
        page.isMultipleTouchEnabled = true
        let back = UIScreenEdgePanGestureRecognizer(name: "back")
        back.edges = .left
        page.addGestureRecognizer(back)
        let app = TestApp([page])
        app.down(1, 10, 300)

        // Action: a second finger lands in the middle; the edge finger drags in; both lift.
        app.down(2, 400, 300)
        app.move(1, 80, 300)
        app.up(1, 80, 300); app.up(2, 400, 300)

        // Assertion: the edge pan is a one-finger gesture that ignores later touches (UIKit's
        // ignore(_:for:)): it begins, cancels the edge finger's touch, and the middle finger's
        // touch ends normally in the view.
        #expect(states(app, "back").first == .began)
        #expect(delivered(app, touch: 1) == ["touchesBegan", "touchesCancelled"])
        #expect(delivered(app, touch: 2) == ["touchesBegan", "touchesEnded"])
    }

    // MARK: - 7. A zero-duration long press

    @Test func aZeroDurationLongPressBeginsAfterTheViewGotTouchesBegan() {
        // Precondition: a view that handles touches with a long press of no duration.
        let pad = makeView("pad", 0, 0, 800, 600, handles: .touches)
        let press = UILongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 0
        pad.addGestureRecognizer(press)
        let app = TestApp([pad])

        // Action: a finger goes down.
        app.down(1, 100, 100)

        // Assertion: the press begins from its timer, after touchesBegan was delivered, so the
        // view sees touchesBegan and then touchesCancelled (observed on iOS).
        #expect(states(app, "press") == [.began])
        #expect(delivered(app, touch: 1) == ["touchesBegan", "touchesCancelled"])
    }

    // MARK: - A second finger on a one-finger pan

    @Test func aSecondFingerOnABegunOneFingerPanIsIgnored() {
        // Precondition: a pan limited to one finger, begun and 50 points along.
        let pad = makeView("pad", 0, 0, 800, 600, handles: .touches)
        pad.isMultipleTouchEnabled = true
        let pan = UIPanGestureRecognizer(name: "drag")
        pan.maximumNumberOfTouches = 1
        pad.addGestureRecognizer(pan)
        let app = TestApp([pad])
        app.down(1, 150, 150); app.move(1, 180, 150); app.move(1, 200, 150)

        // Action: a second finger lands and moves; the first moves on.
        app.down(2, 300, 300); app.move(2, 310, 300); app.move(1, 210, 150)
        app.up(1, 210, 150); app.up(2, 310, 300)

        // Assertion (the model's choice where UIKit documents nothing): the pan follows only its
        // own finger (translation 60, no jump back to the fingers' average), and the second
        // touch is the view's from touchesBegan to touchesEnded.
        #expect(details(app, "drag").compactMap(\.translation).last == CGPoint(x: 60, y: 0))
        #expect(delivered(app, touch: 2) == ["touchesBegan", "touchesMoved", "touchesEnded"])
    }
}
