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
        var modified: Date
        var inode: Int
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

    private static func signature(of url: URL) -> Signature? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        return Signature(size: (attributes[.size] as? Int) ?? -1,
                         modified: (attributes[.modificationDate] as? Date) ?? .distantPast,
                         inode: (attributes[.systemFileNumber] as? Int) ?? -1)
    }
}
