import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// Whole console sessions as developers paste them (Tests/Dumps): a view printed again by
/// chisel's `presponder`, an echoed `po` or cycript's `#"<…>"`, chisel's older `pvc`, lines cut
/// short or annotated, Chinese texts, two windows. Each is imported and tapped; the view that
/// takes each touch is worked out by hand from the printed frames.
@Suite("Importing a whole console paste")
struct ImportConsolePasteTests {
    static let pastes = ["console-session.txt", "annotated-and-cut.txt", "chisel-presponder.txt", "chisel-old-pvc.txt",
                         "cycript-echo.txt", "chinese-names.txt", "two-windows.txt"]

    static func load(_ name: String) throws -> LoadedScene {
        try ImportDumpTests.load(name)
    }

    /// The addresses of every view line in the text (windows left out: a window is the
    /// scene's own), each once.
    static func printedViewAddresses(_ text: String) -> Set<String> {
        var addresses: Set<String> = []
        for line in DumpLines.split(text) {
            guard case .view(let printed) = PrintedViewScanner.scan(line.text), !printed.className.hasSuffix("Window") else { continue }
            addresses.insert(printed.address)
        }
        return addresses
    }

    // MARK: - No phantom views

    @Test(arguments: pastes)
    func everyPrintedViewIsImportedOnce(paste: String) throws {
        // Precondition: a paste that prints some views twice or more, or controllers with frames.
        let text = try ImportDumpTests.text(paste)

        // Action: import it.
        let scene = try Self.load(paste)

        // Assertion: one view per printed address, and none that was not printed as a view.
        let views = SceneViewIndex.nodes(of: scene.document).values
        #expect(views.count == Self.printedViewAddresses(text).count, "\(paste)")
        #expect(Set(views.compactMap(\.address)) == Self.printedViewAddresses(text), "\(paste)")
    }

    /// The hit-test view and the responder chain of each tap, as `trace` plays it.
    @Test(arguments: [
        // The echoed `po sendButton` and `po sendButton.superview` add nothing in front.
        ("console-session.txt", 330.0, 440.0, "SendButton-b2a0,UIView-e3a0,ComposeViewController,UIViewControllerWrapperView-e000,UINavigationTransitionView-d000,UILayoutContainerView-c2f0,UINavigationController,UIViewControllerWrapperView-d000,UITransitionView-c000,UILayoutContainerView-b1e0,UITabBarController,UIWindow"),
        ("console-session.txt", 100.0, 790.0, "UITabBarButton-3000,UITabBar-2000,UILayoutContainerView-b1e0,UITabBarController,UIWindow"),
        ("console-session.txt", 195.0, 69.0, "_UINavigationBarContentView-0000,UINavigationBar-f000,UILayoutContainerView-c2f0,UINavigationController,UIViewControllerWrapperView-d000,UITransitionView-c000,UILayoutContainerView-b1e0,UITabBarController,UIWindow"),
        // The annotated switch is read whole; the cut label keeps UILabel's user interaction off.
        ("annotated-and-cut.txt", 330.0, 85.0, "UISwitch-2000,UITableViewCellContentView-0000,SettingsCell-7000,UITableView-5c00,UIView-f5d0,rootViewController,UIWindow"),
        ("annotated-and-cut.txt", 100.0, 128.0, "UITableViewCellContentView-3000,SettingsCell-8000,UITableView-5c00,UIView-f5d0,rootViewController,UIWindow"),
        ("annotated-and-cut.txt", 340.0, 130.0, "UITableViewCellContentView-3000,SettingsCell-8000,UITableView-5c00,UIView-f5d0,rootViewController,UIWindow"),
        // presponder printed before and after the dump: the button is the dump's.
        ("chisel-presponder.txt", 100.0, 640.0, "UIButton-f9a0,UIStackView-e100,UIView-d000,LoginViewController,UIWindow"),
        ("chisel-presponder.txt", 100.0, 420.0, "UITextField-a000,UIStackView-e100,UIView-d000,LoginViewController,UIWindow"),
        ("chisel-presponder.txt", 100.0, 750.0, "UIView-1000,UIView-d000,LoginViewController,UIWindow"),
        // The older pvc: controllers, not views; the presented controller's transition view
        // covers the screen, as UIKit's does.
        ("chisel-old-pvc.txt", 260.0, 290.0, "UIButton-2000,UIView-1a30,ComposeViewController,UITransitionView-0000,UIWindow"),
        ("chisel-old-pvc.txt", 100.0, 100.0, "UITransitionView-0000,UIWindow"),
        // cycript's echoes of the button and its superview add nothing.
        ("cycript-echo.txt", 160.0, 440.0, "UIButton-c000,UIView-b800,UIView-b000,rootViewController,UIWindow"),
        ("cycript-echo.txt", 160.0, 300.0, "UIView-b000,rootViewController,UIWindow"),
        // The send button is not named after its caption 发送.
        ("chinese-names.txt", 330.0, 640.0, "UIButton-3810,WXChatInputToolbar-2700,UIView-04e0,UIViewControllerWrapperView-f3d0,UINavigationTransitionView-b2c0,UILayoutContainerView-a1b0,rootViewController,UIWindow"),
        ("chinese-names.txt", 187.0, 42.0, "_UINavigationBarContentView-d4e0,UINavigationBar-c3d0,UILayoutContainerView-a1b0,rootViewController,UIWindow"),
        // The toast window at (20, 720) is in front, at its place on the screen.
        ("two-windows.txt", 320.0, 750.0, "UIButton-4150,UIView-1f30,UIWindow"),
        ("two-windows.txt", 100.0, 760.0, "UIView-1f30,UIWindow"),
        ("two-windows.txt", 100.0, 120.0, "UIButton-fd10,UIView-c9e0,rootViewController,UIWindow"),
    ])
    func tapReachesTheViewWorkedOutByHand(paste: String, x: Double, y: Double, chain: String) throws {
        let scene = try Self.load(paste)
        let log = TraceLog()
        scene.attach(log)

        ScriptRunner(scene: scene).run(.tap(at: CGPoint(x: x, y: y)), line: 1)

        let began = try #require(log.steps.map(\.jsonLine).first { $0.hasPrefix(#"{"type":"result","event":"touchesBegan""#) })
        let names = chain.split(separator: ",").map { "\"\($0)\"" }
        #expect(began.contains(#""hitTestView":\#(names[0])"#), "\(paste) \(x),\(y)")
        #expect(began.contains(#""chain":[\#(names.joined(separator: ",")),"UIApplication","AppDelegate"]"#), "\(paste) \(x),\(y)")
    }

    // MARK: - Repeated views

    @Test func eachRepeatedLineNamesTheLineItRepeats() throws {
        let echoed = try Self.load("console-session.txt")
        let chisel = try Self.load("chisel-presponder.txt")
        let cycript = try Self.load("cycript-echo.txt")

        let repeats = { (scene: LoadedScene) in scene.warnings.filter { $0.message.contains("printed again") }.map { "\($0.line): \($0.message)" } }
        #expect(repeats(echoed) == ["33: warning: MyApp.SendButton 0x7f9c1e60b2a0 printed again (read from line 23): skipped",
                                    "37: warning: UIView 0x7f9c1d70e3a0 printed again (read from line 21): skipped"])
        // presponder before the dump: the dump's lines are the ones kept, whatever the order.
        #expect(repeats(chisel).map { $0.prefix(3) } == ["2: ", "3: ", "4: ", "6: ", "20:", "21:", "22:", "24:"])
        #expect(repeats(chisel).first == "2: warning: UIButton 0x7fd5e3c0f9a0 printed again (read from line 16): skipped")
        #expect(repeats(cycript) == ["4: warning: UIButton 0x15fd0c000 printed again (read from line 2): skipped",
                                     "6: warning: UIView 0x15fd0b800 printed again (read from line 2): skipped"])
    }

    @Test func aViewNestedUnderARepeatedLineGoesUnderTheViewFirstRead() throws {
        // Precondition: the window dumped, then one view printed again with a subview the
        // first print did not show (added since).
        let text = """
        <UIWindow: 0x1; frame = (0 0; 100 100); layer = <L: 0x2>>
           | <UIView: 0x3; frame = (0 0; 100 100); layer = <L: 0x4>>
           |    | <UIView: 0x5; frame = (10 10; 50 50); layer = <L: 0x6>>
        (lldb) po [box recursiveDescription]
        <UIView: 0x5; frame = (10 10; 50 50); layer = <L: 0x6>>
           | <UIButton: 0x7; frame = (5 5; 20 20); layer = <L: 0x8>>
        """

        let document = try RecursiveDescriptionImporter.parse(text, file: "again")

        // Assertion: the button is the box's subview, and nothing sits at the window's level.
        guard case .view(let box) = document.root.view.subviews.first, case .view(let button) = box.subviews.first else {
            Issue.record("expected the box and its button")
            return
        }
        #expect(box.address == "0x5" && button.address == "0x7")
        #expect(document.windowSubviews.isEmpty)
        // The stand-in controller (line 2), the prompt, the box printed again.
        #expect(document.warnings.map(\.line) == [2, 4, 5])
    }

    // MARK: - chisel's older pvc

    @Test func olderChiselPvcAttachesControllers() throws {
        let scene = try Self.load("chisel-old-pvc.txt")

        #expect(scene.document.root.name == "UINavigationController")
        #expect(scene.document.root.view.className == "UILayoutContainerView")
        #expect(scene.responders["FeedViewController"] is UIViewController)
        #expect(scene.view(named: "UITableView-d400")?.next?.name == "FeedViewController")
        #expect(scene.view(named: "UIView-1a30")?.next?.name == "ComposeViewController")
        // A controller whose view was never loaded has nothing to attach to.
        #expect(scene.responders["SettingsViewController"] == nil)
        // No line became a view of a controller's class, and no stand-in was needed.
        #expect(!SceneViewIndex.nodes(of: scene.document).values.contains { $0.className?.hasSuffix("Controller") == true })
        #expect(!scene.warnings.contains { $0.message.contains("stands in") })
    }

    @Test func olderPvcLineIsAControllerNotAView() {
        let line: Substring = "   | <FeedViewController: 0x7fa3b8c1c000; view = <UITableView; 0x7fa3ba01d400>; frame = (0, 0; 320, 568)>"

        #expect(PrintedViewScanner.scan(line) == .other)
        #expect(PrintedController.scan(line) == PrintedController(className: "FeedViewController", address: "0x7fa3b8c1c000",
                                                                  viewAddress: "0x7fa3ba01d400", isInWindow: true))
        #expect(PrintedController.scan("<SettingsViewController: 0x7fa3b8d40000; view not loaded>")?.viewAddress == nil)
        // presponder's own description of a controller names no view: not a controller line.
        #expect(PrintedController.scan("   |    |    | <MyApp.LoginViewController: 0x7fd5e3d09c20>") == nil)
    }

    // MARK: - Cut lines and trailing text

    @Test func cutLineAndTrailingTextWarnDifferently() throws {
        let scene = try Self.load("annotated-and-cut.txt")

        let byLine = Dictionary(grouping: scene.warnings, by: \.line).mapValues { $0.map(\.message) }
        #expect(byLine[9] == ["warning: text after the view's closing '>' ignored: <-- this one"])
        #expect(byLine[12] == ["warning: the line is cut short before the view's closing '>': read as far as it goes; userInteractionEnabled not printed: UILabel's default, NO"])
        #expect(byLine[13] == ["warning: the line is cut short before the view's closing '>': read as far as it goes; userInteractionEnabled not printed: UIImageView's default, NO"])
        // The annotated switch is read whole.
        #expect(ImportDumpTests.node(scene, "UISwitch-2000")?.control != nil)
        #expect(ImportDumpTests.node(scene, "UISwitch-2000")?.frame == CGRect(x: 310, y: 6, width: 51, height: 31))
    }

    @Test(arguments: [
        // Cut before the flag's place: the class's UIKit default.
        ("<UILabel: 0x1; frame = (0 0; 10 10); text = 'Hi'; opaque = NO; autoresize = RM+BM", false),
        ("<UIButtonLabel: 0x1; frame = (0 0; 10 10); text = 'OK'", false),
        ("<MyApp.Avatar: 0x1; baseClass = UIImageView; frame = (0 0; 10 10); opaque = NO", false),
        ("<UIView: 0x1; frame = (0 0; 10 10); opaque = NO", true),
        // Cut after it (a key UIKit prints later is there): not printed means YES.
        ("<UILabel: 0x1; frame = (0 0; 10 10); text = 'Hi'; gestureRecognizers = <NSArray: 0x2>; layer = <_UILabelLayer: 0x3", true),
        // Complete: UIView's description prints NO whatever the class, so its absence means YES.
        ("<UILabel: 0x1; frame = (0 0; 10 10); text = 'Hi'; layer = <_UILabelLayer: 0x3>>", true),
        ("<UILabel: 0x1; frame = (0 0; 10 10); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x3>> (mine)", false),
    ])
    func userInteractionOfALineAsPrintedOrAsItsClassDefault(line: String, enabled: Bool) throws {
        guard case .view(let printed) = PrintedViewScanner.scan(Substring(line)) else {
            Issue.record("not read as a view: \(line)")
            return
        }

        let node = PrintedViewDecoder { _ in }.decode(printed)

        #expect(node.userInteractionEnabled == enabled, "\(line)")
    }

    @Test func wrappedDescriptionClosesAtItsOwnBracket() {
        // A class whose description wraps UIView's opens two brackets; text after both is trailing.
        let line: Substring = "   | <<MyApp.FancyView: 0x16000>; frame = (0 600; 390 100); layer = <CALayer: 0x39000>> <- here"

        guard case .view(let printed) = PrintedViewScanner.scan(line) else {
            Issue.record("not read as a view")
            return
        }
        #expect(printed.isComplete && printed.trailingText == "<- here")
        #expect(printed.value("frame") == "(0 600; 390 100)")
    }

    // MARK: - Names, the stand-in controller, windows

    @Test func controlsAreNotNamedAfterTheirCaption() throws {
        let scene = try Self.load("chinese-names.txt")

        #expect(ImportDumpTests.node(scene, "UIButton-3810")?.control != nil)
        #expect(ImportDumpTests.node(scene, "发送")?.className == "UIButtonLabel")
        #expect(ImportDumpTests.node(scene, "微信群聊")?.className == "UILabel")
        // Escaped and plain texts alike: \u4f60\u597d\uff0c\u660e\u5929\u89c1.
        #expect(ImportDumpTests.node(scene, "你好，明天见")?.address == "0x7fe3a8c15a30")
    }

    @Test(arguments: [
        ("chinese-names.txt", 3, "UILayoutContainerView-a1b0", "the window's root view (its first subview), a UILayoutContainerView: the view of a navigation or tab bar controller"),
        ("cycript-echo.txt", 2, "UIView-b000", "the window's root view (its first subview)"),
        ("view-only.txt", 2, "UIView-a000", "the dump's top view, placed in a window of its size"),
    ])
    func standInControllerWarningSaysWhere(paste: String, line: Int, view: String, place: String) throws {
        let scene = try Self.load(paste)

        let warning = try #require(scene.warnings.first { $0.message.contains("stands in") })
        #expect(warning.line == line)
        #expect(warning.message == "warning: no view controller is printed for \(view): 'rootViewController' stands in for the window's root view controller, attached to \(place)")
        #expect(scene.document.root.view.name == view)
    }

    @Test func secondWindowsViewsSitAtItsPlaceOnTheScreen() throws {
        let scene = try Self.load("two-windows.txt")

        let toast = try #require(ImportDumpTests.node(scene, "UIView-1f30"))
        #expect(toast.frame == CGRect(x: 20, y: 720, width: 350, height: 64))
        #expect(scene.warnings.contains { $0.line == 16 && $0.message.contains("a second window") })
    }

    @Test func writtenScenesReadBackToTheSameDocument() throws {
        for name in Self.pastes {
            let imported = try RecursiveDescriptionImporter.parse(ImportDumpTests.text(name), file: name)

            var reread = try SceneParser.parse(ImportedSceneWriter.yaml(imported, source: name), file: "\(name).yaml")

            reread.warnings = imported.warnings
            #expect(reread == imported, "\(name)")
        }
    }
}
