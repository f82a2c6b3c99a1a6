import Foundation

/// Ctrl+S's write of a scene file, so that saving loses nothing: the text goes to the file a
/// symbolic link names (the link stays a link), a file with other hard links is written in
/// place (the links stay one file), any other through a new file beside it that replaces it
/// only once whole, with the old file's mode and owner. A read-only file is refused, a UTF-8
/// byte-order mark kept, and a file changed by another program since it was loaded is not
/// written over.
public enum SceneFileWriter {
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Writes `text` over the file at `url`, provided the file still holds `expected` (the
    /// text loaded or last saved; nil for a new file, which must not exist yet).
    public static func save(_ text: String, to url: URL, expected: String?) throws(Refusal) {
        let path = url.resolvingSymlinksInPath().path
        let folder = (path as NSString).deletingLastPathComponent
        removeStaleTemporaryFiles(of: path)
        var info = stat()
        let exists = stat(path, &info) == 0
        var bytes = Array(text.utf8)
        if exists {
            guard info.st_mode & S_IFMT == S_IFREG else { throw Refusal(description: "\(url.path) is not a regular file") }
            guard isWritable(path) else { throw Refusal(description: "\(url.path) is read-only") }
            let current = try read(path)
            if let expected, !sameText(current, expected) {
                throw Refusal(description: "\(url.path) was changed by another program since it was loaded; your edits are not written over it")
            }
            if current.starts(with: byteOrderMark), !bytes.starts(with: byteOrderMark) { bytes = byteOrderMark + bytes }
        } else if expected != nil {
            throw Refusal(description: "\(url.path) was removed by another program since it was loaded")
        }
        if exists, info.st_nlink > 1 {
            // A rename would split the hard links into two files: written in place instead.
            return try writeInPlace(bytes, path: path, display: url.path)
        }
        // A new file needs its folder: one that is missing or a file is said as such, not as read-only.
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else { throw Refusal(description: "the folder \(folder) does not exist") }
        guard folderInfo.st_mode & S_IFMT == S_IFDIR else { throw Refusal(description: "\(folder) is not a folder") }
        guard isWritable(folder) else {
            throw Refusal(description: "the folder \(folder) is read-only, and a save writes a new \(url.lastPathComponent) beside the old one")
        }
        try replace(path: path, display: url.path, with: bytes, like: exists ? info : nil)
    }

    /// `.NAME.saving-PID` beside the file: hidden, and named by the saving process so that a
    /// save cut short by kill -9 is recognised and removed by the next.
    static func temporaryPath(for path: String, pid: Int32 = getpid()) -> String {
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        return "\(folder)/.\(name).saving-\(pid)"
    }

    /// Temporary files of saves whose process is gone.
    static func removeStaleTemporaryFiles(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        let prefix = ".\(name).saving-"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink("\(folder)/\(entry)")
        }
    }

    /// Writable by this process, and not marked read-only for everyone: a file made
    /// read-only (chmod 444) is refused even to root, who could write it, as its owner meant.
    static func isWritable(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return access(path, W_OK) == 0 && info.st_mode & 0o222 != 0
    }

    /// Whether the file's bytes are the text, a byte-order mark on either side aside: compared
    /// in place, as memory, so that a large scene's check neither copies it nor goes byte by byte.
    static func sameText(_ bytes: [UInt8], _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { expected in
            bytes.withUnsafeBufferPointer { current in
                let mark = byteOrderMark.count
                let current = current.starts(with: byteOrderMark) ? UnsafeBufferPointer(rebasing: current[mark...]) : current
                let expected = expected.starts(with: byteOrderMark) ? UnsafeBufferPointer(rebasing: expected[mark...]) : expected
                guard current.count == expected.count else { return false }
                guard let first = current.baseAddress, let second = expected.baseAddress else { return true }
                return memcmp(first, second, current.count) == 0
            }
        }
    }

    private static func read(_ path: String) throws(Refusal) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw Refusal(description: "\(path) cannot be read") }
        return Array(data)
    }

    private static func replace(path: String, display: String, with bytes: [UInt8], like old: stat?) throws(Refusal) {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, old.map { $0.st_mode & 0o7777 } ?? 0o644)
        guard descriptor >= 0 else { throw failure(display) }
        // The new file takes the old one's permissions and, where allowed, its owner and group.
        if let old {
            fchmod(descriptor, old.st_mode & 0o7777)
            if old.st_uid != geteuid() || old.st_gid != getegid() { _ = fchown(descriptor, old.st_uid, old.st_gid) }
        }
        let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
        let reason = errno
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let error = failure(display, errno: written ? errno : reason)
            unlink(temporary)
            throw error
        }
    }

    private static func writeInPlace(_ bytes: [UInt8], path: String, display: String) throws(Refusal) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(display) }
        defer { close(descriptor) }
        guard writeAll(bytes, to: descriptor), fsync(descriptor) == 0 else { throw failure(display) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    private static func failure(_ display: String, errno code: Int32 = errno) -> Refusal {
        Refusal(description: "cannot write \(display): \(String(cString: strerror(code)))")
    }
}
