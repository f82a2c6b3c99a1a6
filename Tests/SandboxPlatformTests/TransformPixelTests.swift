import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// A rotated view's pixels are where hit-testing finds it: the drawing and the trace agree.
/// A view turned 45° about its centre is a diamond; the corners of its old,
/// upright frame are not it, neither drawn nor hit.
@Suite("Pixels of a rotated view where the trace hits it", .serialized)
@MainActor
struct TransformPixelTests {
    static let scene = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        color: white
        handles: [touches]
        subviews:
          - name: R
            frame: [300, 200, 200, 200]
            color: "#8E24AA"
            transform: {rotate: 45}
            handles: [touches]
    """
    static let purple = StageColor(0x8E, 0x24, 0xAA)

    static func session() throws -> SandboxSession {
        let scene = try LoadedScene.load(text: scene, file: "rotated.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/rotated.yaml"), name: "rotated", catalog: nil)
    }

    /// The view the trace binds a tap at the scene point to.
    static func hitTestView(at point: CGPoint) throws -> String? {
        let session = try session()
        let id = session.runner.freshTouchID()
        session.touch(id, .began, at: point)
        session.touch(id, .ended, at: point)
        session.finishAnimations()
        return session.history.episode.hitTestView
    }

    /// The picture of the scene at rest (no input's marks over it), sampled at a scene point.
    static func colour(at point: CGPoint, in stage: HeadlessStage, of session: SandboxSession) -> StageColor {
        let canvas = session.layout.canvasPoint(fromScene: point)
        return stage.pixel(x: Int((canvas.x * stage.pixelScale).rounded()), y: Int((canvas.y * stage.pixelScale).rounded()))
    }

    @Test func whereTheTraceHitsTheTurnedViewItsColourIsDrawnAndOnItsOldFramesCornersNot() throws {
        // On the diamond, beyond the old frame: above, below, left and right of it.
        let onTheDrawing = [CGPoint(x: 400, y: 175), CGPoint(x: 400, y: 425), CGPoint(x: 275, y: 300), CGPoint(x: 525, y: 300)]
        // Just inside the old frame's four corners: off the diamond.
        let onTheOldCorners = [CGPoint(x: 306, y: 206), CGPoint(x: 494, y: 206), CGPoint(x: 494, y: 394), CGPoint(x: 306, y: 394)]
        let session = try Self.session()
        let stage = try HeadlessStage(pointSize: CGSize(width: 1280, height: 800), fonts: SDLTestSupport.fonts)

        stage.draw(session)

        for point in onTheDrawing {
            #expect(try Self.hitTestView(at: point) == "R", "the trace hits R at \(point)")
            let colour = Self.colour(at: point, in: stage, of: session)
            #expect(colour.isClose(to: Self.purple, tolerance: 8), "R's colour at \(point), found \(colour)")
        }
        for point in onTheOldCorners {
            #expect(try Self.hitTestView(at: point) == "root", "the trace misses R at \(point)")
            let colour = Self.colour(at: point, in: stage, of: session)
            #expect(!colour.isClose(to: Self.purple, tolerance: 60), "not R's colour at \(point), found \(colour)")
        }
    }
}
