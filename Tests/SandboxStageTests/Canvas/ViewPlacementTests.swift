import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

/// The canvas draws a view where hit-testing finds it, through bounds origins and transforms.
@Suite("ViewPlacement through bounds origins and transforms")
struct ViewPlacementTests {
    private func window(_ views: [UIView]) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = UIView(name: "root", frame: window.bounds)
        views.forEach(root.addSubview)
        window.addSubview(root)
        return window
    }

    @Test func aSubviewUnderABoundsOriginIsDrawnWhereItIsHit() throws {
        let row = UIView(name: "row", frame: CGRect(x: 0, y: 150, width: 300, height: 50))
        let parent = UIView(name: "P", frame: CGRect(x: 100, y: 0, width: 300, height: 300))
        parent.addSubview(row)
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        let window = window([parent])

        let placement = try #require(ViewPlacement.placements(in: window).first { $0.view === row })

        #expect(placement.windowRect == CGRect(x: 100, y: 50, width: 300, height: 50))
        #expect(window.hitTest(CGPoint(x: 110, y: 60), with: nil) === row)
    }

    @Test func aTransformedViewIsPlacedAsTheBoxAroundItsTurnedShape() throws {
        let view = UIView(name: "A", frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        view.transformParts = TransformParts(rotationDegrees: 90)
        let window = window([view])

        let placement = try #require(ViewPlacement.placements(in: window).first { $0.view === view })

        #expect(placement.windowRect == CGRect(x: 150, y: 50, width: 100, height: 200))
    }
}
