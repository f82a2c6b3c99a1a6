import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The zoom enlarges the scene inside a canvas that keeps its size, at the pointer; the
/// canvas pans, and Z focuses on a subtree.
@Suite("Zoom and pan")
struct ZoomTests {
    /// The middle of a view, in window points, as the canvas draws it now.
    private func windowMiddle(of name: String, in session: SandboxSession) throws -> CGPoint {
        let view = try #require(session.scene.view(named: name))
        let rect = session.layout.canvasRect(fromScene: view.convert(view.bounds, to: nil))
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// The topmost view drawn under a window point.
    private func viewUnder(_ point: CGPoint, in session: SandboxSession) -> String? {
        guard let scenePoint = session.layout.scenePoint(fromWindow: point) else { return nil }
        return session.history.shownPlacements.last { $0.containsWindowPoint(scenePoint) }?.name
    }

    @Test func atTimesThreeTheCanvasKeepsItsSizeAndTheViewUnderThePointerStaysUnderIt() throws {
        // Precondition: lesson 01 at ×1, the pointer on C's middle.
        let session = try StageFixtures.session("01-hit-testing-basics")
        let before = session.layout
        let pointer = try windowMiddle(of: "C", in: session)
        let sceneBefore = before.clampedScenePoint(fromWindow: pointer)
        #expect(viewUnder(pointer, in: session) == "C")
        _ = session.viewer.pointerArrived(.move(to: pointer))

        // Action: eight zoom steps in, to ×3.
        for _ in 0..<8 { session.perform(.zoomIn) }

        // Assertion: the canvas and the panel are as large as before, the scene three times
        // larger, and the same scene point (so C) is still under the pointer.
        let after = session.layout
        #expect(session.viewer.zoom == 3)
        #expect(after.canvasArea == before.canvasArea)
        #expect(after.panel == before.panel)
        #expect(abs(after.scale - before.scale * 3) < 1e-9)
        #expect(abs(after.canvasZoom - before.canvasZoom * 3) < 1e-9)
        let sceneAfter = after.clampedScenePoint(fromWindow: pointer)
        #expect(abs(sceneAfter.x - sceneBefore.x) < 1e-6 && abs(sceneAfter.y - sceneBefore.y) < 1e-6)
        #expect(viewUnder(pointer, in: session) == "C")
    }

    @Test func zoomingByKeyWithThePointerOffTheSceneKeepsTheHitTestViewInPlace() throws {
        // Precondition: a tap on C, the pointer over the panel.
        let session = try StageFixtures.session("01-hit-testing-basics")
        let target = try windowMiddle(of: "C", in: session)
        let scenePoint = try #require(session.layout.scenePoint(fromWindow: target))
        session.touch(1, .began, at: scenePoint)
        session.touch(1, .ended, at: scenePoint)
        session.finishAnimations()
        #expect(session.history.episode.hitTestView == "C")
        _ = session.viewer.pointerArrived(.move(to: CGPoint(x: session.layout.panel.midX, y: session.layout.panel.midY)))

        // Action: zoom in twice.
        session.perform(.zoomIn)
        session.perform(.zoomIn)

        // Assertion: C's middle is drawn where it was.
        let after = try windowMiddle(of: "C", in: session)
        #expect(abs(after.x - target.x) < 1e-6 && abs(after.y - target.y) < 1e-6)
    }

    @Test func aPanMovesTheSceneWithTheDragAndStopsAtTheSceneEdge() throws {
        // Precondition: ×2 around the canvas's middle.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.setZoom(2)
        let before = session.layout.sceneRect

        // Action: a drag 40 points right and 30 down, then a drag far beyond the scene.
        session.viewer.pan(dx: 40, dy: 30)
        let moved = session.layout.sceneRect
        session.viewer.pan(dx: 100_000, dy: 100_000)

        // Assertion: the scene followed the drag; the far drag leaves the scene's top-left
        // corner at the middle of its room, not out of sight.
        #expect(abs(moved.minX - before.minX - 40) < 1e-6 && abs(moved.minY - before.minY - 30) < 1e-6)
        let layout = session.layout
        #expect(abs(layout.sceneRect.minX - layout.sceneRoom.midX) < 1e-6)
        #expect(abs(layout.sceneRect.minY - layout.sceneRoom.midY) < 1e-6)
    }

    @Test func zFillsTheCanvasWithTheSelectedViewAndAgainShowsTheWholeScene() throws {
        // Precondition: A selected at ×1.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.select("A")
        let whole = session.layout

        // Action: Z.
        session.perform(.focusOnSelection)

        // Assertion: A's drawn box fills the scene's room in one direction and is centred in it.
        let view = try #require(session.scene.view(named: "A"))
        let drawn = session.layout.canvasRect(fromScene: view.convert(view.bounds, to: nil))
        let room = session.layout.sceneRoom
        #expect(session.viewer.zoom > 1)
        #expect(abs(drawn.midX - room.midX) < 1e-6 && abs(drawn.midY - room.midY) < 1e-6)
        #expect(abs(drawn.width - room.width) < 1 || abs(drawn.height - room.height) < 1)

        // Action and assertion: Z again is the whole scene at ×1.
        session.perform(.focusOnSelection)
        #expect(session.viewer.zoom == 1)
        #expect(session.layout == whole)
    }
}
