import Foundation
import Testing
@testable import ResponderCore

/// UIRotationGestureRecognizer, UIScreenEdgePanGestureRecognizer, UISlider and UISwitch, one
/// rule each, argued from Apple's documentation or cited observation.
@Suite("Rotation, screen-edge pan, slider and switch")
struct RotationEdgeAndValueControlTests {
    func states(_ app: TestApp, _ recognizer: String) -> [GestureStateName] {
        app.log.steps.compactMap {
            if case .gesture(recognizer, _, let state, _) = $0 { return state }
            return nil
        }
    }

    func controlEvents(_ app: TestApp) -> [String] {
        app.log.steps.compactMap {
            if case .controlEvent(_, let event, _) = $0 { return event }
            return nil
        }
    }

    @Test func twoFingersTurningBeginARotationThatEndsWhenBothHaveLifted() {
        // Precondition: a dial with a rotation recognizer.
        let dial = makeView("dial", 100, 100, 400, 400)
        let rotation = UIRotationGestureRecognizer(name: "turn")
        dial.addGestureRecognizer(rotation)
        let app = TestApp([dial])

        // Action: two fingers on a horizontal line; the second circles 30° clockwise about the first; both lift.
        app.down(1, 300, 300); app.down(2, 400, 300)
        app.move(2, 300 + 100 * cos(.pi / 6), 300 + 100 * sin(.pi / 6))
        let turned = rotation.rotation
        app.up(2, 387, 350)
        let afterOne = rotation.state
        app.up(1, 300, 300)

        // Assertion: UIRotationGestureRecognizer: rotation in radians, clockwise positive on
        // screen; like a pinch, the gesture ends when both fingers have lifted.
        #expect(abs(turned - .pi / 6) < 0.001)
        #expect(afterOne == .began)
        #expect(states(app, "turn") == [.began, .ended, .possible])
    }

    /// The window is 800 points wide; the edge pan is on the root's full-window view.
    static func edgeApp() -> TestApp {
        let page = makeView("page", 0, 0, 800, 600)
        let back = UIScreenEdgePanGestureRecognizer(name: "back")
        back.edges = .left
        page.addGestureRecognizer(back)
        return TestApp([page])
    }

    @Test func aScreenEdgePanBeginsForATouchStartingAtTheLeftEdge() {
        // Precondition: a page with a left-edge pan.
        let app = Self.edgeApp()

        // Action: a drag that starts 10 points from the left edge.
        app.down(1, 10, 300); app.move(1, 60, 300); app.up(1, 60, 300)

        // Assertion: UIScreenEdgePanGestureRecognizer "looks for panning gestures that start near an edge of the screen".
        #expect(states(app, "back") == [.began, .ended, .possible])
    }

    @Test func aScreenEdgePanFailsForATouchStartingAwayFromTheEdge() {
        // Precondition: the same page.
        let app = Self.edgeApp()

        // Action: the same drag, starting 30 points in (past the 20-point edge region).
        app.down(1, 30, 300); app.move(1, 80, 300); app.up(1, 80, 300)

        // Assertion: it fails at once and never begins.
        #expect(states(app, "back") == [.failed, .possible])
    }

    /// A 300-point slider at value 0 in a scroll view that scrolls sideways.
    static func sliderInAScrollView() -> (TestApp, UISlider, UIScrollView) {
        let slider = UISlider(name: "volume", frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        slider.addTarget(nil, action: "changed:", for: .valueChanged)
        let strip = UIScrollView(name: "strip", frame: CGRect(x: 100, y: 100, width: 400, height: 200))
        strip.contentSize = CGSize(width: 1200, height: 200)
        strip.addSubview(slider)
        return (TestApp([strip]), slider, strip)
    }

    @Test func draggingTheThumbChangesTheValueContinuouslyAndTheScrollViewStaysPut() {
        // Precondition: the slider's thumb at its left end (value 0).
        let (app, slider, strip) = Self.sliderInAScrollView()

        // Action: a finger on the thumb, held past the strip's content delay, then dragged
        // rightward twice, in the scroll view's own direction.
        app.down(1, 114, 120)
        app.application.advanceClock(by: 0.2)
        app.move(1, 150, 120); app.move(1, 250, 120); app.up(1, 250, 120)

        // Assertion: Apple (gestureRecognizerShouldBegin(_:)): UISlider keeps swipes that start on
        // its thumb from other recognizers; so the strip's pan fails and the slider tracks the
        // whole drag, sending valueChanged on each move that changes the value (isContinuous).
        #expect(states(app, "strip.pan").first == .failed)
        #expect(strip.contentOffset == .zero)
        #expect(controlEvents(app).filter { $0 == "valueChanged" }.count == 2)
        #expect(abs(slider.value - Float(136.0 / 272.0)) < 0.001)
    }

    @Test func aDragOnTheTrackAwayFromTheThumbScrollsTheScrollView() {
        // Precondition: the thumb at the left end.
        let (app, slider, strip) = Self.sliderInAScrollView()

        // Action: a drag that starts on the track, far from the thumb, leftward.
        app.down(1, 350, 120); app.move(1, 320, 120); app.move(1, 250, 120)

        // Assertion: only a drag that starts on the thumb is the slider's: the strip scrolls, the value stays.
        #expect(strip.contentOffset.x > 0)
        #expect(slider.value == 0)
    }

    @Test func aTapOnASwitchFlipsItAndSendsValueChanged() {
        // Precondition: a switch, off.
        let toggle = UISwitch(name: "wifi", frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        let app = TestApp([toggle])

        // Action: a tap on it.
        app.tap(120, 110)

        // Assertion: UISwitch sends valueChanged when the user flips it.
        #expect(toggle.isOn)
        #expect(controlEvents(app).suffix(2) == ["touchUpInside", "valueChanged"])
    }
}
