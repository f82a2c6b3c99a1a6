import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The chain strip's pills (the application, its delegate: responders with no place in the
/// scene) painted in the same order on every run.
@Suite("ChainArrowPainter's pills")
struct ChainArrowPainterTests {
    /// The pills' fills in the order painted: fills of a pill's height standing on the strip.
    static func pillFills(_ list: DisplayList, _ session: SandboxSession) -> [CGRect] {
        let height = ChainArrowPainter.pillHeight * session.layout.canvasZoom
        let bottom = session.layout.canvasArea.maxY - 7
        return list.commands.compactMap { command in
            guard case .fill(let rect, _) = command, abs(rect.height - height) < 1e-9, abs(rect.maxY - bottom) < 1e-9 else { return nil }
            return rect
        }
    }

    @Test(arguments: ["36-scaled-parent", "37-scrolling-is-just-bounds", "38-scroll-view-tap-or-drag"])
    func pillsArePaintedLeftToRightInChainOrder(lesson: String) throws {
        // Precondition: a tap whose chain ends at the application and its delegate.
        let session = try StageFixtures.session(lesson)
        StageFixtures.tap(session, 400, 300)
        let measurer = FixedWidthMeasurer()
        var fills: [[CGRect]] = []
        for count in [4, session.history.timeline.steps.count / 2, session.history.timeline.steps.count] {
            session.history.show(firstSteps: count)

            // Action: the canvas painted from a fresh frame each time (a fresh dictionary of pills).
            var list = DisplayList()
            CanvasPainter(frame: session.frame, measurer: measurer).paint(into: &list)
            fills.append(Self.pillFills(list, session))
        }

        // Assertion: the strip has two pills or more, and every frame paints them left to right.
        #expect(fills.contains { $0.count >= 2 }, "\(fills)")
        for painted in fills {
            #expect(painted.map(\.minX) == painted.map(\.minX).sorted(), "\(painted)")
        }
    }

    /// The lesson's final picture at a size and zoom, with its layout report.
    static func finalReport(_ lesson: String, _ size: CGSize, zoom: Double) throws -> (SandboxSession, CanvasLayoutReport) {
        let session = try StageFixtures.session(lesson)
        session.viewer.viewportSize = size
        session.viewer.zoom = zoom
        session.viewer.playLessonEvents()
        session.finishAnimations()
        return (session, CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer()))
    }

    @Test func aDeepChainOutOfSightIsSummarisedInsideTheCanvas() throws {
        // Precondition: lesson 26 (nine responders up the chain) at ×2 on a 1280×800 window,
        // where the view controller and two of UIKit's containers are not seen.
        // Action: its final picture.
        let (session, report) = try Self.finalReport("26-printed-chain-with-window-scene", CGSize(width: 1280, height: 800), zoom: 2)

        // Assertion: every pill inside the canvas, those out of sight folded into one that
        // says how many, and the chain's end still named.
        let area = session.layout.canvasArea
        #expect(report.pills.allSatisfy { area.encloses(CGRect(x: $0.rect[0], y: $0.rect[1], width: $0.rect[2], height: $0.rect[3])) }, "\(report.pills)")
        let summary = try #require(report.pills.first { $0.responders.count > 1 }, "\(report.pills.map(\.text))")
        #expect(summary.text == "+\(summary.responders.count) out of sight")
        #expect(report.pills.suffix(2).map(\.text) == ["UIApplication", "AppDelegate"])
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test func theWindowZoomedOffTheCanvasIsAPillNotANameOnItsRootView() throws {
        // Precondition: lesson 41 at ×1.5, where the window's top-left corner is off the canvas.
        // Action: its final picture, whose chain climbs to UIWindow.
        let (_, report) = try Self.finalReport("41-imported-button-sticks-out", CGSize(width: 1280, height: 800), zoom: 1.5)

        // Assertion: no "UIWindow" name on the canvas; the window is one of the pills' responders.
        #expect(!report.labels.contains { $0.text == UIWindow.windowName }, "\(report.labels.map(\.text))")
        #expect(report.pills.contains { $0.responders.contains(UIWindow.windowName) }, "\(report.pills)")
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test func theDiscardedCaptionKeepsOffTheTappedLabel() throws {
        // Precondition: lesson 07 at ×1.5, whose last tap lands on a small label nobody handles.
        // Action: its final picture.
        let (session, report) = try Self.finalReport("07-chain-child-controllers", CGSize(width: 1280, height: 800), zoom: 1.5)
        var list = DisplayList()
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        canvas.paint(into: &list)

        // Assertion: the caption is drawn, and not on the label's frame.
        let label = try #require(ChainArrowPainter.smallHitTestView(canvas))
        let caption = try #require(report.labels.first { $0.text.hasPrefix("✗") })
        #expect(!CGRect(x: caption.rect[0], y: caption.rect[1], width: caption.rect[2], height: caption.rect[3]).intersects(label))
        #expect(report.problems.isEmpty, "\(report.problems)")
    }
}
