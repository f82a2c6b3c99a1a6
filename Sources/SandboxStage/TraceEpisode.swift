import ResponderCore

/// What the steps shown so far say: which views hitTest visited and how each answered,
/// the hit-test view, and how far the event has travelled up its responder chain.
public struct TraceEpisode: Sendable {
    public enum Outcome: Equatable, Sendable {
        case visiting
        case inside
        case outside
        case skipped(HitTestSkipReason)
    }

    public struct Visit: Equatable, Sendable {
        /// 1 for the first view hitTest was called on, in call order.
        public var order: Int
        public var outcome: Outcome
    }

    /// One responder offered the event or action, in order.
    public struct Hop: Equatable, Sendable {
        public var responder: String
        public var method: String
        public var handled: Bool
        public var kind: HopKind = .offered
    }

    /// How a responder came to be on the event's road.
    public enum HopKind: Equatable, Sendable {
        /// Offered the event or asked canPerformAction, as the chain is walked.
        case offered
        /// Reached by a later touch phase that stops there: touchesBegan went no further.
        case stopped
        /// Sent an action directly, as its explicit target.
        case target
    }

    public private(set) var visits: [String: Visit] = [:]
    public private(set) var hitTestView: String?
    /// Whether the window's hitTest has returned, so the result is known.
    public private(set) var hitTestFinished = false
    public private(set) var hops: [Hop] = []
    /// The summary of the event being delivered: taken from the steps ahead when it has not
    /// been reached yet, so the chain list can show where the event is going.
    public private(set) var summary: DeliveryResult?
    public private(set) var summaryReached = false
    public private(set) var controlEvents: [String] = []
    /// The step being shown, for highlighting it everywhere at once.
    public private(set) var currentStep: TraceStep?

    public init(steps: [TraceStep], upTo current: Int?) {
        guard let current, current < steps.count else { return }
        for index in 0...current { apply(steps[index]) }
        currentStep = steps[current]
        if !summaryReached {
            summary = steps[(current + 1)...].lazy.compactMap(\.deliveryResult).first
        }
    }

    private mutating func apply(_ step: TraceStep) {
        if summaryReached, step.startsDelivery {
            hops = []
            summary = nil
            summaryReached = false
            controlEvents = []
        }
        switch step {
        case .hitTest(let view):
            if view == UIWindow.windowName { visits = [:]; hitTestView = nil; hitTestFinished = false }
            visits[view] = Visit(order: visits.count + 1, outcome: .visiting)
        case .skipped(let view, let reason):
            let order = visits[view]?.order ?? visits.count + 1
            visits[view] = Visit(order: order, outcome: .skipped(reason))
        case .pointInside(let view, let inside):
            visits[view]?.outcome = inside ? .inside : .outside
        case .hitTestReturn(let view, let result):
            if view == UIWindow.windowName { hitTestView = result; hitTestFinished = true }
        case .deliver(let method, let responder, let handled):
            hops.append(Hop(responder: responder, method: method, handled: handled))
        case .notForwarded(let method, let responder):
            // After a handled callsSuper the responder is already the last hop.
            if hops.last?.responder != responder || hops.last?.method != method {
                hops.append(Hop(responder: responder, method: method, handled: false, kind: .stopped))
            } else {
                hops[hops.count - 1].kind = .stopped
            }
        case .sentToTarget(let action, let target, let implemented):
            hops.append(Hop(responder: target, method: action, handled: implemented, kind: .target))
        case .chainLog:
            break
        case .controlEvent(_, let event):
            controlEvents.append(event)
        case .firstResponder:
            break
        case .result(let result):
            summary = result
            summaryReached = true
        }
    }

    /// The steps of moved phases, which the timeline passes over at once; from `start` on only.
    public static func indicesOfMovedPhases(in steps: [TraceStep], from start: Int = 0) -> Set<Int> {
        var indices: Set<Int> = []
        var followingEvent: String?
        for index in steps.indices[start...].reversed() {
            if case .result(let result) = steps[index] { followingEvent = result.event }
            if followingEvent == "touchesMoved" { indices.insert(index) }
        }
        return indices
    }
}

extension TraceStep {
    /// A step that can only belong to a new delivery once the previous one has summed up.
    var startsDelivery: Bool {
        switch self {
        case .hitTest, .deliver, .notForwarded, .sentToTarget, .controlEvent: return true
        default: return false
        }
    }
}
