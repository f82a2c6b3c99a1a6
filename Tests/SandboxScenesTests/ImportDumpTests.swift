import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// Dumps written in the real `recursiveDescription` format (Tests/Dumps), imported, and
/// hit-tested at points whose answers are worked out by hand from the printed frames.
@Suite("Importing a recursiveDescription dump")
struct ImportDumpTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Dumps")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    static func load(_ name: String) throws -> LoadedScene {
        try LoadedScene.load(text: text(name), file: name)
    }

    static func hit(_ scene: LoadedScene, _ x: Double, _ y: Double) -> String? {
        scene.window.hitTest(CGPoint(x: x, y: y), with: nil)?.name
    }

    static func node(_ scene: LoadedScene, _ name: String) -> ViewNode? {
        SceneViewIndex.nodes(of: scene.document)[name]
    }

    // MARK: - A messy console paste with every construct

    @Test func consolePasteKeepsEveryViewAndWarnsOncePerOtherLine() throws {
        // Precondition: 19 lines: 2 before the dump, the window and 14 views, 1 sublayer, 1 prompt after.
        // Action: import it.
        let scene = try Self.load("console-paste.txt")

        // Assertion: one warning for each of lines 1, 2, 14 (the sublayer) and 19, plus the
        // stand-in root controller (no pvc output), and every view but the window.
        let lines = scene.warnings.map(\.line)
        #expect(lines == [1, 2, 4, 14, 19])
        #expect(scene.warnings.allSatisfy { $0.message.hasPrefix("warning: ") && $0.file == "console-paste.txt" })
        #expect(SceneViewIndex.nodes(of: scene.document).count == 14)
        #expect(scene.document.size == CGSize(width: 390, height: 844))
    }

    @Test func consolePasteNamesClassesAndAddresses() throws {
        let scene = try Self.load("console-paste.txt")

        // Texts name views (escapes decoded, truncation dropped, blanks as _); a button is not
        // named after its label's text; others are class and the end of their address.
        let label = try #require(Self.node(scene, "Café_—_open;_9_>_8"))
        #expect(label.className == "UILabel")
        #expect(label.address == "0x7fa1d2c0e2b0")
        #expect(label.frame == CGRect(x: 20, y: 60.333333333333336, width: 350, height: 20.333333333333332))
        let tapLabel = try #require(Self.node(scene, "Tap_me"))
        #expect(tapLabel.className == "MyApp.TapLabel" && tapLabel.baseClassName == "UILabel")
        #expect(tapLabel.hasUnknownRecognizers)
        let button = try #require(Self.node(scene, "UIButton-3000"))
        #expect(button.control == ControlNode(action: nil, target: nil, event: .touchUpInside))
        #expect(Self.node(scene, "Done")?.className == "UIButtonLabel")
        #expect(Self.node(scene, "Done")?.userInteractionEnabled == false)
        #expect(Self.node(scene, "FancyView-6000")?.className == "MyApp.FancyView")
        #expect(Self.node(scene, "UITextField-8000")?.textField == true)
        #expect(Self.node(scene, "UIView-0000")?.hidden == true)
        #expect(Self.node(scene, "UIView-1000")?.alpha == 0)
        #expect(Self.node(scene, "UIView-2000")?.clipsToBounds == true)
        // Colours as a scene keeps them: sRGB, a named system colour; a clear one keeps the default.
        #expect(Self.node(scene, "UIView-2000")?.color == ColorNames.color("#FF8000"))
        #expect(Self.node(scene, "UIView-d5e0")?.color == ColorNames.color("white"))
        #expect(Self.node(scene, "UIView-1000")?.color == .gray)
    }

    @Test func consolePasteHitTestsAsWorkedOutByHand() throws {
        let scene = try Self.load("console-paste.txt")
        let content = "UIView-d5e0"

        // The label has user interaction off: the content view behind it.
        #expect(Self.hit(scene, 50, 70) == content)
        // A UILabel subclass printed without userInteractionEnabled = NO takes touches.
        #expect(Self.hit(scene, 30, 110) == "Tap_me")
        // Hidden (-10…90) and alpha 0 (100…200) views are skipped.
        #expect(Self.hit(scene, 10, 250) == content)
        #expect(Self.hit(scene, 150, 250) == content)
        // The button at (100, 100) in the clipping view at (200, 200): window (300…400, 300…340).
        #expect(Self.hit(scene, 310, 310) == "UIButton-3000")
        #expect(Self.hit(scene, 340, 345) == "UIView-2000")
        // Inside the button's frame but outside its superview's bounds (x ≥ 350).
        #expect(Self.hit(scene, 360, 310) == content)
        // The quarter-turned square keeps its place: (45, 400, 100, 100).
        #expect(Self.hit(scene, 140, 495) == "UIView-5000")
        #expect(Self.node(scene, "UIView-5000")?.transform.rotationDegrees == 90)
        // The class whose description wraps UIView's: <<MyApp.FancyView: …>; frame = …>.
        #expect(Self.hit(scene, 10, 650) == "FancyView-6000")
        // A text field inside a view with user interaction off.
        #expect(Self.hit(scene, 20, 720) == content)
    }

    @Test func customWindowClassBecomesTheSceneWindow() throws {
        let scene = try Self.load("console-paste.txt")

        // baseClass = UIWindow: the top view is the window, its first subview the root view.
        #expect(scene.document.root.view.className == "UITransitionView")
        #expect(scene.document.root.name == RecursiveDescriptionImporter.standInRootController)
        #expect(scene.window.bounds.size == CGSize(width: 390, height: 844))
    }

    // MARK: - _printHierarchy and a table view scrolled under a navigation bar

    @Test func pvcAttachesControllersByAddress() throws {
        let scene = try Self.load("navigation-pvc.txt")

        #expect(scene.document.root.name == "UINavigationController")
        #expect(scene.document.root.view.className == "UILayoutContainerView")
        // The list controller's view is the table; the detail controller is not in the window.
        let contentView = try #require(scene.view(named: "UITableViewCellContentView-1000"))
        var chain: [String] = []
        var responder: UIResponder? = contentView
        while let each = responder {
            chain.append(each.name)
            responder = each.next
        }
        #expect(chain == ["UITableViewCellContentView-1000", "UITableViewCell-0000", "UITableView-ea00", "ListViewController",
                          "UIViewControllerWrapperView-c000", "UINavigationTransitionView-b000", "UILayoutContainerView-a5d0",
                          "UINavigationController", "UIWindow", "UIApplication", "AppDelegate"])
        #expect(scene.responders["DetailViewController"] == nil)
    }

    @Test func tableViewWithNegativeContentOffsetHitTestsBelowTheBar() throws {
        let scene = try Self.load("navigation-pvc.txt")
        let table = try #require(Self.node(scene, "UITableView-ea00"))
        #expect(table.scroll?.contentOffset == CGPoint(x: 0, y: -64))
        #expect(table.scroll?.contentSize == CGSize(width: 375, height: 440))

        // contentOffset (0, -64): the first row's top is at window y 64.
        #expect(Self.hit(scene, 100, 80) == "UITableViewCellContentView-1000")   // table y 16
        #expect(Self.hit(scene, 100, 40) == "UINavigationBar-d000")               // the bar, in front
        #expect(Self.hit(scene, 100, 130) == "UITableViewCell-2000")             // table y 66: the second row
        #expect(Self.hit(scene, 100, 600) == "UITableView-ea00")                 // below the rows
    }

    // MARK: - A view without a window, a cycript string, wrappers

    @Test func viewOnlyDumpGoesIntoAWindowOfItsSize() throws {
        let scene = try Self.load("view-only.txt")

        #expect(scene.document.size == CGSize(width: 390, height: 300))
        #expect(scene.document.root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        // The button at (300, -20) sticks out above the top view: only its lower part is hit.
        #expect(Self.hit(scene, 380, 10) == "UIButton-b000")
        #expect(Self.hit(scene, 250, 10) == "UIView-a000")
    }

    @Test func cycriptStringIsUnwrapped() throws {
        let scene = try Self.load("cycript.txt")

        #expect(scene.warnings.map(\.line) == [1, 2, 3])   // the prompt, the stand-in controller, the prompt
        #expect(Self.node(scene, "UISwitch-c000")?.control != nil)
        #expect(Self.node(scene, "Say_\"hi\"")?.className == "UILabel")
        #expect(Self.hit(scene, 20, 20) == "UISwitch-c000")
        #expect(Self.hit(scene, 20, 70) == "UIView-b000")
    }

    @Test func backticksPromptsAndTrailingQuotesAreWrappers() throws {
        let text = """
        [iPhone::MyApp]-> `<UIWindow: 0x1a0; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2b0>>
           | <UIView: 0x3c0; frame = (0 0; 100 100); layer = <CALayer: 0x4d0>>
           |    | <UIView: 0x5e0; frame = (10 10; 20 20); layer = <CALayer: 0x6f0>>`
        """
        let document = try RecursiveDescriptionImporter.parse(text, file: "frida")

        #expect(document.root.view.address == "0x3c0")
        guard case .view(let inner) = document.root.view.subviews.first else {
            Issue.record("expected the inner view")
            return
        }
        #expect(inner.address == "0x5e0" && inner.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(document.warnings.count == 1)   // the stand-in root controller only
    }

    @Test func textWithoutAnyViewIsRefused() {
        #expect(throws: SourceDiagnostics.self) { try RecursiveDescriptionImporter.parse("(lldb) po nothing\n", file: "x") }
        #expect(!RecursiveDescriptionImporter.looksLikeDump("root:\n  controller: A\n"))
    }

    // MARK: - Traced

    /// Each dump's taps run through ScriptRunner, as `trace` runs them: the hit-test view and
    /// the chain of each touchesBegan, worked out by hand from the printed frames.
    @Test(arguments: [
        ("console-paste.txt", 310.0, 310.0, "UIButton-3000", "UIButton-3000,UIView-2000,UIView-d5e0,UIDropShadowView-b3c0,UITransitionView-a1f0,rootViewController,UIWindow"),
        ("navigation-pvc.txt", 100.0, 80.0, "UITableViewCellContentView-1000",
         "UITableViewCellContentView-1000,UITableViewCell-0000,UITableView-ea00,ListViewController,UIViewControllerWrapperView-c000,UINavigationTransitionView-b000,UILayoutContainerView-a5d0,UINavigationController,UIWindow"),
        ("view-only.txt", 380.0, 10.0, "UIButton-b000", "UIButton-b000,UIView-a000,rootViewController,UIWindow"),
        ("cycript.txt", 20.0, 70.0, "UIView-b000", "UIView-b000,rootViewController,UIWindow"),
    ])
    func tracedTapReachesTheViewWorkedOutByHand(dump: String, x: Double, y: Double, hitView: String, chain: String) throws {
        let scene = try Self.load(dump)
        let log = TraceLog()
        scene.attach(log)

        ScriptRunner(scene: scene).run(.tap(at: CGPoint(x: x, y: y)), line: 1)

        let began = try #require(log.steps.map(\.jsonLine).first { $0.hasPrefix(#"{"type":"result","event":"touchesBegan""#) })
        #expect(began.contains(#""hitTestView":"\#(hitView)""#))
        let names = chain.split(separator: ",").map { "\"\($0)\"" }.joined(separator: ",")
        #expect(began.contains(#""chain":[\#(names),"UIApplication","AppDelegate"]"#))
    }

    // MARK: - Transforms

    @Test func rotatedAndScaledTransformGivesBackTheUntransformedFrame() throws {
        // A 100 × 40 view at centre (200, 300), scaled 2 and turned 30°: UIKit prints the
        // bounding box of the turned view as its frame.
        let parts = TransformParts(rotationDegrees: 30, scaleX: 2, scaleY: 2, translateX: 5, translateY: -3)
        let view = UIView(name: "v", frame: CGRect(x: 150, y: 280, width: 100, height: 40))
        view.transformParts = parts
        let m = view.transform
        let box = view.frame
        let line = "<UIWindow: 0x1; frame = (0 0; 800 600); layer = <L: 0x2>>\n   | <UIView: 0x3; frame = (\(box.minX) \(box.minY); \(box.width) \(box.height)); transform = [\(m.a), \(m.b), \(m.c), \(m.d), \(m.tx), \(m.ty)]; layer = <L: 0x4>>"

        let document = try RecursiveDescriptionImporter.parse(line, file: "t")

        let imported = document.root.view
        #expect(abs(imported.frame.minX - 150) < 1e-6 && abs(imported.frame.minY - 280) < 1e-6)
        #expect(abs(imported.frame.width - 100) < 1e-6 && abs(imported.frame.height - 40) < 1e-6)
        #expect(imported.transform == parts)
    }

    // MARK: - The written scene

    @Test func writtenSceneReadsBackToTheSameDocument() throws {
        for name in ["console-paste.txt", "navigation-pvc.txt", "view-only.txt", "cycript.txt"] {
            let imported = try RecursiveDescriptionImporter.parse(Self.text(name), file: name)

            let yaml = ImportedSceneWriter.yaml(imported, source: name)
            var reread = try SceneParser.parse(yaml, file: "\(name).yaml")

            reread.warnings = imported.warnings
            #expect(reread == imported, "\(name)")
        }
    }
}

/// Lesson 41 carries the import of Tests/Dumps/done-sticks-out.txt, plus what a dump cannot
/// show (the action, colours, the lesson's text) and one rename: the button is called Done
/// (an import names it by class and address, its label Done). The views must be the imported ones.
@Suite("Lesson 41 is its dump imported")
struct ImportedLessonTests {
    @Test func lessonViewsAreTheImportedViews() throws {
        let imported = try LoadedScene.load(text: ImportDumpTests.text("done-sticks-out.txt"), file: "done-sticks-out.txt")
        let lesson = try LoadedScene.load(contentsOf: try #require(LessonCatalog.locate()?.lessons.first { $0.id.hasPrefix("41-") }).url)

        let fromDump = Dictionary(uniqueKeysWithValues: SceneViewIndex.nodes(of: imported.document).values.map { ($0.address ?? "", $0) })
        let inLesson = Dictionary(uniqueKeysWithValues: SceneViewIndex.nodes(of: lesson.document).values.map { ($0.address ?? "", $0) })
        #expect(Set(fromDump.keys) == Set(inLesson.keys))
        var renamed: [String: String] = [:]
        for (address, view) in fromDump {
            let other = try #require(inLesson[address])
            #expect(other.className == view.className && other.baseClassName == view.baseClassName, "\(address)")
            #expect(other.frame == view.frame && other.userInteractionEnabled == view.userInteractionEnabled, "\(address)")
            if other.name != view.name { renamed[view.name] = other.name }
        }
        #expect(renamed == ["UIButton-4a70": "Done", "Done": "UIButtonLabel-e999"])
        #expect(imported.document.root.name == lesson.document.root.name)
        #expect(fromDump["0x106924a70"]?.control?.action == nil && inLesson["0x106924a70"]?.control?.action == "done:")
    }
}

@Suite("Imported names")
struct ImportedNamesTests {
    @Test func repeatedTextsAreNumberedInOrder() throws {
        // Precondition: a window holding five labels that all say "Row", and one that says "Row-3".
        var lines = ["<UIWindow: 0x1; frame = (0 0; 100 100); layer = <L: 0x2>>", "   | <UIView: 0x3; frame = (0 0; 100 100); layer = <L: 0x4>>"]
        lines.append("   |    | <UILabel: 0x10; frame = (0 0; 10 10); text = 'Row-3'; layer = <L: 0x5>>")
        for index in 0..<5 {
            lines.append("   |    | <UILabel: 0x2\(index); frame = (0 \(index * 10); 10 10); text = 'Row'; layer = <L: 0x6>>")
        }

        let document = try RecursiveDescriptionImporter.parse(lines.joined(separator: "\n"), file: "rows")

        let names = document.root.view.subviews.map { node -> String in
            guard case .view(let view) = node else { return "" }
            return view.name
        }
        #expect(names == ["Row-3", "Row", "Row-2", "Row-4", "Row-5", "Row-6"])
    }
}
