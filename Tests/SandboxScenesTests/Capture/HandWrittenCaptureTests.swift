import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// Assets/Captures/settings-app.json, written by hand in the documented format: a tab bar
/// controller, a navigation controller, a keyboard-dismiss tap recognizer, a badge whose class
/// overrides point(inside:with:), a toast window above the main one; imported and asked `why`.
@Suite("Capture: a hand-written app capture, asked why")
struct HandWrittenCaptureTests {
    static func scene() throws -> LoadedScene {
        try LoadedScene.load(contentsOf: CaptureSchemaTests.repository.appendingPathComponent("Assets/Captures/settings-app.json"))
    }

    static func name(_ scene: LoadedScene, _ address: String) throws -> String {
        try #require(scene.viewName(forAddress: address))
    }

    @Test func controllersAreInTheChainWhereUIKitPutsThem() throws {
        let scene = try Self.scene()

        let answer = try WhyAnalyzer(scene: scene).answer(view: "Save", at: nil)

        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        #expect(answer.gets)
        #expect(answer.chain.starts(with: ["Save", "UIView-7000", "SettingsViewController"]))
        #expect(answer.chain.contains("UINavigationController") && answer.chain.contains("UITabBarController"))
        #expect(answer.chain.suffix(4) == ["UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test func aControlsTargetAndActionAreConnected() throws {
        let scene = try Self.scene()
        let log = TraceLog()
        scene.attach(log)

        ScriptRunner(scene: scene).run(try EventScript.parse("tap 80 202\n", file: "tap"))

        let lines = log.steps.map(\.jsonLine)
        #expect(lines.contains { $0.contains("\"save:\"") && $0.contains("SettingsViewController") })
        let why = try WhyAnalyzer(scene: scene).answer(view: "Save", at: CGPoint(x: 80, y: 202))
        #expect(!why.reasons.contains { $0.kind == .noAction })
        #expect(!why.reasons.contains { $0.kind == .recognizer }, "a control's tap wins over the keyboard-dismiss tap of its superview")
    }

    @Test func theKeyboardDismissRecognizerTakesATapOnTheBackground() throws {
        let scene = try Self.scene()
        let log = TraceLog()
        scene.attach(log)

        ScriptRunner(scene: scene).run(try EventScript.parse("tap 200 500\n", file: "tap"))

        let recognizer = try #require(scene.recognizers["UIView-7000.tap"])
        #expect(recognizer.cancelsTouchesInView)
        #expect(log.steps.map(\.jsonLine).contains { $0.contains("gestureAction") && $0.contains("dismissKeyboard") })
    }

    @Test func aClassOverridingPointInsideIsNamedInARemark() throws {
        let scene = try Self.scene()
        let badge = try Self.name(scene, "0x10A00B000")

        let answer = try WhyAnalyzer(scene: scene).answer(view: badge, at: nil)

        #expect(answer.remarks.map(\.kind) == [.hitTestOverride])
        #expect(answer.remarks.first?.detail == "\(badge) overrides point(inside:with:): the sandbox cannot run it and assumes UIKit's default")
        #expect(answer.json.contains("\"remarks\":[{\"kind\":\"hitTestOverride\""))
        #expect(answer.reasons.contains { $0.kind == .recognizer }, "the badge's superview's tap recognizer may take its touch")
    }

    @Test func theToastWindowIsInFrontAndItsPassthroughOverrideIsNamed() throws {
        let scene = try Self.scene()

        let answer = try WhyAnalyzer(scene: scene).answer(view: "nameField", at: CGPoint(x: 60, y: 130))

        #expect(scene.application.windows.count == 2)
        #expect(scene.application.windows[1].windowLevel == .statusBar)
        #expect(scene.application.keyWindow === scene.window)
        #expect(!answer.gets)
        #expect(answer.reasons.map(\.kind) == [.otherWindow])
        #expect(answer.remarks.contains { $0.kind == .hitTestOverride && $0.view == "PassthroughView-1000" })
    }

    @Test func theFirstResponderAndTheTabBarComeBack() throws {
        let scene = try Self.scene()

        let profile = try WhyAnalyzer(scene: scene).answer(view: "Profile", at: nil)

        #expect(scene.application.firstResponder?.name == "nameField")
        #expect(profile.gets)
        #expect(profile.chain.starts(with: ["Profile", "UITabBar-f000"]))
        #expect(scene.view(named: "Back") is UIControl)
    }
}
