import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// Every target and action of a control and a recognizer, in the scene format and through a
/// capture, sent in the order they were added; a further window's views beside its root
/// controller's view; a window class's own hitTest override.
@Suite("Capture: every target and action, every window's views")
struct SeveralTargetsTests {
    /// Save sends save: and log: to two targets on touchUpInside, then pressed: (added last) on
    /// the same event, and note: on touchDown; the root's tap sends dismiss: and logTap:. The
    /// overlay window holds a Close button beside its root controller's view.
    static let scene = """
    title: several targets
    size: [300, 400]
    root:
      controller: ViewController
      actions: ["save:", "pressed:", "dismiss:"]
      view:
        name: root
        frame: [0, 0, 300, 400]
        gestures:
          - {name: rootTap, kind: tap, actions: [{action: "dismiss:", target: ViewController}, {action: "logTap:", target: Logger}]}
        subviews:
          - name: Logger
            frame: [0, 300, 10, 10]
            actions: ["log:", "logTap:", "note:"]
          - name: Save
            frame: [20, 20, 100, 44]
            control: {actions: [{action: "save:", target: ViewController}, {action: "log:", target: Logger}, {action: "note:", target: Logger, event: touchDown}, {action: "pressed:", target: ViewController}]}
    windows:
      - name: overlay
        windowLevel: alert
        frame: [0, 300, 300, 100]
        root:
          controller: BannerController
          actions: ["close:"]
          view: {name: banner, frame: [0, 0, 300, 40]}
        subviews:
          - name: Close
            frame: [200, 50, 80, 40]
            control: {action: "close:", target: BannerController}
    """

    /// The actions sent, in order: to a target (`sentToTarget`) or by a recognizer (`gestureAction`).
    static func sentActions(_ scene: LoadedScene, tap: String) throws -> [String] {
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(try EventScript.parse("tap \(tap)\n", file: "tap"))
        return log.steps.map(\.jsonLine).filter { $0.contains("\"sentToTarget\"") || $0.contains("\"gestureAction\"") }.compactMap { line in
            guard let start = line.range(of: "\"action\":\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    static func errors(_ text: String) -> [String] {
        do {
            _ = try SceneParser.parse(text, file: "x.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aSceneSendsEveryTargetActionInTheOrderAdded() throws {
        // Precondition: the scene above.
        let scene = try LoadedScene.load(text: Self.scene, file: "several.yaml")

        // Action: a tap on Save, on the root, on the overlay's Close.
        let save = try Self.sentActions(scene, tap: "60 40")
        let root = try Self.sentActions(try LoadedScene.load(text: Self.scene, file: "several.yaml"), tap: "150 200")
        let close = try Self.sentActions(try LoadedScene.load(text: Self.scene, file: "several.yaml"), tap: "240 370")

        // Assertion: touchDown's action first, then touchUpInside's in the order added, whoever the target.
        #expect(save == ["note:", "save:", "log:", "pressed:"])
        #expect(root == ["dismiss:", "logTap:"])
        #expect(close == ["close:"])
        let control = try #require(scene.document.root.view.subviews.compactMap { node -> ControlNode? in
            if case .view(let view) = node { return view.control }
            return nil
        }.first)
        #expect(control.connections.map(\.event) == [.touchUpInside, .touchUpInside, .touchDown, .touchUpInside])
    }

    @Test func theImportedSceneWriterWritesEveryTargetActionAndWindowViewBack() throws {
        // Precondition: the scene, read.
        let document = try SceneParser.parse(Self.scene, file: "several.yaml")

        // Action: written as import writes a scene, and read again.
        let yaml = ImportedSceneWriter.yaml(document, source: "several.yaml", capture: true)
        let reread = try SceneParser.parse(yaml, file: "written.yaml")

        // Assertion: the same controls, recognizers and windows.
        #expect(reread.root == document.root)
        #expect(reread.windows == document.windows)
        #expect(yaml.contains("actions: [{action: \"save:\", target: \"ViewController\"}, {action: \"log:\", target: \"Logger\"}"))
    }

    @Test func theSingleFormAndAListOfOneAreOneScene() throws {
        // Precondition: one button written both ways.
        func scene(_ control: String) -> String {
            "root:\n  controller: VC\n  actions: [\"a:\"]\n  view:\n    name: root\n    frame: [0, 0, 100, 100]\n    subviews:\n"
                + "      - {name: B, frame: [0, 0, 50, 50], control: \(control)}\n"
        }

        // Action: both read.
        let single = try SceneParser.parse(scene("{action: \"a:\", target: VC}"), file: "x.yaml")
        let listed = try SceneParser.parse(scene("{actions: [{action: \"a:\", target: VC}]}"), file: "x.yaml")
        let none = try SceneParser.parse(scene("{actions: []}"), file: "x.yaml")

        // Assertion: the same document; an empty list is a control with nothing connected.
        #expect(single.root == listed.root)
        guard case .view(let view) = none.root.view.subviews[0] else { Issue.record("not a view"); return }
        #expect(view.control?.action == nil && view.control?.connections.isEmpty == true)
    }

    @Test func aWrongListGivesOneClearLineEach() {
        // Precondition: the mistakes a hand-written list can make.
        let base = "root:\n  controller: VC\n  view:\n    name: root\n    frame: [0, 0, 100, 100]\n    subviews:\n      - {name: B, frame: [0, 0, 50, 50], control: "
        let gestureBase = "root:\n  controller: VC\n  view:\n    name: root\n    frame: [0, 0, 100, 100]\n    gestures: [{name: t, kind: tap, "

        // Action and assertion: each refused with its own line.
        #expect(Self.errors(base + "{action: \"a:\", actions: [{action: \"b:\"}]}}\n").contains { $0.contains("control.action: give either 'actions'") })
        #expect(Self.errors(base + "{actions: [{target: VC}]}}\n").contains { $0.contains("actions[0].action: missing: each target-action needs an action") })
        #expect(Self.errors(base + "{actions: [{action: \"a:\", target: Nobody}]}}\n").contains { $0.contains("Nobody") })
        #expect(Self.errors(base + "{actions: [{action: \"a:\", event: valueChanged}]}}\n").contains { $0.contains("never sends valueChanged") })
        #expect(Self.errors(base + "{actions: [{action: \"a:\", colour: red}]}}\n").contains { $0.contains("colour") })
        #expect(Self.errors(base + "{actions: \"a:\"}}\n").contains { $0.contains("expected a list of target-actions") })
        #expect(Self.errors(gestureBase + "target: VC, actions: [{action: \"a:\"}]}]\n").contains { $0.contains("target: give either 'actions'") })
        #expect(Self.errors(gestureBase + "actions: [{action: \"a:\", event: touchDown}]}]\n").contains { $0.contains("event") })
    }

    @Test func theModelsCaptureKeepsTheOrderAndTheWindowsViews() throws {
        // Precondition: the scene's trace of the three taps.
        let script = try EventScript.parse("tap 60 40\ntap 150 200\ntap 240 370\n", file: "taps")
        let expected = CaptureRoundTripTests.trace(try LoadedScene.load(text: Self.scene, file: "several.yaml"), script)

        // Action: captured, imported directly and as the scene file import writes.
        let json = CaptureRoundTripTests.capture(try LoadedScene.load(text: Self.scene, file: "several.yaml"))
        let (direct, written) = try CaptureRoundTripTests.imported(json, file: "several.json")

        // Assertion: no warning, the same trace: pressed: after log: although it goes to save:'s target.
        #expect(direct.warnings.isEmpty, "\(direct.warnings)")
        #expect(CaptureRoundTripTests.trace(direct, script) == expected)
        #expect(CaptureRoundTripTests.trace(written, script) == expected)
        #expect(direct.document.windows.first?.subviews.count == 1)
    }
}

/// A hand-written app capture with several targets, an overlay window holding a view beside its
/// root controller's view, and that window's class overriding hitTest(_:with:).
@Suite("Capture: an app's several targets and its overlay window")
struct SeveralTargetsAppCaptureTests {
    static func view(_ className: String, _ superclasses: [String], _ address: String, superview: String?, frame: [Double],
                     _ extra: [String: Any] = [:]) -> [String: Any] {
        var object: [String: Any] = [
            "class": className, "superclasses": superclasses, "address": address, "superview": superview.map { $0 as Any } ?? NSNull(),
            "frame": frame, "bounds": [0, 0, frame[2], frame[3]], "overrides": [String](),
        ]
        object.merge(extra) { $1 }
        return object
    }

    static func controller(_ className: String, _ address: String) -> [String: Any] {
        ["class": className, "superclasses": ["UIViewController"], "address": address]
    }

    static let text: String = {
        let views: [[String: Any]] = [
            view("UIWindow", ["UIView"], "0x100", superview: nil, frame: [0, 0, 300, 400],
                 ["window": ["windowLevel": 0, "isKeyWindow": true, "rootViewController": "0x900"]]),
            view("UIView", [], "0x101", superview: "0x100", frame: [0, 0, 300, 400], [
                "controller": controller("App.ViewController", "0x900"),
                "gestureRecognizers": [[
                    "class": "UITapGestureRecognizer", "superclasses": ["UIGestureRecognizer"], "address": "0x700",
                    "numberOfTapsRequired": 1, "numberOfTouchesRequired": 1,
                    "targets": [["action": "dismiss:", "targetClass": "App.ViewController", "target": "0x900"],
                                ["action": "logTap:", "targetClass": "App.AppDelegate", "target": "0x800"]],
                ]],
            ]),
            view("UIButton", ["UIControl", "UIView"], "0x102", superview: "0x101", frame: [20, 20, 100, 44], [
                "text": "Save",
                "control": ["isEnabled": true, "targets": [
                    ["target": "0x900", "targetClass": "App.ViewController", "events": [
                        ["event": "touchDown", "actions": ["highlight:"]], ["event": "touchUpInside", "actions": ["save:", "validate:"]],
                    ]],
                    ["target": "0x800", "targetClass": "App.AppDelegate", "events": [["event": "touchUpInside", "actions": ["track:"]]]],
                ]],
            ]),
            view("App.OverlayWindow", ["UIWindow", "UIView"], "0x200", superview: nil, frame: [0, 300, 300, 100], [
                "accessibilityIdentifier": "overlay", "overrides": ["hitTest"],
                "window": ["windowLevel": 2000, "isKeyWindow": false, "rootViewController": "0x901"],
            ]),
            view("UIView", [], "0x201", superview: "0x200", frame: [0, 0, 300, 40], ["controller": controller("App.BannerController", "0x901")]),
            view("UIButton", ["UIControl", "UIView"], "0x202", superview: "0x200", frame: [200, 50, 80, 40], [
                "text": "Close",
                "control": ["isEnabled": true, "targets": [["target": "0x901", "targetClass": "App.BannerController",
                                                            "events": [["event": "touchUpInside", "actions": ["close:"]]]]]],
            ]),
        ]
        let root: [String: Any] = [
            "responderSandboxCapture": 1,
            "application": ["class": "UIApplication", "address": "0x600",
                            "delegate": ["isResponder": true, "class": "App.AppDelegate", "superclasses": ["UIResponder"], "address": "0x800"]],
            "views": views,
        ]
        let data = try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }()

    @Test func everyTargetIsConnectedAndSentInOrder() throws {
        // Precondition: the capture, imported.
        let scene = try LoadedScene.load(text: Self.text, file: "app.json")

        // Action: a tap on Save and one on the root view.
        let save = try SeveralTargetsTests.sentActions(scene, tap: "60 40")
        let root = try SeveralTargetsTests.sentActions(try LoadedScene.load(text: Self.text, file: "app.json"), tap: "150 200")

        // Assertion: no warning; touchDown's action, then touchUpInside's target by target as the
        // capture lists them, each target's actions in its order; both of the recognizer's targets.
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        #expect(save == ["highlight:", "save:", "validate:", "track:"])
        #expect(root == ["dismiss:", "logTap:"])
    }

    @Test func theOverlayWindowsOwnViewIsKeptAndTakesItsTouch() throws {
        // Precondition: the capture, imported directly and as the scene file import writes.
        let scene = try LoadedScene.load(text: Self.text, file: "app.json")
        let written = try LoadedScene.load(text: ImportedSceneWriter.yaml(scene.document, source: "app.json", capture: true), file: "app.yaml")

        // Action: a tap on Close, which the overlay window holds beside its root controller's view.
        let close = try SeveralTargetsTests.sentActions(scene, tap: "240 370")
        let closeWritten = try SeveralTargetsTests.sentActions(written, tap: "240 370")
        let why = try WhyAnalyzer(scene: scene).answer(view: "Close", at: CGPoint(x: 240, y: 370))

        // Assertion: Close is in the overlay window, in front of its root view, and sends close:.
        #expect(scene.view(named: "Close")?.superview === scene.application.windows[1])
        #expect(scene.application.windows[1].subviews.last?.name == "Close")
        #expect(close == ["close:"])
        #expect(closeWritten == ["close:"])
        #expect(why.gets)
    }

    @Test func theWindowClassesHitTestOverrideIsKeptAndNamed() throws {
        // Precondition: the capture, imported.
        let scene = try LoadedScene.load(text: Self.text, file: "app.json")

        // Action: why Close, in the overriding window, gets a tap.
        let why = try WhyAnalyzer(scene: scene).answer(view: "Close", at: CGPoint(x: 240, y: 370))

        // Assertion: the override is on the window, and a remark (not a reason) names it.
        #expect(scene.document.windows.first?.overrides == ["hitTest"])
        #expect(scene.document.windowOverrides.isEmpty)
        #expect(why.remarks.contains { $0.kind == .hitTestOverride && $0.view == "overlay"
            && $0.detail == "overlay overrides hitTest(_:with:): the sandbox cannot run it and assumes UIKit's default" })
        #expect(!why.reasons.contains { $0.kind == .hitTestOverride })
        #expect(ImportedSceneWriter.yaml(scene.document, source: "app.json", capture: true).contains("    overrides: [\"hitTest\"]\n"))
    }

    @Test func tooManyTargetsAreCappedWithAWarningAndABrokenSendsListIsSkipped() throws {
        // Precondition: a control with 60 actions on one target, a recognizer with 60 targets, and
        // a `sandbox.sends` list of wrong shapes on another control.
        let many = (0..<60).map { "\"a\($0):\"" }.joined(separator: ", ")
        let targets = (0..<60).map { "{\"action\": \"t\($0):\", \"target\": \"0x900\"}" }.joined(separator: ", ")
        var text = Self.text
        text = text.replacingOccurrences(of: "\"actions\":[\"save:\",\"validate:\"]", with: "\"actions\":[\(many)]")
        text = text.replacingOccurrences(of: "\"targets\":[{\"action\":\"dismiss:\"", with: "\"targets\":[\(targets), {\"action\":\"dismiss:\"")
        text = text.replacingOccurrences(of: "\"text\":\"Close\"", with: "\"text\":\"Close\",\"sandbox\":{\"sends\":[7, {\"action\": 3}, {\"action\": \"x:\", \"events\": [\"nope\", 5]}]}")
        #expect(text.contains("a59:") && text.contains("t59:") && text.contains("nope"))

        // Action: imported.
        let scene = try LoadedScene.load(text: text, file: "many.json")

        // Assertion: the first 50 of each connected, a warning for each cap; Close connected to nothing, no crash.
        #expect(scene.warnings.contains { $0.description.contains("Save: 62 target-actions; the first 50 are connected") })
        #expect(scene.warnings.contains { $0.description.contains("62 targets; the first 50 are connected") })
        let save = try #require(scene.view(named: "Save") as? UIControl)
        #expect(save.actions(forTarget: scene.responders["ViewController"], forControlEvent: .touchUpInside)?.count == 49)
        #expect(try #require(scene.view(named: "Close") as? UIControl).allTargets.isEmpty)
    }
}
