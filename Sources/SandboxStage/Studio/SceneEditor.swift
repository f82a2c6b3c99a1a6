import Foundation
import SandboxScenes

/// The scene file's text while it is edited, with undo and redo. The text is the truth:
/// every edit changes it surgically and is kept only if the result is still a valid scene,
/// and undo puts back the exact text, so the scene it describes is restored exactly.
public final class SceneEditor {
    public private(set) var text: String
    public private(set) var document: SceneDocument
    /// The text as the file on disk holds it, as far as this editor knows.
    public private(set) var savedText: String?
    /// The name error lines begin with.
    public let fileName: String
    private var undoStack: [(text: String, command: EditCommand)] = []
    private var redoStack: [(text: String, command: EditCommand)] = []

    /// `savedText` is nil when the text is not yet in any file (a built-in lesson's copy).
    public init(text: String, fileName: String, savedText: String?) throws(SceneEditError) {
        self.text = text
        self.fileName = fileName
        self.savedText = savedText
        document = try Self.parse(text, fileName: fileName)
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var hasUnsavedChanges: Bool { text != savedText }

    /// Carries out the edit, or throws why not; the text is unchanged then.
    public func apply(_ command: EditCommand) throws(SceneEditError) {
        let edited = try command.edited(text)
        document = try Self.parse(edited, fileName: fileName)
        undoStack.append((text, command))
        redoStack = []
        text = edited
    }

    /// The edit undone, or nil when there is none.
    public func undo() -> EditCommand? {
        guard let last = undoStack.popLast() else { return nil }
        redoStack.append((text, last.command))
        restore(last.text)
        return last.command
    }

    public func redo() -> EditCommand? {
        guard let next = redoStack.popLast() else { return nil }
        undoStack.append((text, next.command))
        restore(next.text)
        return next.command
    }

    /// The file now holds the text.
    public func markSaved() {
        savedText = text
    }

    private func restore(_ earlier: String) {
        text = earlier
        // The text was a valid scene when it was current.
        document = (try? Self.parse(earlier, fileName: fileName)) ?? document
    }

    static func parse(_ text: String, fileName: String) throws(SceneEditError) -> SceneDocument {
        do {
            return try SceneParser.parse(text, file: fileName)
        } catch {
            throw SceneEditError(error.diagnostics.first?.description ?? "the edit would break the scene")
        }
    }
}
