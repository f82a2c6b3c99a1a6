import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The canvas, checked as a projector would show it: for every lesson after its example
/// input, at every step of the last animation, no label overlaps another or a name, every
/// name is seen, and every arrow ends on a visible part of its responder and crosses no
/// name — at 1280×800, 1920×1080 and zoomed ×1.5 and ×2.
@Suite("Canvas layout: every lesson at every step")
struct CanvasLayoutTests {
    static let viewports: [(CGSize, Double)] = [
        (CGSize(width: 1280, height: 800), 1), (CGSize(width: 1920, height: 1080), 1), (CGSize(width: 1280, height: 800), 1.5),
        (CGSize(width: 1280, height: 800), 2),
    ]

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func everyStepOfTheLessonIsReadable(id: String) throws {
        for (viewport, zoom) in Self.viewports {
            let session = try StageFixtures.session(id)
            session.viewer.viewportSize = viewport
            session.viewer.zoom = zoom
            session.viewer.playLessonEvents()
            session.finishAnimations()
            let stepCount = session.history.timeline.steps.count
            for step in 0..<max(stepCount, 1) {
                session.history.timeline.show(step: step)
                let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())
                #expect(report.problems.isEmpty, "\(id) at \(Int(viewport.width))×\(Int(viewport.height)) zoom \(zoom), step \(step): \(report.problems)")
                if !report.problems.isEmpty { break }
            }
        }
    }

    @Test func aBoardCoveredByItsTilesKeepsItsNameAndArrowOnWhatIsSeen() throws {
        let session = try StageFixtures.session("13-puzzle-board")
        StageFixtures.tap(session, 395, 425)
        session.history.timeline.finish()

        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())

        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test func savesSearchGoesRoundOKsNameOnItsWayToTheToolbar() throws {
        // Precondition: lesson 14's first command alone, the tap on Save, whose search runs Save → toolbar past OK.
        let session = try StageFixtures.session("14-nil-targeted-button")
        StageFixtures.tap(session, 580, 320)
        session.finishAnimations()

        var list = DisplayList()
        let labels = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)
        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())

        let ok = try #require(labels.names["OK"]?.rect)
        let toToolbar = try #require(labels.arrows.first { $0.what == "the arrow into toolbar" })
        #expect(!toToolbar.route.crosses(ok.insetBy(dx: -2, dy: -2)))
        #expect(report.problems.isEmpty, "\(report.problems)")
    }
}
