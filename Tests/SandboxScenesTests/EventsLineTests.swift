import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// `--record` writes commands back as events-file lines: each parses to the command it came from.
@Suite("Commands written as events-file lines")
struct EventsLineTests {
    static let commands: [ScriptCommand] = [
        .down(id: 3, at: CGPoint(x: 160.25, y: 7)), .move(id: 3, to: CGPoint(x: 1.0 / 3, y: 200)),
        .up(id: 3, at: CGPoint(x: -4.5, y: 0)), .tap(at: CGPoint(x: 350, y: 350)),
        .shake(.whole), .shake(.begin), .shake(.end), .shake(.cancel),
        .press(.leftshoulder), .remote(.remoteControlNextTrack), .remote(.remoteControlTogglePlayPause),
        .action("copy:", from: nil), .action("buttonPressed:", from: "OK"), .become("B"), .resign,
        .set("A", .hidden(true)), .set("A", .alpha(0.0099)), .set("A", .userInteractionEnabled(false)),
        .set("A", .clipsToBounds(true)), .set("A", .multipleTouchEnabled(true)), .set("A", .exclusiveTouch(true)),
        .set("A", .passthrough(true)), .set("A", .hitArea(-12.5)), .set("A", .canBecomeFirstResponder(true)),
        .set("A", .callsSuper(true)), .set("A", .handles([.touchesBegan, .motionEnded])), .set("A", .handles([])),
        .set("A", .color(UIColor(red: 1, green: 0x33 / 255.0, blue: 0))), .set("A", .frame(CGRect(x: 10.5, y: 20, width: 300, height: 0))),
        .remove("C"), .wait(0.437), .key("v", [.command, .shift]), .key("c", []),
    ]

    @Test func everyCommandParsesBackToItself() throws {
        // `move` and `up` need their touch down first, as in any events file.
        let text = Self.commands.map(\.eventsLine).joined(separator: "\n")

        let parsed = try EventScript.parse(text, file: "recorded.events").lines.map(\.command)

        #expect(parsed == Self.commands)
    }

    @Test func linesReadAsAPersonWouldWriteThem() {
        #expect(ScriptCommand.down(id: 1, at: CGPoint(x: 160, y: 160.5)).eventsLine == "down 1 160 160.5")
        #expect(ScriptCommand.set("A", .handles([.touchesEnded, .touchesBegan])).eventsLine == "set A handles touchesBegan,touchesEnded")
        #expect(ScriptCommand.set("A", .color(UIColor(red: 0, green: 0.2, blue: 1))).eventsLine == "set A color #0033FF")
        #expect(ScriptCommand.key("v", [.shift, .command]).eventsLine == "key v cmd shift")
        #expect(ScriptCommand.remote(.remoteControlPreviousTrack).eventsLine == "remote previous")
    }
}

extension EventsLineTests {
    @Test func aColourIsAValueButAHashBeforeAnythingElseIsAComment() throws {
        let script = try EventScript.parse("set A color #3366cc # the new colour\n# tap 1 1\ntap 2 2 #ABCDEF\n", file: "colours.events")

        #expect(script.lines.map(\.command) == [.set("A", .color(UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xcc / 255.0))),
                                                 .tap(at: CGPoint(x: 2, y: 2))])
    }
}
