import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// The `transform` and `boundsOrigin` keys and their `set` forms, loaded and run.
@Suite("Scene geometry: transform, boundsOrigin and their set forms")
struct GeometrySceneTests {
    static let scene = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - {name: A, frame: [100, 100, 200, 100], transform: {rotate: 90, scale: [1, 0.5], translate: [10, 0]}, handles: [touches]}
          - name: P
            frame: [400, 0, 300, 300]
            boundsOrigin: [0, 100]
            subviews:
              - {name: row, frame: [0, 150, 300, 50], handles: [touches]}
    """

    private func hitTestPoints(_ log: TraceLog, of view: String) -> [CGPoint] {
        log.steps.compactMap { if case .hitTest(view, let point) = $0 { return point } else { return nil } }
    }

    @Test func theTransformKeyGivesScaleThenRotationThenTranslationAboutTheCentre() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")

        let a = try #require(scene.view(named: "A"))

        #expect(a.transformParts == TransformParts(rotationDegrees: 90, scaleX: 1, scaleY: 0.5, translateX: 10))
        #expect(a.center == CGPoint(x: 200, y: 150))
        // 200 × 50 after the scale, turned upright (50 × 200), then 10 to the right.
        #expect(a.frame == CGRect(x: 185, y: 50, width: 50, height: 200))
    }

    @Test func aTapIsTracedInEachViewsOwnCoordinatesThroughBoundsOrigin() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let log = TraceLog()
        scene.attach(log)

        ScriptRunner(scene: scene).run(try EventScript.parse("tap 410 60", file: "events"))

        #expect(log.results.first?.hitTestView == "row")
        #expect(hitTestPoints(log, of: "P").first == CGPoint(x: 10, y: 160))
        #expect(hitTestPoints(log, of: "row").first == CGPoint(x: 10, y: 10))
    }

    @Test func setFormsChangeOnePartAndKeepTheOthers() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let runner = ScriptRunner(scene: scene)

        runner.run(try EventScript.parse("set A rotate 0\nset A scale 2\nset P boundsOrigin 0,0\nset A translate 0,5", file: "events"))

        let a = try #require(scene.view(named: "A")), p = try #require(scene.view(named: "P"))
        #expect(runner.messages.isEmpty)
        #expect(a.transformParts == TransformParts(scaleX: 2, scaleY: 2, translateY: 5))
        #expect(p.bounds.origin == .zero)
    }

    @Test func aSetIsCaptionedSoTheLogNeverChangesSilently() throws {
        let property = try ViewProperty.parse(key: "scale", value: "0.5,2").get()

        let caption = property.caption(for: "A")

        #expect(property == .scale(0.5, 2))
        #expect(caption == "A.transform now scales by 0.5 × 2 (rotation and translation kept)")
    }
}
