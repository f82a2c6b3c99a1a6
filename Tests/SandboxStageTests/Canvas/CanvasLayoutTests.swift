import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The canvas, checked as a projector would show it: for every lesson after its example
/// input, in the final picture and at every step of the last animation, whoever handled the
/// input keeps its tag, no label overlaps another or a name, every
/// name is seen, every arrow ends on a visible part of its responder and crosses no name, and
/// no leader is longer than its bound, crosses a name or ends inside a badge — at 1280×800 and
/// 1920×1080, each at zoom ×1, ×1.5 and ×2; exploded, the final picture and a few steps of the animation.
@Suite("Canvas layout: every lesson at every step")
struct CanvasLayoutTests {
    static let viewports: [(CGSize, Double)] = [CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080)].flatMap { size in
        [1, 1.5, 2].map { (size, $0) }
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func everyStepOfTheLessonIsReadable(id: String) throws {
        for (viewport, zoom) in Self.viewports {
            let session = try StageFixtures.session(id)
            session.viewer.viewportSize = viewport
            session.viewer.zoom = zoom
            session.viewer.playLessonEvents()
            session.finishAnimations()
            // The final picture first: whoever took the input keeps its ★ tag at every size and
            // zoom (shorter or smaller where room is short), and the report finds nothing.
            let final = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())
            if let handler = session.frame.episode.keyPhase?.result.handledBy {
                #expect(final.labels.contains { !$0.isName && $0.view == handler && $0.text.contains("★") },
                        "\(id) at \(Int(viewport.width))×\(Int(viewport.height)) zoom \(zoom): no tag on \(handler), which handled the input")
            }
            #expect(final.problems.isEmpty, "\(id) at \(Int(viewport.width))×\(Int(viewport.height)) zoom \(zoom), final picture: \(final.problems)")
            let stepCount = session.history.timeline.steps.count
            for step in 0..<max(stepCount, 1) {
                session.history.show(step: step)
                let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())
                #expect(report.problems.isEmpty, "\(id) at \(Int(viewport.width))×\(Int(viewport.height)) zoom \(zoom), step \(step): \(report.problems)")
                if !report.problems.isEmpty { break }
            }
        }
    }

    /// Exploded (E), every lesson's final picture: no arrow across a name, no label over another.
    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func theExplodedFinalPictureIsReadable(id: String) throws {
        // Precondition: the lesson after its example input, at the window's size.
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.playLessonEvents()
        session.finishAnimations()

        // Action: open the exploded view to its end.
        session.perform(.toggleExplode)
        session.finishAnimations()
        #expect(!CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).isFlat)
        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())

        // Assertion: the report finds nothing.
        #expect(report.problems.isEmpty, "\(id) exploded: \(report.problems)")
    }

    /// Exploded (E) while the last input plays: a few steps of each lesson (a quarter, half and
    /// three quarters of the way, as `render --explode --step N` draws them), at the window's
    /// size and at a projector's, zoomed: no arrow across a name, no label over another, no
    /// leader past its bound or ending inside a badge.
    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func theExplodedStepsAreReadable(id: String) throws {
        // Precondition: the lesson after its example input, exploded to the end of the opening.
        // Played once for both sizes: the window's size and zoom only lay a frame out
        // (`SandboxSession.layout(viewport:)`), they change neither the input's steps nor the explosion.
        let session = try StageFixtures.session(id)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        session.perform(.toggleExplode)
        session.finishAnimations()
        let stepCount = session.history.timeline.steps.count
        for step in Set([stepCount / 4, stepCount / 2, stepCount * 3 / 4]).sorted() where step < stepCount - 1 {
            // Action: the animation shown at that step, at each size.
            session.history.show(step: step)
            for (viewport, zoom) in Self.explodedViewports {
                session.viewer.viewportSize = viewport
                session.viewer.zoom = zoom
                let frame = session.frame
                // The canvas is flat exactly when nothing is exploded (`CanvasPainter.isFlat`).
                #expect(frame.explode > 0)
                let report = CanvasLayoutReport(frame: frame, measurer: FixedWidthMeasurer())

                // Assertion: the report finds nothing.
                #expect(report.problems.isEmpty, "\(id) exploded at \(Int(viewport.width))×\(Int(viewport.height)) zoom \(zoom), step \(step): \(report.problems)")
            }
        }
    }

    static let explodedViewports: [(CGSize, Double)] = [(CGSize(width: 1280, height: 800), 1.0), (CGSize(width: 1920, height: 1080), 1.5)]

    /// The 300-view settings screen `Benchmarks/Scenes/make-app-dump.py` prints, tapped where its
    /// documentation taps (300, 200), at a projector's size and zoomed.
    @Test(arguments: [(CGSize(width: 1920, height: 1080), 1.0), (CGSize(width: 1280, height: 800), 1.0),
                      (CGSize(width: 1920, height: 1080), 1.5), (CGSize(width: 1920, height: 1080), 2.0)])
    func theThreeHundredViewImportIsNoMeshOfLeaders(viewport: CGSize, zoom: Double) throws {
        // Precondition: the dump imported, about 300 views.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Benchmarks/Scenes/make-app-dump.py").standardized
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", script.path]
        let output = Pipe()
        python.standardOutput = output
        try python.run()
        let dump = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        let scene = try LoadedScene.load(text: dump, file: "app-300.txt")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/app-300.txt"), name: "app-300", catalog: nil)
        session.viewer.viewportSize = viewport
        #expect(session.frame.placements.count > 280)

        // Action: the documented tap, zoomed around the hit-test view as `render --zoom` does.
        StageFixtures.tap(session, 300, 200)
        session.finishAnimations()
        session.viewer.setZoom(zoom, around: session.viewer.zoomAnchor)
        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())

        // Assertion: nothing over a name, badge or the ring, no leader past the bound, no line across a name.
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.labels.allSatisfy { $0.leader <= report.leaderBound })
        // A few short leaders for the names of the hit-test path, not one per view.
        #expect(report.labels.filter { $0.leader > 0 }.count <= 16, "leaders: \(report.labels.filter { $0.leader > 0 }.map(\.text))")
    }

    @Test func aBoardCoveredByItsTilesKeepsItsNameAndArrowOnWhatIsSeen() throws {
        let session = try StageFixtures.session("13-puzzle-board")
        StageFixtures.tap(session, 395, 425)
        session.history.finish()

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
