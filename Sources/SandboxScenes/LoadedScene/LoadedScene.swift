import Foundation
import ResponderCore

/// A scene brought to life: the application, its window and every responder by name.
public final class LoadedScene {
    public let document: SceneDocument
    public let application: UIApplication
    /// The main window: the one the scene's `root` is in (further `windows:` come after it).
    public var window: UIWindow { application.windows[0] }
    /// Every named responder: views, controllers, UIWindow, UIApplication and a responder delegate.
    /// Every responder by name; `add` and `rename` lines change it as they run.
    public internal(set) var responders: [String: UIResponder]
    /// Every gesture recognizer by name; each is also on its view's `gestureRecognizers`.
    public internal(set) var recognizers: [String: UIGestureRecognizer] = [:]
    /// The delegates the scene's `shouldBegin` and `ignores` keys give recognizers (kept alive here).
    var gestureDelegates: [SceneGestureDelegate] = []
    /// The entries of the recognizers `gesture` lines made, by name: with the document's, what
    /// each recognizer's relations name.
    var gestureNodesMade: [String: GestureNode] = [:]
    /// The lines that made what the document does not describe (`add`, `rename`, `control`,
    /// `connect`, `gesture`, `removeGesture`, `controller`, `removeController`, `set` of a
    /// responder's traits, `remove`), in the order they ran: `why`'s copy makes the same.
    public internal(set) var makingLines: [ScriptCommand] = []
    /// The scene file's warning lines: loaded anyway, but worth a look.
    public var warnings: [SourceDiagnostic] { document.warnings }

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

    /// The entry each recognizer was made from, by name: a `gesture` line's, else the document's.
    var gestureEntries: [String: GestureNode] {
        var entries = Dictionary(SceneChange.gestureNodes(of: document).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        entries.merge(gestureNodesMade) { _, made in made }
        return entries
    }

    public func view(named name: String) -> UIView? {
        responders[name] as? UIView
    }

    public convenience init(document: SceneDocument) {
        var builder = SceneBuilder(document: document)
        let built = builder.build()
        self.init(document: document, application: built.application, responders: built.responders)
        recognizers = builder.recognizers
        gestureDelegates = builder.gestureDelegates
    }

    /// Reads, checks and builds a scene file.
    public static func load(contentsOf url: URL, displayName: String? = nil) throws(SourceDiagnostics) -> LoadedScene {
        let name = displayName ?? url.lastPathComponent
        // Up to a capture's limit: a scene file's own is checked by its parser.
        let text = try SourceFile.text(of: url, file: name, maximumSize: CaptureImporter.maximumSize)
        return try load(text: text, file: name)
    }

    /// Checks and builds scene-file text, or imports a capture or a pasted `recursiveDescription`
    /// dump (each recognised by its content); `file` is the name its error and warning lines start with.
    public static func load(text: String, file: String) throws(SourceDiagnostics) -> LoadedScene {
        if CaptureImporter.looksLikeCapture(text) {
            return LoadedScene(document: try CaptureImporter.parse(text, file: file))
        }
        if RecursiveDescriptionImporter.looksLikeDump(text) {
            return LoadedScene(document: try RecursiveDescriptionImporter.parse(text, file: file))
        }
        return LoadedScene(document: try SceneParser.parse(text, file: file))
    }
}
