import Foundation
import ResponderCore
import ResponderSandboxCapture
import SeededRandom
import Testing
@testable import SandboxScenes

/// The capture file compiled against the model: a scene captured, imported (directly and as
/// the scene file `import` writes) and played the same input gives the same trace.
@Suite("Capture: scene → capture → scene, the same trace")
struct CaptureRoundTripTests {
    /// The model's capture, as `responder-sandbox capture` makes it.
    static func capture(_ scene: LoadedScene) -> String {
        scene.identifyViewsByName()
        return ResponderSandboxCapture.json(of: scene.application)
    }

    static func trace(_ scene: LoadedScene, _ script: EventScript) -> [String] {
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(script)
        return log.steps.map(\.jsonLine)
    }

    /// Both ways back: the capture loaded as it is, and the scene file `import` writes of it.
    static func imported(_ json: String, file: String) throws -> (direct: LoadedScene, written: LoadedScene) {
        let direct = try LoadedScene.load(text: json, file: file)
        let yaml = ImportedSceneWriter.yaml(direct.document, source: file, capture: true)
        return (direct, try LoadedScene.load(text: yaml, file: file + ".yaml"))
    }

    @Test(arguments: LessonGoldenTests.catalog.lessons.map(\.id))
    func everyLessonComesBackWithTheSameTrace(id: String) throws {
        let lesson = try #require(LessonGoldenTests.catalog.lesson(id: id))
        let original = try LoadedScene.load(contentsOf: lesson.url)
        let script = try EventScript.parse(original.document.events ?? "", file: id)
        let expected = Self.trace(try LoadedScene.load(contentsOf: lesson.url), script)

        let (direct, written) = try Self.imported(Self.capture(original), file: "\(id).json")

        #expect(direct.warnings.isEmpty, "\(direct.warnings)")
        #expect(Set(direct.responders.keys) == Set(original.responders.keys), "every responder comes back under its name")
        #expect(Set(direct.recognizers.keys) == Set(original.recognizers.keys))
        #expect(Self.trace(direct, script) == expected)
        #expect(Self.trace(written, script) == expected)
    }

    @Test func randomScenesComeBackWithTheSameTrace() throws {
        var rng = SplitMix64(name: "capture round trip")
        for number in 0..<60 {
            let text = RandomCapturedScene.yaml(using: &rng)
            let events = RandomCapturedScene.events(using: &rng)
            let original = try LoadedScene.load(text: text, file: "random-\(number).yaml")
            let script = try EventScript.parse(events, file: "random-\(number).events")
            let expected = Self.trace(try LoadedScene.load(text: text, file: "random-\(number).yaml"), script)

            let (direct, written) = try Self.imported(Self.capture(original), file: "random-\(number).json")

            #expect(Self.trace(direct, script) == expected, "random scene \(number):\n\(text)\n\(events)")
            #expect(Self.trace(written, script) == expected, "random scene \(number), as written by import")
        }
    }

    @Test func theCaptureNamesWindowsRecognizersTargetsAndTheFirstResponder() throws {
        let scene = try LoadedScene.load(text: RandomCapturedScene.fixed, file: "fixed.yaml")

        let json = Self.capture(scene)

        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(root["views"] as? [[String: Any]])
        let windows = views.filter { $0["window"] != nil }
        #expect(windows.count == 2)
        #expect((windows[1]["window"] as? [String: Any])?["windowLevel"] as? Double == 2000)
        #expect((windows[1]["window"] as? [String: Any])?["isKeyWindow"] as? Bool == true)
        let card = try #require(views.first { $0["accessibilityIdentifier"] as? String == "card" })
        let tap = try #require((card["gestureRecognizers"] as? [[String: Any]])?.first)
        #expect(tap["class"] as? String == "UITapGestureRecognizer")
        #expect(tap["numberOfTapsRequired"] as? Int == 2)
        #expect(tap["cancelsTouchesInView"] as? Bool == false)
        let target = try #require((tap["targets"] as? [[String: Any]])?.first)
        #expect(target["action"] as? String == "zoom:")
        #expect(target["targetClass"] as? String == "ViewController")
        let ok = try #require(views.first { $0["accessibilityIdentifier"] as? String == "ok" })
        let control = try #require(ok["control"] as? [String: Any])
        let targets = try #require(control["targets"] as? [[String: Any]])
        #expect(targets.count == 1 && targets[0]["target"] is NSNull, "a nil-targeted action's target is NSNull, written null")
        #expect((ok["superclasses"] as? [String]) == ["UIControl", "UIView"])
        let field = try #require(views.first { $0["accessibilityIdentifier"] as? String == "field" })
        #expect(field["isFirstResponder"] as? Bool == true)
        let list = try #require(views.first { $0["accessibilityIdentifier"] as? String == "list" })
        #expect((list["scrollView"] as? [String: Any])?["delaysContentTouches"] as? Bool == false)
    }
}
