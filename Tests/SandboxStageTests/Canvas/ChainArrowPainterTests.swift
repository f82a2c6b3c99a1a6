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
}
