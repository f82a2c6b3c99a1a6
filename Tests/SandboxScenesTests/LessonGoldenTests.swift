import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// Every lesson's suggested script, traced, must equal its golden JSON trace. Run with
/// `UPDATE_GOLDEN=1 swift test --filter LessonGoldenTests` after an intended change, then
/// read the diff of Tests/SandboxScenesTests/Golden before committing it.
@Suite("Lessons and their golden traces")
struct LessonGoldenTests {
    static let catalog = LessonCatalog.locate()!
    static let goldenSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func trace(_ lesson: LessonCatalog.Lesson) throws -> (lines: [String], messages: [String]) {
        let scene = try LoadedScene.load(contentsOf: lesson.url)
        let script = try EventScript.parse(scene.document.events ?? "", file: lesson.id)
        let log = TraceLog()
        scene.attach(log)
        let runner = ScriptRunner(scene: scene)
        runner.run(script)
        return (log.steps.map(\.jsonLine), runner.messages)
    }

    @Test func thereAreLessonsToCheck() {
        #expect(Self.catalog.lessons.count >= 20)
    }

    @Test(arguments: catalog.lessons.map(\.id))
    func lessonTraceMatchesItsGoldenFile(id: String) throws {
        let lesson = try #require(Self.catalog.lesson(id: id))
        let scene = try LoadedScene.load(contentsOf: lesson.url)
        let events = try #require(scene.document.events, "every lesson suggests an events script")
        let script = try EventScript.parse(events, file: id)
        #expect(script.diagnostics(against: scene, file: id).isEmpty)
        #expect(scene.document.explanation?.isEmpty == false)

        let (lines, messages) = try Self.trace(lesson)

        #expect(messages.isEmpty, "the suggested script runs without run-time notes")
        let goldenURL = Self.goldenSource.appendingPathComponent("\(id).jsonl")
        let actual = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try actual.write(to: goldenURL, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: goldenURL, encoding: .utf8)
        #expect(actual == golden)
    }

    @Test(arguments: catalog.lessons.map(\.id))
    func everyJSONLineHasItsDocumentedFields(id: String) throws {
        let (lines, _) = try Self.trace(try #require(Self.catalog.lesson(id: id)))
        let required: [String: Set<String>] = [
            "hitTest": ["type", "view"], "skipped": ["type", "view", "reason"],
            "pointInside": ["type", "view", "inside"], "hitTestReturn": ["type", "view", "result"],
            "deliver": ["type", "method", "responder", "handled"],
            "result": ["type", "event", "touch", "hitTestView", "firstResponder", "chain", "handledBy", "note"],
        ]
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let type = try #require(object["type"] as? String)
            if let fields = required[type] {
                #expect(fields.isSubset(of: Set(object.keys)), "\(line)")
            }
        }
    }
}

/// Lessons 01–04 reproduce the experiments of "iOS开发-事件的传递链和响应链是如何的": the hitTest / pointInside / return /
/// touchesBegan lines of A, B and C must read exactly as the article's NSLog output.
@Suite("The logging article's logs, from the lesson files")
struct ArticleLogLessonTests {
    static let onC = [
        "A --- hitTest", "A --- pointInside --- Yes", "B --- hitTest", "B --- pointInside --- Yes",
        "C --- hitTest", "C --- pointInside --- Yes",
        "C --- hitTest --- return C", "B --- hitTest --- return C", "A --- hitTest --- return C", "C --- touchesBegan",
    ]
    static let onBOutsideC = [
        "A --- hitTest", "A --- pointInside --- Yes", "B --- hitTest", "B --- pointInside --- Yes",
        "C --- hitTest", "C --- pointInside --- No",
        "C --- hitTest --- return (null)", "B --- hitTest --- return B", "A --- hitTest --- return B", "B --- touchesBegan",
    ]
    static let cIneligible = [
        "A --- hitTest", "A --- pointInside --- Yes", "B --- hitTest", "B --- pointInside --- Yes",
        "C --- hitTest",
        "C --- hitTest --- return (null)", "B --- hitTest --- return B", "A --- hitTest --- return B", "B --- touchesBegan",
    ]

    /// The article logs only from AView, BView and CView, and only touchesBegan.
    static func articleLines(lesson id: String, tapX: Double, tapY: Double) throws -> [String] {
        let catalog = LessonGoldenTests.catalog
        let scene = try LoadedScene.load(contentsOf: try #require(catalog.lesson(id: id)).url)
        let log = TraceLog()
        scene.application.traceRecorder = log
        scene.application.handleTouch(1, phase: .began, at: CGPoint(x: tapX, y: tapY))
        let names: Set = ["A", "B", "C"]
        return log.steps.compactMap { step in
            switch step {
            case .hitTest(let view, _):
                // The articles' NSLog lines print no point.
                return names.contains(view) ? "\(view) --- hitTest" : nil
            case .pointInside(let view, _), .hitTestReturn(let view, _):
                return names.contains(view) ? step.textLine : nil
            case .deliver("touchesBegan", let responder, true):
                return names.contains(responder) ? step.textLine : nil
            default:
                return nil
            }
        }
    }

    @Test func tapOnC() throws {
        #expect(try Self.articleLines(lesson: "01-hit-testing-basics", tapX: 350, tapY: 350) == Self.onC)
    }

    @Test func tapOnBOutsideC() throws {
        #expect(try Self.articleLines(lesson: "01-hit-testing-basics", tapX: 250, tapY: 250) == Self.onBOutsideC)
    }

    @Test(arguments: ["02-user-interaction-disabled", "03-hidden-view", "04-transparent-view"])
    func tapOnIneligibleC(lesson: String) throws {
        #expect(try Self.articleLines(lesson: lesson, tapX: 350, tapY: 350) == Self.cIneligible)
    }
}
