import Foundation

/// Notices when the scene file changes on disk. Polling the file's size and modification
/// time twice a second costs nothing measurable and works with editors that save by
/// writing a new file and renaming it over the old one.
final class SceneFileWatcher {
    static let interval = 0.5

    private(set) var url: URL
    private var signature: Signature?
    private var lastCheck = 0.0

    struct Signature: Equatable {
        var size: Int
        var modified: timespec
        var inode: UInt

        static func == (lhs: Signature, rhs: Signature) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    init(url: URL) {
        self.url = url
        signature = Self.signature(of: url)
    }

    func watch(_ url: URL) {
        self.url = url
        signature = Self.signature(of: url)
    }

    /// True once per change; looks only when `now` (seconds) is `interval` after the last look, unless forced.
    func hasChanged(now: Double, force: Bool = false) -> Bool {
        guard force || now - lastCheck >= Self.interval else { return false }
        lastCheck = now
        let current = Self.signature(of: url)
        guard current != signature else { return false }
        signature = current
        return true
    }

    /// The file's signature through any symbolic link: a scene opened by a link reloads when
    /// the file it names changes (lstat would only ever see the link).
    private static func signature(of url: URL) -> Signature? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Signature(size: Int(info.st_size), modified: info.st_mtim, inode: UInt(info.st_ino))
    }
}
