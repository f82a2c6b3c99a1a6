import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// Damaged and hostile captures: a clear error, or the rest imported with a warning; never a crash.
@Suite("Capture: hostile captures")
struct HostileCaptureTests {
    /// A view line with every field, the window's when `superview` is nil.
    static func view(_ address: String, superview: String?, frame: String = "[0, 0, 100, 100]", bounds: String = "[0, 0, 100, 100]",
                     className: String = "UIView") -> String {
        let window = superview == nil ? ", \"window\": {\"windowLevel\": 0, \"isKeyWindow\": true, \"windowScene\": null, \"rootViewController\": null}" : ""
        return """
        {"class": "\(className)", "superclasses": [], "address": "\(address)", "superview": \(superview.map { "\"\($0)\"" } ?? "null"), "accessibilityIdentifier": null, \
        "isFirstResponder": false, "canBecomeFirstResponder": false, "overrides": [], "frame": \(frame), "bounds": \(bounds), "transform": [1, 0, 0, 1, 0, 0], \
        "isHidden": false, "alpha": 1, "backgroundColor": null, "isUserInteractionEnabled": true, "clipsToBounds": false, "isMultipleTouchEnabled": false, \
        "isExclusiveTouch": false, "text": null\(window)}
        """
    }

    static func capture(_ views: [String]) -> String {
        "{\"responderSandboxCapture\": 1, \"application\": null, \"views\": [\n" + views.joined(separator: ",\n") + "\n]}\n"
    }

    static func failure(_ text: String) -> String? {
        do {
            _ = try CaptureImporter.parse(text, file: "capture.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theJSONReaderReadsEscapesAndRefusesBrokenText() throws {
        let value = try CaptureJSON.parse(#"{"a": "x\"y\\z\n\u00e9\ud83d\ude00", "b": [true, false, null, -1.5e2, 0]}"#)
        guard case .string(let text) = value["a"], case .array(let list) = value["b"] else { Issue.record("not read: \(value)"); return }
        #expect(text == "x\"y\\z\n\u{e9}\u{1F600}")
        #expect(list.count == 5)
        if case .number(let number) = list[3] { #expect(number == -150) } else { Issue.record("not a number: \(list[3])") }
        if case .bool(let flag) = list[0] { #expect(flag) } else { Issue.record("not a boolean: \(list[0])") }

        for broken in ["{\"a\": }", "[1, 2", "{\"a\" 1}", #""\u12""#, "[1] 2", "nul", String(repeating: "[", count: 10_000)] {
            #expect(throws: CaptureJSON.SyntaxError.self) { try CaptureJSON.parse(broken) }
        }
        do {
            _ = try CaptureJSON.parse("{\n  \"a\": tru\n}")
            Issue.record("a broken word was read")
        } catch {
            #expect(error.message.hasPrefix("line 2, column 8"))
        }
    }

    @Test func notACaptureIsRefusedInOneLine() {
        #expect(Self.failure("{\"responderSandboxCapture\": 1, \"views\": [")?.hasPrefix("capture.json:1:1: not valid JSON") == true)
        #expect(Self.failure("{\"responderSandboxCapture\": 1}")?.contains("no \"views\" list") == true)
        #expect(Self.failure("{\"responderSandboxCapture\": 7, \"views\": []}")?.contains("format 7") == true)
        #expect(Self.failure("{\"responderSandboxCapture\": 1, \"views\": []}")?.contains("no window") == true)
        #expect(!CaptureImporter.looksLikeCapture("root:\n  controller: X\n"))
        #expect(CaptureImporter.looksLikeCapture("\u{FEFF}\n  {\"responderSandboxCapture\": 1}"))
    }

    @Test func aViewWithMissingFieldsIsSkippedWithAWarning() throws {
        let text = Self.capture([
            Self.view("0x1", superview: nil),
            "{\"class\": \"UIView\", \"address\": \"0x2\", \"superview\": \"0x1\"}",
            "{\"superview\": \"0x1\"}",
            "42",
            Self.view("0x3", superview: "0x1"),
        ])

        let document = try CaptureImporter.parse(text, file: "capture.json")

        let messages = document.warnings.map(\.description)
        #expect(messages.contains { $0.contains("views[1]") && $0.contains("no frame and bounds") })
        #expect(messages.contains { $0.contains("views[2]") && $0.contains("no \"class\" and \"address\"") })
        #expect(messages.contains { $0.contains("views[3]") && $0.contains("not a JSON object") })
        #expect(SceneViewIndex.nodes(of: document).values.contains { $0.address == "0x3" })
    }

    @Test func unknownClassesAreKeptAsPlainViews() throws {
        let text = Self.capture([Self.view("0x1", superview: nil), Self.view("0x2", superview: "0x1", className: "Zz.NoSuchThing")])

        let scene = try LoadedScene.load(text: text, file: "capture.json")

        #expect(scene.warnings.count == 1 && scene.warnings[0].message.contains("'rootViewController' stands in"))
        #expect(scene.view(named: "NoSuchThing-2")?.classNameForLogs == "Zz.NoSuchThing")
    }

    @Test func aCycleOfAddressesIsLeftOutWithAWarning() throws {
        let text = Self.capture([
            Self.view("0x1", superview: nil), Self.view("0xa", superview: "0xb"), Self.view("0xb", superview: "0xa"),
            Self.view("0xa", superview: "0x1"),
        ])

        let scene = try LoadedScene.load(text: text, file: "capture.json")

        let messages = scene.warnings.map(\.description)
        #expect(messages.contains { $0.contains("2 views (0xa, 0xb) not under any window") })
        #expect(messages.contains { $0.contains("views[3]") && $0.contains("already read") })
        #expect(scene.window.subviews.count == 1, "a stand-in root view")
    }

    @Test func hugeAndNonFiniteFramesAreSkippedWithAWarning() throws {
        let text = Self.capture([
            Self.view("0x1", superview: nil),
            Self.view("0x2", superview: "0x1", frame: "[1e300, 0, 10, 10]"),
            Self.view("0x3", superview: "0x1", bounds: "[0, 0, 1e300, 1e300]"),
            Self.view("0x4", superview: "0x1", frame: "[null, 0, 10, 10]"),
            Self.view("0x5", superview: "0x4"),
            Self.view("0x6", superview: "0x1"),
        ])

        let scene = try LoadedScene.load(text: text, file: "capture.json")

        let messages = scene.warnings.map(\.description)
        #expect(messages.filter { $0.contains("beyond what the sandbox models") }.count == 2)
        #expect(messages.contains { $0.contains("views[3]") && $0.contains("no frame and bounds") })
        #expect(messages.contains { $0.contains("views[4]") && $0.contains("its superview 0x4 is not in the capture") })
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(try EventScript.parse("tap 50 50\n", file: "tap"))
        #expect(!log.steps.isEmpty)
    }

    @Test func aHundredThousandViewsImportWithoutACrash() throws {
        var views = [Self.view("0x1", superview: nil, frame: "[0, 0, 400, 800]", bounds: "[0, 0, 400, 800]")]
        // Only the fields a view cannot do without, so that the test stays quick in a debug build.
        for index in 0..<100_000 {
            views.append("{\"class\": \"UIView\", \"address\": \"0x\(String(index + 16, radix: 16))\", \"superview\": \"0x1\", \"frame\": [\(index % 300), \(index % 700), 20, 20], \"bounds\": [0, 0, 20, 20]}")
        }

        let document = try CaptureImporter.parse(Self.capture(views), file: "capture.json")

        #expect(SceneViewIndex.nodes(of: document).count == 100_000)
    }

    @Test func aChainDeeperThanAScenesNestingIsCutWithAWarning() throws {
        var views = [Self.view("0x1", superview: nil)]
        for index in 2...5_000 { views.append(Self.view("0x\(String(index, radix: 16))", superview: "0x\(String(index - 1, radix: 16))")) }

        let scene = try LoadedScene.load(text: Self.capture(views), file: "capture.json")

        #expect(scene.warnings.contains { $0.description.contains("nested deeper than the 64 levels a scene allows: skipped with") })
        #expect(scene.responders.count < 100)
    }

    @Test func aChainFiftyThousandDeepIsCutWithoutOverflowingTheStack() throws {
        // Precondition: each view the superview of the next, 50,000 deep (releasing that tree
        // view by view from its root recursed as deep and crashed with a stack overflow).
        var views = [Self.view("0x1", superview: nil)]
        for index in 2...50_001 {
            views.append("{\"class\": \"UIView\", \"address\": \"0x\(String(index, radix: 16))\", \"superview\": \"0x\(String(index - 1, radix: 16))\", "
                         + "\"frame\": [0, 0, 20, 20], \"bounds\": [0, 0, 20, 20]}")
        }

        // Action
        let scene = try LoadedScene.load(text: Self.capture(views), file: "capture.json")

        // Assertion: the scene keeps the levels it allows and says what it left out.
        #expect(scene.warnings.contains { $0.description.contains("nested deeper than the 64 levels a scene allows: skipped with 49936 views inside it") },
                "\(scene.warnings.map(\.description))")
        #expect(scene.responders.count < 100)
    }

    @Test func aWindowThatCannotBeReadIsNamedInTheError() {
        // The window lacks its bounds, so no view is left to be the window: the error says why.
        let text = Self.capture(["{\"class\": \"UIWindow\", \"address\": \"0x1\", \"superview\": null, \"frame\": [0, 0, 390, 844]}",
                                 Self.view("0x2", superview: "0x1")])

        #expect(Self.failure(text) == "capture.json:1:1: no window: the view with \"superview\": null (views[0]) cannot be read: "
                + "UIWindow 0x1: no frame and bounds of four numbers each")
    }
}

@Suite("Capture: names from text")
struct CaptureNameWordTests {
    @Test func theASCIIPathNamesAsTheGeneralPathDoes() {
        let texts = ["Item 5", "  Done  ", "Save...", "Price #1\tnow", "a\u{7}b", "#", "   ", "x...",
                     String(repeating: "long words ", count: 10), "__a__", "Tab\n\nNext"]

        for text in texts {
            #expect(ImportedNames.asciiWord(text) == ImportedNames.unicodeWord(text), "\(text.debugDescription)")
        }
        #expect(["Café", "設定", "Read more …"].allSatisfy { ImportedNames.word($0) == ImportedNames.unicodeWord($0) })
    }
}
