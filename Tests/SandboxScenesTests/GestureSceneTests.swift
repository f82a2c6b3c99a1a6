import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// The `gestures` key and `set` on recognizers, from text to live recognizers.
@Suite("Scenes: gesture recognizers")
struct GestureSceneTests {
    static let scene = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: card
            frame: [100, 100, 300, 200]
            handles: [touches]
            gestures:
              - {name: cardTap, kind: tap, action: "cardTapped:", target: ViewController, requiresToFail: [cardDouble]}
              - {name: cardDouble, kind: tap, taps: 2, touches: 2, action: "zoom:", cancelsTouchesInView: false}
              - {name: cardPress, kind: longPress, minimumPressDuration: 1.5, allowableMovement: 4, delaysTouchesBegan: true}
              - {name: cardSwipe, kind: swipe, direction: up, delaysTouchesEnded: false, enabled: false, simultaneousWith: [cardPress]}
              - {name: cardPinch, kind: pinch}
    """

    @Test func everyKeyReachesTheLiveRecognizer() throws {
        // Action: load the scene.
        let loaded = try LoadedScene.load(text: Self.scene, file: "gestures.yaml")
        let card = try #require(loaded.view(named: "card"))
        // Assertion: attached in order, with their kinds, keys, targets and relations.
        #expect(card.gestureRecognizers?.map(\.name) == ["cardTap", "cardDouble", "cardPress", "cardSwipe", "cardPinch"])
        #expect(card.gestureRecognizers?.map(\.kind) == ["tap", "tap", "longPress", "swipe", "pinch"])
        let tap = try #require(loaded.recognizers["cardTap"] as? UITapGestureRecognizer)
        #expect(tap.actionTargets.map(\.target.name) == ["ViewController"])
        #expect(tap.requiredToFail.map(\.name) == ["cardDouble"])
        let double = try #require(loaded.recognizers["cardDouble"] as? UITapGestureRecognizer)
        #expect(double.numberOfTapsRequired == 2 && double.numberOfTouchesRequired == 2 && !double.cancelsTouchesInView)
        // A recognizer without a target messages the view it is attached to.
        #expect(double.actionTargets.map(\.target.name) == ["card"])
        let press = try #require(loaded.recognizers["cardPress"] as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1.5 && press.allowableMovement == 4 && press.delaysTouchesBegan)
        let swipe = try #require(loaded.recognizers["cardSwipe"] as? UISwipeGestureRecognizer)
        #expect(swipe.direction == .up && !swipe.delaysTouchesEnded && !swipe.isEnabled)
        #expect(swipe.shouldRecognizeSimultaneously(with: press))
        #expect(loaded.responders["cardTap"] == nil)
    }

    @Test func setChangesARecognizerAndCaptionsIt() throws {
        // Precondition: cardTap cancels touches in view.
        let loaded = try LoadedScene.load(text: Self.scene, file: "gestures.yaml")
        let log = TraceLog()
        loaded.attach(log)
        // Action: the events file turns it off.
        let script = try EventScript.parse("set cardTap cancelsTouchesInView false\nset cardPinch enabled false", file: "x.events")
        #expect(script.diagnostics(against: loaded, file: "x.events").isEmpty)
        ScriptRunner(scene: loaded).run(script)
        // Assertion: changed, and the log says so in UIKit's words.
        #expect(loaded.recognizers["cardTap"]?.cancelsTouchesInView == false)
        #expect(loaded.recognizers["cardPinch"]?.isEnabled == false)
        #expect(log.steps.contains(.caption(text: "cardTap.cancelsTouchesInView = false")))
        #expect(log.steps.contains(.caption(text: "cardPinch.isEnabled = false")))
    }

    @Test func setOnANameThatIsNoRecognizerIsReportedAtItsLine() throws {
        let loaded = try LoadedScene.load(text: Self.scene, file: "gestures.yaml")
        let script = try EventScript.parse("wait 1\nset card delaysTouchesBegan true", file: "x.events")
        let lines = script.diagnostics(against: loaded, file: "x.events").map(\.description)
        #expect(lines == ["x.events:2:1: set: the scene has no gesture recognizer named 'card'"])
    }
}
