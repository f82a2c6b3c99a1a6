import Foundation
import Testing
@testable import ResponderCore

/// The recognizer's delegate questions, canPerformAction refusing an implemented action, and
/// UIScrollView's switches, one rule each, argued from Apple's documentation.
@Suite("The recognizer's delegate, refused actions and scroll-view switches")
struct DelegateAndScrollSwitchTests {
    /// A delegate answering fixed values, as an app's would.
    final class Delegate: UIGestureRecognizerDelegate {
        var begins = true
        var refusedView: UIView?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            touch.view !== refusedView
        }
    }

    func states(_ app: TestApp, _ recognizer: String) -> [GestureStateName] {
        app.log.steps.compactMap {
            if case .gesture(recognizer, _, let state, _) = $0 { return state }
            return nil
        }
    }

    func wait(_ app: TestApp, _ seconds: Double) { app.application.advanceClock(by: seconds) }

    /// root > card (tap on it) > photo, handling touches.
    static func cardWithTap() -> (TestApp, UITapGestureRecognizer, Delegate, UIView) {
        let photo = makeView("photo", 0, 0, 100, 100, handles: .touches)
        let card = makeView("card", 100, 100, 400, 300, [photo])
        let tap = UITapGestureRecognizer(name: "tap")
        card.addGestureRecognizer(tap)
        let delegate = Delegate()
        tap.delegate = delegate
        return (TestApp([card]), tap, delegate, photo)
    }

    @Test func aDelegateAnsweringNoToShouldBeginFailsTheTapAndTheViewKeepsItsTouch() {
        // Precondition: the delegate says no to gestureRecognizerShouldBegin(_:).
        let (app, _, delegate, _) = Self.cardWithTap()
        delegate.begins = false

        // Action: a tap on the photo (the delegate kept alive: UIKit's delegate is weak).
        withExtendedLifetime(delegate) { app.tap(150, 150) }

        // Assertion: Apple: "If it returns false, the gesture recognizer transitions to the failed
        // state"; nothing cancels the photo's touch, which ends normally.
        #expect(states(app, "tap") == [.failed, .possible])
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
    }

    @Test func aDelegateRefusingATouchKeepsItFromTheRecognizerAltogether() {
        // Precondition: the delegate refuses touches on the photo; the tap is on the card.
        let (app, _, delegate, photo) = Self.cardWithTap()
        delegate.refusedView = photo

        // Action: a tap on the photo, then one on the card beside it.
        let onPhoto = withExtendedLifetime(delegate) {
            app.tap(150, 150, id: 1)
            let states = states(app, "tap")
            app.tap(400, 300, id: 2)
            return states
        }

        // Assertion: gestureRecognizer(_:shouldReceive:) false: the recognizer never sees the
        // touch (no state change at all); beside the photo it recognizes.
        #expect(onPhoto.isEmpty)
        #expect(states(app, "tap") == [.recognized, .possible])
    }

    @Test func aPansMaximumNumberOfTouchesFailsItWhenOneMoreFingerLands() {
        // Precondition: a one-finger pan (maximumNumberOfTouches 1) on a multitouch map.
        let map = makeView("map", 100, 100, 400, 300)
        map.isMultipleTouchEnabled = true
        let pan = UIPanGestureRecognizer(name: "pan")
        pan.maximumNumberOfTouches = 1
        map.addGestureRecognizer(pan)
        let app = TestApp([map])

        // Action: two fingers go down, then move.
        app.down(1, 200, 200); app.down(2, 260, 200)
        app.move(1, 200, 240); app.move(2, 260, 240)

        // Assertion: Apple: "the maximum number of fingers that can be touching the view for this gesture to be recognized".
        #expect(states(app, "pan").first == .failed)
    }

    @Test func aRefusedActionGoesOnUpTheChainAlthoughTheFieldImplementsIt() {
        // Precondition: a first-responder field implementing paste: but refusing it; the controller implements it too.
        let field = makeView("field", 100, 100, 200, 40)
        field.allowsBecomingFirstResponder = true
        field.implementedActions = ["paste:"]
        field.refusedActions = ["paste:"]
        let app = TestApp([field])
        app.controller.implementedActions = ["paste:"]
        #expect(field.becomeFirstResponder())

        // Action: a nil-targeted paste:.
        app.application.sendAction("paste:", to: nil, from: nil, for: nil)

        // Assertion: canPerformAction(_:withSender:) answers No on the field, so UIKit asks its next responder.
        #expect(app.log.steps.contains(.deliver(message: .action("paste:"), responder: "field", handled: false)))
        #expect(app.results.last?.handledBy == "ViewController")
    }

    // MARK: - Scroll-view switches

    static func list(_ configure: (UIScrollView) -> Void) -> (TestApp, UIScrollView) {
        let list = UIScrollView(name: "list", frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        list.contentSize = CGSize(width: 300, height: 900)
        configure(list)
        list.addSubview(makeView("row", 0, 0, 300, 900, handles: .touches))
        return (TestApp([list]), list)
    }

    @Test func withScrollingDisabledADragReachesTheRowAndNothingScrolls() {
        // Precondition: isScrollEnabled false.
        let (app, list) = Self.list { $0.isScrollEnabled = false }

        // Action: a drag upward.
        app.down(1, 200, 300); wait(app, 0.2); app.move(1, 200, 200); app.up(1, 200, 200)

        // Assertion: UIScrollView's isScrollEnabled: no scrolling; the row follows the whole drag.
        #expect(list.contentOffset == .zero)
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesMoved", "touchesEnded"])
    }

    @Test func withoutBouncesADragPastTheTopStopsAtTheEdge() {
        // Precondition: bounces false, at the top.
        let (app, list) = Self.list { $0.bounces = false }

        // Action: a drag downward, past the top edge.
        app.down(1, 200, 150); app.move(1, 200, 170); app.move(1, 200, 300)

        // Assertion: UIScrollView's bounces false: the content does not move past the edge.
        #expect(list.contentOffset == .zero)
    }

    @Test func withPagingADragSettlesOnTheNearestPage() {
        // Precondition: paging on; pages are 300 points tall.
        let (app, list) = Self.list { $0.isPagingEnabled = true }

        // Action: a slow drag of 190 points upward (past half a page), lifted without speed.
        app.down(1, 200, 390); app.move(1, 200, 370); app.move(1, 200, 190)
        wait(app, 0.2)
        app.up(1, 200, 190)
        wait(app, 1)

        // Assertion: UIScrollView's isPagingEnabled: "the scroll view stops on multiples of the
        // scroll view's bounds": 180 points scrolled settles on 300, not on 180.
        #expect(list.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func withDirectionalLockADiagonalDragThatStartsVerticalStaysVertical() {
        // Precondition: content larger both ways, directional lock on.
        let (app, list) = Self.list {
            $0.contentSize = CGSize(width: 900, height: 900)
            $0.isDirectionalLockEnabled = true
        }

        // Action: a drag that begins upward, then drifts sideways.
        app.down(1, 300, 350); app.move(1, 300, 330); app.move(1, 250, 250)

        // Assertion: UIScrollView's isDirectionalLockEnabled: scrolling stays on the axis it began on.
        #expect(list.contentOffset.x == 0)
        #expect(list.contentOffset.y > 0)
    }
}
