import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// L, Enter, → and Backspace: a lesson's input one command per key, with its outcomes.
@Suite("Stepping through a lesson's input")
struct LessonInputTests {
    private func playToTheEnd(_ session: SandboxSession) {
        while session.isAnimating { _ = session.tick(0.1) }
    }

    @Test func lRunsOnlyTheFirstCommandAndTheNextWaitsForAKey() throws {
        // Precondition: lesson 01's script is two taps.
        let session = try StageFixtures.session("01-hit-testing-basics")

        // Action: L, then let the animation play out and time pass.
        session.perform(.playLessonEvents)
        playToTheEnd(session)
        for _ in 0..<50 { _ = session.tick(0.1) }

        // Assertion: one command ran; nothing ran on its own.
        let input = try #require(session.viewer.lessonInput)
        #expect(input.next == 1)
        #expect(input.entries[0].outcome != nil)
        #expect(input.entries[1].outcome == nil)
        #expect(session.history.recorder.steps.filter { $0.deliveryResult != nil }.count == 2, "touchesBegan and touchesEnded of one tap")
    }

    @Test func rightArrowStepsTheAnimationThenRunsTheNextCommandToItsEndOnceItHasEnded() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.perform(.playLessonEvents)

        // Action: → while the first tap is still animating.
        session.perform(.stepForward)

        // Assertion: it stepped the animation, the second tap has not run.
        #expect(session.viewer.lessonInput?.next == 1)
        #expect(session.history.timeline.isPaused)

        // Action: → until the animation has ended, then once more.
        for _ in 0..<200 where !session.history.timeline.isFinished { session.perform(.stepForward) }
        #expect(session.viewer.lessonInput?.next == 1)
        session.perform(.stepForward)

        // Assertion: the second command ran and plays to its end (not frozen at its first step), and the status says so.
        #expect(session.viewer.lessonInput?.next == 2)
        #expect(!session.history.timeline.isPaused)
        #expect(session.history.timeline.isAnimating)
        #expect(session.history.timeline.steps.first?.hitTestVisitedView == UIWindow.windowName)
        #expect(session.viewer.statusMessage?.hasPrefix("Lesson input 2 of 2 plays to its end") == true, "\(session.viewer.statusMessage ?? "no message")")

        // Action: → again.
        session.perform(.stepForward)

        // Assertion: it steps through the new command.
        #expect(session.history.timeline.isPaused)
    }

    @Test func anotherLessonStartsWithNothingPaused() throws {
        // Precondition: → paused lesson 01's first tap mid-animation.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.perform(.playLessonEvents)
        session.perform(.stepForward)
        #expect(session.history.timeline.isPaused)

        // Action: N.
        session.perform(.nextLesson)

        // Assertion: the next lesson's first tap plays rather than sitting frozen.
        #expect(!session.history.timeline.isPaused)
        StageFixtures.tap(session, 400, 300)
        #expect(session.history.timeline.isAnimating)
    }

    @Test func enterRunsTheNextCommandAtOnceAndPlaysIt() throws {
        // Precondition: lesson 02's first command (a set) ran; → paused the timeline.
        let session = try StageFixtures.session("02-user-interaction-disabled")
        session.perform(.playLessonEvents)
        session.perform(.stepForward)
        #expect(session.viewer.lessonInput?.entries[0].outcome == "C.isUserInteractionEnabled = true")
        #expect(session.scene.view(named: "C")?.isUserInteractionEnabled == true)

        // Action: Enter.
        session.perform(.runNextLessonCommand)

        // Assertion: the tap ran at once and its animation plays.
        let input = try #require(session.viewer.lessonInput)
        #expect(input.next == 2)
        #expect(input.entries[1].outcome?.hasPrefix("hit-test view C") == true)
        #expect(!session.history.timeline.isPaused)
        #expect(session.history.timeline.isAnimating)
    }

    @Test func backspaceReloadsTheLessonsStartingStateAndRewindsTheScript() throws {
        // Precondition: lesson 02 played to its end changed C.
        let session = try StageFixtures.session("02-user-interaction-disabled")
        let before = session.scene.view(named: "C")?.isUserInteractionEnabled
        session.perform(.playLessonEvents)
        session.finishAnimations()
        #expect(session.viewer.lessonInput?.isFinished == true)

        // Action
        session.perform(.resetLesson)

        // Assertion: a fresh scene from the file, the script at its start, nothing shown.
        #expect(session.scene.view(named: "C")?.isUserInteractionEnabled == before)
        let input = try #require(session.viewer.lessonInput)
        #expect(input.next == 0)
        #expect(input.entries.allSatisfy { $0.outcome == nil })
        #expect(session.history.timeline.steps.isEmpty)

        session.perform(.runNextLessonCommand)
        #expect(session.viewer.lessonInput?.next == 1)
    }

    @Test func eachCommandKeepsItsOutcomeSoBothCasesOfAComparisonStayReadable() throws {
        let session = try StageFixtures.session("02-user-interaction-disabled")

        // Action: the whole script, as render --lesson-events plays it.
        session.perform(.playLessonEvents)
        session.finishAnimations()

        // Assertion: each tap says where it landed and who took it.
        let outcomes = try #require(session.viewer.lessonInput).entries.map { $0.outcome ?? "" }
        #expect(outcomes.count == 4)
        #expect(outcomes[1].contains("hit-test view C"), "\(outcomes)")
        #expect(outcomes[1].contains("touchesBegan → C ★"), "\(outcomes)")
        #expect(outcomes[2] == "C.isUserInteractionEnabled = false")
        #expect(outcomes[3].contains("hit-test view B"), "\(outcomes)")
        #expect(outcomes[3].contains("touchesBegan → B ★"), "\(outcomes)")
    }

    @Test func aHandlerThatCallsSuperIsNamedWithTheOneAfterIt() throws {
        let session = try StageFixtures.session("10-child-and-parent")
        session.perform(.playLessonEvents)
        session.finishAnimations()

        let outcomes = try #require(session.viewer.lessonInput).entries.map { $0.outcome ?? "" }
        #expect(outcomes.contains { $0.contains("touchesBegan → C ★, B ★") }, "\(outcomes)")
    }

    @Test func theBannerAndTheListShowTheCommandsCaptions() throws {
        let session = try StageFixtures.session("02-user-interaction-disabled")
        let painter = StagePainter(measurer: FixedWidthMeasurer())
        session.viewer.viewportSize = CGSize(width: 1920, height: 1080)
        session.perform(.playLessonEvents)
        session.perform(.runNextLessonCommand)

        let texts = StageFixtures.texts(in: painter.paint(session.frame))

        #expect(texts.contains { $0.hasPrefix("Lesson input 2 of 4: tap at (350, 350)") }, "\(texts)")
        #expect(texts.contains("LESSON INPUT"))
        #expect(texts.contains("1  C.isUserInteractionEnabled = true"))
        #expect(texts.contains("▶  tap at (350, 350)"))
        #expect(texts.contains { $0.contains("3  C.isUserInteractionEnabled = false") }, "pending commands are listed too")
    }

    @Test func aSceneWithoutAnExampleInputSaysSo() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-events-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = try String(contentsOf: session.sceneURL, encoding: .utf8)
        // The events block: its key line and the indented lines under it.
        let withoutEvents = text.replacingOccurrences(of: "\nevents: \\|\n(  [^\n]*\n)+", with: "\n", options: .regularExpression)
        #expect(!withoutEvents.contains("events:"))
        try withoutEvents.write(to: url, atomically: true, encoding: .utf8)
        let bare = SandboxSession(scene: try LoadedScene.load(contentsOf: url, displayName: "bare"), url: url, name: "bare", catalog: nil)

        bare.perform(.playLessonEvents)

        #expect(bare.viewer.lessonInput == nil)
        #expect(bare.viewer.statusMessage?.contains("no example input") == true)
    }

    @Test func replayWithNothingRecordedSaysSo() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")

        session.perform(.replay)

        #expect(session.viewer.statusMessage?.hasPrefix("Nothing to replay") == true)
    }

    @Test func replayAfterAnInputThatDeliveredNothingDoesNotSayYet() throws {
        // Precondition: a click on C played, then an input that records no step (resign, with no first responder).
        let session = try StageFixtures.session("01-hit-testing-basics")
        StageFixtures.tap(session, 350, 350)
        session.run(.resign)

        // Action: R.
        session.perform(.replay)

        // Assertion: it says the last input delivered nothing, not that nothing was given yet.
        #expect(session.history.timeline.steps.isEmpty)
        #expect(session.viewer.statusMessage == "Nothing to replay: the last input delivered nothing; click a view or press L, then R plays it again")
    }

    @Test func zoomKeysStepWithinTheRangeAndSaySo() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")

        session.perform(.zoomIn)
        #expect(session.viewer.zoom == 1.25)
        #expect(session.viewer.statusMessage == "Zoom ×1.25")
        for _ in 0..<20 { session.perform(.zoomIn) }
        #expect(session.viewer.zoom == Viewer.zoomRange.upperBound)
        for _ in 0..<20 { session.perform(.zoomOut) }
        #expect(session.viewer.zoom == Viewer.zoomRange.lowerBound)
        session.perform(.zoomReset)
        #expect(session.viewer.zoom == 1)
        #expect(session.layout.zoom == 1)
    }
}
