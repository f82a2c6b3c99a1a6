import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// The `scroll` key and `set NAME contentOffset X,Y`, loaded and run.
@Suite("Scene scroll views: the scroll key and set contentOffset")
struct ScrollSceneTests {
    static let scene = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: list
            frame: [100, 100, 300, 300]
            scroll: {contentSize: [300, 900], contentOffset: [0, 100], canCancelContentTouches: false}
            subviews:
              - {name: row, frame: [0, 150, 300, 100], handles: [touches]}
          - {name: plain, frame: [500, 100, 100, 100]}
    """

    @Test func theScrollKeyMakesAUIScrollViewWithUIKitsDefaultsWhereNotGiven() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let list = try #require(scene.view(named: "list") as? UIScrollView)
        #expect(list.contentSize == CGSize(width: 300, height: 900))
        #expect(list.contentOffset == CGPoint(x: 0, y: 100))
        #expect(list.bounds.origin == CGPoint(x: 0, y: 100))
        #expect(list.delaysContentTouches)
        #expect(!list.canCancelContentTouches)
        // UIScrollView clips its content by default.
        #expect(list.clipsToBounds)
        #expect(list.gestureRecognizers?.map(\.name) == ["list.pan"])
        #expect(!(scene.view(named: "plain") is UIScrollView))
    }

    @Test func theContentOffsetPlacesTheSubviewsForHitTesting() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let log = TraceLog()
        scene.attach(log)
        // Content y 150 under an offset of 100 sits 50 points below the list's top (window y 150).
        ScriptRunner(scene: scene).run(try EventScript.parse("tap 200 160", file: "events"))
        #expect(log.results.first { $0.handledBy != nil }?.hitTestView == "row")
        #expect(log.steps.contains(.hitTest(view: "row", point: CGPoint(x: 100, y: 10))))
    }

    @Test func setContentOffsetInAnEventsFileMovesTheContentAndIsCaptioned() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let log = TraceLog()
        scene.attach(log)
        let runner = ScriptRunner(scene: scene)
        let list = try #require(scene.view(named: "list") as? UIScrollView)

        runner.run(try EventScript.parse("set list contentOffset 0,250\ntap 200 110", file: "events"))

        #expect(runner.messages.isEmpty)
        #expect(list.contentOffset == CGPoint(x: 0, y: 250))
        #expect(log.steps.contains(.caption(text: "list.contentOffset = (0, 250)")))
        // Content y 260 is now at the list's top + 10: the row (150…250) has gone above, nothing is hit but the list.
        #expect(log.results.first?.hitTestView == "list")
    }

    @Test func setContentOffsetOnAViewThatIsNoScrollViewIsReported() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let script = try EventScript.parse("set plain contentOffset 0,10", file: "events")
        let problems = script.diagnostics(against: scene, file: "events").map(\.description)
        #expect(problems == ["events:1:1: set: 'plain' is not a scroll view; contentOffset needs a view with a scroll key"])
        let runner = ScriptRunner(scene: scene)
        runner.run(script)
        #expect(runner.messages.contains { $0.contains("plain is not a scroll view") })
    }

    @Test func setContentOffsetRoundTripsThroughTheEventsLine() throws {
        let command = ScriptCommand.set("list", .contentOffset(CGPoint(x: 0, y: 12.5)))
        #expect(command.eventsLine == "set list contentOffset 0,12.5")
        let parsed = try EventScript.parse(command.eventsLine, file: "events")
        #expect(parsed.lines.map(\.command) == [command])
    }

    @Test func aDragInTheSceneScrollsAndSettlesWithWait() throws {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        let runner = ScriptRunner(scene: scene)
        let list = try #require(scene.view(named: "list") as? UIScrollView)
        // Dragged down by 200 from an offset of 100: past the top edge, then let go.
        runner.run(try EventScript.parse("down 1 200 120\nmove 1 200 200\nmove 1 200 320\nup 1 200 320", file: "events"))
        #expect(list.contentOffset.y < 0)
        runner.run(try EventScript.parse("wait 1", file: "events"))
        #expect(list.contentOffset == .zero)
    }
}
