import CSDL2
import Foundation
import SandboxStage

/// Scenes brought to the open window: a file dropped on it (SDL_DROPFILE) or a scene file or
/// `recursiveDescription` dump on the clipboard (Ctrl+V).
extension SandboxApp {
    /// SDL_DROPFILE: the dropped file opens as `open FILE` would open it.
    func dropFile(_ event: SDL_DropEvent) -> Bool {
        guard event.type == SDL_DROPFILE.rawValue, let file = event.file else { return false }
        // SDL hands the path over: it is ours to free.
        defer { SDL_free(file) }
        return arrived(URL(fileURLWithPath: String(cString: file)), .dropped)
    }

    /// Ctrl+V: the clipboard's text is kept in a file of this window's own in the temporary
    /// folder (one per window, written again on each paste), so reload and edits have a file.
    func pasteScene() {
        let pointer = SDL_GetClipboardText()
        let text = pointer.map { String(cString: $0) } ?? ""
        SDL_free(pointer)
        // SDL 2.26 reads X's clipboard in one piece: a copy past about 1 MB (sent in parts,
        // X's INCR transfer) arrives empty, just like an empty clipboard, so both are named.
        guard !text.isEmpty else {
            return session.viewer.show("No text came from the clipboard: copy a scene file or a recursiveDescription dump first. A copy larger than about 1 MB does not come through the clipboard: save it to a file and drop that on the window", for: 10)
        }
        let url = Self.clipboardFile
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            return session.viewer.show("Cannot keep the pasted text in \(url.path): \(error.localizedDescription)")
        }
        _ = arrived(url, .pasted)
    }

    /// Where this window keeps pasted text; removed when the window quits.
    static var clipboardFile: URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("responder-sandbox-clipboard-\(ProcessInfo.processInfo.processIdentifier).txt")
    }

    private func arrived(_ url: URL, _ arrival: Studio.Arrival) -> Bool {
        guard session.studio.open(url, arrived: arrival) else { return true }
        for warning in session.scene.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        let how = arrival == .dropped ? "dropped" : "pasted"
        setWindowTitle("Responder Sandbox: \(session.sceneName) (\(how))")
        return true
    }
}
