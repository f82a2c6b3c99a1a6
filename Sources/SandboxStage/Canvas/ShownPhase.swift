import Foundation
import ResponderCore

/// The phase the canvas draws arrows and tags for.
struct ShownPhase {
    var hops: [TraceEpisode.Hop]
    var result: DeliveryResult?
    /// Whether the delivery has summed up (its handler, or that nobody handled it, is known).
    var isReached: Bool
    /// Whether this is the whole input's key phase, shown once the animation has ended.
    var isWholeInput: Bool

    init?(episode: TraceEpisode, inputFinished: Bool) {
        if inputFinished, let key = episode.keyPhase {
            self.init(hops: key.hops, result: key.result, isReached: true, isWholeInput: true)
        } else if let summary = episode.summary {
            self.init(hops: episode.hops.filter { $0.belongs(to: summary) }, result: summary,
                      isReached: episode.summaryReached, isWholeInput: false)
        } else {
            return nil
        }
    }

    init(hops: [TraceEpisode.Hop], result: DeliveryResult?, isReached: Bool, isWholeInput: Bool) {
        self.hops = hops
        self.result = result
        self.isReached = isReached
        self.isWholeInput = isWholeInput
    }
}
