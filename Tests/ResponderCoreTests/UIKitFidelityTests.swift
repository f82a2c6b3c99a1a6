import Foundation
import Testing
@testable import ResponderCore

/// One test per rule where a simpler model of UIKit goes wrong in a way a student would
/// meet: nested scroll views, recognizers and multipleTouchEnabled, a touch that stops a
/// deceleration, swipes, pinches, long shakes, require(toFail:) and zero-duration long presses.
/// Each expected trace is argued from Apple's documentation or cited observation.
@Suite("UIKit fidelity: nesting, multitouch, swipes, pinches, shakes, long presses")
struct UIKitFidelityTests {
    func wait(_ app: TestApp, _ seconds: Double) { app.application.advanceClock(by: seconds) }

    func states(_ app: TestApp, _ recognizer: String) -> [GestureStateName] {
        app.log.steps.compactMap {
            if case .gesture(recognizer, _, let state, _) = $0 { return state }
            return nil
        }
    }

    func actions(_ app: TestApp, _ recognizer: String) -> [GestureStateName] {
        app.log.steps.compactMap {
            if case .gestureAction(recognizer, _, _, let state) = $0 { return state }
            return nil
        }
    }

    // MARK: - 1. Nested scroll views by direction

    /// A vertical list (400×600 over 400×2000) holding a horizontal carousel (400×200 over
    /// 1200×200) whose cell implements the touch methods: the carousel in a list.
    static func carouselInAList() -> (TestApp, list: UIScrollView, carousel: UIScrollView) {
        let list = UIScrollView(name: "list", frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = CGSize(width: 400, height: 2000)
        let carousel = UIScrollView(name: "carousel", frame: CGRect(x: 0, y: 100, width: 400, height: 200))
        carousel.contentSize = CGSize(width: 1200, height: 200)
        carousel.addSubview(makeView("cell", 0, 0, 200, 200, handles: .touches))
        list.addSubview(carousel)
        return (TestApp([list]), list, carousel)
    }

    @Test func aVerticalDragOnAHorizontalCarouselScrollsTheListAndCancelsTheCell() {
        // Precondition: the finger has rested on the cell past the content delay, so the cell tracks it.
        let (app, list, carousel) = Self.carouselInAList()
        app.down(1, 100, 200)
        wait(app, 0.2)
        #expect(app.results.map(\.event) == ["touchesBegan"])

        // Action: the finger moves up, across the carousel's only axis.
        app.move(1, 100, 180)
        app.move(1, 100, 120)

        // Assertion: the carousel's pan fails (it cannot scroll vertically), the list's pan
        // begins and cancels the cell's touch (observed on iOS: a UICollectionView row inside a
        // vertical UITableView scrolls the table on a vertical drag), and only the list moved.
        #expect(states(app, "carousel.pan") == [.failed])
        #expect(states(app, "list.pan").prefix(2) == [.began, .changed])
        let cancel = app.results.first { $0.event == "touchesCancelled" }
        #expect(cancel?.cause == "list.pan")
        #expect(cancel?.handledBy == "cell")
        #expect(list.contentOffset.y > 0)
        #expect(carousel.contentOffset == .zero)
    }

    @Test func aHorizontalDragOnTheCarouselScrollsTheCarouselNotTheList() {
        // Precondition: the carousel in the list, a finger on the cell.
        let (app, list, carousel) = Self.carouselInAList()
        app.down(1, 150, 200)

        // Action: the finger moves left, along the carousel's axis.
        app.move(1, 130, 200)
        app.move(1, 60, 200)

        // Assertion: the carousel scrolls; the list, which cannot scroll sideways, fails.
        #expect(states(app, "carousel.pan").first == .began)
        #expect(states(app, "list.pan") == [.failed])
        #expect(carousel.contentOffset.x > 0)
        #expect(list.contentOffset == .zero)
    }

    // MARK: - 2. Recognizers see every touch

    @Test func aPinchOnAViewWithoutMultipleTouchEnabledStillRecognizes() {
        // Precondition: a plain photo (multipleTouchEnabled false, UIKit's default) with a pinch.
        let photo = makeView("photo", 100, 100, 400, 300, handles: .touches)
        #expect(!photo.isMultipleTouchEnabled)
        let pinch = UIPinchGestureRecognizer(name: "pinch")
        photo.addGestureRecognizer(pinch)
        let app = TestApp([photo])

        // Action: two fingers go down on it and spread.
        app.down(1, 250, 250)
        app.down(2, 300, 250)
        app.move(2, 340, 250)

        // Assertion: UIView's documentation says multipleTouchEnabled decides which touches the
        // view receives; recognizers are sent every touch of the view, so the pinch begins. The
        // view itself never gets touch 2, and the trace says why.
        #expect(states(app, "pinch").first == .began)
        let second = app.results.first { $0.touch == 2 }
        #expect(second?.event == "touchesBegan")
        #expect(second?.note == .multipleTouchDisabled)
        #expect(app.results.filter { $0.touch == 2 }.allSatisfy { $0.handledBy == nil })
    }

    @Test func withoutRecognizersASecondTouchOnTheViewIsStillRefused() {
        // Precondition: the same plain photo, no recognizer.
        let app = TestApp([makeView("photo", 100, 100, 400, 300, handles: .touches)])

        // Action: two fingers down, the second lifts.
        app.down(1, 250, 250)
        app.down(2, 300, 250)
        app.up(2, 300, 250)

        // Assertion: the view saw only the first touch (UIView: multipleTouchEnabled false).
        #expect(app.results.filter { $0.touch == 2 }.map(\.note) == [.multipleTouchDisabled, .multipleTouchDisabled])
        #expect(app.results.filter { $0.touch == 1 }.map(\.handledBy) == ["photo"])
    }

    // MARK: - 3. A touch on a decelerating scroll view only stops it

    @Test func aTapOnADeceleratingScrollViewStopsItAndTheRowGetsNothing() {
        // Precondition: a quick flick upward leaves the list decelerating.
        let list = UIScrollView(name: "list", frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        list.contentSize = CGSize(width: 300, height: 3000)
        list.addSubview(makeView("row", 0, 0, 300, 3000, handles: .touches))
        let app = TestApp([list])
        app.down(1, 200, 350)
        for step in 1...5 {
            wait(app, 0.016)
            app.move(1, 200, 350 - CGFloat(step) * 40)
        }
        app.up(1, 200, 150)
        #expect(list.isDecelerating)
        wait(app, 0.05)
        let stoppedAt = list.contentOffset
        let before = app.log.steps.count

        // Action: a quick tap on the list.
        app.tap(200, 250, id: 2)
        wait(app, 0.2)

        // Assertion: observed on iOS (a touch on a moving list stops it, the row under the
        // finger is not selected): a scroll step `stopped`, and the row gets no touch method.
        let after = Array(app.log.steps[before...])
        #expect(after.contains(.scroll(view: "list", contentOffset: stoppedAt, state: .stopped)))
        #expect(!list.isDecelerating)
        #expect(list.contentOffset == stoppedAt)
        let tap = app.results.filter { $0.touch == 2 }
        #expect(tap.map(\.event) == ["touchesBegan", "touchesEnded"])
        #expect(tap.allSatisfy { $0.handledBy == nil && $0.note == .stoppedScrolling(scrollView: "list") })
    }

    // MARK: - 4. A swipe fails on movement the wrong way

    /// A card with a right swipe and a pan that requires it to fail; the photo inside handles touches.
    static func swipeAndPan(delaysBegan: Bool = false) -> (TestApp, UISwipeGestureRecognizer, UIPanGestureRecognizer) {
        let photo = makeView("photo", 100, 100, 200, 150, handles: .touches)
        let card = makeView("card", 100, 100, 500, 400, [photo])
        let app = TestApp([card])
        let swipe = UISwipeGestureRecognizer(name: "swipe")
        swipe.delaysTouchesBegan = delaysBegan
        let pan = UIPanGestureRecognizer(name: "pan")
        pan.require(toFail: swipe)
        for recognizer in [swipe, pan] as [UIGestureRecognizer] {
            card.addGestureRecognizer(recognizer)
            recognizer.addTarget(app.controller, action: "act:")
        }
        return (app, swipe, pan)
    }

    @Test func aLeftwardDragFailsARightSwipeSoThePanWaitingForItBegins() {
        // Precondition: a finger down on the photo.
        let (app, _, _) = Self.swipeAndPan()
        app.down(1, 250, 200)

        // Action: it moves 15 points left, as a pan would begin.
        app.move(1, 235, 200)

        // Assertion: the swipe fails at once (observed: a swipe fails when the finger heads the
        // other way), so the pan that required it to fail begins with this move, not at the lift.
        #expect(states(app, "swipe") == [.failed])
        #expect(states(app, "pan") == [.began])
    }

    @Test func aViewBehindADelayingSwipeHearsAWrongWayDragWhenTheSwipeFails() {
        // Precondition: the swipe delays touchesBegan; the photo has heard nothing.
        let (app, _, pan) = Self.swipeAndPan(delaysBegan: true)
        pan.isEnabled = false
        app.down(1, 250, 200)
        #expect(app.results.isEmpty)

        // Action: the finger moves left.
        app.move(1, 235, 200)

        // Assertion: the swipe failed on this move, so the held touchesBegan and the move reach
        // the photo now (UIGestureRecognizer's delaysTouchesBegan: held until the recognizer fails).
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesMoved"])
        #expect(app.results.allSatisfy { $0.handledBy == "photo" })
    }

    // MARK: - 5. A pinch ends when both fingers have lifted

    @Test func aPinchGoesOnAfterOneFingerLiftsAndEndsWithTheSecond() {
        // Precondition: a pinch that has begun.
        let map = makeView("map", 100, 100, 400, 300)
        map.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer(name: "pinch")
        map.addGestureRecognizer(pinch)
        let app = TestApp([map])
        app.down(1, 250, 250); app.down(2, 300, 250); app.move(2, 340, 250)
        #expect(pinch.state == .began)

        // Action: the first finger lifts, then the second.
        app.up(1, 250, 250)
        let afterFirst = pinch.state
        app.up(2, 340, 250)

        // Assertion: UIPinchGestureRecognizer's overview: "the gesture ends when both fingers
        // have lifted". The scale holds while one finger remains.
        #expect(afterFirst == .began)
        #expect(states(app, "pinch") == [.began, .ended, .possible])
    }

    // MARK: - 6. A long scripted shake is cancelled

    @Test func aShakeHeldPastTwoSecondsIsCancelledOnTheClock() {
        // Precondition: a first responder that handles motion; a shake begins.
        let panel = makeView("panel", 0, 0, 100, 100, handles: [.motionBegan, .motionEnded, .motionCancelled])
        panel.allowsBecomingFirstResponder = true
        let app = TestApp([panel])
        #expect(panel.becomeFirstResponder())
        app.application.motionBegan()

        // Action: 2.5 seconds pass, then the shake ends.
        wait(app, 2.5)
        app.application.motionEnded()

        // Assertion: observed on devices, a shake held about two seconds ends in motionCancelled,
        // not motionEnded (the shake detector's path does the same).
        #expect(app.results.map(\.event) == ["motionBegan", "motionCancelled"])
        #expect(app.results.last?.cause == "the shake went on too long")
    }

    // MARK: - 7. One action per state transition; the swipe's limit on the clock

    @Test func aPanReleasedByRequireToFailSendsBeganThenChangedOnTheNextMove() {
        // Precondition: the pan waits for the right swipe; the finger goes down.
        let (app, _, _) = Self.swipeAndPan()
        app.down(1, 250, 200)

        // Action: a 15-point move right (the pan would begin but waits: it could still be the
        // swipe), a move upward that fails the swipe (too much drift), then one more move.
        app.move(1, 265, 200)
        #expect(actions(app, "pan").isEmpty)
        app.move(1, 265, 150)
        let first = actions(app, "pan")
        app.move(1, 265, 140)

        // Assertion: UIKit sends the action once per state change: began on the move that
        // released it, changed on the next one, never both for one move.
        #expect(first == [.began])
        #expect(actions(app, "pan") == [.began, .changed])
    }

    @Test func aPanReleasedAtTheLiftEndsRatherThanBeingCancelled() {
        // Precondition: the pan waits for the right swipe after a 15-point move right.
        let (app, swipe, pan) = Self.swipeAndPan()
        let card = pan.view!
        // The pan is asked before the swipe, so the swipe's failure comes after the pan's turn.
        card.removeGestureRecognizer(swipe)
        card.addGestureRecognizer(swipe)
        app.down(1, 250, 200)
        app.move(1, 265, 200)

        // Action: the finger lifts; the swipe fails at the lift (too short).
        app.up(1, 280, 200)

        // Assertion: released by the failure, the pan begins, and the lift ends it as
        // UIPanGestureRecognizer ends when the fingers lift; it is not cancelled.
        #expect(states(app, "pan") == [.began, .ended, .possible])
    }

    @Test(arguments: [false, true])
    func aLiftThatAPanBeginsAndEndsOnStillHasItsResultLine(panAskedFirst: Bool) {
        // Precondition: the pan waits for the right swipe after a 15-point move right, the
        // photo has had touchesBegan and touchesMoved; either recognizer may be asked first.
        let (app, swipe, pan) = Self.swipeAndPan()
        if panAskedFirst {
            pan.view!.removeGestureRecognizer(swipe)
            pan.view!.addGestureRecognizer(swipe)
        }
        app.down(1, 250, 200)
        app.move(1, 265, 200)

        // Action: a move and the lift at the same instant (as an events file writes `move`
        // then `up`): the swipe fails at the lift (too short), releasing the pan, which begins
        // and ends in that one event.
        app.move(1, 280, 200)
        app.up(1, 280, 200)

        // Assertion: Apple's cancelsTouchesInView: once a recognizer recognizes, the view's
        // touches are cancelled through touchesCancelled(_:with:) instead of being delivered,
        // so the lift reaches the photo as touchesCancelled, and that is its result line, with
        // the pan as its cause; one result per phase, none missing.
        #expect(states(app, "pan").prefix(2) == [.began, .ended])
        let results = app.results.filter { $0.touch == 1 }
        #expect(results.map(\.event) == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesCancelled"])
        #expect(results.last?.cause == "pan")
        #expect(results.last?.handledBy == "photo")
    }

    @Test func aSwipesTimeLimitFailsItOnTheClockWithoutAnotherTouchEvent() {
        // Precondition: a finger resting on the card, the swipe possible.
        let (app, _, _) = Self.swipeAndPan()
        app.down(1, 250, 200)

        // Action: the clock passes the swipe's half second; no touch event comes.
        wait(app, 0.6)

        // Assertion: the swipe has failed (a swipe is quick), and the pan waiting for it is free.
        #expect(states(app, "swipe") == [.failed])
        app.move(1, 270, 200)
        #expect(states(app, "pan") == [.began])
    }

    // MARK: - 8. A zero-duration long press begins at touch-down

    @Test func aZeroDurationLongPressBeginsAtTouchDownBeforeAMoveAtTheSameInstant() {
        // Precondition: a long press with minimumPressDuration 0 on the card.
        let photo = makeView("photo", 100, 100, 200, 150, handles: .touches)
        let app = TestApp([photo])
        let press = UILongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 0
        photo.addGestureRecognizer(press)

        // Action: down and a 30-point move at the same instant (as events files write them).
        app.down(1, 150, 150)
        app.move(1, 180, 150)

        // Assertion: with no duration to wait, the press begins on touch-down (Apple: it
        // begins when the fingers have been down minimumPressDuration), so the move changes it
        // instead of failing it for exceeding allowableMovement.
        #expect(states(app, "press") == [.began, .changed])
    }
}
