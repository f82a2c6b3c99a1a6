import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A right-click on a button's middle lands on its label, which takes no touches: Y asks about
/// the button and says so.
@Suite("Why in the window: a label stands for its button")
struct WhyStandInTests {
    @Test func aRightClickOnAButtonsLabelAsksAboutTheButtonAndSaysSo() throws {
        // Precondition: lesson 41, Done's label (user interaction off) right-clicked on Done's upper part.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("UIButtonLabel-e999", pointedAt: CGPoint(x: 330, y: 90))

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: the answer is Done's at that point, with the note naming the label; the label stays selected.
        let answer = try #require(session.viewer.why)
        var expected = try WhyAnalyzer(scene: session.scene).answer(view: "Done", at: CGPoint(x: 330, y: 90))
        expected.pointNote = answer.pointNote
        #expect(answer == expected)
        #expect(answer.gets == true)
        #expect(answer.pointNote?.hasPrefix("Asked about Done: its subview UIButtonLabel-e999 does not take touches") == true)
        #expect(session.viewer.selection == "UIButtonLabel-e999")
        let texts = StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
        #expect(texts.contains("WHY: Done"))
        #expect(texts.joined(separator: " ").contains("Asked about Done:"))
    }

    @Test func onDonesLowerPartTheLabelStandsForDoneWhichTheHeaderRefuses() throws {
        // Precondition: the label right-clicked below the header, where hitTest never reaches Done.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("UIButtonLabel-e999", pointedAt: CGPoint(x: 330, y: 102))

        // Action: Y.
        session.perform(.askWhy)

        // Assertion: Done is asked about, and the header's bounds are the reason.
        let answer = try #require(session.viewer.why)
        #expect(answer.view == "Done" && !answer.gets)
        #expect(answer.reasons.map(\.kind) == [.outsideBounds])
        #expect(answer.reasons.first?.view == "HeaderView-f6d0")
    }

    @Test func aViewThatTakesTouchesIsAskedAboutItselfAndALabelWithoutAPointStandsForItsButtonAsInTheCLI() throws {
        // Precondition: lesson 41.
        let session = try StageFixtures.session("41-imported-button-sticks-out")

        // Action: Y on Done right-clicked, then on the label selected from HIERARCHY (no point).
        session.viewer.select("Done", pointedAt: CGPoint(x: 330, y: 90))
        session.perform(.askWhy)
        let done = session.viewer.why
        session.viewer.select("UIButtonLabel-e999")
        session.perform(.askWhy)

        // Assertion: Done is asked about itself; the label, as `why 41 UIButtonLabel-e999` does, stands for Done.
        #expect(done?.view == "Done" && done?.pointNote == nil)
        #expect(session.viewer.why?.view == "Done" && session.viewer.why?.pointNote?.hasPrefix("Asked about Done") == true)
    }

    @Test func turningTheLabelsInteractionOnAsksAboutTheLabelAgain() throws {
        // Precondition: the label right-clicked, Y answered for Done.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.select("UIButtonLabel-e999", pointedAt: CGPoint(x: 330, y: 90))
        session.perform(.askWhy)
        #expect(session.viewer.why?.view == "Done")

        // Action: key 3, the label's user interaction on.
        session.perform(.toggle(.userInteractionEnabled))

        // Assertion: the label takes the touch itself now; no note speaks for Done any more.
        let answer = try #require(session.viewer.why)
        #expect(answer.view == "UIButtonLabel-e999" && answer.gets)
        #expect(answer.point == CGPoint(x: 330, y: 90))
        #expect(answer.pointNote == nil)
    }
}
