import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// What a scene says about UIKit's finer points: labels and image views that take no
/// touches, and the keys and commands of the fourth fidelity round.
@Suite("Scenes: labels without touches, key windows, delegates, swipes, sliders, plain controls")
struct FidelitySceneTests {
    static func run(_ scene: String, _ events: String) throws -> (LoadedScene, TraceLog) {
        let loaded = try LoadedScene.load(text: scene, file: "scene.yaml")
        let log = TraceLog()
        loaded.attach(log)
        ScriptRunner(scene: loaded).run(try EventScript.parse(events, file: "events"))
        return (loaded, log)
    }

    static func labelScene(_ labelKeys: String) -> String {
        """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - name: card
                frame: [100, 100, 400, 200]
                handles: [touches]
                subviews:
                  - {name: caption, frame: [50, 50, 200, 50], handles: [touches], \(labelKeys)}
        """
    }

    // MARK: - Labels and image views take no touches by default

    @Test(arguments: ["class: UILabel", "class: UIImageView", "class: MyApp.Badge, baseClass: UILabel",
                      "class: MyApp.Photo, baseClass: UIImageView"])
    func aLabelOrAnImageViewTakesNoTouchesByDefault(keys: String) throws {
        // Precondition: a label-like view inside a card, both handling touches.
        // Action: a tap on the label.
        let (_, log) = try Self.run(Self.labelScene(keys), "tap 200 170")

        // Assertion: UIView.isUserInteractionEnabled, "default is false for UILabel and
        // UIImageView": hitTest passes the label by and the card takes the touch.
        #expect(log.results.first?.hitTestView == "card")
    }

    @Test func userInteractionEnabledTrueTurnsALabelBackOn() throws {
        // Precondition: the label says userInteractionEnabled: true. Action: a tap on it.
        let (_, log) = try Self.run(Self.labelScene("class: UILabel, userInteractionEnabled: true"), "tap 200 170")

        // Assertion: the scene's word wins over the class's default.
        #expect(log.results.first?.hitTestView == "caption")
    }
}
