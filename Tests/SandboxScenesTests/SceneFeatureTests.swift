import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// The later scene keys and events commands (window scene, window views, class, logChain …), loaded from text and run.
@Suite("Scene keys for controls, text fields, window scenes and warnings")
struct SceneFeatureTests {
    static func load(_ body: String) throws -> LoadedScene {
        try LoadedScene.load(text: body, file: "scene.yaml")
    }

    static func run(_ scene: LoadedScene, _ events: String) throws -> TraceLog {
        let log = TraceLog()
        scene.attach(log)
        let runner = ScriptRunner(scene: scene)
        runner.run(try EventScript.parse(events, file: "events"))
        #expect(runner.messages.isEmpty)
        return log
    }

    static let buttonOverBackdrop = """
    root:
      controller: ViewController
      actions: ["go:"]
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - {name: backdrop, frame: [0, 0, 400, 400], handles: [touches]}
          - {name: OK, frame: [100, 100, 120, 44], control: {action: "go:", event: primaryActionTriggered, enabled: ENABLED}}
    """

    @Test func primaryActionTriggeredFiresTheButtonsAction() throws {
        // Precondition: a button whose action is registered for primaryActionTriggered.
        let scene = try Self.load(Self.buttonOverBackdrop.replacingOccurrences(of: "ENABLED", with: "true"))

        // Action: a tap on it.
        let log = try Self.run(scene, "tap 150 120")

        // Assertion: the action follows touchUpInside and reaches the controller.
        #expect(log.results.first { $0.event == "go:" }?.handledBy == "ViewController")
    }

    @Test func aDisabledControlLetsTheTouchFallToTheViewBehind() throws {
        // Precondition: the same button with control.enabled false.
        let scene = try Self.load(Self.buttonOverBackdrop.replacingOccurrences(of: "ENABLED", with: "false"))
        #expect((scene.view(named: "OK") as? UIControl)?.isEnabled == false)

        // Action: a tap on it.
        let log = try Self.run(scene, "tap 150 120")

        // Assertion: skipped as disabled; the backdrop gets the touch; no action.
        #expect(log.steps.contains(.skipped(view: "OK", reason: .disabled)))
        #expect(log.results.first?.hitTestView == "backdrop")
        #expect(!log.results.contains { $0.event == "go:" })
    }

    @Test func aTextFieldBecomesFirstResponderWhenTappedAndEndEditingResignsIt() throws {
        // Precondition: a text field in a form, nobody first responder.
        let scene = try Self.load("""
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - name: form
                frame: [0, 0, 400, 400]
                subviews:
                  - {name: field, frame: [10, 10, 200, 40], textField: true}
        """)
        #expect(scene.application.firstResponder == nil)

        // Action: tap the field, then end editing on the form.
        let log = try Self.run(scene, "tap 50 30\nendEditing form")

        // Assertion: it became first responder on the tap and resigned on endEditing.
        let changes = log.steps.compactMap { if case .firstResponder(let name) = $0 { name ?? "none" } else { nil } }
        #expect(changes == ["field", "none"])
        #expect(scene.application.firstResponder == nil)
    }

    @Test func windowSceneTrueAddsUIWindowSceneToEveryChain() throws {
        // Precondition: a scene with windowScene: true.
        let scene = try Self.load("""
        windowScene: true
        root:
          controller: ViewController
          view: {name: root, frame: [0, 0, 800, 600]}
        """)

        // Action: tap the root view.
        let log = try Self.run(scene, "tap 10 10")

        // Assertion: UIWindowScene between UIWindow and UIApplication.
        #expect(log.results.first?.chain == ["root", "ViewController", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
        #expect(scene.responders["UIWindowScene"] is UIWindowScene)
    }

    @Test func lesson26PrintsTheArticlesChainExactly() throws {
        // Precondition: the lesson that rebuilds the logging article's app.
        let lesson = try #require(LessonGoldenTests.catalog.lesson(id: "26-printed-chain-with-window-scene"))
        let scene = try LoadedScene.load(contentsOf: lesson.url)

        // Action: log the label's chain, as the article's logOutResponderChain: does.
        let log = try Self.run(scene, "logChain label")

        // Assertion: the article's line, word for word.
        let line = try #require(log.steps.first { if case .chainLog = $0 { true } else { false } })
        #expect(line.textLine == "UILabel -> UIView -> UIView -> ViewController -> UIDropShadowView -> UITransitionView -> UIWindow -> UIWindowScene -> UIApplication -> AppDelegate -> *")
        // UIKit's private views are drawn as views and named as private.
        #expect(scene.view(named: "UITransitionView†")?.superview === scene.window)
        #expect(scene.view(named: "UIDropShadowView†") != nil)
    }

    @Test func aNonResponderDelegateWithHandlesAndActionsLoadsWithWarnings() throws {
        // Precondition: the delegate flipped to responder: false, its lists left in place.
        let text = """
        delegate: {name: AppDelegate, responder: false, handles: [touches], actions: ["copy:"]}
        root:
          controller: ViewController
          view: {name: root, frame: [0, 0, 800, 600]}
        """

        // Action: load it.
        let scene = try Self.load(text)

        // Assertion: loaded, the chain ends at UIApplication, and one warning per key.
        #expect(scene.window.rootViewController?.view.responderChain.last?.name == "UIApplication")
        #expect(scene.warnings.map(\.description) == [
            "scene.yaml:1:58: delegate.handles: warning: the delegate is not a responder (responder: false), so 'handles' has no effect",
            "scene.yaml:1:78: delegate.actions: warning: the delegate is not a responder (responder: false), so 'actions' has no effect",
        ])
    }
}

/// `trace`'s output: steps written as bytes, as they are recorded, in 64 KiB blocks.
@Suite("TraceOutput writes what the steps' lines say")
struct TraceOutputTests {
    @Test(arguments: [TraceOutput.Format.json, .text])
    func aLongRunWrittenThroughTraceOutputEqualsItsLinesJoined(format: TraceOutput.Format) throws {
        // Precondition: lesson 25 recorded both into a log and straight into a TraceOutput on a file.
        let lesson = try #require(LessonGoldenTests.catalog.lesson(id: "25-touches-follow-began"))
        let scene = try LoadedScene.load(contentsOf: lesson.url)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-output-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let output = TraceOutput(fileDescriptor: handle.fileDescriptor, format: format)
        let log = TraceLog()
        final class Both: TraceRecorder {
            let recorders: [TraceRecorder]
            init(_ recorders: [TraceRecorder]) { self.recorders = recorders }
            func record(_ step: TraceStep) { recorders.forEach { $0.record(step) } }
        }
        scene.attach(Both([log, output]))

        // Action: its script 300 times (well over one 64 KiB block), then the last flush.
        let runner = ScriptRunner(scene: scene)
        let script = try EventScript.parse(scene.document.events ?? "", file: lesson.id)
        for _ in 0..<300 { runner.run(script) }
        output.flush()
        try handle.close()

        // Assertion: the file holds exactly the steps' lines, in order.
        let written = try String(contentsOf: url, encoding: .utf8)
        let expected = log.steps.map { format == .json ? $0.jsonLine : $0.textLine }.joined(separator: "\n") + "\n"
        #expect(written.utf8.count > 1 << 16)
        #expect(written == expected)
    }
}
