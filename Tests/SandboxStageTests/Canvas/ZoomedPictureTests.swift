import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Zoomed in for a projector, a picture reads like the unzoomed one, larger: a badge stays on
/// or beside its own view (or is left to the outline and the hover card), and the arrows up a
/// nesting of controllers keep their heads apart and drop straight to the chain's pills.
@Suite("Canvas zoomed in: badges on their views, arrows apart")
struct ZoomedPictureTests {
    static let projector: [(CGSize, Double)] = [CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080)].flatMap { size in
        [1.5, 2].map { (size, $0) }
    }

    /// The lesson's final picture zoomed as `render --zoom` zooms it (around the hit-test view), painted.
    private static func painted(_ id: String, size: CGSize, zoom: Double) throws -> (SandboxSession, CanvasPainter, SceneLabelLayout) {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = size
        session.viewer.playLessonEvents()
        session.finishAnimations()
        session.viewer.setZoom(zoom, around: session.viewer.zoomAnchor)
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()
        return (session, canvas, canvas.paint(into: &list))
    }

    @Test(arguments: projector)
    func lesson42sBadgesAndOffsetsStayOnTheirOwnViews(size: CGSize, zoom: Double) throws {
        // Precondition and action: lesson 42 zoomed in on card2 (the cards cover most of the list
        // and the carousel), its labels placed.
        let (session, canvas, labels) = try Self.painted("42-carousel-in-a-list", size: size, zoom: zoom)

        // Assertion: each scroll view's badge and offset tag that is drawn lies on that view or its
        // superviews, never on a card; the report finds nothing.
        let placed = labels.placer.labels.filter { label in
            ["list.pan", "carousel.pan", "contentOffset"].contains { label.text?.hasPrefix($0) == true }
        }
        for label in placed {
            let view = try #require(label.view)
            #expect(canvas.liesOnFamily(of: view)(label.rect), "'\(label.text ?? "")' lies off \(view) at \(label.rect)")
        }
        #expect(CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer()).problems.isEmpty)
    }

    @Test(arguments: projector)
    func lesson07sArrowheadsStayApartAndDropStraightToThePills(size: CGSize, zoom: Double) throws {
        // Precondition and action: lesson 07 zoomed in on the label (the page, and at ×2 the panel,
        // out of sight), the arrows up the chain routed.
        let (session, canvas, labels) = try Self.painted("07-chain-child-controllers", size: size, zoom: zoom)
        let pills = ChainArrowPainter.pillRects(canvas: canvas, labels: labels)
        let hops = try #require(canvas.shown?.hops)

        // Assertion: the heads of the arrows into views and tabs lie two arrowheads apart or more;
        // the arrow from the scene into the first pill, where it comes down over that pill, drops
        // straight onto it rather than run across the canvas.
        let heads = hops.indices.compactMap { index in pills[hops[index].responder] == nil ? labels.chainArrows[index]?.end : nil }
        #expect(heads.count >= 4)
        let closest = heads.enumerated().flatMap { i, a in heads[(i + 1)...].map { hypot(a.x - $0.x, a.y - $0.y) } }.min() ?? .infinity
        #expect(closest >= 2 * 18 * canvas.zoom, "heads \(heads)")
        let intoPill = try #require(hops.indices.first { $0 > 0 && pills[hops[$0].responder] != nil && pills[hops[$0 - 1].responder] == nil })
        let route = try #require(labels.chainArrows[intoPill])
        let pill = try #require(pills[hops[intoPill].responder])
        if route.lastBend.x >= pill.minX, route.lastBend.x <= pill.maxX {
            #expect(abs(route.end.x - route.lastBend.x) <= 12 * canvas.zoom, "\(route.points)")
        }
        #expect(CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer()).problems.isEmpty)
    }
}
