import Foundation
import Testing
@testable import ResponderCore

@Suite("Hit-testing follows UIKit's rules")
struct HitTestingTests {
    @Test func deepestViewContainingThePointIsTheHitTestView() {
        let app = TestApp([makeView("A", 100, 100, 300, 300, [makeView("B", 100, 100, 200, 200)])])

        let hit = app.hitTest(250, 250)

        #expect(hit?.name == "B")
    }

    @Test func hiddenViewAndItsSubtreeAreSkippedWithoutAskingPointInside() {
        let child = makeView("child", 0, 0, 50, 50)
        let a = makeView("A", 100, 100, 100, 100, [child])
        a.isHidden = true
        let app = TestApp([a])

        let hit = app.hitTest(110, 110)

        #expect(hit?.name == "root")
        #expect(app.log.steps.contains(.skipped(view: "A", reason: .hidden)))
        #expect(!app.log.steps.contains(.pointInside(view: "A", inside: true)))
        #expect(!app.log.steps.contains { $0.hitTestVisitedView == "child" })
    }

    @Test func userInteractionDisabledSkipsTheSubtree() {
        let a = makeView("A", 100, 100, 100, 100, [makeView("child", 0, 0, 50, 50)])
        a.isUserInteractionEnabled = false
        let app = TestApp([a])

        let hit = app.hitTest(110, 110)

        #expect(hit?.name == "root")
        #expect(app.log.steps.contains(.skipped(view: "A", reason: .userInteractionDisabled)))
    }

    @Test(arguments: [(0.0, false), (0.009, false), (0.0099999, false), (0.01, true), (0.011, true), (1.0, true)])
    func alphaBelowOneHundredthIsSkippedAndOneHundredthIsHit(alpha: Double, isHit: Bool) {
        let a = makeView("A", 100, 100, 100, 100)
        a.alpha = CGFloat(alpha)
        let app = TestApp([a])

        let hit = app.hitTest(150, 150)

        #expect((hit?.name == "A") == isHit)
        #expect(app.log.steps.contains(.skipped(view: "A", reason: .alpha)) == !isHit)
    }

    @Test func subviewsAreTriedFromFrontmostToBackmost() {
        let back = makeView("back", 100, 100, 200, 200)
        let front = makeView("front", 150, 150, 200, 200)
        let app = TestApp([back, front])

        let hit = app.hitTest(200, 200)

        #expect(hit?.name == "front")
        #expect(!app.log.steps.contains { $0.hitTestVisitedView == "back" })
    }

    @Test func backViewIsTriedWhenTheFrontOneMisses() {
        let app = TestApp([makeView("back", 100, 100, 200, 200), makeView("front", 400, 100, 100, 100)])

        let hit = app.hitTest(150, 150)

        #expect(hit?.name == "back")
        let order = app.log.steps.compactMap { step -> String? in
            step.hitTestVisitedView
        }
        #expect(order == ["UIWindow", "root", "front", "back"])
    }

    @Test(arguments: [false, true])
    func pointOutsideTheSuperviewNeverReachesASubviewStickingOut(clipsToBounds: Bool) {
        let sticking = makeView("sticking", 80, 0, 100, 50)
        let parent = makeView("parent", 100, 100, 100, 100, [sticking])
        parent.clipsToBounds = clipsToBounds
        let app = TestApp([parent])

        let hit = app.hitTest(250, 120)

        #expect(hit?.name == "root")
        #expect(!app.log.steps.contains { $0.hitTestVisitedView == "sticking" })
    }

    @Test func clipsToBoundsNeverChangesTheHitTestView() {
        let inner = makeView("inner", 10, 10, 50, 50)
        let parent = makeView("parent", 100, 100, 100, 100, [inner])
        let app = TestApp([parent])
        let before = app.hitTest(120, 120)

        parent.clipsToBounds = true
        let after = app.hitTest(120, 120)

        #expect(before === after)
        #expect(after?.name == "inner")
    }

    @Test func edgesFollowUIKitMinimumInsideMaximumOutside() {
        let app = TestApp([makeView("A", 100, 100, 100, 100)])

        #expect(app.hitTest(100, 100)?.name == "A")
        #expect(app.hitTest(199.9, 199.9)?.name == "A")
        #expect(app.hitTest(200, 150)?.name == "root")
    }

    @Test func enlargedHitAreaCatchesTouchesOutsideTheBounds() {
        let button = makeView("button", 100, 100, 20, 20)
        button.hitTestOutset = 15
        let app = TestApp([button])

        #expect(app.hitTest(130, 130)?.name == "button")
        #expect(app.hitTest(140, 140)?.name == "root")
    }

    @Test func passthroughViewReturnsNilForItselfButNotForItsSubviews() {
        let child = makeView("child", 0, 0, 50, 50)
        let overlay = makeView("overlay", 100, 100, 200, 200, [child])
        overlay.passesTouchesThrough = true
        let below = makeView("below", 100, 100, 200, 200)
        let app = TestApp([below, overlay])

        #expect(app.hitTest(250, 250)?.name == "below")
        #expect(app.hitTest(110, 110)?.name == "child")
        #expect(app.log.steps.contains(.hitTestReturn(view: "overlay", result: nil)))
    }

    @Test func pointOutsideTheWindowHitsNothing() {
        let app = TestApp([])

        #expect(app.hitTest(900, 100) == nil)
    }

    @Test func overriddenHitTestIsRecordedWithItsOwnResult() {
        final class AlwaysSelf: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                super.hitTest(point, with: event) == nil ? nil : self
            }
        }
        let container = AlwaysSelf(name: "container", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        container.addSubview(makeView("inner", 0, 0, 50, 50))
        let app = TestApp([container])

        let hit = app.hitTest(110, 110)

        #expect(hit?.name == "container")
        #expect(app.log.steps.contains(.hitTestReturn(view: "inner", result: "inner")))
        #expect(app.log.steps.contains(.hitTestReturn(view: "container", result: "container")))
    }
}
