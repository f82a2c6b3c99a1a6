import Foundation
import Testing
@testable import ResponderCore

/// UIView.gestureRecognizerShouldBegin(_:): the view a recognizer tracks touches in is asked
/// before the recognizer leaves possible (Apple: "Returning false causes the gesture recognizer
/// to transition to the failed state"); UIControl and UIScrollView give their own answers.
@Suite("gestureRecognizerShouldBegin(_:): the views' own question")
struct GestureRecognizerShouldBeginTests {
    /// A view whose override answers no for every pan, as a subclass in an app would.
    final class NoPanView: UIView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            !(gestureRecognizer is UIPanGestureRecognizer)
        }
    }

    func states(_ app: TestApp, _ recognizer: String) -> [GestureStateName] {
        app.log.steps.compactMap {
            if case .gesture(recognizer, _, let state, _) = $0 { return state }
            return nil
        }
    }

    @Test func aTouchedViewsOverrideAnsweringNoFailsASuperviewsPan() {
        // Precondition: a card with a pan, holding a view whose override refuses pans.
        let strip = NoPanView(name: "strip", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let card = makeView("card", 100, 100, 400, 300, [strip])
        let pan = UIPanGestureRecognizer(name: "pan")
        card.addGestureRecognizer(pan)
        let app = TestApp([card])

        // Action: a drag that starts on the strip, then one that starts beside it.
        app.down(1, 150, 150); app.move(1, 200, 150); app.up(1, 200, 150)
        let onStrip = states(app, "pan")
        app.down(2, 150, 300); app.move(2, 200, 300); app.up(2, 200, 300)

        // Assertion: the strip's no fails the pan at the moment it would begin; beside it the card says yes.
        #expect(onStrip == [.failed, .possible])
        #expect(states(app, "pan").suffix(3) == [.began, .ended, .possible])
    }

    @Test func aControlAnswersNoForASingleTapOnItsSuperviewAndYesForADoubleTap() {
        // Precondition: a button on a card with a single and a double tap.
        let button = UIButton(name: "button", frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let card = makeView("card", 100, 100, 400, 300, [button])
        let single = UITapGestureRecognizer(name: "single")
        let double = UITapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)

        // Action: ask the button, as UIKit does before either leaves possible.
        let singleAnswer = button.gestureRecognizerShouldBegin(single)
        let doubleAnswer = button.gestureRecognizerShouldBegin(double)
        button.isEnabled = false
        let disabledAnswer = button.gestureRecognizerShouldBegin(single)

        // Assertion: Apple's UIGestureRecognizer documentation (iOS 6 and later): a control's
        // default action wins over a single-finger single tap on its superview, not over others;
        // a disabled control has no action to win with.
        #expect(!singleAnswer)
        #expect(doubleAnswer)
        #expect(disabledAnswer)
    }

    @Test func aScrollViewAnswersNoForItsOwnPanWhileItsContentFits() {
        // Precondition: a scroll view whose content is no larger than its bounds.
        let list = UIScrollView(name: "list", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        list.contentSize = CGSize(width: 300, height: 300)
        let other = UIPanGestureRecognizer(name: "other")

        // Action: ask it about its own pan, before and after the content grows, and about another pan.
        let fits = list.gestureRecognizerShouldBegin(list.panGestureRecognizer)
        list.contentSize = CGSize(width: 300, height: 900)
        let grown = list.gestureRecognizerShouldBegin(list.panGestureRecognizer)

        // Assertion: with nothing to scroll the pan may not begin (alwaysBounce off); other recognizers are not its business.
        #expect(!fits)
        #expect(grown)
        #expect(list.gestureRecognizerShouldBegin(other))
    }
}
