import Foundation

/// Swift frees the YAML tree recursively, and YAMLComposer allows 1000 levels before it
/// refuses a file: more stack than a secondary thread has (512 KiB on Apple
/// platforms), so a deep file would crash a loader called off the main thread. The parse,
/// tree and all, runs on a thread of its own with room to spare.
enum LargeStack {
    static let size = 32 << 20

    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return outcome.value!
    }

    /// Written by the thread before it signals, read after the wait: never at the same time.
    private final class Outcome<T>: @unchecked Sendable {
        var value: T?
    }
}
