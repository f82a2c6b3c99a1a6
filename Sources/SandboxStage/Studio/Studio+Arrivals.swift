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

    /// What the status line adds about a dump's warnings: debugger prompts (skipped by design)
    /// only counted, and the first other warning said in the window itself, with how many
    /// there are (the terminal lists them all).
    static func warningSummary(_ warnings: [SourceDiagnostic]) -> String {
        let prompts = warnings.filter(\.isSkippedPrompt).count
        let others = warnings.filter { !$0.isSkippedPrompt }
        var parts: [String] = []
        if prompts > 0 { parts.append("\(prompts) debugger prompt\(prompts == 1 ? "" : "s") skipped") }
        if let first = others.first {
            let said = "line \(first.line): \(first.message.replacingOccurrences(of: "warning: ", with: ""))"
            // Past 50, the last warning counts the rest rather than being one.
            let count = others.count > SceneParser.maximumDiagnostics ? "more than \(SceneParser.maximumDiagnostics)" : "\(others.count)"
            parts.append(others.count == 1 ? "1 warning: \(said)" : "\(count) warnings, the first \(said) (the terminal lists them)")
        }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
    }

    private func warnings(in scene: LoadedScene) -> Bool {
        scene.warnings.contains { !$0.isSkippedPrompt }
    }

    /// The name a pasted scene goes by: its error lines start with it and the header shows it.
    public static let clipboardName = "clipboard"

    /// Opens a scene file, a `recursiveDescription` dump or a capture that arrived while the window was
    /// open; the current scene stays, with the reason on the status line, when it cannot be read.
    /// Returns whether the scene changed.
    @discardableResult
    public func open(_ url: URL, arrived arrival: Arrival) -> Bool {
        guard mayReplaceScene() else { return false }
        return adopt(Self.read(url, arrived: arrival), from: url, arrived: arrival)
    }

    /// Whether a scene that arrives may replace this one: not over unsaved edits (saying so).
    public func mayReplaceScene() -> Bool {
        !keepsUnsavedEdits()
    }

    /// The part of `open` that may run off the window's thread (it touches no session): the
    /// file read and its scene built, or why not.
    public static func read(_ url: URL, arrived arrival: Arrival) -> Result<LoadedScene, SourceDiagnostics> {
        let name = arrival == .pasted ? clipboardName : url.lastPathComponent
        return Result { () throws(SourceDiagnostics) in try LoadedScene.load(contentsOf: url, displayName: name) }
    }

    /// The scene `read` gave, shown in place of this one; or its reason on the status line.
    @discardableResult
    public func adopt(_ read: Result<LoadedScene, SourceDiagnostics>, from url: URL, arrived arrival: Arrival) -> Bool {
        let name = arrival == .pasted ? Self.clipboardName : url.lastPathComponent
        do {
            let loaded = try read.get()
            session.replaceScene(loaded, url: url, name: name)
            say("Opened \(name), \(arrival.wording)" + Self.warningSummary(loaded.warnings), for: warnings(in: loaded) ? 10 : 6)
            return true
        } catch {
            let first = error.diagnostics.first.map { "\($0)" } ?? "it is not a scene file, a recursiveDescription dump or a capture"
            say("Cannot open what was \(arrival.wording): \(first)", for: 10)
            return false
        }
    }
}
