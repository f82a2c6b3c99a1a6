import Foundation
import Testing
@testable import SandboxScenes

/// A word 10,000 characters long wherever an events line takes a word: the error is one line
/// of bounded length, the word shortened as every message shortens it (`shownInMessage`).
@Suite("Events lines with a very long word")
struct EventsLineLongWordTests {
    static let word = String(repeating: "w", count: 10_000)

    /// Each line with `W` where the long word goes: a value, a key, a keyword, a number, a touch ID, extra words.
    static let lines = [
        "set A hidden W", "set A alpha W", "set A frame W", "set A color W", "set A handles W", "set A actions -W", "set A refuses -W",
        "set A W true", "set A rotate W", "set A value W", "set A on W", "set A canResignFirstResponder W",
        "set A keyCommands [{input: k, action: x, modifiers: [W]}]", "set A enabled W",
        "shake W", "press W", "remote W", "action copy: W B", "key c W", "tap W 1", "down W 1 1", "wait W", "tap 1 1 W",
        "add D W A frame 0,0,1,1 color red", "add D to A frame 0,0,1,1 color W", "reorder A W", "reparent A W B frame 0,0,1,1",
        "connect A x: W", "connect A x: for W", "control A W", "control A slider W 1", "control A slider value W",
        "control A switch on W", "control A scroll contentSize W", "W",
    ]

    @Test(arguments: lines)
    func theErrorIsOneShortLine(_ template: String) {
        let line = template.replacingOccurrences(of: "W", with: Self.word)

        #expect {
            try EventScript.parse(line, file: "long.events")
        } throws: { error in
            let text = "\(error)"
            return !text.contains("\n") && text.count < 800 && !text.contains(String(repeating: "w", count: 61))
        }
    }

    @Test func theWordIsShownByItsStartAndItsLength() throws {
        let text = try #require(Self.message("set A hidden \(Self.word)"))

        #expect(text == "long.events:1:1: set: hidden takes true or false, found '\(String(repeating: "w", count: 60))… (10000 characters)'")
    }

    static func message(_ line: String) -> String? {
        do {
            _ = try EventScript.parse(line, file: "long.events")
            return nil
        } catch {
            return "\(error)"
        }
    }
}
