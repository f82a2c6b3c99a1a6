import Foundation

/// S's screenshots, encoded and written one after another on a queue of their own: the
/// window's thread only reads the pixels back (libpng's filters and zlib once made the key's
/// frame 95–170 ms under load, Benchmarks/README.md). The window looks for finished files once
/// a turn of its loop and names them on the status line; quitting waits for every one.
final class ScreenshotQueue {
    /// A screenshot written, or why not.
    struct Outcome: Sendable {
        let path: String
        let failure: String?
    }

    /// What the queue's thread hands back; every property behind `lock`.
    private final class Finished: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [Outcome] = []

        func add(_ outcome: Outcome) {
            lock.withLock { outcomes.append(outcome) }
        }

        func take() -> [Outcome] {
            lock.withLock {
                defer { outcomes = [] }
                return outcomes
            }
        }
    }

    /// Serial: the files are written, and reported, in the order of the presses.
    private let queue = DispatchQueue(label: "responder-sandbox.screenshots")
    private let finished = Finished()
    private let writer: @Sendable (ScreenshotPixels, String) throws -> Void
    /// Paths handed to the queue and not yet reported (the window's thread only).
    private(set) var pending: [String] = []

    init(writer: @escaping @Sendable (ScreenshotPixels, String) throws -> Void) {
        self.writer = writer
    }

    var isBusy: Bool { !pending.isEmpty }

    /// Hands the picture to the queue; the window's thread does not touch it again.
    func save(_ pixels: ScreenshotPixels, to path: String) {
        pending.append(path)
        let writer = writer, finished = finished
        queue.async {
            do {
                try writer(pixels, path)
                finished.add(Outcome(path: path, failure: nil))
            } catch {
                finished.add(Outcome(path: path, failure: "\(error)"))
            }
        }
    }

    /// The screenshots finished since the last look, in the order they were asked for.
    func takeFinished() -> [Outcome] {
        let outcomes = finished.take()
        for outcome in outcomes {
            if let index = pending.firstIndex(of: outcome.path) { pending.remove(at: index) }
        }
        return outcomes
    }

    /// Waits until every screenshot asked for is written (quitting; tests), then takes them.
    func waitForAll() -> [Outcome] {
        queue.sync {}
        return takeFinished()
    }
}
