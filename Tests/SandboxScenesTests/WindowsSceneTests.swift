import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// Top-level `windows:`: further windows stacked by level over the main one, loaded and run.
@Suite("Scene key windows: levels, frames, the key window, pass-through")
struct WindowsSceneTests {
    static let scene = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - {name: buy, frame: [100, 100, 200, 80], handles: [touches]}
    windows:
      - name: toast
        windowLevel: 1500
        size: [300, 100]
        root: {controller: ToastController, view: {name: toastRoot, frame: [0, 0, 300, 100], handles: [touches]}}
      - name: overlay
        windowLevel: statusBar
        passthrough: true
        key: true
        root: {controller: OverlayController, view: {name: overlayRoot, frame: [0, 0, 800, 600], passthrough: true}}
      - name: panel
        frame: [500, 300, 200, 200]
        root: {controller: PanelController, view: {name: panelRoot, frame: [0, 0, 200, 200], handles: [touches]}}
    """

    static func run(_ events: String) throws -> (LoadedScene, TraceLog) {
        let scene = try LoadedScene.load(text: scene, file: "scene.yaml")
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(try EventScript.parse(events, file: "events"))
        return (scene, log)
    }

    @Test func windowsStackByLevelOverTheMainOneAndKeepTheirFrames() throws {
        // Precondition and action: the scene loaded.
        let (scene, _) = try Self.run("")

        // Assertion: front to back by level (1500, statusBar's 1000, then the normal ones, the
        // later of equal levels in front); size places a window at the origin, no frame or
        // size gives the main window's bounds; the main window is still `window`.
        #expect(scene.application.windowsFrontToBack.map(\.name) == ["toast", "overlay", "panel", "UIWindow"])
        #expect(scene.window.name == "UIWindow")
        #expect(scene.responders["toast"]?.frameOfWindow == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(scene.responders["overlay"]?.frameOfWindow == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scene.responders["panel"]?.frameOfWindow == CGRect(x: 500, y: 300, width: 200, height: 200))
    }

    @Test func keyTrueMakesThatWindowKeyAndPressesNameIt() throws {
        // Precondition: the overlay says key: true. Action: a key press, with no first responder.
        let (scene, log) = try Self.run("key x")

        // Assertion: the overlay is the key window, and the press's result names it.
        #expect(scene.application.keyWindow.name == "overlay")
        #expect(log.results.first?.window == "overlay")
    }

    @Test func withNoFirstResponderAShakeAndASenderlessActionGoUpTheKeyWindowsChain() throws {
        // Precondition: the overlay is the key window; nobody is first responder.
        // Action: a shake, then copy: to nil from nil.
        let (_, log) = try Self.run("shake\naction copy:")

        // Assertion: each starts at the key window, not the main one, and goes up its chain.
        let overlayChain = ["overlay", "UIApplication", "AppDelegate"]
        #expect(log.results.map(\.event) == ["motionBegan", "motionEnded", "copy:"])
        #expect(log.results.allSatisfy { $0.chain == overlayChain && $0.window == "overlay" && $0.handledBy == nil })
    }

    @Test func aTouchGoesThroughThePassThroughWindowToTheMainOneAndNamesIt() throws {
        // Precondition: buy in the main window, under the pass-through overlay.
        // Action: a tap on buy, one on the toast, one on the panel (in its own coordinates).
        let (_, log) = try Self.run("tap 150 140\ntap 100 50\ntap 550 350")

        // Assertion: the overlay answered nil for touch 1, so buy got it; the toast and the panel took theirs.
        #expect(log.results.filter { $0.touch == 1 }.map(\.handledBy) == ["buy", "buy"])
        #expect(log.results.filter { $0.touch == 1 }.map(\.window) == ["UIWindow", "UIWindow"])
        #expect(log.results.filter { $0.touch == 2 }.map(\.window) == ["toast", "toast"])
        #expect(log.results.filter { $0.touch == 3 }.map(\.handledBy) == ["panelRoot", "panelRoot"])
        #expect(log.steps.contains(.hitTest(view: "panelRoot", point: CGPoint(x: 50, y: 50))))
    }

    /// An overlay window with two buttons, one with an explicit target and one nil-targeted,
    /// while a view of the main window is first responder.
    static let overlayButtons = """
    root:
      controller: ViewController
      actions: ["save:"]
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - {name: field, frame: [10, 10, 100, 40], canBecomeFirstResponder: true, firstResponder: true}
    windows:
      - name: overlay
        windowLevel: statusBar
        passthrough: true
        root:
          controller: OverlayController
          actions: ["close:"]
          view:
            name: overlayRoot
            frame: [0, 0, 800, 600]
            passthrough: true
            subviews:
              - {name: closeButton, frame: [600, 30, 140, 60], control: {action: "close:", target: OverlayController}}
              - {name: saveButton, frame: [600, 130, 140, 60], control: {action: "save:", target: null}}
    """

    @Test func anActionSentByAControlInAFurtherWindowNamesThatWindowInTextAndJSON() throws {
        // Precondition: field, in the main window, is first responder; the buttons are the overlay's.
        let scene = try LoadedScene.load(text: Self.overlayButtons, file: "buttons.yaml")
        let log = TraceLog()
        scene.attach(log)

        // Action: a tap on each button; then an action sent by a view of the main window.
        ScriptRunner(scene: scene).run(try EventScript.parse("tap 650 60\ntap 650 160\naction save: from field", file: "events"))

        // Assertion: each button's action names the overlay, the window that holds the control
        // (the explicit target's and the nil-targeted one's, whose search starts at field in
        // the main window); the main window's sender names the main window.
        let actions = log.steps.filter { $0.deliveryResult.map { $0.touch == nil } ?? false }
        #expect(actions.map(\.textLine) == [
            "=> close: (window overlay) --- first responder field; chain OverlayController; handled by OverlayController",
            "=> save: (window overlay) --- first responder field; chain field > root > ViewController > UIWindow > UIApplication > AppDelegate; handled by ViewController",
            "=> save: (window UIWindow) --- first responder field; chain field > root > ViewController > UIWindow > UIApplication > AppDelegate; handled by ViewController",
        ])
        #expect(actions.map { $0.jsonLine.contains(#""window":"overlay""#) } == [true, true, false])
        #expect(actions.last!.jsonLine.hasSuffix(#""window":"UIWindow"}"#))
    }
}

private extension UIResponder {
    var frameOfWindow: CGRect? { (self as? UIWindow)?.frame }
}
