import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Y on a large scene is answered on a thread of its own (`WhyQuestion`): the window says it is
/// asking meanwhile, shows the answer on a later turn of its loop, and never shows an answer
/// about a scene that changed or a question dropped. Here every scene counts as large.
@Suite("Why off the frame")
struct WhyOffTheFrameTests {
    static let done = CGPoint(x: 330, y: 110)

    /// Lesson 41 with Done selected by a right-click on its lower part; Y answers off the frame.
    private func session() throws -> SandboxSession {
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.whyOffTheFrameFromViews = 0
        session.viewer.select("Done", pointedAt: Self.done)
        return session
    }

    private func texts(_ session: SandboxSession) -> [String] {
        StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
    }

    /// Lets the question's thread finish, then one turn of the window's loop.
    private func finish(_ question: WhyQuestion, in session: SandboxSession) {
        question.wait()
        _ = session.tick(0)
    }

    @Test func theAnswerArrivesOnALaterTurnAndIsTheCLIs() throws {
        // Precondition: the scene counts as large.
        let session = try session()

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: no answer yet; WHY and the status line say it is being asked, and the
        // window keeps looking for it.
        let question = try #require(session.viewer.whyQuestion)
        #expect(session.viewer.why == nil)
        #expect(session.viewer.askingWhyAbout == "Done")
        #expect(texts(session).contains("WHY: Done"))
        #expect(texts(session).joined(separator: " ").contains("Asking why…"))
        #expect(session.viewer.statusMessage == "Asking why Done does or does not get a touch at (330, 110)…")
        #expect(session.secondsUntilNextChange != nil)

        // Action: the thread finishes; the loop turns.
        finish(question, in: session)

        // Assertion: the answer shown is the one the CLI gives, and the status line is cleared.
        let expected = try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: Self.done)
        #expect(session.viewer.why == expected)
        #expect(session.viewer.askingWhyAbout == nil)
        #expect(session.viewer.statusMessage == nil)
        #expect(texts(session).joined(separator: " ").contains("Done does not get the touch at (330, 110):"))
    }

    @Test func aSceneChangedMeanwhileDiscardsTheStaleAnswerAndAsksAgain() throws {
        // Precondition: Y asked.
        let session = try session()
        session.perform(.askWhy)
        let first = try #require(session.viewer.whyQuestion)
        let before = try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: Self.done)

        // Action: the scene changes while the thread works (the header grows round its centre),
        // then the first answer arrives.
        let header = try #require(session.scene.view(named: "HeaderView-f6d0"))
        header.bounds.size.height = 120
        finish(first, in: session)

        // Assertion: the first answer (about the header as it was) is not shown; the question is
        // asked again about the scene as it is now, and that answer is shown.
        #expect(session.viewer.why == nil)
        let second = try #require(session.viewer.whyQuestion)
        #expect(second !== first)
        finish(second, in: session)
        let answer = try #require(session.viewer.why)
        #expect(answer == (try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: Self.done)))
        #expect(answer != before)
    }

    @Test func escAnotherSelectionOrAnotherSceneDropTheQuestion() throws {
        for drop in ["Esc", "select", "scene"] {
            // Precondition: Y asked.
            let session = try session()
            session.perform(.askWhy)
            let question = try #require(session.viewer.whyQuestion)

            // Action: Esc, another view selected, or the scene replaced; then the thread finishes.
            switch drop {
            case "Esc": session.viewer.escape()
            case "select": session.viewer.select("HeaderView-f6d0")
            default: session.replaceScene(session.scene.freshCopy(), url: session.sceneURL, name: session.sceneName)
            }
            finish(question, in: session)

            // Assertion: no answer shows, nothing is asked any more, and the status line is free.
            #expect(session.viewer.why == nil, "\(drop)")
            #expect(session.viewer.askingWhyAbout == nil, "\(drop)")
            #expect(session.viewer.statusMessage == nil, "\(drop)")
        }
    }

    @Test func yAgainWhileAskingKeepsTheQuestionAndAKeyAsksAgain() throws {
        // Precondition: Y asked.
        let session = try session()
        session.perform(.askWhy)
        let first = try #require(session.viewer.whyQuestion)

        // Action: Y again.
        session.perform(.askWhy)

        // Assertion: the same question goes on.
        #expect(session.viewer.whyQuestion === first)

        // Action: a key changes a property the answer depends on (the selected view's handling).
        session.viewer.askWhyAgain()

        // Assertion: asked again, and the later answer is shown.
        let second = try #require(session.viewer.whyQuestion)
        #expect(second !== first)
        first.wait()
        finish(second, in: session)
        #expect(session.viewer.why == (try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: Self.done)))
    }

    @Test func aSmallSceneIsAnsweredOnTheFrame() throws {
        // Precondition: lesson 41's few views, below the window's limit.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.whyOffTheFrameFromViews = 500
        session.viewer.select("Done", pointedAt: Self.done)

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: answered at once.
        #expect(session.viewer.whyQuestion == nil)
        #expect(session.viewer.why == (try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: Self.done)))
    }

    @Test func aFingerHeldWhenYIsPressedIsHeldForTheTap() throws {
        // Precondition: lesson 22; green selected by a right-click; a finger held down on red,
        // which has exclusiveTouch.
        let session = try StageFixtures.session("22-exclusive-touch")
        let onGreen = CGPoint(x: 550, y: 230)
        session.viewer.select("green", pointedAt: onGreen)
        let id = session.runner.freshTouchID()
        session.touch(id, .began, at: CGPoint(x: 250, y: 300))

        // Action: Y, on the frame and off it.
        session.perform(.askWhy)
        let onTheFrame = try #require(session.viewer.why)
        session.viewer.whyOffTheFrameFromViews = 0
        session.viewer.escape()
        session.perform(.askWhy)
        finish(try #require(session.viewer.whyQuestion), in: session)

        // Assertion: both are `why --tap 550,230 --holding 250,300`'s answer: red keeps the touch
        // from green; WHY says where the finger is held.
        let expected = try WhyAnalyzer(scene: session.scene.freshCopy()).answer(view: "green", at: onGreen, holding: [CGPoint(x: 250, y: 300)])
        #expect(onTheFrame == expected)
        #expect(session.viewer.why == expected)
        #expect(expected.reasons.first?.kind == .exclusiveTouch)
        #expect(texts(session).joined(separator: " ").contains("A finger is held down at (250, 300), on red, when the tap comes."))
    }
}
