import Foundation
import ResponderCore
import SandboxScenes

extension ScriptCommand {
    /// A touch that continues one already down belongs to the same picture as its beginning.
    /// A hover belongs to the picture of the touch down, or to the hover picture under way
    /// (`hovering`: the picture shown began with a hover and a hover recognizer has begun and
    /// not ended): one picture from the pointer entering a hovered view to its leaving the
    /// last one, not one per move; after a click the next hover starts a picture of its own.
    func startsEpisode(touchesDown: Bool, hovering: Bool = false) -> Bool {
        switch self {
        case .down: return !touchesDown
        case .hover: return !touchesDown && !hovering
        case .move, .up, .cancel, .wait: return false
        default: return true
        }
    }

    /// A finger's phase at a point as the events file's line for it (`down`, `move`, `up`):
    /// what the window's touches are recorded and replayed as; nil for the other phases,
    /// which no line writes (the window's own cancellations are recorded as such).
    init?(touch id: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        switch phase {
        case .began: self = .down(id: id, at: point)
        case .moved: self = .move(id: id, to: point)
        case .ended: self = .up(id: id, at: point)
        default: return nil
        }
    }
}
