import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// `set NAME refuses|canResignFirstResponder|keyCommands|targetForAction`: the scene file's
/// responder keys as events lines, written, read back, refused with one line when wrong, run as
/// the scene builder sets them, and written by `SceneChange` where two scenes differ in them.
@Suite("Events lines for the responder keys")
struct ResponderKeyLinesTests {
    static let sceneText = """
    title: T
    size: [400, 400]
    root:
      controller: VC
      actions: ["copy:", "selectAll:"]
      view:
        name: root
        frame: [0, 0, 400, 400]
        subviews:
          - {name: A, frame: [0, 0, 200, 200], color: blue, canBecomeFirstResponder: true, actions: ["copy:", "paste:"]}
          - {name: B, frame: [200, 200, 100, 100], color: red, actions: ["selectAll:"]}

    """

    static let properties: [ViewProperty] = [
        .refuses(["paste:", "copy:"]), .refuses([]), .canResignFirstResponder(false), .canResignFirstResponder(true),
        .keyCommands([KeyCommandNode(input: "k", modifiers: [.command, .shift], action: "selectAll:"),
                      KeyCommandNode(input: "x y", modifiers: [], action: "copy:")]),
        .keyCommands([]), .targetForAction(["copy:": "B", "paste:": "VC"]), .targetForAction([:]),
    ]

    @Test(arguments: properties)
    func eachLineReadsBackAsItself(_ property: ViewProperty) throws {
        let line = ScriptCommand.set("A", property).eventsLine

        let parsed = try EventScript.parse(line, file: "keys.events").lines.map(\.command)

        #expect(parsed == [.set("A", property)], "\(line)")
    }

    @Test func theLinesReadAsTheSceneFileWritesTheKeys() {
        #expect(ScriptCommand.set("A", .refuses(["paste:", "copy:"])).eventsLine == "set A refuses copy:,paste:")
        #expect(ScriptCommand.set("A", .keyCommands([KeyCommandNode(input: "k", modifiers: [.command], action: "selectAll:")])).eventsLine
                == "set A keyCommands [{input: \"k\", modifiers: [\"cmd\"], action: \"selectAll:\"}]")
        #expect(ScriptCommand.set("A", .targetForAction(["copy:": "B"])).eventsLine == "set A targetForAction {\"copy:\": \"B\"}")
        #expect(ScriptCommand.set("A", .canResignFirstResponder(false)).eventsLine == "set A canResignFirstResponder false")
    }

    @Test(arguments: [
        ("set A keyCommands [{input: k}]", "keyCommands[0].action: missing: a key command needs 'input' and 'action'"),
        ("set A keyCommands [{input: k, action: x, modifiers: [hyper]}]", "keyCommands[0].modifiers: unknown modifier 'hyper'; expected cmd, ctrl, alt or shift"),
        ("set A keyCommands", "missing a value (set NAME KEY VALUE)"),
        ("set A targetForAction [B]", "targetForAction: expected a mapping of actions to responder names, such as {\"copy:\": ViewController}, found a list of 1"),
        ("set A refuses copy:,,", "refuses takes none or a comma-separated list of action names such as copy:,paste:, found 'copy:,,'"),
        ("set A canResignFirstResponder maybe", "canResignFirstResponder takes true or false, found 'maybe'"),
    ])
    func aWrongValueIsOneLine(_ line: String, _ message: String) {
        #expect {
            try EventScript.parse(line, file: "keys.events")
        } throws: { error in
            "\(error)".hasSuffix(message) && !"\(error)".contains("\n")
        }
    }

    @Test func aTargetTheSceneDoesNotHaveIsReportedAtItsLine() throws {
        let scene = try LoadedScene.load(text: Self.sceneText, file: "scene.yaml")
        let script = try EventScript.parse("set A targetForAction {\"copy:\": Nobody}", file: "keys.events")

        let problems = script.diagnostics(against: scene, file: "keys.events").map(\.message)

        #expect(problems == ["the scene has no responder named 'Nobody'"])
    }

    @Test func theLinesSetWhatTheSceneBuilderSets() throws {
        // Precondition: A with none of the keys, B and VC implementing selectAll:.
        let scene = try LoadedScene.load(text: Self.sceneText, file: "scene.yaml")
        let a = try #require(scene.view(named: "A"))

        // Action
        ScriptRunner(scene: scene).run(try EventScript.parse("""
            set A refuses paste:
            set A canResignFirstResponder false
            set A keyCommands [{input: k, modifiers: [cmd], action: "selectAll:"}]
            set A targetForAction {"selectAll:": B}
            """, file: "keys.events"))

        // Assertion: as `refuses`, `canResignFirstResponder`, `keyCommands` and `targetForAction` in the file set them.
        let built = try LoadedScene.load(text: Self.sceneText.replacingOccurrences(
            of: "actions: [\"copy:\", \"paste:\"]}",
            with: "actions: [\"copy:\", \"paste:\"], refuses: [\"paste:\"], canResignFirstResponder: false, "
                + "keyCommands: [{input: k, modifiers: [cmd], action: \"selectAll:\"}], targetForAction: {\"selectAll:\": B}}"), file: "built.yaml")
        #expect(built.view(named: "A")?.refusedActions == ["paste:"])
        #expect(SceneChange.commands(from: scene, to: built) == [])
        #expect(!a.canPerformAction("paste:", withSender: nil) && !a.canResignFirstResponder)
        #expect(a.keyCommands?.map(KeyCommandNode.init) == [KeyCommandNode(input: "k", modifiers: [.command], action: "selectAll:")])
        #expect(a.overriddenTarget(forAction: "selectAll:") === scene.view(named: "B"))
    }

    @Test func aViewAddedAgainIsToldToTheOverrideThatNamesIt() throws {
        // Precondition: VC's override answers B for selectAll:; B removed by a line (the old
        // object) and the file's scene with B, as an undo of its removal rebuilds it.
        let text = Self.sceneText.replacingOccurrences(of: "  actions: [\"copy:\", \"selectAll:\"]\n",
                                                       with: "  actions: [\"copy:\", \"selectAll:\"]\n  targetForAction: {\"selectAll:\": B}\n")
        #expect(text != Self.sceneText)
        let replay = try LoadedScene.load(text: text, file: "scene.yaml")
        ScriptRunner(scene: replay).run(try EventScript.parse("remove B", file: "remove.events"))
        let window = try LoadedScene.load(text: text, file: "scene.yaml")

        // Action: the lines from the one to the other, run.
        let commands = try #require(SceneChange.commands(from: replay, to: window))
        ScriptRunner(scene: replay).run(EventScript(lines: commands.enumerated().map { ScriptLine(command: $1, line: $0 + 1) }))

        // Assertion: B is made anew, and VC's override answers the new B, as the window's does.
        #expect(commands.map(\.eventsLine).contains("set VC targetForAction {\"selectAll:\": \"B\"}"), "\(commands.map(\.eventsLine))")
        let b = try #require(replay.view(named: "B"))
        #expect(b.window != nil)
        #expect(replay.responders["VC"]?.overriddenTarget(forAction: "selectAll:") === b)
        #expect(SceneChange.commands(from: replay, to: window) == [])
    }

    @Test func aKeyCommandALineCannotWriteIsNoChangeLinesCanMake() throws {
        // '#' starts an events file's comment: the line would lose the key.
        let scene = try LoadedScene.load(text: Self.sceneText, file: "scene.yaml")
        let changed = try LoadedScene.load(text: Self.sceneText.replacingOccurrences(
            of: "actions: [\"selectAll:\"]}", with: "actions: [\"selectAll:\"], keyCommands: [{input: \"#\", action: \"selectAll:\"}]}"), file: "k.yaml")
        let spaced = try LoadedScene.load(text: Self.sceneText.replacingOccurrences(
            of: "actions: [\"selectAll:\"]}", with: "actions: [\"selectAll:\"], keyCommands: [{input: \"a  b\", action: \"selectAll:\"}]}"), file: "k.yaml")

        #expect(SceneChange.commands(from: scene, to: changed) == nil)
        #expect(SceneChange.commands(from: scene, to: spaced) == nil)
    }
}
