import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A leader ends on its view, not inside a badge; a controller's tab stays with its view when zoomed in.
@Suite("Canvas: leaders end on their views, tabs stay with theirs")
struct LeaderEndsAndTabsTests {
    private static func finalPicture(_ id: String, size: CGSize = CGSize(width: 1280, height: 800), zoom: Double = 1) throws -> SandboxSession {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = size
        session.viewer.playLessonEvents()
        session.finishAnimations()
        // As `render --zoom` does: around the hit-test view.
        if zoom != 1 { session.viewer.setZoom(zoom, around: session.viewer.zoomAnchor) }
        return session
    }

    @Test func lesson31sCancelledTagIsTiedToThePhotoNotToTheDoubleTapsBadge() throws {
        // Precondition: lesson 31's final picture, where photoDoubleTap's badge lies on the photo's bottom middle.
        let session = try Self.finalPicture("31-single-tap-waits-for-double")

        // Action: the canvas places its labels.
        var list = DisplayList()
        let labels = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)

        // Assertion: the cancelled tag is there, its leader (if it needs one) ends on no badge, and photo's HANDLED tag stays.
        let placed = labels.placer.labels
        let cancelled = try #require(placed.first { $0.text?.hasPrefix("touchesCancelled") == true })
        let badges = placed.filter { $0.text?.hasPrefix("photoDoubleTap") == true || $0.text?.hasPrefix("photoTap") == true }
        #expect(badges.count == 2)
        if let end = cancelled.leader?.to { #expect(!badges.contains { $0.rect.insetBy(dx: -2, dy: -2).contains(end) }) }
        #expect(placed.contains { $0.text?.contains("HANDLED") == true && $0.view == "photo" })
        #expect(CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer()).problems.isEmpty)
    }

    // At ×2 the list fills the canvas: no part of the root is seen, and its controller is left to the outline.
    @Test(arguments: [(CGSize(width: 1920, height: 1080), 1.5), (CGSize(width: 1280, height: 800), 1.5)])
    func lesson42sControllerTabStaysOnItsRootViewZoomedIn(size: CGSize, zoom: Double) throws {
        // Precondition: lesson 42 zoomed in on the carousel, the root view seen only as a margin round the list.
        let session = try Self.finalPicture("42-carousel-in-a-list", size: size, zoom: zoom)

        // Action: the canvas places its labels.
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()
        let labels = canvas.paint(into: &list)

        // Assertion: the controller's tab is drawn, on the root view or its window only, tied to it by no long leader.
        let tab = try #require(labels.tabs["ViewController"])
        #expect(tab.viewName == "root")
        #expect(canvas.liesOnFamily(of: "root")(tab.rect))
        #expect((tab.leader.map { hypot($0.to.x - $0.from.x, $0.to.y - $0.from.y) } ?? 0) <= labels.placer.leaderBound)
        #expect(CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer()).problems.isEmpty)
    }
}
