import Foundation
import ResponderCore

/// Reads the JSON `ResponderSandboxCapture.json()` returns (Capture/ResponderSandboxCapture.swift,
/// run in an app's debug build or over the model) into the same scene document a scene file
/// gives. A damaged or out-of-range view is skipped with a warning naming its place in the
/// JSON; only a capture with no window at all is refused.
public enum CaptureImporter {
    /// The key that marks a capture, written first.
    public static let marker = "\"responderSandboxCapture\""
    /// A capture is larger than the scene written from it (every field of every view): four
    /// times a scene file's limit, as a dump's.
    public static let maximumSize = 4 * SceneParser.maximumFileSize

    public struct Failure: Error {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// True for text that is a JSON object whose first 4 KiB hold the capture's marker key.
    public static func looksLikeCapture(_ text: String) -> Bool {
        let start = text.utf8.prefix(4096)
        guard let first = start.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }),
              first == UInt8(ascii: "{") else { return false }
        return String(decoding: start, as: UTF8.self).contains(marker)
    }

    /// The scene, with one warning (`FILE:1:1: PATH: warning: …`) per field or view it could not use.
    public static func parse(_ text: String, file: String) throws(SourceDiagnostics) -> SceneDocument {
        func failure(_ message: String) -> SourceDiagnostics {
            SourceDiagnostics([SourceDiagnostic(file: file, line: 1, column: 1, path: "", message: message)])
        }
        let root: CaptureJSON
        do {
            root = try CaptureJSON.parse(text)
        } catch {
            throw failure("not valid JSON: \(error.message)")
        }
        guard case .object = root else { throw failure("a capture is one JSON object") }
        guard case .number(let version) = root["responderSandboxCapture"] else {
            throw failure("no \(marker) version number: not a capture")
        }
        guard version == Double(ResponderSandboxCaptureFormat.version) else {
            throw failure("a capture of format \(version.compact), which this sandbox does not read (it reads format \(ResponderSandboxCaptureFormat.version))")
        }
        var assembler = CaptureSceneAssembler()
        do {
            try assembler.read(root)
        } catch {
            throw failure(error.message)
        }
        var document = assembler.document(title: "\(URL(fileURLWithPath: file).lastPathComponent) (captured)")
        document.colorsCaptured = true
        document.warnings = assembler.warnings.map {
            SourceDiagnostic(file: file, line: 1, column: 1, path: $0.path, message: "warning: \($0.message)")
        }
        return document
    }
}
