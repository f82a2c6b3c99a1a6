import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

@Suite("SandboxSession: the window's controls without the window")
struct SandboxSessionTests {
    @Test func hidingTheSelectedViewChangesTheNextTap() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.select("C")

        session.perform(.toggle(.hidden))
        StageFixtures.tap(session, 350, 350)
        session.history.finish()

        #expect(session.scene.view(named: "C")?.isHidden == true)
        #expect(session.history.episode.hitTestView == "B")
        #expect(session.history.episode.visits["C"]?.outcome == .skipped(.hidden))
    }

    @Test func aLongDragDoesNotGrowTheTimelinePastItsCapacity() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))

        for index in 0..<3_000 { session.touch(1, .moved, at: CGPoint(x: 300 + index % 100, y: 350)) }

        #expect(session.history.timeline.steps.count <= Timeline.capacity)
        #expect(session.history.episode.summary?.event == "touchesMoved", "the picture still shows the drag")
    }

    @Test func alphaStepsAcrossTheCutOff() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.select("C")
        var seen: [Double] = []

        for _ in Viewer.alphaCycle.indices {
            session.perform(.toggle(.alpha))
            seen.append(Double(try #require(session.scene.view(named: "C")).alpha))
        }

        #expect(seen.map { ($0 * 10_000).rounded() } == [5_000, 110, 100, 99, 0, 10_000])
    }

    @Test func everyToggleChangesItsProperty() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.select("B")
        let view = try #require(session.scene.view(named: "B"))

        for property in SelectionToggle.allCases {
            let before = SelectionDescription.value(of: property, for: view)
            session.perform(.toggle(property))
            #expect(SelectionDescription.value(of: property, for: view) != before, "\(property.label)")
        }
    }

    @Test func makingTheSelectionFirstResponderNeedsCanBecomeFirstResponder() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.select("A")

        session.perform(.makeFirstResponder)
        #expect(session.application.firstResponder == nil)
        #expect(session.viewer.statusMessage?.contains("canBecomeFirstResponder is false") == true)

        session.perform(.toggle(.canBecomeFirstResponder))
        session.perform(.makeFirstResponder)
        #expect(session.application.firstResponder?.name == "A")
        session.perform(.resignFirstResponder)
        #expect(session.application.firstResponder == nil)
    }

    @Test func shakeWithNoFirstResponderIsShownStartingAtTheKeyWindow() throws {
        let session = try StageFixtures.session("19-shake-no-first-responder")

        session.perform(.shake)
        session.history.finish()

        #expect(session.history.episode.summary?.chain.first == "UIWindow")
        #expect(session.history.episode.summary?.handledBy == nil)
        #expect(session.history.episode.summaryReached)
    }

    @Test func aSenderlessActionWithNoFirstResponderIsSaidToStartAtTheKeyWindow() throws {
        // Precondition: lesson 16 with its note resigned: nobody is first responder.
        let session = try StageFixtures.session("16-edit-menu-no-first-responder")
        session.run(.resign)

        // Action: copy: to nil from nil.
        session.run(.action("copy:", from: nil))
        session.history.finish()

        // Assertion: the search went up the key window's chain, and the sender line says so.
        let result = try #require(session.history.episode.summary)
        #expect(result.chain.first == "UIWindow")
        #expect(SenderWording.line(for: result, lastAction: session.frame.lastAction)
            == "sender: none, and no first responder: the search starts at the key window, UIWindow")
    }

    @Test func nextAndPreviousLessonWrapRound() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")

        session.perform(.previousLesson)
        #expect(session.lessonIndex == StageFixtures.catalog.lessons.count - 1)
        session.perform(.nextLesson)
        session.perform(.nextLesson)
        #expect(session.sceneName == StageFixtures.catalog.lessons[1].id)
    }

    @Test func aFailedReloadKeepsTheLastGoodScene() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        let scene = session.scene

        session.reloadFailed(["lesson.yaml:3:1: root: expected a mapping"])

        #expect(session.scene === scene)
        #expect(session.reloadProblems.count == 1)
    }

    @Test func theSessionSleepsWhenNothingMoves() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        #expect(!session.isAnimating)
        #expect(session.secondsUntilNextChange == nil)

        StageFixtures.tap(session, 350, 350)
        #expect(session.isAnimating)
        while session.isAnimating { _ = session.tick(0.1) }

        #expect(session.secondsUntilNextChange == nil)
        #expect(!session.tick(1), "idle ticks change nothing, so nothing is redrawn")
    }

    @Test func fingersAreForgottenWhenTheirViewIsRemoved() throws {
        let session = try StageFixtures.session("23-remove-during-touch")
        let view = try #require(session.scene.window.subviews.first?.subviews.first)

        session.touch(7, .began, at: view.convert(CGPoint(x: 1, y: 1), to: nil))
        let bound = try #require(session.application.boundView(ofTouch: 7))
        #expect(session.history.fingers.count == 1)
        session.run(.remove(bound.name))

        #expect(session.history.fingers.isEmpty)
    }
}
