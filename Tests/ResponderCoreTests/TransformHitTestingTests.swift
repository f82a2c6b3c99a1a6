import Foundation
import Testing
@testable import ResponderCore

/// Hit-testing through `transform` and `bounds.origin`: a view is hit where it is drawn.
@Suite("Hit-testing through transforms and bounds origins")
struct TransformHitTestingTests {
    /// The point the latest hit-test asked `view` about, in its own coordinates.
    private func hitTestPoint(of view: String, in app: TestApp) -> CGPoint? {
        for case .hitTest(let name, let point) in app.log.steps.reversed() where name == view { return point }
        return nil
    }

    @Test func scaleHalfOnSelfShrinksTheHitAreaAboutTheCentre() {
        let view = makeView("A", 100, 100, 100, 100)
        view.transformParts = TransformParts(scaleX: 0.5, scaleY: 0.5)
        let app = TestApp([view])

        let outsideDrawn = app.hitTest(120, 120)
        let insideDrawn = app.hitTest(130, 130)

        #expect(outsideDrawn?.name == "root")
        #expect(insideDrawn?.name == "A")
        #expect(hitTestPoint(of: "A", in: app) == CGPoint(x: 10, y: 10))
    }

    @Test func scaleHalfOnAParentShrinksItsChildOnScreen() {
        let child = makeView("child", 0, 0, 50, 50)
        let parent = makeView("P", 100, 100, 100, 100, [child])
        parent.transformParts = TransformParts(scaleX: 0.5, scaleY: 0.5)
        let app = TestApp([parent])

        let hit = app.hitTest(140, 140)
        let missed = app.hitTest(155, 155)

        #expect(hit?.name == "child")
        #expect(missed?.name == "P")
        #expect(child.convert(CGPoint(x: 50, y: 50), to: nil) == CGPoint(x: 150, y: 150))
    }

    @Test func boundsOriginPlusTransformMovesTheSubviews() {
        let child = makeView("child", 0, 100, 50, 50)
        let parent = makeView("P", 100, 100, 100, 100, [child])
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        parent.transformParts = TransformParts(scaleX: 2, scaleY: 2)
        let app = TestApp([parent])

        let hit = app.hitTest(60, 60)

        // Scaled 2× about (150, 150), the bounds' top-left (0, 100) is drawn at (50, 50).
        #expect(hit?.name == "child")
        #expect(hitTestPoint(of: "P", in: app) == CGPoint(x: 5, y: 105))
        #expect(hitTestPoint(of: "child", in: app) == CGPoint(x: 5, y: 5))
    }

    @Test func boundsOriginAloneShiftsSubviewsUpAndKeepsTheViewInPlace() {
        let child = makeView("child", 0, 150, 100, 50)
        let parent = makeView("P", 0, 0, 300, 300, [child])
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        let app = TestApp([parent])

        let hit = app.hitTest(10, 60)

        #expect(hit?.name == "child")
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(hitTestPoint(of: "child", in: app) == CGPoint(x: 10, y: 10))
    }

    @Test func rotated90DegreesIsHitWhereItIsDrawnNotWhereItsFrameWas() {
        let view = makeView("A", 100, 100, 200, 100)
        view.transformParts = TransformParts(rotationDegrees: 90)
        let app = TestApp([view])

        let aboveTheFrame = app.hitTest(200, 60)
        let inTheOldFrame = app.hitTest(120, 120)

        #expect(aboveTheFrame?.name == "A")
        #expect(inTheOldFrame?.name == "root")
        #expect(view.frame == CGRect(x: 150, y: 50, width: 100, height: 200))
    }

    @Test func rotated45DegreesReachesPastTheFramesSidesAndMissesItsCorners() {
        let view = makeView("A", 150, 150, 100, 100)
        view.transformParts = TransformParts(rotationDegrees: 45)
        let app = TestApp([view])

        let tip = app.hitTest(200, 135)
        let oldCorner = app.hitTest(155, 155)

        #expect(tip?.name == "A")
        #expect(oldCorner?.name == "root")
    }

    @Test(arguments: [(200.0, 150.0, true), (200.0, 249.99, true), (200.0, 250.0, false), (225.0, 200.0, true), (175.0, 200.0, false)])
    func rotatedEdgesKeepMinimumInsideMaximumOutside(x: Double, y: Double, inside: Bool) {
        // 100×50 centred at (200, 200), quarter turn clockwise: local +x points down the
        // screen, local +y points left, so the minimum edges are on the top and right.
        let view = makeView("A", 150, 175, 100, 50)
        view.transformParts = TransformParts(rotationDegrees: 90)
        let app = TestApp([view])

        let hit = app.hitTest(x, y)

        #expect((hit?.name == "A") == inside)
    }

    @Test func nestedTransformsCompose() {
        let child = makeView("child", 0, 0, 20, 20)
        let parent = makeView("P", 100, 100, 100, 100, [child])
        parent.transformParts = TransformParts(rotationDegrees: 90)
        child.transformParts = TransformParts(scaleX: 2, scaleY: 2, translateX: 10)
        let app = TestApp([parent])

        // The child's centre (10, 10) → parent (20, 10) after the translation → screen
        // (190, 120) after the parent's quarter turn about (150, 150).
        let centre = child.convert(CGPoint(x: 10, y: 10), to: nil)
        let hit = app.hitTest(centre.x, centre.y)

        #expect(centre == CGPoint(x: 190, y: 120))
        #expect(hit?.name == "child")
        #expect(hitTestPoint(of: "child", in: app) == CGPoint(x: 10, y: 10))
    }

    @Test func aRectConvertsToTheBoundingBoxOfItsTransformedCorners() {
        let view = makeView("A", 150, 150, 100, 100)
        view.transformParts = TransformParts(rotationDegrees: 45)
        _ = TestApp([view])

        let box = view.convert(view.bounds, to: nil)

        let half = 50 * 2.0.squareRoot()
        #expect(abs(box.minX - (200 - half)) < 1e-9 && abs(box.width - 2 * half) < 1e-9)
        #expect(abs(box.minY - (200 - half)) < 1e-9 && abs(box.height - 2 * half) < 1e-9)
        #expect(view.frame == box)
    }

    @Test func aZeroScaleIsNotInvertedIntoInfinities() {
        let view = makeView("A", 100, 100, 100, 100)
        view.transform = CGAffineTransform(scaleX: 0, y: 0)
        let app = TestApp([view])

        _ = app.hitTest(150, 150)

        let point = hitTestPoint(of: "A", in: app)
        #expect(point.map { $0.x.isFinite && $0.y.isFinite } == true)
    }
}
