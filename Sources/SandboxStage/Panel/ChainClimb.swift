import Foundation
import ResponderCore

/// The part of its responder chain one or more phases of an input climbed, for RESPONDER
/// CHAIN: the responders offered them, each with its answer, and the links after the last of
/// them that the phases never reached. A tap that C takes climbs C alone, and so does its
/// touchesEnded, which stops at C because touchesBegan went no further.
struct ChainClimb: Equatable {
    struct Row: Equatable {
        var responder: String
        var answer: String
        var handled: Bool
        var stopped: Bool
    }

    /// The phases told, as their summaries name them, in the order delivered (alike ones counted:
    /// `touchesMoved ×12`).
    var events: [String]
    var rows: [Row]
    /// The links of the chain after the last row: never offered these phases.
    var notReached: [String]
    /// How it ended where no row says so: not delivered and why, or discarded after the whole chain.
    var end: String?

    /// One climb for a phase: its own offers (an action's own canPerformAction answers, not
    /// the phase that sent it).
    init(phase: TraceEpisode.Phase) {
        let result = phase.result
        let offered = phase.hops.filter { $0.belongs(to: result) }
        events = [result.event]
        rows = offered.map { Row(responder: $0.responder, answer: HopWording.answer(for: $0), handled: $0.handled, stopped: $0.kind == .stopped && !$0.handled) }
        // UIKit walks the chain in order: what lies after the last responder offered was never reached.
        if let last = rows.last?.responder, let index = result.chain.lastIndex(of: last) {
            notReached = Array(result.chain[(index + 1)...])
        } else {
            notReached = rows.isEmpty ? result.chain : []
        }
        if let note = result.note, rows.isEmpty {
            end = "not delivered (\(note.text))"
        } else if rows.isEmpty {
            end = "nobody was asked"
        } else if result.handledBy == nil, result.stopWording == nil, !rows.contains(where: \.handled) {
            let verb = result.message.isAction ? "performs" : PhaseWording.isKeyCommandSearch(phase) ? "has" : "handled"
            end = "discarded: nobody in the chain \(verb) it"
        } else {
            end = nil
        }
    }

    /// The input's phases as climbs, the phases alike (the same touch, the same responders
    /// with the same answers, the same links not reached) made one, in the order the input
    /// first delivered them: a tap's touchesBegan and touchesEnded taken by one view are one
    /// climb, and a second finger's are its own.
    static func climbs(of phases: [TraceEpisode.Phase]) -> [ChainClimb] {
        var climbs: [ChainClimb] = []
        var touches: [Int?] = []
        var counts: [[Int]] = []
        for phase in phases {
            let climb = ChainClimb(phase: phase)
            let touch = phase.result.touch
            guard let same = climbs.indices.first(where: { index in
                touches[index] == touch && climbs[index].rows == climb.rows && climbs[index].notReached == climb.notReached && climbs[index].end == climb.end
            }) else {
                climbs.append(climb)
                touches.append(touch)
                counts.append([1])
                continue
            }
            if let index = climbs[same].events.firstIndex(of: climb.events[0]) {
                counts[same][index] += 1
            } else {
                climbs[same].events.append(climb.events[0])
                counts[same].append(1)
            }
        }
        // Phases of several touches say whose they are (`touch 1: touchesBegan`).
        let severalTouches = Set(touches.compactMap { $0 }).count > 1
        for index in climbs.indices {
            climbs[index].events = zip(climbs[index].events, counts[index]).map { $1 > 1 ? "\($0) ×\($1)" : $0 }
            if severalTouches, let touch = touches[index] { climbs[index].events[0] = "touch \(touch): " + climbs[index].events[0] }
        }
        return climbs
    }
}
