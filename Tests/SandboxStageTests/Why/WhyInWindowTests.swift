import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Y in the window: the same answer as `responder-sandbox why`, in the WHY section and on the canvas.
@Suite("Why in the window")
struct WhyInWindowTests {
    private func paint(_ session: SandboxSession) -> DisplayList {
        StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame)
    }

    @Test func yAtTheRightClickedPointGivesTheCLIsAnswerInThePanelAndOnTheCanvas() throws {
        // Precondition: lesson 41, Done selected by a right-click on its lower part, below the header.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("Done", pointedAt: CGPoint(x: 330, y: 110))

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: the answer is the analyzer's at that point; the panel says it with its numbers
        // and the canvas names the refusing header.
        let expected = try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: CGPoint(x: 330, y: 110))
        #expect(session.viewer.why == expected)
        #expect(expected.gets == false)
        let texts = StageFixtures.texts(in: paint(session))
        #expect(texts.contains("WHY: Done"))
        #expect(texts.joined(separator: " ").contains("Done does not get the touch at (330, 110):"))
        #expect(texts.joined(separator: " ").contains("(0, 0, 390, 60)"))
        #expect(texts.contains("HeaderView-f6d0: point outside its bounds (0, 0, 390, 60)"))
        #expect(texts.contains("why? (330, 110): Done does not get it"))
    }

    @Test func theWhySectionComesBeforeWhatHappened() throws {
        // Precondition: a tap, then Done selected and Y.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        StageFixtures.tap(session, 330, 85)
        session.finishAnimations()
        session.viewer.select("Done", pointedAt: CGPoint(x: 330, y: 85))

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: WHY is the story's first heading; Done gets the touch there, and the first sentence says what the tap does.
        let texts = StageFixtures.texts(in: paint(session))
        let why = try #require(texts.firstIndex(of: "WHY: Done"))
        let happened = try #require(texts.firstIndex(of: "WHAT HAPPENED"))
        #expect(why < happened)
        #expect(session.viewer.why?.gets == true)
        #expect(texts.joined(separator: " ").contains("A tap at (330, 85) goes to Done in UIWindow"))
    }

    @Test func withoutARightClickYAnswersForTheWholeViewByRegions() throws {
        // Precondition: Done selected from the outline (no point).
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("Done")

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: the CLI's answer without --tap: Done's regions, 60% of it getting touches.
        let answer = try #require(session.viewer.why)
        #expect(answer == (try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: nil)))
        #expect(answer.coverage == 0.6 && answer.regions?.count == 2)
    }

    @Test func escClearsTheAnswerFirstThenTheSelection() throws {
        // Precondition: an answer on screen.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("Done", pointedAt: CGPoint(x: 330, y: 110))
        session.perform(.askWhy)

        // Action: Esc.
        session.perform(.deselect)

        // Assertion: the answer and its marks are gone, the selection stays; Esc again deselects.
        #expect(session.viewer.why == nil)
        #expect(session.viewer.selection == "Done")
        #expect(!StageFixtures.texts(in: paint(session)).contains("WHY: Done"))
        session.perform(.deselect)
        #expect(session.viewer.selection == nil)
    }

    @Test func aToggleAsksAgainAtTheSamePointAndAnotherSelectionDropsTheAnswer() throws {
        // Precondition: the header selected at a point on it; Y says it gets the touch there.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("HeaderView-f6d0", pointedAt: CGPoint(x: 100, y: 70))
        session.perform(.askWhy)
        #expect(session.viewer.why?.gets == true)

        // Action: key 3, user interaction off.
        session.perform(.toggle(.userInteractionEnabled))

        // Assertion: the answer follows the change at the same point.
        let answer = try #require(session.viewer.why)
        #expect(answer.gets == false)
        #expect(answer.point == CGPoint(x: 100, y: 70))
        #expect(answer.reasons.map(\.kind) == [.userInteractionDisabled])
        session.viewer.select("Done")
        #expect(session.viewer.why == nil)
    }

    @Test func yWithNothingSelectedSaysHowToAsk() throws {
        // Precondition: nothing selected.
        let session = try StageFixtures.session("41-imported-button-sticks-out")

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: no answer, and the status line says what to do.
        #expect(session.viewer.why == nil)
        #expect(session.viewer.statusMessage?.contains("Select a view first") == true)
    }

    @Test func aRightClicksMenuOffersWhyAndEscOrYCloseIt() throws {
        // Precondition: Done right-clicked, its menu open beside the pointer.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        let pointer = session.layout.canvasPoint(fromScene: CGPoint(x: 300, y: 110))
        session.viewer.select("Done", pointedAt: CGPoint(x: 300, y: 110), menuAt: pointer)

        // Action: paint it.
        let texts = StageFixtures.texts(in: paint(session))

        // Assertion: the item names the view and the key; Esc closes the menu and keeps the selection, Y closes it too.
        #expect(texts.contains(WhyMenuPainter.item(for: "Done")))
        let item = try #require(session.viewer.whyMenuItem(measurer: FixedWidthMeasurer()))
        #expect(!item.contains(pointer))
        session.perform(.deselect)
        #expect(session.viewer.whyMenu == nil && session.viewer.selection == "Done")
        session.viewer.select("Done", pointedAt: CGPoint(x: 300, y: 110), menuAt: pointer)
        session.perform(.askWhy)
        #expect(session.viewer.whyMenu == nil)
        #expect(session.viewer.why?.point == CGPoint(x: 300, y: 110))
    }

    @Test func renderWhyAsksAtTheGivenPoint() throws {
        // Precondition: Done selected, no right-click.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("Done")

        // Action: asked at a point, as `render --why --tap` does.
        session.viewer.askWhy(at: CGPoint(x: 330, y: 110))

        // Assertion: the analyzer's answer at that point.
        #expect(session.viewer.why == (try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: CGPoint(x: 330, y: 110))))
    }
}

/// The right-click asks about the view the user sees: a clear view in front is looked through.
@Suite("Why in the window: the view you see")
struct WhyTheViewYouSeeTests {
    static let text = """
    root:
      controller: ViewController
      actions: ["buy:"]
      view:
        name: root
        frame: [0, 0, 400, 400]
        color: white
        subviews:
          - {name: Buy, frame: [100, 100, 120, 44], color: blue, control: {action: "buy:"}}
          - {name: overlay, frame: [0, 0, 400, 400], color: clear}
    """

    static func session() throws -> SandboxSession {
        let scene = try LoadedScene.load(text: text, file: "clear-overlay.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/clear-overlay.yaml"), name: "clear-overlay", catalog: nil)
    }

    @Test func aRightClickOnAButtonUnderAClearViewAsksAboutTheButtonAndNamesTheViewInFront() throws {
        // Precondition: the button drawn under a clear view that takes every touch.
        let session = try Self.session()

        // Action: a right-click on the button, then Y.
        session.viewer.selectDrawnView(at: CGPoint(x: 150, y: 120), in: session.frame.placements)
        session.perform(.askWhy)

        // Assertion: Buy is asked about; the clear overlay takes the touch and is outlined and tagged.
        #expect(session.viewer.selection == "Buy")
        let answer = try #require(session.viewer.why)
        #expect(answer.view == "Buy" && !answer.gets && answer.outcome?.hitTestView == "overlay")
        #expect(answer.reasons.map(\.kind) == [.covered] && answer.reasons[0].detail.hasSuffix("clear: you see Buy through it, but it takes the touch"))
        let texts = StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
        #expect(texts.contains("overlay: in front, takes the touch"))
    }

    @Test func withoutAPointTheCoveredPartIsHatchedAndTagged() throws {
        // Precondition: the same scene, Buy selected from the outline.
        let session = try Self.session()
        session.viewer.select("Buy")

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: no part of Buy gets touches; its region is tagged with the view in front.
        #expect(session.viewer.why?.coverage == 0)
        let texts = StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
        #expect(texts.contains("not here: overlay in front takes it"))
    }
}
