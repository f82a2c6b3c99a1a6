import Foundation

/// What a stop by Ctrl+C, SIGTERM or SIGHUP tidies before the process ends as the signal
/// says: temporary files removed, helper processes (ffmpeg) stopped. For `render`, whose
/// loop reads no events: SDL is told not to take these signals (SDL_HINT_NO_SIGNAL_HANDLERS),
/// or it would swallow them as a quit event no one reads.
///
/// The handler may run between any two instructions of the program, so it only reads fixed
/// slots filled beforehand and calls what POSIX lets a handler call (unlink, kill, signal).
public enum SignalCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    private static let lock = NSLock()
    /// Copies of the paths to remove, as C strings; nil slots are free.
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
    /// Helper processes to stop; 0 slots are free.
    nonisolated(unsafe) private static let processes = UnsafeMutablePointer<pid_t>.allocate(capacity: slotCount)
    private static let slotCount = 32
    nonisolated(unsafe) private static var installed = false

    /// Starts watching the signals; once per process.
    public static func install() {
        lock.withLock {
            guard !installed else { return }
            installed = true
            paths.initialize(repeating: nil, count: slotCount)
            processes.initialize(repeating: 0, count: slotCount)
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            for number in signals {
                // A signal set aside by whoever started the process (nohup ignores SIGHUP) stays so.
                let previous = signal(number, handle)
                if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                    signal(number, SIG_IGN)
                }
                sigaddset(&unblocked, number)
            }
            // A parent may start the process with these signals blocked (a test runner's
            // Process does): unblocked here, SIGTERM reaches the handler.
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        }
    }

    static func remove(onSignal path: String) {
        lock.withLock {
            guard installed, let free = (0..<slotCount).first(where: { paths[$0] == nil }) else { return }
            paths[free] = strdup(path)
        }
    }

    static func forget(_ path: String) {
        lock.withLock {
            guard installed else { return }
            for slot in 0..<slotCount {
                guard let stored = paths[slot], String(cString: stored) == path else { continue }
                paths[slot] = nil
                free(stored)
            }
        }
    }

    static func stop(onSignal process: Process) {
        lock.withLock {
            guard installed, process.processIdentifier > 0, let free = (0..<slotCount).first(where: { processes[$0] == 0 }) else { return }
            processes[free] = process.processIdentifier
        }
    }

    static func forget(_ process: Process) {
        lock.withLock {
            guard installed else { return }
            for slot in 0..<slotCount where processes[slot] == process.processIdentifier { processes[slot] = 0 }
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        for slot in 0..<SignalCleanup.slotCount {
            let pid = SignalCleanup.processes[slot]
            if pid > 0 { kill(pid, SIGKILL) }
            if let path = SignalCleanup.paths[slot] { unlink(path) }
        }
        // Ended by the signal itself, so a shell sees 130 for Ctrl+C and 143 for SIGTERM.
        signal(number, SIG_DFL)
        raise(number)
    }
}
