import Foundation
import ResponderCore
import ResponderSandboxCapture
import SeededRandom
import Testing
@testable import SandboxScenes

/// Every capture the file writes, and the example in Assets/Captures, keeps to docs/capture.schema.json.
@Suite("Capture: the JSON keeps to its schema")
struct CaptureSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func validator() throws -> CaptureSchemaValidator {
        let data = try Data(contentsOf: repository.appendingPathComponent("docs/capture.schema.json"))
        return CaptureSchemaValidator(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    static func problems(_ json: String) throws -> [String] {
        try validator().problems(try JSONSerialization.jsonObject(with: Data(json.utf8)))
    }

    @Test(arguments: LessonGoldenTests.catalog.lessons.map(\.id))
    func everyLessonsCaptureKeepsToTheSchema(id: String) throws {
        let lesson = try #require(LessonGoldenTests.catalog.lesson(id: id))
        let scene = try LoadedScene.load(contentsOf: lesson.url)

        let json = CaptureRoundTripTests.capture(scene)

        #expect(try Self.problems(json) == [])
    }

    @Test func randomScenesCapturesKeepToTheSchema() throws {
        var rng = SplitMix64(name: "capture schema")
        for number in 0..<20 {
            let scene = try LoadedScene.load(text: RandomCapturedScene.yaml(using: &rng), file: "random-\(number).yaml")

            let json = CaptureRoundTripTests.capture(scene)

            #expect(try Self.problems(json) == [], "random scene \(number)")
        }
    }

    @Test func theExampleCaptureKeepsToTheSchema() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("Assets/Captures/settings-app.json"), encoding: .utf8)

        #expect(try Self.problems(text) == [])
    }

    @Test func theValidatorRefusesWhatTheSchemaForbids() throws {
        let valid = CaptureRoundTripTests.capture(try LoadedScene.load(text: RandomCapturedScene.fixed, file: "fixed.yaml"))
        let broken = [
            valid.replacingOccurrences(of: "\"isHidden\": false", with: "\"isHidden\": 0"),
            valid.replacingOccurrences(of: "\"bounds\": ", with: "\"bounds_\": "),
            valid.replacingOccurrences(of: "\"state\": \"possible\"", with: "\"state\": \"asleep\""),
            valid.replacingOccurrences(of: "\"responderSandboxCapture\": 1", with: "\"responderSandboxCapture\": 2"),
        ]

        for text in broken {
            #expect(text != valid)
            #expect(try !Self.problems(text).isEmpty)
        }
    }
}
