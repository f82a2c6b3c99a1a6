import Foundation
import SandboxScenes

extension Studio {
    /// Where a scene brought to the open window came from: the header names it, the window's
    /// title and the status line say how it came.
    public enum Arrival: Equatable, Sendable {
        /// A file dropped on the window.
        case dropped
        /// Text pasted with Ctrl+V, kept in `file` so hot reload and edits have a file.
        case pasted

        var wording: String {
            switch self {
            case .dropped: "dropped on the window"
            case .pasted: "pasted from the clipboard"
            }
        }
    }

    /// The name a pasted scene goes by: its error lines start with it and the header shows it.
    public static let clipboardName = "clipboard"

    /// Opens a scene file, a `recursiveDescription` dump or a capture that arrived while the window was
    /// open; the current scene stays, with the reason on the status line, when it cannot be read.
    /// Returns whether the scene changed.
    @discardableResult
    public func open(_ url: URL, arrived arrival: Arrival) -> Bool {
        if keepsUnsavedEdits() { return false }
        let name = arrival == .pasted ? Self.clipboardName : url.lastPathComponent
        do {
            let loaded = try LoadedScene.load(contentsOf: url, displayName: name)
            session.replaceScene(loaded, url: url, name: name)
            let warnings = loaded.warnings.count
            // Past 50, the last warning counts the rest rather than being one.
            let counted = warnings > SceneParser.maximumDiagnostics ? "more than \(SceneParser.maximumDiagnostics)" : "\(warnings)"
            session.viewer.show("Opened \(name), \(arrival.wording)" + (warnings == 0 ? "" : " (\(counted) line\(warnings == 1 ? "" : "s") not understood: see the terminal)"), for: 6)
            return true
        } catch {
            let first = error.diagnostics.first.map { "\($0)" } ?? "it is not a scene file, a recursiveDescription dump or a capture"
            session.viewer.show("Cannot open what was \(arrival.wording): \(first)", for: 10)
            return false
        }
    }
}
