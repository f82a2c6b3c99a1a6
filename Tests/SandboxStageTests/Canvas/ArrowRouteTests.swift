import Foundation
import Testing
@testable import SandboxStage

/// An arrow goes straight where no name is in its way, and round a name that is.
@Suite("Arrow routes")
struct ArrowRouteTests {
    let bounds = CGRect(x: 0, y: 0, width: 800, height: 600)

    @Test func aClearWayIsStraight() {
        let name = CGRect(x: 300, y: 300, width: 60, height: 20)

        let route = ArrowRoute.between(CGRect(x: 100, y: 100, width: 0, height: 0), CGRect(x: 500, y: 100, width: 0, height: 0),
                                       avoiding: [name], width: 6, within: bounds)

        #expect(route.points == [CGPoint(x: 100, y: 100), CGPoint(x: 500, y: 100)])
    }

    @Test func aNameAcrossTheWayIsGoneRoundAndTheEndsStay() {
        let name = CGRect(x: 280, y: 90, width: 60, height: 20)
        let start = CGPoint(x: 100, y: 100), end = CGPoint(x: 500, y: 100)

        let route = ArrowRoute.between(CGRect(origin: start, size: .zero), CGRect(origin: end, size: .zero),
                                       avoiding: [name], width: 6, within: bounds)

        #expect(route.points.count > 2)
        #expect(route.start == start && route.end == end)
        #expect(!route.crosses(name.insetBy(dx: -2, dy: -2)))
    }

    @Test func twoNamesSideBySideAreGoneRoundTogether() {
        let names = [CGRect(x: 200, y: 80, width: 60, height: 40), CGRect(x: 262, y: 60, width: 60, height: 80)]

        let route = ArrowRoute.between(CGRect(x: 100, y: 100, width: 0, height: 0), CGRect(x: 500, y: 100, width: 0, height: 0),
                                       avoiding: names, width: 6, within: bounds)

        #expect(names.allSatisfy { !route.crosses($0.insetBy(dx: -2, dy: -2)) })
    }

    @Test func aGrowingArrowFollowsTheBends() {
        let route = ArrowRoute(points: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])

        let half = route.prefix(0.75)

        #expect(half.points == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
    }
}
