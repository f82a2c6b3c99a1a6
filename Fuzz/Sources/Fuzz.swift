import Foundation
import SandboxScenes

/// libFuzzer's target: each input, as UTF-8 text, through one of the parsers a user's file
/// reaches, chosen by RESPONDER_SANDBOX_FUZZ_PARSER (scene, events, imu or dump; see
/// scripts/fuzz).
/// A crash, a hang past libFuzzer's -timeout or memory past its -rss_limit_mb is a finding;
/// a refusal with error lines is the parser doing its job.
enum FuzzedParser: String {
    case scene, events, imu
    /// A pasted recursiveDescription: imported, written as a scene file, and that file loaded.
    case dump

    static let chosen: FuzzedParser = {
        let name = ProcessInfo.processInfo.environment["RESPONDER_SANDBOX_FUZZ_PARSER"] ?? ""
        guard let parser = FuzzedParser(rawValue: name) else {
            FileHandle.standardError.write(Data("RESPONDER_SANDBOX_FUZZ_PARSER must be scene, events, imu or dump, found '\(name)'\n".utf8))
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
