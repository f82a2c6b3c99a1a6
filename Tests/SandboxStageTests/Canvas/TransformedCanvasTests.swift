import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Transformed views on the canvas: drawn as their turned shapes, clipped by
/// turned clipping parents, named upright on their shapes, the hit-test's point shown while
/// it animates, and the exploded view stacking the turned plates.
@Suite("Canvas: transformed views, clipping and the hit-test point")
struct TransformedCanvasTests {
    static func session(_ text: String) throws -> SandboxSession {
        let scene = try LoadedScene.load(text: text, file: "scene.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/scene.yaml"), name: "scene", catalog: nil)
    }

    static func paint(_ session: SandboxSession) -> (DisplayList, SceneLabelLayout, CanvasPainter) {
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()
        let labels = canvas.paint(into: &list)
        return (list, labels, canvas)
    }

    /// The lesson after its example input, shown at the last step where hitTest asks `view`.
    static func lesson(_ id: String, atHitTestOf view: String) throws -> SandboxSession {
        let session = try StageFixtures.session(id)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        let step = try #require(session.history.timeline.steps.lastIndex { if case .hitTest(view, _) = $0 { return true } else { return false } })
        session.history.show(step: step)
        return session
    }

    /// Every point the list draws in `color` (fills, polygons, lines, outlines).
    static func points(drawnIn color: StageColor, _ list: DisplayList) -> [CGPoint] {
        list.commands.flatMap { command -> [CGPoint] in
            switch command {
            case .polygon(let points, let c) where c == color: return points
            case .polyline(let points, let c, _, _) where c == color: return points
            case .line(let a, let b, let c, _) where c == color: return [a, b]
            case .fill(let rect, let c) where c == color: return ConvexPolygon(rect).points
            default: return []
            }
        }
    }

    static func hitTestViews(_ session: SandboxSession) -> [String] {
        session.history.timeline.steps.compactMap { if case .hitTest(let view, _) = $0 { return view } else { return nil } }
    }

    /// A parent turned 30° with a child hanging over its right edge; `clips` sets clipsToBounds.
    static func overhang(clips: Bool) -> String {
        """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            color: orange
            handles: [touches]
            subviews:
              - name: P
                frame: [200, 150, 300, 200]
                color: skyblue
                clipsToBounds: \(clips)
                transform: {rotate: 30}
                subviews:
                  - {name: child, frame: [200, 50, 200, 100], color: "#123456", handles: [touches]}
        """
    }

    // MARK: Geometry

    @Test func sutherlandHodgmanKeepsOnlyWhatLiesInBothShapes() {
        let square = ConvexPolygon(CGRect(x: 0, y: 0, width: 100, height: 100))
        let diamond = ConvexPolygon([CGPoint(x: 50, y: -20), CGPoint(x: 120, y: 50), CGPoint(x: 50, y: 120), CGPoint(x: -20, y: 50)])

        let meet = square.clipped(to: diamond)

        #expect(meet.points.count == 8)
        #expect(meet.points.allSatisfy { square.contains($0) && diamond.contains($0) })
        #expect(!meet.contains(CGPoint(x: 2, y: 2)))
        #expect(meet.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func aSegmentIsCutAtTheEdgesOfAConvexShape() throws {
        let square = ConvexPolygon(CGRect(x: 0, y: 0, width: 100, height: 100))

        let piece = try #require(square.clip(from: CGPoint(x: -50, y: 50), to: CGPoint(x: 150, y: 50)))

        #expect(abs(piece.0.x - 0) < 1e-9 && abs(piece.1.x - 100) < 1e-9)
        #expect(square.clip(from: CGPoint(x: -50, y: -10), to: CGPoint(x: 150, y: -10)) == nil)
    }

    @Test func anInsetTurnedShapeKeepsItsTurnAndMovesEachEdgeInwards() {
        let turned = ConvexPolygon([CGPoint(x: 0, y: -50), CGPoint(x: 50, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: -50, y: 0)])

        let inset = turned.inset(by: 5), outset = turned.inset(by: -5)

        let edge = 50 / 2.0.squareRoot()
        #expect(abs(inset.points[0].y - -(50 - 5 * 2.0.squareRoot())) < 1e-6)
        #expect(abs(hypot(inset.points[1].x - inset.points[0].x, inset.points[1].y - inset.points[0].y) - 2 * (edge - 5)) < 1e-6)
        #expect(outset.contains(CGPoint(x: 0, y: -53)) && !turned.contains(CGPoint(x: 0, y: -53)))
    }

    // MARK: Drawing

    @Test func aRotatedViewIsFilledAsItsTurnedCornersAndAnUprightOneAsBefore() throws {
        let session = try Self.session(Self.overhang(clips: false))
        let p = try #require(session.scene.view(named: "P"))

        let (list, _, canvas) = Self.paint(session)

        let placement = try #require(canvas.placement(named: "P"))
        let corners = placement.windowCorners.map(canvas.layout.canvasPoint(fromScene:))
        let blue = canvas.viewColor(placement)
        #expect(list.commands.contains(.polygon(ConvexPolygon(corners).points, blue)))
        // Not the upright box around it (how it was drawn before).
        #expect(!list.commands.contains(.fill(canvas.canvasRect(of: placement), blue)))
        // The corner of the turned bounds is where convert puts it.
        let topLeft = canvas.layout.canvasPoint(fromScene: p.convert(CGPoint.zero, to: nil))
        #expect(hypot(corners[0].x - topLeft.x, corners[0].y - topLeft.y) < 1e-9)
        // root is upright: one rectangle fill, as before transforms.
        let root = try #require(canvas.placement(named: "root"))
        #expect(list.commands.contains(.fill(canvas.canvasRect(of: root), canvas.viewColor(root))))
    }

    @Test func aTurnedClippingParentClipsItsChildsDrawingAndHitTestingStopsThereToo() throws {
        let session = try Self.session(Self.overhang(clips: true))
        let child = try #require(session.scene.view(named: "child"))
        // A window point on the child's frame that lies outside P's turned bounds.
        let overhang = child.convert(CGPoint(x: 190, y: 50), to: nil)
        let p = try #require(session.scene.view(named: "P"))
        #expect(!p.point(inside: p.convert(overhang, from: nil), with: nil))

        StageFixtures.tap(session, overhang.x, overhang.y)
        session.finishAnimations()
        let (list, _, canvas) = Self.paint(session)

        let parentShape = canvas.canvasShape(of: try #require(canvas.placement(named: "P")))
        let color = canvas.viewColor(try #require(canvas.placement(named: "child")))
        let drawn = Self.points(drawnIn: color, list)
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { parentShape.contains($0, slack: 0.5) }, "the child is drawn outside its clipping parent")
        // UIKit: P's point(inside:) says no, so its subviews are never asked.
        #expect(!Self.hitTestViews(session).contains("child"))
        #expect(session.history.episode.hitTestView == "root")
    }

    @Test func aVisitedChildsOutcomeIsDrawnOnlyOnWhatItsTurnedClippingParentShows() throws {
        let session = try Self.session(Self.overhang(clips: true))
        let child = try #require(session.scene.view(named: "child"))
        // On the child where P shows it.
        let seen = child.convert(CGPoint(x: 20, y: 50), to: nil)

        StageFixtures.tap(session, seen.x, seen.y)
        session.finishAnimations()
        let (list, _, canvas) = Self.paint(session)

        #expect(session.history.episode.hitTestView == "child")
        let parentShape = canvas.canvasShape(of: try #require(canvas.placement(named: "P")))
        // Turned outlines are polylines (root's upright one is a rectangle): P's and the child's.
        let turnedInside = list.commands.flatMap { command -> [CGPoint] in
            if case .polyline(let points, let color, _, _) = command, color == Palette.inside { return points }
            return []
        }
        #expect(!turnedInside.isEmpty)
        #expect(turnedInside.allSatisfy { parentShape.contains($0, slack: 0.5) }, "an outcome outline is drawn outside the clipping parent")
    }

    @Test func aChildOutsideANonClippingParentIsDrawnThereButNotHit() throws {
        let session = try Self.session(Self.overhang(clips: false))
        let child = try #require(session.scene.view(named: "child"))
        let overhang = child.convert(CGPoint(x: 190, y: 50), to: nil)

        StageFixtures.tap(session, overhang.x, overhang.y)
        session.finishAnimations()
        let (list, _, canvas) = Self.paint(session)

        let parentShape = canvas.canvasShape(of: try #require(canvas.placement(named: "P")))
        let color = canvas.viewColor(try #require(canvas.placement(named: "child")))
        let spot = canvas.layout.canvasPoint(fromScene: overhang)
        #expect(Self.points(drawnIn: color, list).contains { !parentShape.contains($0, slack: 0.5) })
        let childShape = canvas.canvasShape(of: try #require(canvas.placement(named: "child")))
        #expect(childShape.contains(spot), "drawn where the tap lands")
        #expect(!Self.hitTestViews(session).contains("child"))
        #expect(session.history.episode.hitTestView == "root")
    }

    @Test func theUntransformedFrameIsDottedOnlyForTransformedViews() throws {
        let session = try StageFixtures.session("35-rotated-button")

        let (_, _, canvas) = Self.paint(session)

        #expect(try #require(canvas.placement(named: "button")).untransformedCorners != nil)
        #expect(try #require(canvas.placement(named: "panel")).untransformedCorners == nil)
    }

    @Test func aTurnedViewIsPickedWhereItIsDrawnNotInTheCornersOfItsBox() throws {
        let session = try StageFixtures.session("35-rotated-button")

        let placement = try #require(ViewPlacement.placements(in: session.scene.window).first { $0.name == "button" })

        #expect(placement.containsWindowPoint(CGPoint(x: 305, y: 145)), "the drawn top-left corner")
        #expect(!placement.containsWindowPoint(CGPoint(x: 256, y: 206)), "the old frame's corner")
        #expect(placement.windowRect.contains(CGPoint(x: 256, y: 206)), "which the upright box around it does hold")
    }

    @Test func aTurnedButtonsTouchSlopIsItsBoundsGrownInItsOwnCoordinates() throws {
        let session = try StageFixtures.session("35-rotated-button")
        session.viewer.playLessonEvents()
        session.finishAnimations()
        let button = try #require(session.scene.view(named: "button"))

        let (list, _, canvas) = Self.paint(session)

        let grown = button.bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop)
        let expected = ConvexPolygon(grown).points.map { canvas.layout.canvasPoint(fromScene: button.convert($0, to: nil)) }
        let slop = list.commands.first { command in
            if case .polyline(let points, _, _, true) = command { return points.count == 5 && zip(points, expected).allSatisfy { hypot($0.x - $1.x, $0.y - $1.y) < 1e-6 } }
            return false
        }
        #expect(slop != nil, "the slop's dashed outline turns with the button")
        #expect(StageFixtures.texts(in: list).contains("touch slop 70"))
    }

    @Test func explodedThereIsNoPointTable() throws {
        let session = try StageFixtures.session("35-rotated-button")
        session.viewer.playLessonEvents()
        session.finishAnimations()
        session.viewer.toggleExplode()
        session.finishAnimations()
        session.history.show(step: 6)

        let (list, labels, canvas) = Self.paint(session)

        #expect(!HitTestPointPainter(canvas: canvas, labels: labels).isShown)
        #expect(!StageFixtures.texts(in: list).contains(HitTestPointPainter.title))
    }

    // MARK: Labels

    @Test func aTurnedViewsNameIsUprightAndWhollyOnItsDrawnShape() throws {
        let session = try StageFixtures.session("35-rotated-button")
        session.viewer.playLessonEvents()
        session.finishAnimations()

        let (_, labels, canvas) = Self.paint(session)

        let name = try #require(labels.names["button"])
        let shape = canvas.canvasShape(of: try #require(canvas.placement(named: "button")))
        #expect(name.isInside)
        #expect(shape.encloses(name.rect))
        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    // MARK: The hit-test point

    @Test func whileHitTestAnimatesTheTableGivesEachViewsPointAndTheCrosshairSitsOnTheTouch() throws {
        let session = try Self.lesson("35-rotated-button", atHitTestOf: "button")

        let (list, labels, canvas) = Self.paint(session)
        let painter = HitTestPointPainter(canvas: canvas, labels: labels)

        #expect(painter.isShown)
        #expect(painter.rows.map(\.text) == ["UIWindow  (305, 145)", "root  (305, 145)", "panel  (205, 65)", "button  (10.2, 7.9)"])
        let crosshair = try #require(painter.canvasPoint(of: "button"))
        let touch = canvas.layout.canvasPoint(fromScene: CGPoint(x: 305, y: 145))
        #expect(hypot(crosshair.x - touch.x, crosshair.y - touch.y) < 0.01, "convert(point, to: nil) gives the touch back")
        let texts = StageFixtures.texts(in: list)
        #expect(texts.contains("button  (10.2, 7.9)"))
        // The table is one of the placed labels: inside the canvas, over no name.
        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test func noTagIsPlacedOverTheCrosshair() throws {
        let session = try Self.lesson("36-scaled-parent", atHitTestOf: "C")

        let (_, labels, canvas) = Self.paint(session)

        let point = try #require(HitTestPointPainter(canvas: canvas, labels: labels).canvasPoint(of: "C"))
        let arm = 16 * canvas.zoom
        let square = CGRect(x: point.x - arm, y: point.y - arm, width: 2 * arm, height: 2 * arm)
        // No label but the crosshair's own reservation, if it could make one (the touch point
        // there is kept free of labels already).
        #expect(labels.placer.occupied.filter { $0 != square && $0.intersects(square.insetBy(dx: 1, dy: 1)) }.isEmpty)
        #expect(labels.placer.obstacles.contains { $0.what == "the touch point" && $0.rect.contains(point) })
    }

    @Test func theEndPictureKeepsNoPointTable() throws {
        let session = try StageFixtures.session("35-rotated-button")
        session.viewer.playLessonEvents()
        session.finishAnimations()

        let (list, labels, canvas) = Self.paint(session)

        #expect(!HitTestPointPainter(canvas: canvas, labels: labels).isShown)
        #expect(!StageFixtures.texts(in: list).contains(HitTestPointPainter.title))
    }

    @Test func pointsAreWrittenToATenthWithoutATrailingZero() {
        #expect(HitTestPointPainter.describe(CGPoint(x: 40, y: 12.5)) == "(40, 12.5)")
        #expect(HitTestPointPainter.describe(CGPoint(x: -1.71, y: 85.23)) == "(-1.7, 85.2)")
        #expect(HitTestPointPainter.describe(CGPoint(x: -0.01, y: 99.96)) == "(0, 100)")
    }

    // MARK: Exploded

    @Test func explodedATurnedPlateIsItsOwnShapeNotItsBoundingBox() throws {
        let session = try StageFixtures.session("35-rotated-button")
        session.viewer.toggleExplode()
        session.finishAnimations()

        let (list, _, canvas) = Self.paint(session)

        let placement = try #require(canvas.placement(named: "button"))
        let plate = placement.windowCorners.map { canvas.projection.project($0, depth: placement.depth) }
        let box = canvas.projection.corners(of: placement.windowRect, depth: placement.depth)
        #expect(list.commands.contains(.polygon(plate, canvas.viewColor(placement))))
        #expect(!list.commands.contains(.polygon(box, canvas.viewColor(placement))))
    }
}
