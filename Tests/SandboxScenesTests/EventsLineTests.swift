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
        .hover(at: CGPoint(x: 120.5, y: 300)), .hover(at: nil),
        .shake(.whole), .shake(.begin), .shake(.end), .shake(.cancel),
        .press(.leftshoulder), .remote(.remoteControlNextTrack), .remote(.remoteControlTogglePlayPause),
        .action("copy:", from: nil), .action("buttonPressed:", from: "OK"), .become("B"), .resign,
        .set("A", .key(.hidden, .flag(true))), .set("A", .key(.alpha, .number(0.0099))),
        .set("A", .key(.userInteractionEnabled, .flag(false))), .set("A", .key(.clipsToBounds, .flag(true))),
        .set("A", .key(.multipleTouchEnabled, .flag(true))), .set("A", .key(.exclusiveTouch, .flag(true))),
        .set("A", .key(.passthrough, .flag(true))), .set("A", .key(.hitArea, .number(-12.5))), .set("A", .canBecomeFirstResponder(true)),
        .set("A", .callsSuper(true)), .set("A", .handles([.touchesBegan, .motionEnded])), .set("A", .handles([])),
        .set("A", .color(UIColor(red: 1, green: 0x33 / 255.0, blue: 0))), .set("A", .frame(CGRect(x: 10.5, y: 20, width: 300, height: 0))),
        .set("A", .rotate(-37.5)), .set("A", .scale(0.5, 0.5)), .set("A", .scale(2, -1)), .set("A", .translate(10, -4.25)),
        .set("A", .boundsOrigin(CGPoint(x: 0, y: 100))),
        .remove("C"), .wait(0.437), .key("v", [.command, .shift]), .key("c", []),
        .endEditing(nil), .endEditing("B"), .logChain("B"),
        .add("D", parent: "A", frame: CGRect(x: 10, y: 20.5, width: 100, height: 60), color: UIColor(red: 0, green: 0.2, blue: 1)),
        .reorder("D", forward: true), .reorder("D", forward: false),
        .reparent("D", into: "B", frame: CGRect(x: 0, y: 0, width: 50, height: 50)), .rename("D", to: "Card"),
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
        #expect(ScriptCommand.hover(at: CGPoint(x: 260, y: 300)).eventsLine == "hover 260 300")
        #expect(ScriptCommand.hover(at: nil).eventsLine == "hover out")
        #expect(ScriptCommand.add("D", parent: "A", frame: CGRect(x: 10, y: 20, width: 100, height: 60), color: UIColor(red: 0, green: 0.2, blue: 1)).eventsLine
            == "add D to A frame 10,20,100,60 color #0033FF")
        #expect(ScriptCommand.reparent("D", into: "B", frame: CGRect(x: 0, y: 0, width: 50, height: 50)).eventsLine == "reparent D into B frame 0,0,50,50")
    }

    @Test func editLinesWithAMistakeSayWhatTheyExpected() {
        let cases = [
            ("add D A frame 0,0,1,1 color red", "expected 'to', found 'A' (add NAME to PARENT frame X,Y,W,H color C [class CLASS])"),
            ("add D to A frame 0,0,1,1 color red klass MyCell", "expected 'class', found 'klass'"),
            ("add D to A frame 0,0,1,1 color red class", "missing a class name after 'class'"),
            ("add D to A frame 0,0,1,1 color red class MyCell extra", "unexpected 'extra' at the end of the line"),
            ("add D to A frame 0,0,1 color red", "frame takes X,Y,WIDTH,HEIGHT"),
            ("add D to A frame 0,0,1,1 color blurple", "unknown colour 'blurple'"),
            ("reorder D sideways", "expected forward or backward, found 'sideways'"),
            ("reparent D into", "missing the new parent's name"),
            ("rename D", "missing the new name (rename NAME NEWNAME)"),
        ]
        for (line, message) in cases {
            #expect(throws: (any Error).self) { try EventScript.parse(line, file: "edits.events") }
            do { _ = try EventScript.parse(line, file: "edits.events") } catch {
                #expect("\(error)".hasPrefix("edits.events:1:"), "\(error)")
                #expect("\(error)".contains(message), "\(line): \(error)")
            }
        }
    }

    @Test func aViewAnAddLineMadeIsKnownToTheLinesAfterIt() throws {
        let scene = try LoadedScene.load(text: "title: T\nsize: [400, 400]\nroot:\n  controller: VC\n  view: {name: A, frame: [0, 0, 400, 400]}\n", file: "t.yaml")
        let script = try EventScript.parse("add D to A frame 0,0,100,100 color red\nrename D E\nset E hidden true\nset D hidden true\n", file: "e.events")

        let problems = script.diagnostics(against: scene, file: "e.events").map(\.description)

        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("e.events:4:1:") == true)
    }
}

extension EventsLineTests {
    @Test func aColourIsAValueButAHashBeforeAnythingElseIsAComment() throws {
        let script = try EventScript.parse("set A color #3366cc # the new colour\n# tap 1 1\ntap 2 2 #ABCDEF\n", file: "colours.events")

        #expect(script.lines.map(\.command) == [.set("A", .color(UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xcc / 255.0))),
                                                 .tap(at: CGPoint(x: 2, y: 2))])
    }
}
