import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// What UIKit never draws but a class must see: where the finger went, the hit area a
/// `point(inside:)` override grows, a button's slop, and flags such as passthrough.
@Suite("Canvas marks: touches and invisible properties")
struct CanvasMarksTests {
    let painter = StagePainter(measurer: FixedWidthMeasurer())

    @Test func aTapLeavesItsPointOnTheCanvasAfterTheFingerIsGone() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")

        StageFixtures.tap(session, 350, 350)

        #expect(session.history.fingers.isEmpty)
        #expect(session.history.touchTrails.count == 1)
        #expect(session.history.touchTrails.first?.points == [CGPoint(x: 350, y: 350)])
        #expect(session.history.touchTrails.first?.isLifted == true)
    }

    @Test func aDragKeepsItsPathAndANewInputStartsAfresh() throws {
        let session = try StageFixtures.session("24-button-touch-up-outside")
        session.run(.down(id: 1, at: CGPoint(x: 400, y: 300)))
        session.run(.move(id: 1, to: CGPoint(x: 500, y: 300)))
        session.run(.up(id: 1, at: CGPoint(x: 600, y: 300)))

        #expect(session.history.touchTrails.first?.points.count == 3)

        session.run(.shake(.whole))

        #expect(session.history.touchTrails.isEmpty, "the trail belongs to the input it came with")
    }

    @Test func aDragsPathGrowsWithTheAnimationFromTheFirstStep() throws {
        // Precondition: lesson 33's drag (down, three moves, up) has run; its animation is at its first step.
        let session = try StageFixtures.session("33-pan-takes-over-a-drag")
        session.viewer.playLessonEvents()
        session.finishAnimations()
        let trail = try #require(session.history.touchTrails.first)
        #expect(trail.points.count == 4)

        // Action: the first step shown, then the end.
        session.history.timeline.show(firstSteps: 1)
        var early = DisplayList()
        CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &early)
        session.history.timeline.finish()
        var final = DisplayList()
        CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &final)

        // Assertion: at the first step only where the finger went down (no path, no lift's cross); at the end the whole path.
        let paths = { (list: DisplayList) in list.commands.filter { if case .polyline(_, Palette.touchTrail, _, _) = $0 { return true }; return false }.count }
        #expect(trail.points(shown: 1).count == 1)
        #expect(!trail.isLifted(shown: 1))
        #expect(paths(early) == 0)
        #expect(paths(final) == 1)
    }

    @Test func aHeldFingersLineToItsViewWaitsForHitTestsAnswer() throws {
        // Precondition: a finger held on C, the input's animation at its first step.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.run(.down(id: 1, at: CGPoint(x: 350, y: 350)))
        let finger = session.layout.canvasPoint(fromScene: CGPoint(x: 350, y: 350))
        func bindingLines() -> Int {
            painter.paint(session.frame).commands.filter { command in
                if case .line(let from, _, _, _) = command { return from == finger }
                return false
            }.count
        }

        // Action and assertion: no line while hitTest is still asking the views…
        session.history.timeline.show(firstSteps: 3)
        #expect(bindingLines() == 0, "the line would name the hit-test view before hitTest returns")

        // …and the line once the window's hitTest has returned C.
        session.history.timeline.finish()
        #expect(session.application.boundView(ofTouch: 1)?.name == "C")
        #expect(bindingLines() == 1)
    }

    @Test func aGrownHitAreaIsOutlinedAndNamed() throws {
        let session = try StageFixtures.session("08-bigger-hit-area")
        session.run(.set("dot", .key(.hitArea, .number(30))))
        session.history.timeline.finish()

        let texts = StageFixtures.texts(in: painter.paint(session.frame))

        #expect(texts.contains("hit area +30"))
    }

    @Test func flagsThatChangeDeliveryAreNamedOnTheirViews() throws {
        let session = try StageFixtures.session("09-pass-through-layer")
        session.run(.set("A", .key(.userInteractionEnabled, .flag(false))))

        let texts = StageFixtures.texts(in: painter.paint(session.frame))

        #expect(texts.contains("passthrough"))
        #expect(texts.contains("interaction off"))
    }

    @Test func aButtonsSlopIsShownWhileItIsTheHitTestView() throws {
        let session = try StageFixtures.session("24-button-touch-up-outside")
        session.viewer.playLessonEvents()
        session.finishAnimations()

        let texts = StageFixtures.texts(in: painter.paint(session.frame))

        #expect(texts.contains { $0.hasPrefix("touch slop") })
    }

    @Test func aControllerIsATabOnItsViewNotAPillApart() throws {
        let session = try StageFixtures.session("07-chain-child-controllers")
        session.viewer.playLessonEvents()
        session.finishAnimations()
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()

        let labels = canvas.paint(into: &list)

        for controller in ["PageVC", "ListVC", "CellVC"] {
            let tab = try #require(labels.tabs[controller], "\(controller) has a tab")
            let view = try #require(canvas.placement(named: tab.viewName))
            #expect(canvas.canvasRect(of: view).insetBy(dx: -tab.rect.height - 2, dy: -tab.rect.height - 2).intersects(tab.rect),
                    "\(controller)'s tab sits on the edge of its view \(tab.viewName)")
        }
    }
}
