import Foundation
import Testing
@testable import ResponderCore

/// One test per UIScrollView rule (Apple's UIScrollView documentation and observed iOS
/// behaviour), on the application's clock: a 300×300 scroll view `list` at (100, 100) over
/// 300×900 of content, holding a row that implements the touch methods and a button.
@Suite("UIScrollView: content touches, scrolling and deceleration on the clock")
struct ScrollViewTests {
    static func scene(delays: Bool = true, canCancel: Bool = true) -> (TestApp, UIScrollView) {
        let list = UIScrollView(name: "list", frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        list.contentSize = CGSize(width: 300, height: 900)
        list.delaysContentTouches = delays
        list.canCancelContentTouches = canCancel
        list.addSubview(makeView("row", 0, 0, 300, 100, handles: .touches))
        let button = UIButton(name: "button", frame: CGRect(x: 0, y: 150, width: 300, height: 60))
        list.addSubview(button)
        let app = TestApp([list])
        return (app, list)
    }

    func wait(_ app: TestApp, _ seconds: Double) { app.application.advanceClock(by: seconds) }

    func events(_ app: TestApp, touch: Int = 1, view: String = "row") -> [String] {
        app.results.filter { $0.touch == touch && $0.hitTestView == view && $0.handledBy != nil }.map(\.event)
    }

    @Test func aTapInsideTheDelayReachesTheRowWhenTheFingerLifts() {
        let (app, _) = Self.scene()
        // Precondition: the finger is down, the row has seen nothing yet.
        app.down(1, 200, 150)
        #expect(app.log.steps.contains(.touchDelayed(method: .touchesBegan, touch: 1, view: "row", recognizer: "list")))
        #expect(events(app).isEmpty)
        // Action: it lifts 50 ms later, inside the 150 ms delay.
        wait(app, 0.05)
        app.up(1, 200, 150)
        // Assertion: began then ended, both at the lift, handled by the row.
        #expect(events(app) == ["touchesBegan", "touchesEnded"])
    }

    @Test func aHeldTouchReachesTheRowWhenTheDelayRunsOut() {
        let (app, _) = Self.scene()
        app.down(1, 200, 150)
        wait(app, 0.1)
        #expect(events(app).isEmpty, "still inside the delay")
        wait(app, 0.06)
        #expect(events(app) == ["touchesBegan"])
    }

    @Test func aDragBeforeTheDelayScrollsAndNeverReachesTheRow() {
        let (app, list) = Self.scene()
        app.down(1, 200, 150)
        wait(app, 0.05)
        // Action: moves past the pan's 10-point hysteresis, upward, within the delay.
        app.move(1, 200, 130)
        app.move(1, 200, 80)
        app.up(1, 200, 80)
        // Assertion: the pan began, the row got nothing, and the held touchesBegan was discarded, caused by the pan.
        #expect(app.log.steps.contains { if case .gesture("list.pan", "list", .began, _) = $0 { return true }; return false })
        #expect(events(app).isEmpty)
        #expect(app.results.contains { $0.event == "touchesBegan" && $0.cause == "list.pan" && $0.handledBy == nil })
        // 70 points moved, less the 10-point hysteresis the content does not jump by.
        #expect(list.contentOffset.y == 60)
    }

    @Test func holdThenDragCancelsTheRowsTouch() {
        let (app, list) = Self.scene()
        app.down(1, 200, 150)
        wait(app, 0.2)
        #expect(events(app) == ["touchesBegan"])
        app.move(1, 200, 100)
        // Assertion: the row's touch is cancelled by the pan, and the content moved.
        #expect(events(app) == ["touchesBegan", "touchesCancelled"])
        #expect(app.results.last { $0.event == "touchesCancelled" }?.cause == "list.pan")
        #expect(list.contentOffset.y > 0)
    }

    @Test func withCanCancelContentTouchesFalseTheRowKeepsItsTouchAndNothingScrolls() {
        let (app, list) = Self.scene(canCancel: false)
        app.down(1, 200, 150)
        wait(app, 0.2)
        app.move(1, 200, 100)
        app.up(1, 200, 100)
        #expect(events(app) == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(app.log.steps.contains(.gesture(recognizer: "list.pan", view: "list", state: .failed,
            detail: GestureStepDetail(note: "list.gestureRecognizerShouldBegin(_:) returned false: list.canCancelContentTouches is false"))))
        #expect(list.contentOffset == .zero)
    }

    @Test func withCanCancelContentTouchesFalseADragBeforeTheDelayStillScrolls() {
        // Precondition: the content has not begun tracking, so there is nothing to cancel.
        let (app, list) = Self.scene(canCancel: false)
        app.down(1, 200, 150)
        app.move(1, 200, 100)
        #expect(list.contentOffset.y == 40)
        #expect(events(app).isEmpty)
    }

    @Test func aButtonInAScrollViewIsNotCancelled() {
        let (app, list) = Self.scene()
        // Precondition: touchesShouldCancel(in:) answers UIKit's defaults.
        #expect(!list.touchesShouldCancel(in: list.subviews[1]))
        #expect(list.touchesShouldCancel(in: list.subviews[0]))
        // Action: held past the delay on the button, then dragged.
        app.down(1, 200, 280)
        wait(app, 0.2)
        app.move(1, 200, 200)
        app.up(1, 200, 200)
        // Assertion: the button tracked the whole touch; the pan failed; no scrolling.
        #expect(events(app, view: "button") == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(!app.results.contains { $0.event == "touchesCancelled" })
        #expect(list.contentOffset == .zero)
    }

    @Test func withoutDelaysContentTouchesTheRowGetsBeganAtOnceAndADragCancelsIt() {
        let (app, _) = Self.scene(delays: false)
        app.down(1, 200, 150)
        #expect(events(app) == ["touchesBegan"])
        app.move(1, 200, 100)
        #expect(events(app) == ["touchesBegan", "touchesCancelled"])
    }

    @Test func draggingPastTheEdgeSettlesBackWithinTheContentOnTheClock() {
        let (app, list) = Self.scene()
        // Action: dragged down by 100 points at the top: past the edge, rubber-banded.
        app.down(1, 200, 150)
        app.move(1, 200, 250)
        let pulled = list.contentOffset.y
        #expect(pulled < 0 && pulled > -100, "the rubber band follows the finger less than one to one")
        app.up(1, 200, 250)
        // Assertion: still past the edge at the lift, back at 0 once the settle has run.
        #expect(list.contentOffset.y == pulled)
        wait(app, ScrollMotion.settleDuration / 2)
        #expect(list.contentOffset.y > pulled && list.contentOffset.y < 0)
        wait(app, ScrollMotion.settleDuration)
        #expect(list.contentOffset == .zero)
        #expect(!list.isDecelerating)
        // The trace tells the lift (settling, from where) and the rest.
        #expect(app.log.steps.filter { if case .scroll = $0 { return true }; return false }
                == [.scroll(view: "list", contentOffset: CGPoint(x: 0, y: pulled), state: .settling),
                    .scroll(view: "list", contentOffset: .zero, state: .stopped)])
    }

    @Test func aFlickDeceleratesOnTheClockAndStopsWithinTheContent() {
        let (app, list) = Self.scene()
        // Action: 60 points up in 40 ms (1500 pt/s), then lifted.
        app.down(1, 200, 300)
        wait(app, 0.02); app.move(1, 200, 280)
        wait(app, 0.02); app.move(1, 200, 250)
        wait(app, 0.02); app.move(1, 200, 220)
        app.up(1, 200, 220)
        let lifted = list.contentOffset.y
        #expect(list.isDecelerating)
        // Assertion: it keeps moving on the clock, then rests within [0, 600].
        wait(app, 0.1)
        #expect(list.contentOffset.y > lifted)
        wait(app, 5)
        #expect(!list.isDecelerating)
        #expect((0...600).contains(list.contentOffset.y))
        #expect(app.log.steps.contains(.scroll(view: "list", contentOffset: CGPoint(x: 0, y: lifted), state: .decelerating)))
        #expect(app.log.steps.last == .scroll(view: "list", contentOffset: list.contentOffset, state: .stopped))
        #expect(list.contentOffset.y > lifted + 100)
    }

    @Test func aHardFlickStopsAtTheEndOfTheContent() {
        let (app, list) = Self.scene()
        app.down(1, 200, 390)
        wait(app, 0.01); app.move(1, 200, 300)
        wait(app, 0.01); app.move(1, 200, 200)
        app.up(1, 200, 200)
        wait(app, 10)
        #expect(list.contentOffset.y == 600)
    }

    @Test func theScrollStepReadsInTextAndJSON() {
        let step = TraceStep.scroll(view: "list", contentOffset: CGPoint(x: 0, y: 12.5), state: .decelerating)
        #expect(step.textLine == "list --- contentOffset (0, 12.5) --- decelerating")
        #expect(step.jsonLine == #"{"type":"scroll","view":"list","contentOffset":[0.0,12.5],"state":"decelerating"}"#)
    }

    @Test func theDecelerationRunsForAsLongAsTheRateSays() {
        // 1500 pt/s at 0.998 per ms falls to 10 pt/s after ln(10/1500)/ln(0.998) ≈ 2503 ms.
        let ms = ScrollMotion.decelerationMilliseconds(speed: 1500, rate: UIScrollView.DecelerationRate.normal.rawValue)
        #expect(abs(ms - 2503) < 2)
        // And travels v / −ln(rate) minus the rest: about 745 points.
        let travel = ScrollMotion.travel(velocity: 1500, rate: 0.998, milliseconds: ms)
        #expect(abs(travel - 745) < 2)
    }

    @Test func theContentOffsetMovesTheSubviewsForHitTesting() {
        let (app, list) = Self.scene()
        #expect(app.hitTest(200, 150)?.name == "row")
        list.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        // The button (content y 150…210) now sits at window y 150…210 − 100 + 100.
        #expect(app.hitTest(200, 170)?.name == "button")
        #expect(app.log.steps.contains(.hitTest(view: "button", point: CGPoint(x: 100, y: 20))))
    }

    @Test func anAnimatedContentOffsetEasesThereOnTheClock() {
        let (app, list) = Self.scene()

        list.setContentOffset(CGPoint(x: 0, y: 100), animated: true)

        #expect(list.contentOffset == .zero, "animated: nothing moves before the clock does")
        wait(app, 0.1)
        #expect(list.contentOffset.y > 0 && list.contentOffset.y < 100)
        wait(app, 0.5)
        #expect(list.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!list.isDecelerating)
    }

    @Test func contentThatFitsDoesNotScroll() {
        let (app, list) = Self.scene()
        list.contentSize = CGSize(width: 300, height: 200)
        app.down(1, 200, 150)
        app.move(1, 200, 50)
        #expect(list.contentOffset == .zero)
        #expect(app.log.steps.contains(.gesture(recognizer: "list.pan", view: "list", state: .failed,
            detail: GestureStepDetail(note: "list.gestureRecognizerShouldBegin(_:) returned false: list: its content fits, nothing to scroll"))))
    }

    @Test func aTouchOnADeceleratingScrollViewStopsIt() {
        let (app, list) = Self.scene()
        list.startMotion(.decelerating(start: .zero, velocity: CGPoint(x: 0, y: 1000), rate: 0.998, since: 0))
        wait(app, 0.1)
        let moving = list.contentOffset.y
        #expect(moving > 0)
        app.down(1, 200, 300)
        app.move(1, 200, 280)
        wait(app, 0.5)
        #expect(!list.isDecelerating)
        #expect(list.contentOffset.y == moving + 10)
    }

    final class RefusingScrollView: UIScrollView {
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
    }

    @Test func touchesShouldBeginFalseKeepsTheContentFromTheTouch() {
        let list = RefusingScrollView(name: "list", frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        list.contentSize = CGSize(width: 300, height: 900)
        list.addSubview(makeView("row", 0, 0, 300, 100, handles: .touches))
        let app = TestApp([list])
        app.down(1, 200, 150)
        wait(app, 0.05)
        app.up(1, 200, 150)
        #expect(events(app).isEmpty)
        #expect(app.results.first?.note?.text.contains("touchesShouldBegin") == true)
        #expect(app.results.allSatisfy { $0.cause == "list" })
    }

    @Test func aRefusedTouchLiftedWithinTheDelayNamesTheRefusalNotARecognition() {
        // Precondition: the list holds its content's touchesBegan back (delaysContentTouches) and refuses the row.
        let list = RefusingScrollView(name: "list", frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        list.contentSize = CGSize(width: 300, height: 900)
        list.addSubview(makeView("row", 0, 0, 300, 100, handles: .touches))
        let app = TestApp([list])

        // Action: a tap that lifts before the 150 ms are over, so the refusal comes with the lift.
        app.down(1, 200, 150)
        wait(app, 0.05)
        app.up(1, 200, 150)

        // Assertion: both phases say the list's touchesShouldBegin refused them; nothing recognized.
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesEnded"])
        #expect(app.results.map(\.note) == Array(repeating: .touchesShouldBeginRefused(scrollView: "list", view: "row"), count: 2))
    }
}
