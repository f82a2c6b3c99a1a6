import Foundation
import Testing
import ResponderCore
import SandboxScenes

/// An events file may give a finger's number again once it has lifted. UIKit never has two
/// live touches with one identity: while a recognizer holds back the lifted touch's
/// touchesEnded, the new finger goes on as a touch of a fresh number, and a caption says so.
@Suite("An events file's finger numbers given again")
struct TouchNumberTests {
    /// A card whose double tap holds back the first tap's touchesEnded (delaysTouchesEnded,
    /// UIKit's default) while it waits for the second tap.
    static let scene = """
    root:
      controller: ViewController
      actions: ["zoom:"]
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: card
            frame: [100, 100, 300, 200]
            handles: [touches]
            gestures:
              - {name: doubleTap, kind: tap, taps: 2, action: "zoom:", target: ViewController}
    """

    static func play(_ events: String, on text: String = scene) throws -> (log: TraceLog, runner: ScriptRunner) {
        let loaded = try LoadedScene.load(text: text, file: "card.yaml")
        let script = try EventScript.parse(events, file: "double.events")
        #expect(script.diagnostics(against: loaded, file: "double.events").isEmpty)
        let log = TraceLog()
        loaded.attach(log)
        let runner = ScriptRunner(scene: loaded)
        runner.run(script)
        return (log, runner)
    }

    /// The touches each phase was delivered or refused to, in order.
    static func touches(_ log: TraceLog, _ phase: String) -> [Int] {
        log.results.filter { $0.event == phase }.compactMap(\.touch)
    }

    @Test func aFingerGivenTheNumberOfATouchWhoseEndIsHeldGoesOnAsANewTouch() throws {
        // Precondition: the card's double tap, written with one finger number for both taps.
        let events = "down 1 200 200\nup 1 200 200\ndown 1 200 200\nup 1 200 200\n"

        // Action: the file plays.
        let (log, runner) = try Self.play(events)

        // Assertion: the second finger is touch 2, with a caption naming the held touch; each
        // touch begins once, and the double tap recognizes.
        #expect(log.steps.contains(.caption(text: "finger 1 is touch 2: touch 1 has lifted, but doubleTap still holds back its touchesEnded",
                                            kind: .touchNumber)))
        #expect(Self.touches(log, "touchesBegan") == [1, 2])
        #expect(log.steps.contains(.gesture(recognizer: "doubleTap", view: "card", state: .recognized)))
        #expect(runner.touchNumber(of: 1) == 2)
        let text = log.steps.map(\.textLine)
        let caption = try #require(text.firstIndex { $0.hasPrefix("-- finger 1 is touch 2") })
        let secondBegan = try #require(log.steps.firstIndex { $0.deliveryResult?.event == "touchesBegan" && $0.deliveryResult?.touch == 2 })
        #expect(caption < secondBegan)
    }

    @Test func aNumberWhoseTouchHasFinishedIsGivenAgainUnchanged() throws {
        // Precondition: nothing holds a lifted touch back (the double tap has failed after its wait).
        let events = "down 1 200 200\nup 1 200 200\nwait 1\ndown 1 200 200\nup 1 200 200\n"

        // Action: the file plays.
        let (log, runner) = try Self.play(events)

        // Assertion: touch 1 both times, and no caption about numbers.
        #expect(Self.touches(log, "touchesBegan") == [1, 1])
        #expect(!log.steps.contains { if case .caption(_, .touchNumber) = $0 { return true } else { return false } })
        #expect(runner.touchNumber(of: 1) == 1)
    }

    @Test func anotherFingerWhoseNumberATouchGoesOnAsIsRenumberedToo() throws {
        // Precondition: finger 1 went on as touch 2 while touch 1's end was held.
        let events = "down 1 200 200\nup 1 200 200\ndown 1 200 200\ndown 2 600 500\nup 2 600 500\nup 1 200 200\n"

        // Action: the file plays; finger 2 comes down while touch 2 is finger 1's.
        let (log, runner) = try Self.play(events)

        // Assertion: finger 2 is touch 3, and its lines reach touch 3, not finger 1's touch.
        #expect(log.steps.contains(.caption(text: "finger 2 is touch 3: touch 2 is finger 1's", kind: .touchNumber)))
        #expect(Self.touches(log, "touchesBegan") == [1, 2, 3])
        #expect(Self.touches(log, "touchesEnded").filter { $0 == 3 }.count == 1)
        #expect(runner.touchNumber(of: 2) == 3 && runner.touchNumber(of: 1) == 2)
    }
}
