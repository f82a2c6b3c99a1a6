import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// A scene's state as values, and the copy built from it: what lets the window answer Y on a
/// thread of its own without reading the live scene.
@Suite("Scene state and the copy built from it")
struct SceneStateTests {
    static let text = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 400, 400]
        subviews:
          - {name: A, frame: [0, 0, 200, 200], handles: [touchesBegan]}
          - name: list
            frame: [0, 200, 400, 200]
            scroll: {contentSize: [400, 800]}
            subviews:
              - {name: row, frame: [0, 0, 400, 44], canBecomeFirstResponder: true}
    """

    @Test func aCopyBuiltFromTheStateIsInThatState() throws {
        // Precondition: a scene changed by an events script: a view added, one hidden, one
        // exclusive, a scroll view scrolled, views reordered, a first responder.
        let scene = try LoadedScene.load(text: Self.text, file: "state.yaml")
        let runner = ScriptRunner(scene: scene)
        for command: ScriptCommand in [.add("badge", parent: "A", frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: UIColor(red: 1, green: 0, blue: 0)),
                                       .set("A", .key(.hidden, .flag(true))), .set("row", .key(.exclusiveTouch, .flag(true))),
                                       .set("list", .contentOffset(CGPoint(x: 0, y: 120))), .reorder("A", forward: true), .become("row")] {
            runner.run(command)
        }
        let state = SceneState(of: scene)

        // Action: a copy built from the document and that state.
        let copy = LoadedScene(document: scene.document, state: state)

        // Assertion: the copy's state is the scene's, view by view, and it is another scene.
        #expect(SceneState(of: copy) == state)
        #expect(copy.view(named: "badge")?.superview?.name == "A")
        #expect(copy.view(named: "A")?.isHidden == true)
        #expect(copy.window.rootViewController?.view.subviews.map(\.name) == ["list", "A"])
        #expect(copy.application.firstResponder?.name == "row")
        #expect(copy.view(named: "A") !== scene.view(named: "A"))
    }

    @Test func aCopyHasTheResponderKeysLinesGave() throws {
        // Precondition: a view added by a line, and the four responder keys set by lines on it
        // and on the controller (which answers the added view for paste:).
        let scene = try LoadedScene.load(text: Self.text, file: "state.yaml")
        ScriptRunner(scene: scene).run(try EventScript.parse("""
            add badge to A frame 10,10,20,20 color red
            set badge actions copy:,paste:
            set badge refuses paste:
            set badge canResignFirstResponder false
            set badge keyCommands [{input: k, modifiers: [cmd], action: "copy:"}]
            set ViewController targetForAction {"paste:": badge}
            """, file: "keys.events"))

        // Action
        let copy = LoadedScene(document: scene.document, state: SceneState(of: scene))

        // Assertion: the copy's own badge has them, and the controller's override answers it.
        let badge = try #require(copy.view(named: "badge"))
        #expect(badge !== scene.view(named: "badge"))
        #expect(badge.refusedActions == ["paste:"] && !badge.canResignFirstResponder)
        #expect(badge.keyCommands?.map(KeyCommandNode.init) == [KeyCommandNode(input: "k", modifiers: [.command], action: "copy:")])
        #expect(copy.responders["ViewController"]?.overriddenTarget(forAction: "paste:") === badge)
        #expect(SceneState(of: copy) == SceneState(of: scene))
    }

    @Test func theStateChangesWithTheScene() throws {
        // Precondition: a scene and its state.
        let scene = try LoadedScene.load(text: Self.text, file: "state.yaml")
        let before = SceneState(of: scene)

        // Action: one flag changes.
        scene.view(named: "row")?.isUserInteractionEnabled = false

        // Assertion: the state differs, and a fresh copy of the scene has the change.
        #expect(SceneState(of: scene) != before)
        #expect(scene.freshCopy().view(named: "row")?.isUserInteractionEnabled == false)
    }
}
