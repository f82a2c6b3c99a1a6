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
}
