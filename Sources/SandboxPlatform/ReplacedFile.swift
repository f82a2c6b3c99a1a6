import Foundation
import SandboxScenes

/// A file written beside its destination and moved over it only once it is whole: a full
/// disk, a failed encoder or a stop by Ctrl+C leaves the file of that name as it was, and
/// no half-written picture under the name. The destination's symbolic link, if it is one, is
/// followed, so the link keeps pointing at the new picture.
public final class ReplacedFile {
    /// Where the finished file goes (a link resolved to what it names).
    public let destination: URL
    /// Where it is written first: the same folder, so that the last step is a rename.
    public let temporary: URL
    private var done = false

    public init(path: String) throws(Failure) {
        let given = URL(fileURLWithPath: path)
        destination = given.resolvingSymlinksInPath()
        let folder = destination.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(path: path, reason: "the folder \(folder.path.pathShownInMessage) does not exist")
        }
        if let reason = Self.notReplaceable(destination.path) { throw Failure(path: path, reason: reason) }
        guard access(folder.path, W_OK) == 0 else {
            throw Failure(path: path, reason: "the folder \(folder.path.pathShownInMessage) is not writable")
        }
        // The extension is kept last: ffmpeg picks the container by it.
        let name = destination.deletingPathExtension().lastPathComponent
        let ext = destination.pathExtension
        temporary = folder.appendingPathComponent("\(name).partial-\(getpid())\(ext.isEmpty ? "" : "." + ext)")
        SignalCleanup.remove(onSignal: temporary.path)
    }

    deinit { discard() }

    /// Moves the finished file over the destination.
    public func commit() throws(Failure) {
        guard !done else { return }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw Failure(path: destination.path, reason: "cannot replace the file: \(reason)")
        }
        done = true
        SignalCleanup.forget(temporary.path)
    }

    /// Removes the temporary file; the destination is left as it was.
    public func discard() {
        guard !done else { return }
        done = true
        unlink(temporary.path)
        SignalCleanup.forget(temporary.path)
    }

    /// Why the destination cannot be replaced by a file: a folder or a device is not a file.
    private static func notReplaceable(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder"
        default: return "it is not a regular file"
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path.pathShownInMessage): \(reason)" }
    }
}
