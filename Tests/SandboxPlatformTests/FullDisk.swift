import Foundation

/// A small tmpfs filled to the last block: a real full disk for tests of what is lost when
/// nothing can be written. Needs root and Linux (`mount -t tmpfs`); tests that use it are
/// enabled only where `FullDisk.canMount`.
final class FullDisk {
    /// The mounted folder; files written into it before `fill()` stay readable.
    let url: URL
    private var mounted = false

    init(kilobytes: Int = 256) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("full-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]) else {
            try? FileManager.default.removeItem(at: url)
            throw FullDiskUnavailable()
        }
        mounted = true
    }

    deinit {
        if mounted { _ = Self.run("/bin/umount", ["-l", url.path]) }
        try? FileManager.default.removeItem(at: url)
    }

    /// Takes every free block with one file of zeros, so that the next write fails with ENOSPC.
    func fill() {
        let descriptor = open(url.appendingPathComponent(".filler").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Whether this machine lets a test mount a tmpfs (root on Linux).
    static let canMount: Bool = {
        #if os(Linux)
        guard geteuid() == 0 else { return false }
        return (try? FullDisk(kilobytes: 16)) != nil
        #else
        return false
        #endif
    }()

    struct FullDiskUnavailable: Error {}

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
