import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Wrapping and shortening cost about the text's length in measured characters, however long
/// one word is: a 10,000-character name once took minutes to draw.
@Suite("Text wrapping on long words")
struct TextWrappingTests {
    /// A fixed-width font that counts the characters it is asked to measure.
    final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        var charactersMeasured = 0
        func width(of text: String, size: Double, bold: Bool) -> Double {
            charactersMeasured += text.count
            return Double(text.count) * size * 0.6
        }
        func lineHeight(size: Double) -> Double { size * 1.25 }
    }

    @Test func aLongWordIsCutIntoPiecesThatFitWithoutMeasuringEveryPrefix() {
        // Precondition: a word of 10,000 characters; a line 300 points wide holds 50 of them.
        let measurer = CountingMeasurer()
        let word = String(repeating: "abcdefghij", count: 1_000)

        // Action
        let lines = measurer.wrap(word, width: 300, size: 10)

        // Assertion: the same pieces as before (50 characters each, the word in full), for a
        // few hundred times the word's length in measuring rather than millions.
        #expect(lines.count == 200)
        #expect(lines.allSatisfy { $0.count == 50 })
        #expect(lines.joined() == word)
        #expect(measurer.charactersMeasured < 100 * word.count, "measured \(measurer.charactersMeasured) characters")
    }

    @Test func aWordThatFitsIsMeasuredOnce() {
        // Precondition
        let measurer = CountingMeasurer()

        // Action
        let lines = measurer.wrap("tap here", width: 300, size: 10)

        // Assertion
        #expect(lines == ["tap here"])
        #expect(measurer.charactersMeasured < 40)
    }

    @Test func aWindowFrameWithAVeryLongNameAndExplanationMeasuresLittle() throws {
        // Precondition: a view named with 10,000 characters, selected, and a scene whose
        // explanation holds a 10,000-character word.
        let name = String(repeating: "n", count: 10_000)
        let scene = try LoadedScene.load(text: """
        explanation: \(String(repeating: "w", count: 10_000))
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews: [{name: \(name), frame: [10, 10, 300, 200], handles: [touches]}]
        """, file: "long.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/long.yaml"), name: "long", catalog: nil)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.select(name)
        StageFixtures.tap(session, 100, 100)
        session.finishAnimations()
        let measurer = CountingMeasurer()

        // Action
        _ = StagePainter(measurer: measurer).paint(session.frame)

        // Assertion: a few thousand times the text's length at most.
        #expect(measurer.charactersMeasured < 50_000_000, "measured \(measurer.charactersMeasured) characters")
    }
}
