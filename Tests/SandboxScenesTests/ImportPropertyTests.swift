import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes
import SeededRandom

/// A random tree printed in `recursiveDescription` format and imported answers every
/// hit-test as the tree it was printed from.
@Suite("Imported random trees hit-test as their originals")
struct ImportPropertyTests {
    static let trees = 60 * FuzzBudget.multiplier
    static let pointsPerTree = 200

    @Test func importedTreeGivesTheSameHitTestAnswers() throws {
        var rng = SplitMix64(seed: 0x1D_2026)
        for tree in 0..<Self.trees {
            // Precondition: a random tree in a 400 × 400 window, with a root view and sometimes
            // views beside it, turned, scaled, moved, hidden, transparent and non-interactive.
            let window = Self.randomWindow(using: &rng)
            let (text, addresses) = DumpPrinter.print(window)

            // Action: import the printed text.
            let scene = try LoadedScene.load(text: text, file: "tree\(tree)")
            let nodes = SceneViewIndex.nodes(of: scene.document)

            // Assertion: at every point, both trees answer the view with the same address.
            for _ in 0..<Self.pointsPerTree {
                let point = CGPoint(x: Double.random(in: -20...420, using: &rng), y: Double.random(in: -20...420, using: &rng))
                let expected = window.hitTest(point, with: nil).flatMap { addresses[ObjectIdentifier($0)] }
                let imported = scene.window.hitTest(point, with: nil)
                let importedAddress = imported.flatMap { $0 is UIWindow ? addresses[ObjectIdentifier(window)] : nodes[$0.name]?.address }
                #expect(importedAddress == expected, "tree \(tree) at \(point)\n\(text)")
            }
        }
    }

    static func randomWindow(using rng: inout SplitMix64) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(root)
        var views = [root]
        for index in 0..<Int.random(in: 1...40, using: &rng) {
            let view = UIView(name: "v\(index)", frame: CGRect(
                x: Double(Int.random(in: -40...300, using: &rng)), y: Double(Int.random(in: -40...300, using: &rng)),
                width: Double(Int.random(in: 0...200, using: &rng)), height: Double(Int.random(in: 0...200, using: &rng))))
            view.isHidden = Int.random(in: 0..<10, using: &rng) == 0
            view.isUserInteractionEnabled = Int.random(in: 0..<8, using: &rng) != 0
            view.alpha = [0, 0.005, 0.01, 0.5, 1, 1, 1, 1].randomElement(using: &rng)!
            view.clipsToBounds = Bool.random(using: &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                view.transformParts = TransformParts(
                    rotationDegrees: [0, 90, 180, -90, 30, -37, 123.5].randomElement(using: &rng)!,
                    scaleX: [0.5, 1, 2].randomElement(using: &rng)!, scaleY: [0.5, 1, 2].randomElement(using: &rng)!,
                    translateX: Double(Int.random(in: -30...30, using: &rng)), translateY: Double(Int.random(in: -30...30, using: &rng)))
            }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                view.bounds.origin = CGPoint(x: Int.random(in: -50...50, using: &rng), y: Int.random(in: -50...50, using: &rng))
            }
            // Now and then beside the root view, in the window, as a presented controller's views are.
            let parent = Int.random(in: 0..<12, using: &rng) == 0 ? window : views.randomElement(using: &rng)!
            parent.addSubview(view)
            views.append(view)
        }
        return window
    }
}
