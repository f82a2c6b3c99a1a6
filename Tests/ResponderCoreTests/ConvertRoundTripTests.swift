import Foundation
import Testing
@testable import ResponderCore
import SeededRandom

@Suite("convert(_:to:) and convert(_:from:) through random transforms")
struct ConvertRoundTripTests {
    @Test func aPointConvertedThereAndBackIsUnchanged() {
        var rng = SplitMix64(seed: 0xC0_4E27)
        var worst = 0.0
        for _ in 0..<2_000 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(root)
            let views = RandomTrees.populate(root, maxViews: 10, using: &rng, geometry: true)
            let a = views.randomElement(using: &rng)!, b = views.randomElement(using: &rng)!
            let p = CGPoint(x: Double.random(in: -300...300, using: &rng), y: Double.random(in: -300...300, using: &rng))

            let back = a.convert(b.convert(p, to: a), to: b)
            let viaFrom = b.convert(b.convert(p, to: a), from: a)

            worst = max(worst, abs(back.x - p.x), abs(back.y - p.y), abs(viaFrom.x - p.x), abs(viaFrom.y - p.y))
        }
        #expect(worst < 1e-9, "worst error \(worst)")
    }

    @Test func convertToAndFromAgree() {
        var rng = SplitMix64(seed: 0xF20_0002)
        for _ in 0..<500 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(root)
            let views = RandomTrees.populate(root, maxViews: 8, using: &rng, geometry: true)
            let a = views.randomElement(using: &rng)!, b = views.randomElement(using: &rng)!
            let p = CGPoint(x: Double.random(in: -100...100, using: &rng), y: Double.random(in: -100...100, using: &rng))

            let to = a.convert(p, to: b), from = b.convert(p, from: a)

            #expect(abs(to.x - from.x) < 1e-9 && abs(to.y - from.y) < 1e-9)
        }
    }
}
