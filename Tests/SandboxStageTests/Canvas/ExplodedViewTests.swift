import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The exploded view: turned by yaw and pitch within their ranges, the touch on the hit-test
/// view's plate, and one name per plate on its own plate, only where it fits.
@Suite("Exploded view: turning, the touch on its layer, names on their plates")
struct ExplodedViewTests {
    private func exploded(_ session: SandboxSession) -> CanvasPainter {
        session.perform(.toggleExplode)
        session.finishAnimations()
        return CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
    }

    @Test func theDefaultAnglesAreTheIsometricView() throws {
        // Precondition: lesson 01's layout.
        let layout = try StageFixtures.session("01-hit-testing-basics").layout

        // Action: project a scene point with the default angles.
        let projection = IsometricProjection(layout: layout, amount: 1, maximumDepth: 4)
        let point = projection.project(CGPoint(x: 100, y: 450), depth: 3)

        // Assertion: where the isometric formula (30° axes, plates lifted by the gap) puts it.
        let flat = layout.canvasPoint(fromScene: CGPoint(x: 100, y: 450)), rect = layout.sceneRect
        let dx = (flat.x - rect.midX) * 0.62, dy = (flat.y - rect.midY) * 0.62
        #expect(abs(point.x - (rect.midX + (dx - dy) * 0.866)) < 0.05)
        #expect(abs(point.y - (rect.midY + (dx + dy) * 0.5 - (3 - 2) * projection.layerGap)) < 0.05)
    }

    @Test func anglesAreClampedAndTurningChangesThePicture() throws {
        // Precondition: a layout.
        let layout = try StageFixtures.session("01-hit-testing-basics").layout

        // Action: angles beyond the ranges, and a quarter turn.
        let clamped = IsometricProjection(layout: layout, amount: 1, maximumDepth: 2, yaw: 500, pitch: -20)
        let turned = IsometricProjection(layout: layout, amount: 1, maximumDepth: 2, yaw: 0)
        let standard = IsometricProjection(layout: layout, amount: 1, maximumDepth: 2)

        // Assertion: kept at the range's ends; another yaw draws a plate elsewhere.
        #expect(clamped.yaw == IsometricProjection.yawRange.upperBound)
        #expect(clamped.pitch == IsometricProjection.pitchRange.lowerBound)
        let corner = CGPoint(x: 0, y: 0)
        #expect(turned.project(corner, depth: 1) != standard.project(corner, depth: 1))
    }

    @Test func aDragTurnsWithinTheRanges() throws {
        // Precondition: the exploded view at its default angles.
        let session = try StageFixtures.session("01-hit-testing-basics")
        let viewer = session.viewer

        // Action: a drag 40 points right and 20 down, then one far beyond the ranges.
        #expect(viewer.turnExploded(dx: 40, dy: 20))
        let yaw = viewer.explodeYaw, pitch = viewer.explodePitch
        viewer.turnExploded(dx: 10_000, dy: 10_000)

        // Assertion: 0.25° a point, then stopped at the ranges' ends; a further drag turns nothing.
        #expect(abs(yaw - (IsometricProjection.defaultYaw + 10)) < 1e-9)
        #expect(abs(pitch - (IsometricProjection.defaultPitch + 5)) < 1e-9)
        #expect(viewer.explodeYaw == IsometricProjection.yawRange.upperBound)
        #expect(viewer.explodePitch == IsometricProjection.pitchRange.upperBound)
        #expect(!viewer.turnExploded(dx: 10, dy: 10))
        #expect(session.frame.explodeYaw == viewer.explodeYaw)
    }

    @Test func theTouchIsDrawnOnTheHitTestViewsPlate() throws {
        // Precondition: lesson 14, OK tapped, then the view exploded.
        let session = try StageFixtures.session("14-nil-targeted-button")
        let ok = try #require(session.scene.view(named: "OK"))
        let rect = ok.convert(ok.bounds, to: nil)
        let tap = CGPoint(x: rect.midX, y: rect.midY)
        StageFixtures.tap(session, tap.x, tap.y)
        session.finishAnimations()

        // Action: paint the exploded canvas.
        let canvas = exploded(session)
        var list = DisplayList()
        canvas.paint(into: &list)

        // Assertion: the touch's ring is on OK's plate, not at its flat spot, and the ray runs down to the window's plate.
        let depth = try #require(canvas.placement(named: "OK")).depth
        let onPlate = canvas.projection.project(tap, depth: depth)
        #expect(canvas.touchPoint(tap) == onPlate)
        #expect(onPlate != canvas.layout.canvasPoint(fromScene: tap))
        #expect(list.commands.contains(.polygon(FingerPainter.circle(onPlate, radius: 10 * canvas.zoom), Palette.ink)))
        let windowPlate = canvas.projection.project(tap, depth: -1)
        #expect(list.commands.contains { command in
            if case .polyline(let points, _, _, _) = command { return points.first == windowPlate && points.last == onPlate }
            return false
        })
    }

    static let deepScene: String = {
        var text = """
        root:
          controller: ViewController
          view:
            name: v0
            frame: [0, 0, 800, 600]
            subviews:

        """
        var indent = "      "
        for level in 1...8 {
            text += "\(indent)  - name: v\(level)\n\(indent)    frame: [20, 15, \(800 - level * 40), \(600 - level * 30)]\n"
            text += "\(indent)    subviews:\n"
            indent += "    "
        }
        for index in 0..<20 { text += "\(indent)  - {name: dot\(index), frame: [\(index * 12), 0, 6, 6]}\n" }
        return text
    }()

    @Test func eachNameSitsOnItsOwnPlateAndOnlyWhereItFits() throws {
        // Precondition: nine nested views sharing a corner, twenty dots too small for a name.
        let scene = try LoadedScene.load(text: Self.deepScene, file: "deep.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/deep.yaml"), name: "deep", catalog: nil)

        // Action: lay out the exploded names.
        let canvas = exploded(session)
        let labels = SceneLabelLayout(canvas: canvas, anchorsFor: [])

        // Assertion: every nested view is named, each name's middle on its own plate, none overlapping;
        // the dots, with no room, are not named.
        for level in 0...8 {
            let name = try #require(labels.names["v\(level)"], "v\(level) is not named")
            let plate = ConvexPolygon(canvas.corners(of: try #require(canvas.placement(named: "v\(level)"))))
            #expect(plate.contains(CGPoint(x: name.rect.midX, y: name.rect.midY), slack: 0), "v\(level)'s name is off its plate")
        }
        let rects = labels.names.values.map(\.rect)
        for (index, rect) in rects.enumerated() {
            #expect(!rects[(index + 1)...].contains { $0.intersects(rect) })
        }
        #expect((0..<20).allSatisfy { labels.names["dot\($0)"] == nil })
    }

    @Test func theHitTestViewIsNamedEvenWhereItsPlateHasNoRoom() throws {
        // Precondition: the deep scene with a dot tapped.
        let scene = try LoadedScene.load(text: Self.deepScene, file: "deep.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/deep.yaml"), name: "deep", catalog: nil)
        let dot = try #require(session.scene.view(named: "dot3"))
        let rect = dot.convert(dot.bounds, to: nil)
        StageFixtures.tap(session, rect.midX, rect.midY)
        session.finishAnimations()

        // Action: lay out the exploded names.
        let canvas = exploded(session)
        let labels = SceneLabelLayout(canvas: canvas, anchorsFor: [])

        // Assertion: dot3, the hit-test view, is named; its neighbours are not.
        #expect(labels.names["dot3"] != nil)
        #expect(labels.names["dot4"] == nil)
    }
}
