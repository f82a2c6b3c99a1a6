import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Scroll views in the session and on the canvas: the wheel scrolls the innermost scroll view
/// under the pointer, the indicator shows while and shortly after scrolling, the content outside
/// the viewport is drawn faintly, and the offset tag sits in the canvas without covering a name.
@Suite("ScrollViewPainter and the wheel: indicator, faint content, offset tag")
struct ScrollViewPainterTests {
    static let nested = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: outer
            frame: [100, 100, 500, 400]
            color: white
            scroll: {contentSize: [500, 900]}
            subviews:
              - name: inner
                frame: [20, 20, 300, 200]
                color: yellow
                scroll: {contentSize: [900, 200]}
                subviews:
                  - {name: tile, frame: [10, 10, 100, 100], color: skyblue}
              - {name: footer, frame: [20, 600, 400, 100], color: bluishgreen}
    """

    static func session(_ text: String = nested) throws -> SandboxSession {
        let scene = try LoadedScene.load(text: text, file: "scene.yaml")
        let url = URL(fileURLWithPath: "/tmp/scene.yaml")
        return SandboxSession(scene: scene, url: url, name: "scene", catalog: nil)
    }

    func scrollView(_ session: SandboxSession, _ name: String) throws -> UIScrollView {
        try #require(session.scene.view(named: name) as? UIScrollView)
    }

    @Test func theWheelScrollsTheInnermostScrollViewThatCanScrollThatWay() throws {
        let session = try Self.session()
        let outer = try scrollView(session, "outer"), inner = try scrollView(session, "inner")
        // Precondition: the pointer is over inner, which scrolls only sideways.
        // Action: a vertical wheel turn there, then a horizontal one.
        #expect(session.history.scrollWheel(at: CGPoint(x: 200, y: 200), dx: 0, dy: 80))
        #expect(session.history.scrollWheel(at: CGPoint(x: 200, y: 200), dx: 50, dy: 0))
        // Assertion: the vertical turn went to outer (inner cannot scroll vertically), the horizontal to inner.
        #expect(outer.contentOffset == CGPoint(x: 0, y: 80))
        #expect(inner.contentOffset == CGPoint(x: 50, y: 0))
    }

    @Test func theWheelStopsAtTheEndOfTheContentAndOverNothingScrollable() throws {
        let session = try Self.session()
        let outer = try scrollView(session, "outer")
        session.history.scrollWheel(at: CGPoint(x: 500, y: 450), dx: 0, dy: 10_000)
        #expect(outer.contentOffset == CGPoint(x: 0, y: 500))
        #expect(!session.history.scrollWheel(at: CGPoint(x: 500, y: 450), dx: 0, dy: 40), "already at the end")
        #expect(!session.history.scrollWheel(at: CGPoint(x: 50, y: 50), dx: 0, dy: 40), "root is no scroll view")
    }

    @Test func theWheelIsRecordedAsSetContentOffset() throws {
        let session = try Self.session()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-\(UUID().uuidString).events")
        defer { try? FileManager.default.removeItem(at: file) }
        try session.studio.startRecording(to: file)
        session.history.scrollWheel(at: CGPoint(x: 500, y: 450), dx: 0, dy: 120)
        session.studio.stopRecording(silently: true)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("set outer contentOffset 0,120"))
    }

    @Test func theIndicatorShowsWhileAndShortlyAfterScrollingThenFades() throws {
        let session = try Self.session()
        let outer = try scrollView(session, "outer")
        #expect(!session.history.showsScrollIndicator(outer), "never scrolled")
        session.history.scrollWheel(at: CGPoint(x: 500, y: 450), dx: 0, dy: 120)
        #expect(session.history.showsScrollIndicator(outer))
        #expect(session.tick(0.016), "the indicator appearing is a change to draw")
        // The app clock runs on: the window wakes to draw the indicator gone.
        #expect(session.secondsUntilNextChange.map { $0 > 0.9 && $0 <= 1 } == true)
        session.passRealTime(InputHistory.scrollIndicatorLinger + 0.05)
        #expect(!session.history.showsScrollIndicator(outer))
        #expect(session.tick(0.016), "the indicator fading is a change to draw")
        #expect(!session.tick(0.016), "and then nothing changes")
    }

    @Test func aDecelerationKeepsTheWindowAnimatingUntilItStops() throws {
        let session = try Self.session()
        let outer = try scrollView(session, "outer")
        // A flick: 60 points up in 40 ms.
        session.touch(1, .began, at: CGPoint(x: 500, y: 450))
        for y in [430.0, 410, 390] { session.passRealTime(0.02); session.touch(1, .moved, at: CGPoint(x: 500, y: y)) }
        session.touch(1, .ended, at: CGPoint(x: 500, y: 390))
        #expect(session.application.hasMovingScrollViews && session.isAnimating)
        var elapsed = 0.0
        while outer.isDecelerating, elapsed < 10 { session.passRealTime(1.0 / 60); _ = session.tick(1.0 / 60); elapsed += 1.0 / 60 }
        #expect(!outer.isDecelerating)
        #expect((0...500).contains(outer.contentOffset.y) && outer.contentOffset.y > 100)
        #expect(elapsed < 4, "a 1500 pt/s flick decelerates in about 2.5 s")
    }

    func canvas(_ session: SandboxSession) -> (DisplayList, SceneLabelLayout) {
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()
        let labels = canvas.paint(into: &list)
        return (list, labels)
    }

    @Test func theOffsetTagAndIndicatorLieInsideTheCanvasAndCoverNoName() throws {
        for (viewport, zoom) in [(CGSize(width: 1280, height: 800), 1.0), (CGSize(width: 1280, height: 800), 1.5)] {
            let session = try Self.session()
            session.viewer.viewportSize = viewport
            session.viewer.zoom = zoom
            session.history.scrollWheel(at: CGPoint(x: 500, y: 450), dx: 0, dy: 120)
            let (list, labels) = canvas(session)
            // The tag is drawn with the offset, inside the canvas, over no view's name.
            #expect(StageFixtures.texts(in: list).contains("contentOffset (0, 120)"))
            let tag = try #require(labels.placer.occupied.first { rect in
                list.commands.contains { if case .text("contentOffset (0, 120)", let at, _, _, _, _) = $0 { return rect.contains(at) }; return false }
            })
            #expect(session.layout.labelArea.encloses(tag))
            for name in labels.names.values { #expect(!name.rect.intersects(tag), "the tag covers \(name.text)") }
            // The indicator: a dark bar inside outer's right edge, not over its name.
            let outer = try scrollView(session, "outer")
            let viewport = session.layout.canvasRect(fromScene: outer.convert(outer.bounds, to: nil))
            let bars = ScrollViewPainter.indicators(of: outer, in: viewport, scale: viewport.width / outer.bounds.width)
            #expect(bars.count == 1)
            let bar = try #require(bars.first)
            #expect(viewport.encloses(bar) && bar.minX > viewport.midX)
            #expect(list.commands.contains(.fill(bar, Palette.ink.withAlpha(170))))
            if let name = labels.names["outer"] { #expect(!name.rect.intersects(bar)) }
            #expect(CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer()).problems.isEmpty)
        }
    }

    @Test func theIndicatorPositionFollowsTheOffset() throws {
        let session = try Self.session()
        let outer = try scrollView(session, "outer")
        let viewport = CGRect(x: 0, y: 0, width: 500, height: 400)
        let top = ScrollViewPainter.indicators(of: outer, in: viewport, scale: 1)[0]
        outer.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        let bottom = ScrollViewPainter.indicators(of: outer, in: viewport, scale: 1)[0]
        // 400 of 900 points shown: the bar is 4/9 of the track; at the top, then at the bottom.
        #expect(abs(top.height - 394 * 400 / 900) < 0.01)
        #expect(top.minY == 3)
        #expect(abs(bottom.maxY - 397) < 0.01)
    }

    @Test func contentOutsideTheViewportIsDrawnFaintlyAndOnlyOutsideIt() throws {
        let session = try Self.session()
        let (list, _) = canvas(session)
        let outer = try scrollView(session, "outer")
        let viewport = session.layout.canvasRect(fromScene: outer.convert(outer.bounds, to: nil))
        // footer lies at content y 600…700, below outer's 400 points: all of it is a ghost.
        let footer = try #require(session.scene.view(named: "footer"))
        let footerRect = session.layout.canvasRect(fromScene: footer.convert(footer.bounds, to: nil))
        let ghosts = list.commands.compactMap { command -> CGRect? in
            if case .fill(let rect, let color) = command, color.alpha == ScrollViewPainter.ghostAlpha { return rect }
            return nil
        }
        #expect(ghosts.contains(footerRect))
        #expect(ghosts.allSatisfy { !$0.intersects(viewport.insetBy(dx: 0.5, dy: 0.5)) })
        // The parts of a view straddling the edge: only what lies outside.
        let parts = ScrollViewPainter.parts(of: CGRect(x: 0, y: 350, width: 100, height: 100), outside: CGRect(x: 0, y: 0, width: 500, height: 400))
        #expect(parts == [CGRect(x: 0, y: 400, width: 100, height: 50)])
    }
}
