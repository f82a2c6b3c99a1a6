import Foundation
import Testing
@testable import ResponderCore

@Suite("Touches are delivered as UIKit delivers them")
struct TouchDeliveryTests {
    @Test func unhandledTouchTravelsTheWholeChainAndIsDiscarded() {
        let app = TestApp([makeView("A", 100, 100, 100, 100)])

        app.tap(150, 150)

        let began = app.results.first { $0.event == "touchesBegan" }
        #expect(began?.hitTestView == "A")
        #expect(began?.handledBy == nil)
        #expect(began?.note == nil)
        #expect(app.deliveries(.event(.touchesBegan)).map(\.0) == ["A", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
    }

    @Test func firstImplementerHandlesAndTheEventStopsThere() {
        let app = TestApp([makeView("A", 100, 100, 200, 200, handles: [.touchesBegan], [makeView("B", 0, 0, 50, 50)])])

        app.tap(110, 110)

        #expect(app.deliveries(.event(.touchesBegan)).map(\.0) == ["B", "A"])
        #expect(app.results.first?.handledBy == "A")
    }

    @Test func callingSuperPassesTheEventOnAfterHandlingIt() {
        let child = makeView("child", 0, 0, 50, 50, handles: [.touchesBegan])
        child.callsSuper = true
        let app = TestApp([makeView("parent", 100, 100, 200, 200, handles: [.touchesBegan], [child])])

        app.tap(110, 110)

        #expect(app.deliveries(.event(.touchesBegan)).map(\.0) == ["child", "parent"])
        #expect(app.deliveries(.event(.touchesBegan)).map(\.1) == [true, true])
        #expect(app.results.first?.handledBy == "child")
    }

    @Test func touchStaysBoundToItsHitTestViewWhereverItMoves() {
        let a = makeView("A", 100, 100, 100, 100, handles: .touches)
        let app = TestApp([a, makeView("B", 400, 100, 100, 100, handles: .touches)])

        app.down(1, 150, 150)
        app.move(1, 450, 150)
        app.up(1, 450, 150)

        #expect(app.results.map(\.hitTestView) == ["A", "A", "A"])
        #expect(app.results.map(\.event) == ["touchesBegan", "touchesMoved", "touchesEnded"])
        let lastHitTest = app.log.steps.lastIndex { if case .hitTest = $0 { return true } else { return false } }
        let firstResult = app.log.steps.firstIndex { if case .result = $0 { return true } else { return false } }
        #expect(lastHitTest! < firstResult!, "hit-testing happens once, when the touch begins")
    }

    @Test func removingTheBoundViewCancelsTheTouchBeforeItLeaves() {
        let a = makeView("A", 100, 100, 100, 100, handles: .touches)
        let app = TestApp([a])
        app.down(1, 150, 150)

        a.removeFromSuperview()
        app.up(1, 150, 150)

        #expect(app.results.map(\.event) == ["touchesBegan", "touchesCancelled", "touchesEnded"])
        #expect(app.results[1].handledBy == "A")
        #expect(app.results[1].cause == "A was removed from its superview")
        #expect(app.results[2].note == .touchCancelledEarlier(touch: 1))
        #expect(a.superview == nil)
    }

    @Test func removingAnAncestorCancelsTouchesBoundInsideIt() {
        let inner = makeView("inner", 0, 0, 50, 50, handles: .touches)
        let outer = makeView("outer", 100, 100, 100, 100, [inner])
        let app = TestApp([outer])
        app.down(1, 110, 110)

        outer.removeFromSuperview()

        #expect(app.results.last?.event == "touchesCancelled")
        #expect(app.results.last?.hitTestView == "inner")
    }

    @Test func withoutMultipleTouchTheViewReceivesOnlyTheFirstTouch() {
        let a = makeView("A", 100, 100, 300, 300, handles: .touches)
        let app = TestApp([a])

        app.down(1, 150, 150)
        app.down(2, 250, 250)
        app.up(2, 250, 250)
        app.up(1, 150, 150)

        let second = app.results.filter { $0.touch == 2 }
        #expect(second.map(\.note) == [.multipleTouchDisabled, .multipleTouchDisabled])
        #expect(second.allSatisfy { $0.handledBy == nil && $0.hitTestView == "A" })
        #expect(app.results.filter { $0.touch == 1 }.map(\.handledBy) == ["A", "A"])
    }

    @Test func withMultipleTouchTheViewReceivesEveryTouch() {
        let a = makeView("A", 100, 100, 300, 300, handles: .touches)
        a.isMultipleTouchEnabled = true
        let app = TestApp([a])

        app.down(1, 150, 150)
        app.down(2, 250, 250)

        #expect(app.results.map(\.handledBy) == ["A", "A"])
        #expect(app.results.allSatisfy { $0.note == nil })
    }

    @Test func exclusiveViewBeingTouchedBlocksTouchesToOtherViews() {
        let exclusive = makeView("exclusive", 100, 100, 100, 100, handles: .touches)
        exclusive.isExclusiveTouch = true
        let app = TestApp([exclusive, makeView("other", 400, 100, 100, 100, handles: .touches)])

        app.down(1, 150, 150)
        app.down(2, 450, 150)

        #expect(app.results.last?.note == .exclusiveTouchHeld(by: "exclusive"))
        #expect(app.results.last?.hitTestView == "other")
    }

    @Test func exclusiveViewReceivesNothingWhileAnotherViewIsTouched() {
        let exclusive = makeView("exclusive", 100, 100, 100, 100, handles: .touches)
        exclusive.isExclusiveTouch = true
        let app = TestApp([exclusive, makeView("other", 400, 100, 100, 100, handles: .touches)])

        app.down(1, 450, 150)
        app.down(2, 150, 150)

        #expect(app.results.last?.note == .exclusiveTouchWaits(view: "exclusive", other: "other"))
        #expect(app.results.last?.hitTestView == "exclusive")
    }

    @Test func touchesAreAcceptedAgainOnceTheExclusiveTouchEnds() {
        let exclusive = makeView("exclusive", 100, 100, 100, 100, handles: .touches)
        exclusive.isExclusiveTouch = true
        let app = TestApp([exclusive, makeView("other", 400, 100, 100, 100, handles: .touches)])

        app.tap(150, 150, id: 1)
        app.tap(450, 150, id: 2)

        #expect(app.results.allSatisfy { $0.note == nil })
    }

    @Test func touchOnNothingIsNotDelivered() {
        let app = TestApp([])

        app.tap(900, 900)

        #expect(app.results.map(\.note) == [.noHitTestView, .noHitTestView])
    }

    @Test func locationsAreConvertedToEachViewsCoordinates() {
        final class Recorder: UIView {
            var seen: [CGPoint] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen.append(touches.first!.location(in: self))
                seen.append(touches.first!.location(in: nil))
            }
        }
        let recorder = Recorder(name: "R", frame: CGRect(x: 50, y: 20, width: 100, height: 100))
        let app = TestApp([makeView("A", 100, 100, 300, 300, [recorder])])

        app.down(1, 160, 130)

        #expect(recorder.seen == [CGPoint(x: 10, y: 10), CGPoint(x: 160, y: 130)])
    }

    @Test func quickSecondTapAtTheSamePlaceCountsAsADoubleTap() {
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first!.tapCount)
            }
        }
        let counter = Counter(name: "counter", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let app = TestApp([counter])

        app.tap(50, 50, id: 1)
        app.application.advanceClock(by: 0.2)
        app.tap(52, 50, id: 2)
        app.application.advanceClock(by: 1)
        app.tap(50, 50, id: 3)

        #expect(counter.counts == [1, 2, 1])
    }

    @Test func cancellingAllTouchesCancelsEachDeliveredTouch() {
        let app = TestApp([makeView("A", 100, 100, 300, 300, handles: .touches)])
        app.down(1, 150, 150)

        app.application.cancelAllTouches(cause: "the window was resized")

        #expect(app.results.last?.event == "touchesCancelled")
        #expect(app.results.last?.cause == "the window was resized")
        #expect(app.application.activeTouchIdentifiers.isEmpty)
    }
}
