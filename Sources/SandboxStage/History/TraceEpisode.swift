import Foundation
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
        /// What it was offered: an event method, an action, or a key's keyCommands search.
        public var message: ResponderMessage
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

    /// One delivered event phase or action of this input, summed up: who was offered it and
    /// who took it. A tap is touchesBegan then touchesEnded; a button adds its action.
    public struct Phase: Equatable, Sendable {
        public var result: DeliveryResult
        public var hops: [Hop]
        public var controlEvents: [String]
    }

    public private(set) var visits: [String: Visit] = [:]
    /// The phases delivered before the current one, oldest first.
    public private(set) var earlierPhases: [Phase] = []
    /// A `caption` step: its words, and whether it tells a change or time passing.
    public struct Caption: Equatable, Sendable {
        public var text: String
        public var kind: CaptionKind
    }

    /// The latest change a script or a person made between events, or the latest wait.
    public private(set) var caption: Caption?
    public private(set) var hitTestView: String?
    /// What each view's hitTest has returned so far in the current hit-test (nil inside:
    /// it returned nil, as a passthrough view that contains the point does).
    public private(set) var hitTestReturns: [String: String?] = [:]
    /// The point each view's hitTest was asked about, in that view's own coordinates, and the
    /// views in the order they were asked: what the canvas's crosshair shows.
    public private(set) var hitTestPoints: [String: CGPoint] = [:]
    public private(set) var hitTestOrder: [String] = []
    /// Whether the window's hitTest has returned, so the result is known.
    public private(set) var hitTestFinished = false
    private var windowNames: Set<String> = [UIWindow.windowName]
    /// Between a touch's first window hitTest and the window that returns a view (or its result).
    private var searchingWindows = false
    public private(set) var hops: [Hop] = []
    /// The summary of the event being delivered: taken from the steps ahead when it has not
    /// been reached yet, so the chain list can show where the event is going.
    public private(set) var summary: DeliveryResult?
    public private(set) var summaryReached = false
    public private(set) var controlEvents: [String] = []
    /// Actions sent while an outer phase was still being delivered (a button's action during
    /// its touchesEnded): summed up already, listed after the phase that sent them.
    public private(set) var nestedPhases: [Phase] = []
    /// The step being shown, for highlighting it everywhere at once.
    public private(set) var currentStep: TraceStep?
    /// Every gesture recognizer that saw this input, in the order it first appeared.
    public private(set) var recognizers: [RecognizerStory] = []
    /// Where the latest hover event put the pointer, in scene coordinates (nil: none yet, or
    /// out of the window): the canvas draws the pointer there.
    public private(set) var pointer: CGPoint?
    /// The hit-test view under it then (nil: none), and whether a hover event was shown at all.
    public private(set) var pointerView: String?
    public private(set) var sawHover = false

    /// `windows`: the names of the scene's windows, whose hitTests start and end a search
    /// (a touch asks them front to back until one returns a view).
    public init(steps: [TraceStep], upTo current: Int?, windows: Set<String> = [UIWindow.windowName]) {
        windowNames = windows
        guard let current, current < steps.count else { return }
        for index in 0...current { apply(steps[index]) }
        currentStep = steps[current]
        if !summaryReached {
            summary = steps[(current + 1)...].lazy.compactMap(\.deliveryResult).first
        }
    }

    private mutating func apply(_ step: TraceStep) {
        if summaryReached, step.startsDelivery || step.deliveryResult != nil { closePhase() }
        switch step {
        case .hitTest(let view, let point):
            if windowNames.contains(view) {
                // The next window of the same search keeps what the windows in front answered.
                if !searchingWindows {
                    visits = [:]; hitTestReturns = [:]; hitTestPoints = [:]; hitTestOrder = []
                }
                hitTestView = nil; hitTestFinished = false
                searchingWindows = windowNames.count > 1
            }
            visits[view] = Visit(order: visits.count + 1, outcome: .visiting)
            if hitTestPoints.updateValue(point, forKey: view) == nil { hitTestOrder.append(view) }
        case .skipped(let view, let reason):
            let order = visits[view]?.order ?? visits.count + 1
            visits[view] = Visit(order: order, outcome: .skipped(reason))
        case .pointInside(let view, let inside):
            visits[view]?.outcome = inside ? .inside : .outside
        case .hitTestReturn(let view, let result):
            hitTestReturns[view] = .some(result)
            if windowNames.contains(view) {
                hitTestView = result; hitTestFinished = true
                if result != nil { searchingWindows = false }
            }
        case .deliver(let message, let responder, let handled):
            hops.append(Hop(responder: responder, message: message, handled: handled))
        case .notForwarded(let method, let responder):
            // After a handled callsSuper the responder is already the last hop.
            if hops.last?.responder != responder || hops.last?.message != .event(method) {
                hops.append(Hop(responder: responder, message: .event(method), handled: false, kind: .stopped))
            } else {
                hops[hops.count - 1].kind = .stopped
            }
        case .sentToTarget(let action, let target, let implemented):
            hops.append(Hop(responder: target, message: .action(action), handled: implemented, kind: .target))
        case .chainLog:
            break
        case .controlEvent(_, let event, _):
            controlEvents.append(event)
        case .firstResponder:
            break
        case .result(let result):
            searchingWindows = false
            settleHeldPhases(by: result)
            sumUp(result)
        case .caption(let text, let kind):
            caption = Caption(text: text, kind: kind)
        case .gesture(let recognizer, let view, let state, let detail):
            // A touchDelayed step names the touch's view, not the recognizer's: its gesture steps do.
            updateRecognizer(recognizer, view: view) { story in
                story.view = view
                story.states.append(state)
                if state == .failed { story.failureReason = detail.note }
            }
        case .gestureAction(let recognizer, let action, let target, let state):
            updateRecognizer(recognizer, view: nil) { $0.actions.append(.init(action: action, target: target, state: state)) }
        case .touchDelayed(let method, let touch, let view, let recognizer):
            updateRecognizer(recognizer, view: nil) { $0.held.append(.init(method: method, touch: touch, view: view, fate: .waiting)) }
        case .scroll:
            // The canvas draws the offset the stage recorded for this step (InputHistory.contentOffsets); the log tells the step.
            break
        case .hover(let point, let view):
            pointer = point
            pointerView = view
            sawHover = true
        }
    }

    private mutating func updateRecognizer(_ name: String, view: String?, _ change: (inout RecognizerStory) -> Void) {
        if let index = recognizers.firstIndex(where: { $0.name == name }) {
            change(&recognizers[index])
        } else {
            var story = RecognizerStory(name: name, view: view ?? "?")
            change(&story)
            recognizers.append(story)
        }
    }

    /// A summary ends what a recognizer held or cancelled: a held phase summed up is
    /// delivered (or, with a `cause` naming the holder and no handler, discarded); a
    /// touchesCancelled whose `cause` is a recognizer is a touch that recognizer took away.
    private mutating func settleHeldPhases(by result: DeliveryResult) {
        let cause = result.cause.flatMap { cause in recognizers.firstIndex { $0.name == cause } }
        if result.message == .event(.touchesCancelled), let cause, result.note?.dropsPhase != true {
            recognizers[cause].cancelled.append(.init(touch: result.touch, view: result.hitTestView ?? result.chain.first ?? "?"))
        }
        for index in recognizers.indices {
            for held in recognizers[index].held.indices where recognizers[index].held[held].fate == .waiting {
                let phase = recognizers[index].held[held]
                guard result.message == .event(phase.method), result.touch == nil || phase.touch == result.touch else { continue }
                // Discarded by the holder's own recognition, or by another recognizer's (a scroll
                // view's pan drops what its content-touch delay held).
                let discarded = cause != nil && result.note?.dropsPhase == true
                recognizers[index].held[held].fate = discarded ? .discarded : .delivered
                if discarded, let cause, cause != index { recognizers[index].held[held].discardedBy = recognizers[cause].name }
            }
        }
    }

    private mutating func closePhase() {
        if let summary { earlierPhases.append(Phase(result: summary, hops: hops, controlEvents: controlEvents)) }
        earlierPhases += nestedPhases
        nestedPhases = []
        hops = []
        summary = nil
        summaryReached = false
        controlEvents = []
    }

    /// A summary ends its phase, unless it is an action sent from inside a phase still
    /// open (its hops are not the only ones): then it is kept aside until that phase ends.
    private mutating func sumUp(_ result: DeliveryResult) {
        let own = hops.filter { $0.belongs(to: result) }
        let outer = hops.filter { !$0.belongs(to: result) }
        if result.message.isAction, !outer.isEmpty {
            nestedPhases.append(Phase(result: result, hops: own, controlEvents: []))
            hops = outer
            return
        }
        summary = result
        summaryReached = true
    }

    /// Every phase delivered so far, the current one included once it has summed up, and
    /// actions it sent right after it.
    public var phases: [Phase] {
        guard summaryReached, let summary else { return earlierPhases + nestedPhases }
        return earlierPhases + [Phase(result: summary, hops: hops, controlEvents: controlEvents)] + nestedPhases
    }

    /// The phase that tells the input's story: the latest action (a button's nil-targeted
    /// search, performed or not), else the latest phase that began something (the last finger
    /// down, a shake, a press), else a cancellation someone received (a view removed under
    /// its finger), else the latest phase. A tap's touchesEnded must not hide who
    /// took its touchesBegan, and a second finger refused (exclusiveTouch, multiple touch off)
    /// is the story of its input, not the first finger that was let through. But a touch's
    /// touchesEnded handled by someone its touchesBegan never reached as a handler (a parent's
    /// touchesEnded reached through callsSuper) is the news: WHAT HAPPENED ends on it, so does
    /// the canvas.
    public var keyPhase: Phase? {
        let all = phases
        if let action = all.last(where: { $0.result.message.isAction }) { return action }
        guard let beginning = all.last(where: { $0.result.message.eventMethod.map(Self.beginnings.contains) == true }) else {
            return all.last { $0.result.message.eventMethod.map(Self.cancellations.contains) == true && $0.result.handledBy != nil }
                ?? all.last
        }
        let began = Set(beginning.hops.filter(\.handled).map(\.responder))
        let handledElsewhere = all.last { phase in
            phase.result.message == .event(.touchesEnded) && phase.result.touch != nil && phase.result.touch == beginning.result.touch
                && phase.hops.contains { $0.handled && !began.contains($0.responder) }
        }
        return handledElsewhere ?? beginning
    }

    private static let beginnings: Set<ResponderMethod> = [.touchesBegan, .motionBegan, .pressesBegan]
    private static let cancellations: Set<ResponderMethod> = [.touchesCancelled, .motionCancelled, .pressesCancelled]

    /// The steps of moved phases, which the timeline passes over at once; from `start` on only.
    public static func indicesOfMovedPhases(in steps: [TraceStep], from start: Int = 0) -> Set<Int> {
        var indices: Set<Int> = []
        var followingEvent: ResponderMessage?
        for index in steps.indices[start...].reversed() {
            if case .result(let result) = steps[index] { followingEvent = result.message }
            if followingEvent == .event(.touchesMoved) { indices.insert(index) }
        }
        return indices
    }
}

extension TraceEpisode {
    /// The steps of hover events that only move across hovered views (every recognizer step
    /// after them `changed`), which the timeline passes over at once, as a finger's moves;
    /// from `start` on only. A hover that enters or exits a view plays at teaching speed.
    public static func indicesOfHoverMoves(in steps: [TraceStep], from start: Int = 0) -> Set<Int> {
        var indices: Set<Int> = []
        var index = start
        while index < steps.count {
            guard case .hover = steps[index] else { index += 1; continue }
            var end = index + 1
            var onlyChanges = true
            recognizerSteps: while end < steps.count {
                switch steps[end] {
                case .gesture(_, _, let state, _), .gestureAction(_, _, _, let state): onlyChanges = onlyChanges && state == .changed
                default: break recognizerSteps
                }
                end += 1
            }
            if onlyChanges { indices.formUnion(index..<end) }
            index = end
        }
        return indices
    }
}

extension TraceEpisode.Hop {
    /// Whether this offer was part of delivering `result`: an action's own selector, a key's
    /// keyCommands search, or an event method of the same name.
    func belongs(to result: DeliveryResult) -> Bool {
        switch result.message {
        case .action, .keyCommandSearch: return message == result.message
        case .event: return message.eventMethod != nil
        }
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
