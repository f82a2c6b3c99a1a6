import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// LEGEND names every mark the canvas draws, and the selection has a style of its own.
@Suite("The legend and the selection's frame")
struct LegendTests {
    @Test func everySampleHasAnEntryAndEveryMarkIsNamed() {
        // Precondition: the marks a class asked about.
        let named = ["chain starts", "selected", "went down", "lifted", "finger still down", "hit area", "touch slop",
                     "contentOffset", "faint", "gesture badge",
                     "Y's ring", "green if the view gets", "vermillion if not", "solid vermillion", "covering", "dashed orange"]

        // Action
        let meanings = Legend.entries.map(\.meaning)

        // Assertion
        #expect(Set(Legend.entries.map(\.swatch)) == Set(Legend.Swatch.allCases))
        for words in named { #expect(meanings.contains { $0.contains(words) }, "no entry says '\(words)'") }
    }

    @Test func theSelectionIsFramedSolidBlackAndWhiteNotLikeOutside() throws {
        // Precondition: lesson 01, C selected, no input.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.select("C")
        let placement = try #require(session.frame.placements.first { $0.name == "C" })
        let rect = session.layout.canvasRect(fromScene: placement.windowRect)

        // Action
        var list = DisplayList()
        CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)

        // Assertion: a solid frame 9 points around C, and no dashed blue there (dashed blue says "outside").
        let around = rect.insetBy(dx: -9, dy: -9)
        let outlines = list.commands.compactMap { command -> (CGRect, StageColor, Bool)? in
            if case .outline(let frame, let color, _, let dashed) = command, abs(frame.minX - around.minX) < 1, abs(frame.maxY - around.maxY) < 1 {
                return (frame, color, dashed)
            }
            return nil
        }
        #expect(outlines.contains { $0.1 == Palette.ink && !$0.2 })
        #expect(outlines.contains { $0.1 == Palette.paper && !$0.2 })
        #expect(!outlines.contains { $0.2 })
    }
}
