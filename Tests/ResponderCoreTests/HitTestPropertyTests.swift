import Foundation
import Testing
@testable import ResponderCore
import SeededRandom

@Suite("hitTest agrees with an independent reference")
struct HitTestPropertyTests {
    static let trees = 100_000

    @Test func hitTestMatchesTheReferenceOnRandomTreesAndPoints() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var mismatches: [String] = []
        for tree in 0..<Self.trees where mismatches.count < 5 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(root)
            _ = RandomTrees.populate(root, maxViews: 12, using: &rng)
            let point = CGPoint(x: CGFloat(Int.random(in: -20...420, using: &rng)), y: CGFloat(Int.random(in: -20...420, using: &rng)))

            let actual = window.hitTest(point, with: nil)
            let expected = ReferenceHitTest.hitView(in: window, at: point)

            if actual !== expected {
                mismatches.append("tree \(tree) at \(point): hitTest \(actual?.name ?? "nil"), reference \(expected?.name ?? "nil")")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Odd angles put few grid points exactly on an edge; those that land within 1e-9 of
    /// one are left out, since the two computations may round them to different sides.
    @Test func hitTestMatchesTheReferenceThroughTransformsAndBoundsOrigins() {
        var rng = SplitMix64(seed: 0x5EED_0013)
        var mismatches: [String] = []
        for tree in 0..<Self.trees / 2 where mismatches.count < 5 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(root)
            let views = RandomTrees.populate(root, maxViews: 12, using: &rng, geometry: true)
            let point = CGPoint(x: CGFloat(Int.random(in: -20...420, using: &rng)), y: CGFloat(Int.random(in: -20...420, using: &rng)))
            guard !views.contains(where: { Self.isNearAnEdge(point, of: $0) }) else { continue }

            let actual = window.hitTest(point, with: nil)
            let expected = ReferenceHitTest.hitView(in: window, at: point)

            if actual !== expected {
                mismatches.append("tree \(tree) at \(point): hitTest \(actual?.name ?? "nil"), reference \(expected?.name ?? "nil")")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    private static func isNearAnEdge(_ windowPoint: CGPoint, of view: UIView) -> Bool {
        let local = view.convert(windowPoint, from: nil)
        let area = view.bounds.insetBy(dx: -view.hitTestOutset, dy: -view.hitTestOutset)
        return [local.x - area.minX, local.x - area.maxX, local.y - area.minY, local.y - area.maxY]
            .contains { abs($0) < 1e-9 && $0 != 0 }
    }
}
