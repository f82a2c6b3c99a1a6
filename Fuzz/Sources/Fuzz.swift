import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage

/// libFuzzer's target: each input, as UTF-8 text, through one of the parsers a user's file
/// reaches, chosen by RESPONDER_SANDBOX_FUZZ_PARSER (scene, events, imu, dump or stage; see
/// scripts/fuzz).
/// A crash, a hang past libFuzzer's -timeout or memory past its -rss_limit_mb is a finding;
/// a refusal with error lines is the parser doing its job.
enum FuzzedParser: String {
    case scene, events, imu
    /// A pasted recursiveDescription: imported, written as a scene file, and that file loaded.
    case dump
    /// A scene (or dump) loaded as the window loads it, tapped at the centre of its views and
    /// drawn as the window draws it, before and after the taps: a number the loader lets
    /// through but the drawing or the delivery cannot take (a window level of 1e19 once) is a
    /// crash here, not only in `render`.
    case stage

    static let chosen: FuzzedParser = {
        let name = ProcessInfo.processInfo.environment["RESPONDER_SANDBOX_FUZZ_PARSER"] ?? ""
        guard let parser = FuzzedParser(rawValue: name) else {
            FileHandle.standardError.write(Data("RESPONDER_SANDBOX_FUZZ_PARSER must be scene, events, imu, dump or stage, found '\(name)'\n".utf8))
            exit(2)
        }
        return parser
    }()

    /// A small scene the events are checked against, as `trace --events` checks them.
    static let eventsScene = try! LoadedScene.load(text: """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        handles: [touches]
        gestures: [{name: rootTap, kind: tap}]
        subviews:
          - {name: A, frame: [10, 10, 200, 200], handles: [touches, motion]}
          - {name: S, frame: [300, 10, 200, 200], scroll: {contentSize: [200, 800]}}
    """, file: "fuzz.yaml")

    func run(_ text: String) {
        switch self {
        case .scene:
            _ = try? LoadedScene.load(text: text, file: "fuzz.yaml")
        case .events:
            guard let script = try? EventScript.parse(text, file: "fuzz.events") else { return }
            _ = script.diagnostics(against: Self.eventsScene, file: "fuzz.events")
        case .imu:
            _ = try? IMUTrace.parse(text, file: "fuzz.csv")
        case .dump:
            guard let document = try? RecursiveDescriptionImporter.parse(text, file: "fuzz.txt") else { return }
            _ = try? LoadedScene.load(text: ImportedSceneWriter.yaml(document, source: "fuzz.txt"), file: "imported.yaml")
        case .stage:
            guard let scene = try? LoadedScene.load(text: text, file: "fuzz.yaml") else { return }
            Self.tapAndDraw(scene)
        }
    }

    /// Draws the scene, taps the centre of each of its first 16 views (in every window), then
    /// draws the last tap's trace step by step.
    static func tapAndDraw(_ scene: LoadedScene) {
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/fuzz/fuzz.yaml"), name: "fuzz.yaml", catalog: nil)
        let painter = StagePainter(measurer: FixedWidthMeasurer())
        _ = painter.paint(session.frame)
        var views: [UIView] = []
        func collect(_ view: UIView) {
            guard views.count < 16 else { return }
            views.append(view)
            view.subviews.forEach(collect)
        }
        scene.application.windows.forEach(collect)
        for (index, view) in views.enumerated() {
            let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            // A tap beyond the model's range is refused before it reaches the scene, as `--tap` is.
            guard ModelLimits.contains(Double(centre.x)), ModelLimits.contains(Double(centre.y)) else { continue }
            session.touch(index, .began, at: centre)
            session.touch(index, .ended, at: centre)
        }
        for _ in 0..<8 {
            _ = session.tick(0.25)
            _ = painter.paint(session.frame)
        }
    }
}

/// Text measured as a monospaced font would be: the painters need widths, not pixels.
struct FixedWidthMeasurer: TextMeasuring {
    func width(of text: String, size: Double, bold: Bool) -> Double { Double(text.count) * size * 0.6 }
    func lineHeight(size: Double) -> Double { size * 1.25 }

    func wrap(_ text: String, width: Double, size: Double, bold: Bool) -> [String] {
        let perLine = max(1, Int(min(width / (size * 0.6), 10_000)))
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            var lines: [String] = [], current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > perLine {
                    lines.append(current)
                    current = ""
                }
                current += current.isEmpty ? String(word) : " " + word
            }
            return lines + [current]
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Files that are not UTF-8 are refused before any parser sees them.
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    FuzzedParser.chosen.run(text)
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// The package's executable entry point hands the command line to libFuzzer's own driver.
@_cdecl("ResponderSandboxFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _ = FuzzedParser.chosen
    var count = argc, arguments = argv
    return runFuzzerDriver(&count, &arguments) { fuzzOneInput($0, $1) }
}
