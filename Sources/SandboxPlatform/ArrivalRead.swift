import Foundation
import SandboxScenes
import SandboxStage

/// A large file dropped or pasted on the window, read and built on a thread of its own so
/// that the window keeps drawing and answering meanwhile (a 4 MB dump once froze it for half
/// a minute). The window looks for the result once a turn of its loop.
final class ArrivalRead {
    /// Files from this size on are read in the background; smaller ones take milliseconds.
    static let backgroundSize = 1 << 20

    let url: URL
    let arrival: Studio.Arrival
    private let lock = NSLock()
    private var result: Result<LoadedScene, SourceDiagnostics>?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading with `reader` (`Studio.read`, or a test's) on a new thread.
    init(url: URL, arrival: Studio.Arrival,
         reader: @escaping (URL, Studio.Arrival) -> Result<LoadedScene, SourceDiagnostics>) {
        self.url = url
        self.arrival = arrival
        let thread = Thread { [self] in
            let read = reader(url, arrival)
            lock.lock()
            result = read
            lock.unlock()
            finished.signal()
        }
        // Building a scene recurses with its nesting (64 levels at most): the main thread's
        // 8 MiB, not a secondary thread's smaller default.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The result once the thread is done; nil while it reads.
    var outcome: Result<LoadedScene, SourceDiagnostics>? {
        lock.lock()
        defer { lock.unlock() }
        return result
    }

    /// Waits for the thread (tests, after they have checked the window meanwhile).
    func wait() {
        finished.wait()
        finished.signal()
    }

    /// "dump.txt (4.2 MB)": what the status line says is being read.
    static func describe(_ url: URL, arrival: Studio.Arrival, size: Int) -> String {
        let name = arrival == .pasted ? "the pasted text" : url.lastPathComponent
        return "\(name) (\((Double(size) / 1_000_000).formatted(fractionDigits: 1)) MB)"
    }
}
