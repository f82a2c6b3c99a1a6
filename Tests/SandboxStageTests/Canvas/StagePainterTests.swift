import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

@Suite("StagePainter: what the picture says")
struct StagePainterTests {
    let painter = StagePainter(measurer: FixedWidthMeasurer())

    @Test func aTapShowsItsHitTestViewChainAndHandler() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))
        session.history.finish()

        let texts = StageFixtures.texts(in: painter.paint(session.frame))

        #expect(texts.contains("hit-test view"))
        #expect(texts.contains("touchesBegan → C ★ handled"))
        for name in ["ViewController", "UIWindow", "UIApplication", "AppDelegate"] {
            #expect(texts.contains { $0.hasSuffix(name) }, "\(name) is in the chain list")
        }
        for order in 1...5 { #expect(texts.contains(String(order)), "badge \(order)") }
        #expect(texts.contains("HANDLED ★"))
    }

    @Test func outcomesCarryAWordAndAShapeNotOnlyAColour() throws {
        let session = try StageFixtures.session("03-hidden-view")
        session.run(.tap(at: CGPoint(x: 350, y: 350)))
        session.history.finish()

        let list = painter.paint(session.frame)
        let texts = StageFixtures.texts(in: list)

        #expect(texts.contains("skipped: hidden"))
        #expect(list.commands.contains { if case .hatch = $0 { return true }; return false }, "skipped views are hatched")
        #expect(list.commands.contains { if case .outline(_, _, _, dashed: true) = $0 { return true }; return false })
    }

    @Test func anUnhandledEventIsShownAsDiscardedWithItsReason() throws {
        let session = try StageFixtures.session("19-shake-no-first-responder")
        session.perform(.shake)
        session.history.finish()

        let texts = StageFixtures.texts(in: painter.paint(session.frame))

        // With no first responder the shake starts at the key window, whose chain handles nothing.
        // Both halves of the shake went that way: the end tag names both.
        #expect(texts.contains("✗ motionBegan, motionEnded discarded: nobody in the chain handled it"))
        #expect(texts.joined(separator: " ").contains("motionBegan → discarded: nobody from UIWindow up handled it"))
        #expect(texts.joined(separator: " ").contains("first responder: none, so UIWindow (the key window)"))
    }

    @Test func theHeaderNumbersTheLessonAndLeavesTheCountOutWhenAskedTo() throws {
        // Precondition: lesson 01 from the catalog of every lesson.
        let session = try StageFixtures.session("01-hit-testing-basics")
        let count = try #require(session.catalog?.lessons.count)
        let title = session.scene.document.title

        // Action: the header as people see it, then as golden pictures draw it.
        let shown = StageFixtures.texts(in: painter.paint(session.frame))
        session.showsLessonCount = false
        let golden = StageFixtures.texts(in: painter.paint(session.frame))

        // Assertion
        #expect(shown.contains("Lesson 1/\(count) · \(title)"))
        #expect(golden.contains("Lesson 1 · \(title)"))
        #expect(!golden.contains { $0.hasPrefix("Lesson 1/") })
    }

    @Test func theHelpListsEveryShortcut() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.perform(.toggleHelp)

        let texts = StageFixtures.texts(in: painter.paint(session.frame))

        for entry in Shortcuts.help {
            #expect(texts.contains(entry.keys))
            #expect(texts.contains(entry.meaning))
        }
    }

    @Test func theExplodedViewDrawsLayersAsPolygons() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        let flat = painter.paint(session.frame)

        session.viewer.toggleExplode()
        while session.isAnimating { _ = session.tick(0.05) }
        let exploded = painter.paint(session.frame)

        func polygons(_ list: DisplayList) -> Int { list.commands.filter { if case .polygon = $0 { return true }; return false }.count }
        #expect(polygons(exploded) >= polygons(flat) + 4, "root, A, B and C become parallelograms")
        #expect(session.viewer.explode == 1)
    }

    @Test func theLogShowsOnlyTheStepsReachedSoFar() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))

        #expect(session.history.visibleLog.count == 1)
        session.history.stepForward()
        #expect(session.history.visibleLog.count == 2)
        session.history.finish()
        #expect(session.history.visibleLog.last?.deliveryResult?.handledBy == "C")
    }
}
