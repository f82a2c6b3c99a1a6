import Foundation
import ResponderCore

/// A scene brought to life: the application, its window and every responder by name.
public final class LoadedScene {
    public let document: SceneDocument
    public let application: UIApplication
    public var window: UIWindow { application.keyWindow }
    /// Every named responder: views, controllers, UIWindow, UIApplication and a responder delegate.
    public let responders: [String: UIResponder]

    init(document: SceneDocument, application: UIApplication, responders: [String: UIResponder]) {
        self.document = document
        self.application = application
        self.responders = responders
    }

    /// Attaches a recorder and records who is first responder already, so a log read from
    /// its start says where motion, presses and actions will begin.
    public func attach(_ recorder: TraceRecorder) {
        application.traceRecorder = recorder
        if let first = application.firstResponder {
            recorder.record(.firstResponder(responder: first.name))
        }
    }

    public func view(named name: String) -> UIView? {
        responders[name] as? UIView
    }

    public convenience init(document: SceneDocument) {
        var builder = SceneBuilder(document: document)
        let built = builder.build()
        self.init(document: document, application: built.application, responders: built.responders)
    }

    /// Reads, checks and builds a scene file.
    public static func load(contentsOf url: URL, displayName: String? = nil) throws(SourceDiagnostics) -> LoadedScene {
        let name = displayName ?? url.lastPathComponent
        func failure(_ message: String) -> SourceDiagnostics {
            SourceDiagnostics([SourceDiagnostic(file: name, line: 1, column: 1, path: "", message: message)])
        }
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? Int, size > SceneParser.maximumFileSize {
                throw failure("the file is larger than \(SceneParser.maximumFileSize >> 20) MiB")
            }
            data = try Data(contentsOf: url)
        } catch let error as SourceDiagnostics {
            throw error
        } catch {
            throw failure("cannot read the file (\(FileErrorText.describe(error)))")
        }
        // Decoded here rather than by String(contentsOf:), whose error on Linux ("The operation
        // could not be completed") does not say that the encoding was the problem.
        guard let text = String(data: data, encoding: .utf8) else { throw failure("cannot read the file (not UTF-8 text)") }
        return try load(text: text, file: name)
    }

    /// Checks and builds scene-file text; `file` is the name its error lines start with.
    public static func load(text: String, file: String) throws(SourceDiagnostics) -> LoadedScene {
        LoadedScene(document: try SceneParser.parse(text, file: file))
    }
}

enum FileErrorText {
    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            case NSFileReadInapplicableStringEncodingError: return "not UTF-8 text"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
