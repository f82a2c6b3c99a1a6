import Foundation
import SandboxScenes

/// Edits not yet saved, kept in a file of their own rather than dropped: when the window
/// quits, and when another program changes the scene file under them.
extension Studio {
    /// `~/.cache/responder-sandbox` (the platform's cache folder), then the temporary folder.
    public static var defaultLastResortFolders: [URL] {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        return (caches.map { [$0.appendingPathComponent("responder-sandbox")] } ?? []) + [FileManager.default.temporaryDirectory]
    }

    /// The folders tried in order: beside the scene (not for a built-in lesson), the save
    /// folder, then the last resorts; each once.
    var unsavedEditsFolders: [URL] {
        let lesson = session.catalog?.index(of: session.sceneURL) != nil
        let all = (lesson ? [] : [session.sceneURL.deletingLastPathComponent()]) + [saveDirectory] + lastResortFolders
        var seen = Set<String>()
        return all.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// Unsaved edits written to a new file (`NAME.unsaved.yaml`, `NAME.unsaved-2.yaml`, …) in
    /// the first of `unsavedEditsFolders` that can take it: what quitting, or another program
    /// changing the file, does with them rather than drop them. The file written, or nil when
    /// there was nothing unsaved or no folder could take them (see `canKeepUnsavedEdits`).
    public func keepUnsavedEditsAside() -> URL? {
        guard let editor, editor.hasUnsavedChanges, let url = writeUnsavedEdits(editor.text) else { return nil }
        editor.markSaved()
        return url
    }

    /// False when there are unsaved edits and no folder can take them: the window then
    /// refuses to quit, and keeps showing its own version over an outside change.
    public var canKeepUnsavedEdits: Bool {
        editor?.hasUnsavedChanges != true || unsavedEditsPlace() != nil
    }

    /// The file `keepUnsavedEditsAside` would write now, found by writing the edits there and
    /// removing them again: a full disk takes an empty file but not the edits.
    func unsavedEditsPlace() -> URL? {
        guard let editor, let url = writeUnsavedEdits(editor.text) else { return nil }
        try? FileManager.default.removeItem(at: url)
        return url
    }

    /// "the folders … are full or read-only": what a refusal says was tried.
    public var unsavedEditsFoldersWording: String {
        unsavedEditsFolders.map(\.path).joined(separator: ", ")
    }

    private func writeUnsavedEdits(_ text: String) -> URL? {
        let base = session.sceneURL.deletingPathExtension().lastPathComponent
        for folder in unsavedEditsFolders {
            // The cache folder may not exist yet; a folder that cannot be made is passed over.
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for number in 1...100 {
                let url = folder.appendingPathComponent(number == 1 ? "\(base).unsaved.yaml" : "\(base).unsaved-\(number).yaml")
                guard !FileManager.default.fileExists(atPath: url.path) else { continue }
                if (try? SceneFileWriter.save(text, to: url, expected: nil)) != nil { return url }
                break
            }
        }
        return nil
    }

    /// What the window says when quitting would lose the edits.
    public static func nowhereToKeepMessage(folders: String) -> String {
        "Unsaved edits, and no folder can take them (\(folders): full or read-only): the window stays open. Free some room, or Ctrl+Z them away, then quit"
    }
}
