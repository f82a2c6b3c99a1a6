/// Receives every step of event delivery as the core performs it.
///
/// The core reaches its recorder through `UIEvent.recorder` or `UIApplication.traceRecorder`
/// behind optional chaining, so with no recorder attached no step is even built.
public protocol TraceRecorder: AnyObject {
    func record(_ step: TraceStep)
}

/// Keeps every step in order: what the `trace` command, the window and the tests read.
public final class TraceLog: TraceRecorder {
    public private(set) var steps: [TraceStep] = []

    public init() {}

    public func record(_ step: TraceStep) {
        steps.append(step)
    }

    public func removeAll() {
        steps.removeAll(keepingCapacity: true)
    }

    public var results: [DeliveryResult] {
        steps.compactMap(\.deliveryResult)
    }
}
